import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Referral uses belong to real orders: the order ids create-order-id hands out are recorded, and a
 * use made before its payment exists is a reservation (counted_at null) that counts against the
 * code only once the payment is priced with it. Uses recorded before this were all counted.
 */
export class IssuedOrderIds1763800000041 implements MigrationInterface {
  name = 'IssuedOrderIds1763800000041';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE issued_order_ids (
      order_id text PRIMARY KEY,
      issued_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX issued_order_ids_issued_at_idx ON issued_order_ids (issued_at)');
    await q.query('ALTER TABLE referral_usages ADD COLUMN counted_at timestamptz');
    await q.query('UPDATE referral_usages SET counted_at = created_at');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE referral_usages DROP COLUMN counted_at');
    await q.query('DROP TABLE issued_order_ids');
  }
}
