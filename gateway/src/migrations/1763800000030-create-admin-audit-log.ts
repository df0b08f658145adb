import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admins' audit log, and the moment each admin's password last changed (tokens issued before
 * it are no longer accepted, so a changed password ends every other session).
 */
export class CreateAdminAuditLog1763800000030 implements MigrationInterface {
  name = 'CreateAdminAuditLog1763800000030';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE admin_users ADD COLUMN password_changed_at timestamptz');
    await q.query(`CREATE TABLE admin_audit_log (
      id bigserial PRIMARY KEY,
      admin_id uuid NOT NULL,
      admin_username text NOT NULL,
      at timestamptz NOT NULL DEFAULT now(),
      action text NOT NULL,
      target text NOT NULL,
      before jsonb,
      after jsonb)`);
    await q.query('CREATE INDEX admin_audit_log_at_idx ON admin_audit_log (at DESC, id DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE admin_audit_log');
    await q.query('ALTER TABLE admin_users DROP COLUMN password_changed_at');
  }
}
