import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The version of the last proof.status-changed applied to a manual payment, so a decision that
 * arrives after a newer one is ignored: the payment follows the proof's latest decision whatever
 * order the events come in. Null until an event that carries a version arrives (online payments,
 * and manual ones decided before versions were kept).
 */
export class AppliedProofVersion1763800000057 implements MigrationInterface {
  name = 'AppliedProofVersion1763800000057';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE payments ADD COLUMN proof_version bigint');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE payments DROP COLUMN proof_version');
  }
}
