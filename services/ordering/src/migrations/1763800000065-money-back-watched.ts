import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reconciliation keeps asking about a payment all of whose money went back, for as long as any
 * settled payment is watched: a refund can be followed by a chargeback, and a chargeback can grow,
 * beyond the amount (docs/PAYMENTS.md). Its index follows the question (payment.queries.ts,
 * moneyCanMove), which no longer leaves out a payment charged back in full.
 */
export class MoneyBackWatched1763800000065 implements MigrationInterface {
  name = 'MoneyBackWatched1763800000065';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS payments_money_can_move_idx');
    await q.query(
      `CREATE INDEX payments_money_can_move_idx ON payments (provider_checked_at NULLS FIRST, settled_at)
       WHERE status IN ('paid', 'partially_refunded', 'refunded', 'charged_back') AND snap_token IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS payments_money_can_move_idx');
    await q.query(
      `CREATE INDEX payments_money_can_move_idx ON payments (provider_checked_at NULLS FIRST, settled_at)
       WHERE (status IN ('paid', 'partially_refunded', 'refunded')
              OR (status = 'charged_back' AND refunded_amount < amount))
         AND snap_token IS NOT NULL`,
    );
  }
}
