import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's active orders come soonest promise first, then newest (`pageOfOrders`, order
 * 'promise'). An index on the promise date alone still sorted every active order to find a page;
 * one in the page's whole order reads only the page.
 */
export class ActiveOrdersByPromise1763800000055 implements MigrationInterface {
  name = 'ActiveOrdersByPromise1763800000055';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX fulfilment_orders_due_at');
    await q.query(
      `CREATE INDEX fulfilment_orders_by_promise
       ON fulfilment_orders (due_at ASC NULLS LAST, created_at DESC, id DESC) WHERE status <> 'completed'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX fulfilment_orders_by_promise');
    await q.query(
      `CREATE INDEX fulfilment_orders_due_at ON fulfilment_orders (due_at) WHERE status <> 'completed'`,
    );
  }
}
