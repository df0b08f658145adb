import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The service now hears ordering's holds (order.held, order.released): what it heard last of each
 * order is kept, and a held order's pages serve nothing. A page may also be the second address of
 * its order (the Split Link add-on), showing the couple's events chosen for it.
 */
export class OrderHoldsAndSplitLink1763800000075 implements MigrationInterface {
  name = 'OrderHoldsAndSplitLink1763800000075';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
    CREATE TABLE order_holds (
      order_id text PRIMARY KEY,
      held boolean NOT NULL,
      -- ordering's count of the order's holds and releases: an event older than this one is ignored.
      hold_version integer NOT NULL,
      heard_at timestamptz NOT NULL DEFAULT now()
    )`);
    // The Split Link's second address; the order's own client id is the first.
    await q.query('ALTER TABLE pages ADD COLUMN second boolean NOT NULL DEFAULT false');
    await q.query('CREATE UNIQUE INDEX pages_one_second_per_order ON pages (order_id) WHERE second');
    // The couple's events the page shows, by their place in the couple's data; null: all of them.
    await q.query('ALTER TABLE pages ADD COLUMN shown_events smallint[]');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE pages DROP COLUMN shown_events');
    await q.query('DROP INDEX IF EXISTS pages_one_second_per_order');
    await q.query('ALTER TABLE pages DROP COLUMN second');
    await q.query('DROP TABLE IF EXISTS order_holds');
  }
}
