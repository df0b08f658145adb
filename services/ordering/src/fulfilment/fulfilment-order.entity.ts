import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * The work of making a paid customer's invitation: created when a payment becomes paid (the
 * specification's admin "Orders"); its `order_id` is the payment's.
 */
@Entity({ name: 'fulfilment_orders' })
export class FulfilmentOrderEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'order_id', type: 'text', unique: true })
  orderId: string;

  @Column({ name: 'client_id', type: 'text', nullable: true })
  clientId: string | null;

  @Column({ type: 'text', default: '' })
  package: string;

  @Column({ type: 'text', default: '' })
  design: string;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  addon: string[];

  @Column({ name: 'client_url', type: 'text', default: '' })
  clientUrl: string;

  @Column({ type: 'text', default: 'pending' })
  status: 'pending' | 'in_progress' | 'completed';

  /** Why the work is on hold (the payment's money went back, or its proof was rejected); null when not. */
  @Column({ name: 'hold_reason', type: 'text', nullable: true })
  holdReason: string | null;

  /** How many times the order was put on hold or released: order.held and order.released carry it. */
  @Column({ name: 'hold_version', type: 'integer', default: 0 })
  holdVersion: number;

  @Column({ name: 'admin_notes', type: 'text', default: '' })
  adminNotes: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
