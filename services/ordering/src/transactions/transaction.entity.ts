import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { PaymentStatus } from '@undangan/contracts';
import { bigintAsNumber } from '@undangan/platform';

@Entity({ name: 'transactions' })
export class TransactionEntity {
  @PrimaryColumn({ name: 'order_id', type: 'text' })
  orderId: string;

  @Column({ type: 'text' })
  status: PaymentStatus;

  @Column({ name: 'payment_type', type: 'text', nullable: true })
  paymentType: string | null;

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  amount: number;

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  subtotal: number;

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  discount: number;

  @Column({ name: 'referral_code', type: 'text', nullable: true })
  referralCode: string | null;

  @Column({ name: 'customer_name', type: 'text' })
  customerName: string;

  @Column({ name: 'customer_phone', type: 'text' })
  customerPhone: string;

  @Column({ name: 'customer_email', type: 'text' })
  customerEmail: string;

  @Column({ name: 'snap_token', type: 'text', nullable: true })
  snapToken: string | null;

  @Column({ name: 'snap_redirect_url', type: 'text', nullable: true })
  snapRedirectUrl: string | null;

  @Column({ name: 'provider_status', type: 'text', nullable: true })
  providerStatus: string | null;

  @Column({ name: 'provider_transaction_id', type: 'text', nullable: true })
  providerTransactionId: string | null;

  @Column({ name: 'expiry_time', type: 'timestamptz', nullable: true })
  expiryTime: Date | null;

  @Column({ name: 'va_numbers', type: 'jsonb', default: () => "'[]'::jsonb" })
  vaNumbers: { bank: string; va_number: string }[];

  @Column({ type: 'text', nullable: true })
  store: string | null;

  @Column({ name: 'payment_code', type: 'text', nullable: true })
  paymentCode: string | null;

  @Column({ name: 'qr_url', type: 'text', nullable: true })
  qrUrl: string | null;

  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
