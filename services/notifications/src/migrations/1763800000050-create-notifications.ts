import { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxAndInboxTables, dropOutboxAndInboxTables } from '@undangan/platform';

export class CreateNotifications1763800000050 implements MigrationInterface {
  name = 'CreateNotifications1763800000050';

  async up(q: QueryRunner): Promise<void> {
    await createOutboxAndInboxTables(q);
    await q.query(`
      CREATE TABLE emails (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        -- The event that asked for it; null for an admin's resend.
        event_id uuid,
        order_id text NOT NULL,
        kind text NOT NULL,
        audience text NOT NULL CHECK (audience IN ('customer', 'shop')),
        recipient text NOT NULL,
        subject text NOT NULL,
        html text NOT NULL,
        body_text text NOT NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'rejected')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_attempt_at timestamptz,
        -- While a replica is sending it: another takes it only after this passes (the sender died).
        claimed_until timestamptz,
        last_error text,
        message_id text,
        resend_of uuid REFERENCES emails (id),
        requested_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        UNIQUE (event_id, kind)
      )`);
    await q.query(`CREATE INDEX emails_due_idx ON emails (next_attempt_at) WHERE status = 'queued'`);
    await q.query('CREATE INDEX emails_order_idx ON emails (order_id, created_at)');
    await q.query('CREATE INDEX emails_last_attempt_idx ON emails (last_attempt_at)');
    await q.query(
      `CREATE INDEX emails_undelivered_idx ON emails (created_at DESC) WHERE status IN ('failed', 'rejected')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS emails');
    await dropOutboxAndInboxTables(q);
  }
}
