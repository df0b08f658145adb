import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The couple's access to their dashboard: who may sign in to an order (its own email, and one
 * partner it invited), the one-time sign-in links and the sessions. Links and sessions keep only
 * the SHA-256 of their secret: a copy of this database opens nothing.
 */
export class CoupleAccess1763800000079 implements MigrationInterface {
  name = 'CoupleAccess1763800000079';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
    CREATE TABLE couple_members (
      order_id text NOT NULL,
      email text NOT NULL CHECK (email = lower(email)),
      -- pasangan: the order's own email (recorded at its first sign-in); mitra: the partner it invited.
      role text NOT NULL CHECK (role IN ('pasangan', 'mitra')),
      invited_at timestamptz NOT NULL DEFAULT now(),
      -- One of each per order.
      PRIMARY KEY (order_id, role),
      CONSTRAINT couple_members_email_key UNIQUE (order_id, email)
    )`);

    await q.query(`
    CREATE TABLE couple_sign_ins (
      token_hash text PRIMARY KEY,
      order_id text NOT NULL,
      email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      -- Set by the one exchange that opened a session: a link opens one session at most.
      used_at timestamptz NULL
    )`);
    await q.query('CREATE INDEX couple_sign_ins_member_idx ON couple_sign_ins (order_id, email)');
    await q.query('CREATE INDEX couple_sign_ins_expiry_idx ON couple_sign_ins (expires_at)');

    await q.query(`
    CREATE TABLE couple_sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      token_hash text NOT NULL CONSTRAINT couple_sessions_token_key UNIQUE,
      order_id text NOT NULL,
      email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      -- Moved on at most once a minute, so a dashboard's many reads are not as many writes.
      last_used_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX couple_sessions_member_idx ON couple_sessions (order_id, email)');
    await q.query('CREATE INDEX couple_sessions_expiry_idx ON couple_sessions (expires_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS couple_sessions');
    await q.query('DROP TABLE IF EXISTS couple_sign_ins');
    await q.query('DROP TABLE IF EXISTS couple_members');
  }
}
