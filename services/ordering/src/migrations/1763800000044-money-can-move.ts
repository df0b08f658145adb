import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reconciliation asks about every settled online payment whose money can still move (a refund can
 * be followed by a chargeback, a partial chargeback can grow), asked-about-longest-ago first: the
 * index follows that question instead of paid and partially refunded payments only. The
 * dashboard's revenue of the day reads payments by when they were settled.
 */
export class MoneyCanMove1763800000044 implements MigrationInterface {
  name = 'MoneyCanMove1763800000044';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS transactions_paid_check_idx');
    await q.query(
      `CREATE INDEX transactions_money_can_move_idx ON transactions (provider_checked_at NULLS FIRST, settled_at)
       WHERE (status IN ('paid', 'partially_refunded', 'refunded')
              OR (status = 'charged_back' AND refunded_amount < amount))
         AND snap_token IS NOT NULL`,
    );
    // The dashboard's "today" sums what was settled since the day began, whatever became of it.
    await q.query(
      'CREATE INDEX transactions_settled_at_idx ON transactions (settled_at) WHERE settled_at IS NOT NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS transactions_settled_at_idx');
    await q.query('DROP INDEX IF EXISTS transactions_money_can_move_idx');
    await q.query(
      `CREATE INDEX transactions_paid_check_idx ON transactions (provider_checked_at NULLS FIRST, settled_at)
       WHERE status IN ('paid','partially_refunded') AND snap_token IS NOT NULL`,
    );
  }
}
