import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The couple's invitation data ("Data Undangan") and the promise made when it is complete:
 * - `invitation_data`: one draft per fulfilment order, saved as typed; `version` counts the saves,
 *   so a save from a device that read an older version is refused instead of overwriting.
 * - on `fulfilment_orders`, when "Kirim Data" was pressed and the promise made then: the speed the
 *   order's add-ons bought and the instant it is due (and, for the regular window, its start).
 *   The promise is fixed when made: a holiday added later does not move it.
 */
export class InvitationData1763800000049 implements MigrationInterface {
  name = 'InvitationData1763800000049';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE invitation_data (
      order_id text PRIMARY KEY REFERENCES fulfilment_orders (order_id) ON DELETE CASCADE,
      data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object'),
      version integer NOT NULL CHECK (version > 0),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`ALTER TABLE fulfilment_orders
      ADD COLUMN data_submitted_at timestamptz NULL,
      ADD COLUMN promised_speed text NULL CHECK (promised_speed IN ('regular', 'express', 'one-day')),
      ADD COLUMN due_at timestamptz NULL,
      ADD COLUMN earliest_at timestamptz NULL,
      ADD CONSTRAINT fulfilment_orders_promise_whole CHECK (
        (data_submitted_at IS NULL) = (due_at IS NULL) AND (due_at IS NULL) = (promised_speed IS NULL)
        AND (earliest_at IS NULL OR due_at IS NOT NULL))`);
    // The admin's active orders, soonest promise first.
    await q.query(
      `CREATE INDEX fulfilment_orders_due_at ON fulfilment_orders (due_at) WHERE status <> 'completed'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX fulfilment_orders_due_at');
    await q.query(`ALTER TABLE fulfilment_orders DROP CONSTRAINT fulfilment_orders_promise_whole,
      DROP COLUMN data_submitted_at, DROP COLUMN promised_speed, DROP COLUMN due_at, DROP COLUMN earliest_at`);
    await q.query('DROP TABLE invitation_data');
  }
}
