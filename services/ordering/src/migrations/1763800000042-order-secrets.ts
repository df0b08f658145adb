import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whose order it is: create-order-id hands the browser a secret with the id and keeps its hash;
 * the manual payment keeps the hash of the secret it was confirmed with, so only that browser (or
 * an admin) can send its proof again.
 */
export class OrderSecrets1763800000042 implements MigrationInterface {
  name = 'OrderSecrets1763800000042';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE issued_order_ids ADD COLUMN secret_hash text');
    await q.query('ALTER TABLE transactions ADD COLUMN owner_secret_hash text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transactions DROP COLUMN owner_secret_hash');
    await q.query('ALTER TABLE issued_order_ids DROP COLUMN secret_hash');
  }
}
