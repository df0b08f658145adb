import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Revisions a couple asks for after sending their data (contracts' revisions.ts): what, whether
 * free, the add-on and price that buy it when not, and where it stands. A paid revision is paid
 * through the shop's own checkout as an add-on line naming it (`payment_items.revision_id`); the
 * payment that settles it is `paid_order_id`.
 */
export class Revisions1763800000051 implements MigrationInterface {
  name = 'Revisions1763800000051';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE revisions (
      id uuid PRIMARY KEY,
      order_id text NOT NULL REFERENCES fulfilment_orders (order_id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('text', 'photo', 'music', 'colour')),
      description text NOT NULL,
      free boolean NOT NULL,
      addon_id integer NULL,
      addon_title text NULL,
      price bigint NOT NULL CHECK (price >= 0),
      status text NOT NULL CHECK (status IN ('awaiting_payment', 'queued', 'done', 'cancelled')),
      paid_order_id text NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      paid_at timestamptz NULL,
      done_at timestamptz NULL,
      CHECK (free = (price = 0)),
      CHECK (free OR addon_id IS NOT NULL),
      CHECK (status <> 'awaiting_payment' OR NOT free))`);
    await q.query('CREATE INDEX revisions_order ON revisions (order_id, created_at)');
    await q.query(
      `CREATE INDEX revisions_open ON revisions (created_at) WHERE status IN ('awaiting_payment', 'queued')`,
    );
    await q.query('ALTER TABLE payment_items ADD COLUMN revision_id uuid NULL');
    await q.query(
      'CREATE INDEX payment_items_revision ON payment_items (revision_id) WHERE revision_id IS NOT NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE payment_items DROP COLUMN revision_id');
    await q.query('DROP TABLE revisions');
  }
}
