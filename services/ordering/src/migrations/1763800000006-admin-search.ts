import { MigrationInterface, QueryRunner } from 'typeorm';

/** Contains-searches on order id, name and phone stay index-backed at a million payments (pg_trgm). */
export class AdminSearch1763800000006 implements MigrationInterface {
  name = 'AdminSearch1763800000006';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await q.query(
      'CREATE INDEX transactions_order_id_trgm ON transactions USING gin (order_id gin_trgm_ops)',
    );
    await q.query(
      'CREATE INDEX transactions_customer_name_trgm ON transactions USING gin (customer_name gin_trgm_ops)',
    );
    await q.query(
      'CREATE INDEX transactions_customer_phone_trgm ON transactions USING gin (customer_phone gin_trgm_ops)',
    );
    await q.query(
      'CREATE UNIQUE INDEX orders_client_id_key ON orders (client_id) WHERE client_id IS NOT NULL',
    );
    await q.query(
      `CREATE INDEX orders_active_idx ON orders (created_at DESC, id) WHERE status <> 'completed'`,
    );
    await q.query(
      `CREATE INDEX orders_completed_idx ON orders (created_at DESC, id) WHERE status = 'completed'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'orders_completed_idx',
      'orders_active_idx',
      'orders_client_id_key',
      'transactions_customer_phone_trgm',
      'transactions_customer_name_trgm',
      'transactions_order_id_trgm',
    ]) {
      await q.query(`DROP INDEX ${index}`);
    }
  }
}
