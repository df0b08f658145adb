import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per admin token that may still be used (its `jti`): every gateway replica asks this
 * table, so a logout, a password change or "end every session" holds at once everywhere.
 * Sessions already open have no row: their admins sign in again.
 */
export class CreateAdminSessions1763800000040 implements MigrationInterface {
  name = 'CreateAdminSessions1763800000040';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE admin_sessions (
      id uuid PRIMARY KEY,
      admin_id uuid NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
      issued_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL)`);
    await q.query('CREATE INDEX admin_sessions_admin_idx ON admin_sessions (admin_id)');
    await q.query('CREATE INDEX admin_sessions_expires_idx ON admin_sessions (expires_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE admin_sessions');
  }
}
