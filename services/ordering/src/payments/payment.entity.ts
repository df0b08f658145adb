import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { PaymentStatus } from '@undangan/contracts';
import { bigintAsNumber } from '@undangan/platform';

/**
 * A customer's payment for one order id, online (Midtrans) or manual (a transfer with a proof). The
 * specification calls it a transaction on the wire and on screen (docs/ARCHITECTURE.md, glossary).
 */
@Entity({ name: 'payments' })
export class PaymentEntity {
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

  /** The payment's change counter: every status change adds one, and its event carries it. */
  @Column({ type: 'integer', default: 1 })
  version: number;

  /** Money that went back to the customer so far (refunds, chargebacks, a reversal). */
  @Column({ name: 'refunded_amount', type: 'bigint', transformer: bigintAsNumber, default: 0 })
  refundedAmount: number;

  /** Money it brought for revisions it could not pay, to be given back (revision-payments.ts). */
  @Column({ name: 'refund_due', type: 'bigint', transformer: bigintAsNumber, default: 0 })
  refundDue: number;

  /** Paid after the shop had closed it as failed or expired. */
  @Column({ name: 'paid_late', type: 'boolean', default: false })
  paidLate: boolean;

  /** When Midtrans was last asked about this payment (public look-ups ask at most so often). */
  @Column({ name: 'provider_checked_at', type: 'timestamptz', nullable: true })
  providerCheckedAt: Date | null;

  /** The hash of the secret of the browser that placed a manual order: only it may send the proof again. */
  @Column({ name: 'owner_secret_hash', type: 'text', nullable: true, select: false })
  ownerSecretHash: string | null;

  /** A manual payment's proof came with a picture; null for online payments (and older manual ones). */
  @Column({ name: 'proof_attached', type: 'boolean', nullable: true })
  proofAttached: boolean | null;

  /** Why an admin rejected the manual payment's proof, in the admin's words, told to the couple. */
  @Column({ name: 'proof_rejection_reason', type: 'text', nullable: true })
  proofRejectionReason: string | null;

  /** The version of the last proof decision applied (proof-decisions.ts); older ones are ignored. */
  @Column({ name: 'proof_version', type: 'bigint', nullable: true, transformer: bigintAsNumber })
  proofVersion: number | null;

  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
