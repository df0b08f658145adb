import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A manual order as its page placed it (the cart, the customer, the server's prices), kept beside
 * its issued id: the couple's email links to it, and another device confirms the transfer with it.
 * It is forgotten with the id (ISSUED_ORDER_ID_RETENTION).
 */
export class ManualOrderPlacements1763800000046 implements MigrationInterface {
  name = 'ManualOrderPlacements1763800000046';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE issued_order_ids ADD COLUMN placement jsonb');
    await q.query('ALTER TABLE issued_order_ids ADD COLUMN placed_at timestamptz');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE issued_order_ids DROP COLUMN placed_at');
    await q.query('ALTER TABLE issued_order_ids DROP COLUMN placement');
  }
}
