import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One admin change: who, when, what, and the target's state before and after. */
@Entity({ name: 'admin_audit_log' })
export class AdminAuditLogEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'admin_id', type: 'uuid' })
  adminId: string;

  @Column({ name: 'admin_username', type: 'text' })
  adminUsername: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Column({ type: 'text' })
  action: string;

  @Column({ type: 'text' })
  target: string;

  @Column({ type: 'jsonb', nullable: true })
  before: unknown;

  @Column({ type: 'jsonb', nullable: true })
  after: unknown;
}
