import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order's holds and releases are announced (order.held, order.released) for the invitations
 * service, which stops serving a held order's pages. Events may arrive out of order: each carries
 * the order's count of holds and releases so far, and the consumer keeps the newest.
 */
export class HoldVersion1763800000077 implements MigrationInterface {
  name = 'HoldVersion1763800000077';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE fulfilment_orders ADD COLUMN hold_version integer NOT NULL DEFAULT 0');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE fulfilment_orders DROP COLUMN hold_version');
  }
}
