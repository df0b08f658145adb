import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Midtrans's whole lifecycle: money that goes back (refunds, chargebacks, reversals), late payments,
 * a change counter per payment for read models, the history of each status change with who made it,
 * fulfilment orders put on hold, the time Midtrans was last asked, and a lease so scheduled work
 * runs on one replica at a time. Stored notifications lose their signatures: a signed body can be
 * edited in the fields the signature does not cover, so nobody who reads the table should hold one.
 */
export class PaymentLifecycle1763800000040 implements MigrationInterface {
  name = 'PaymentLifecycle1763800000040';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transactions DROP CONSTRAINT IF EXISTS transactions_status_check');
    await q.query(`ALTER TABLE transactions ADD CONSTRAINT transactions_status_check CHECK (status IN
      ('pending','paid','expired','rejected','failed','refunded','partially_refunded','charged_back','reversed'))`);
    await q.query(`ALTER TABLE transactions
      ADD COLUMN version integer NOT NULL DEFAULT 1,
      ADD COLUMN refunded_amount bigint NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
      ADD COLUMN paid_late boolean NOT NULL DEFAULT false,
      ADD COLUMN provider_checked_at timestamptz`);
    // Existing payments that left pending have changed once.
    await q.query(`UPDATE transactions SET version = 2 WHERE status <> 'pending'`);
    // Reconciliation's questions: closed online payments whose Snap page may still be paid, and
    // paid ones whose money may go back; each walks the payments asked about longest ago first.
    await q.query(
      `CREATE INDEX transactions_closed_online_idx ON transactions (created_at)
       WHERE status IN ('failed','expired') AND snap_token IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX transactions_paid_check_idx ON transactions (provider_checked_at NULLS FIRST, settled_at)
       WHERE status IN ('paid','partially_refunded') AND snap_token IS NOT NULL`,
    );
    await q.query(`CREATE TABLE payment_status_changes (
      id bigserial PRIMARY KEY,
      order_id text NOT NULL REFERENCES transactions(order_id) ON DELETE CASCADE,
      from_status text NOT NULL,
      to_status text NOT NULL,
      source text NOT NULL,
      actor text,
      refunded_amount bigint NOT NULL DEFAULT 0,
      version integer NOT NULL,
      changed_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX payment_status_changes_order_idx ON payment_status_changes (order_id, id)');
    await q.query('ALTER TABLE orders ADD COLUMN hold_reason text');
    await q.query(`UPDATE payment_notifications SET payload = payload - 'signature_key'`);
    await q.query(`CREATE TABLE scheduled_leases (
      name text PRIMARY KEY,
      holder text NOT NULL,
      expires_at timestamptz NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE scheduled_leases');
    await q.query('ALTER TABLE orders DROP COLUMN hold_reason');
    await q.query('DROP TABLE payment_status_changes');
    await q.query('DROP INDEX transactions_paid_check_idx');
    await q.query('DROP INDEX transactions_closed_online_idx');
    await q.query(`ALTER TABLE transactions DROP COLUMN version, DROP COLUMN refunded_amount,
      DROP COLUMN paid_late, DROP COLUMN provider_checked_at`);
    await q.query('ALTER TABLE transactions DROP CONSTRAINT transactions_status_check');
    await q.query(`ALTER TABLE transactions ADD CONSTRAINT transactions_status_check
      CHECK (status IN ('pending','paid','expired','rejected','failed'))`);
  }
}
