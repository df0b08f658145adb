import { bigintAsNumber } from '@undangan/platform';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ProofStatus } from '@undangan/contracts';

/** A customer's manual payment confirmation, one per order; the image itself is in the proof bucket. */
@Entity({ name: 'payment_proofs' })
export class PaymentProofEntity {
  @PrimaryColumn({ name: 'order_id', type: 'text' })
  orderId: string;

  @Column({ name: 'customer_name', type: 'text' })
  customerName: string;

  @Column({ name: 'customer_phone', type: 'text' })
  customerPhone: string;

  @Column({ name: 'customer_email', type: 'text' })
  customerEmail: string;

  @Column({ type: 'text' })
  status: ProofStatus;

  @Column({ name: 'object_key', type: 'text', nullable: true })
  objectKey: string | null;

  @Column({ name: 'content_type', type: 'text', nullable: true })
  contentType: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: bigintAsNumber })
  size: number | null;

  /**
   * Grows with every decision saved and every new picture, drawn from one sequence under the row's
   * lock (the column's default at insert, then nextProofVersion); proof.status-changed carries it.
   */
  @Column({ type: 'bigint', transformer: bigintAsNumber, insert: false, update: false })
  version: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
