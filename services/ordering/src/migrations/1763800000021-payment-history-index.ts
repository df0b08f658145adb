import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The history's keyset, (created_at, order_id) ascending: the admin index runs created_at DESC
 * with order_id ASC, an order no row-value comparison can walk, so each page would sort the rest.
 */
export class PaymentHistoryIndex1763800000021 implements MigrationInterface {
  name = 'PaymentHistoryIndex1763800000021';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX transactions_history_idx ON transactions (created_at, order_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX transactions_history_idx');
  }
}
