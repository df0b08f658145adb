import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What ordering knows of a manual payment's transfer proof, so the couple's tracking page and the
 * admin's queue can say it: whether a picture came with it (null for online payments and for
 * manual ones confirmed before this was kept), and the reason an admin gave for rejecting it.
 */
export class ManualProofState1763800000053 implements MigrationInterface {
  name = 'ManualProofState1763800000053';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments
      ADD COLUMN proof_attached boolean,
      ADD COLUMN proof_rejection_reason text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE payments DROP COLUMN proof_attached, DROP COLUMN proof_rejection_reason');
  }
}
