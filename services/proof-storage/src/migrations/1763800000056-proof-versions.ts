import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A proof's version: every save of a decision and every new picture draws the next number, and
 * proof.status-changed carries it, so ordering applies decisions in the order they were made. The
 * numbers come from one sequence rather than a counter per row, so a proof deleted and sent again
 * never starts below a version ordering has already applied for its order.
 */
export class ProofVersions1763800000056 implements MigrationInterface {
  name = 'ProofVersions1763800000056';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE SEQUENCE payment_proof_versions AS bigint');
    await q.query(`ALTER TABLE payment_proofs
      ADD COLUMN version bigint NOT NULL DEFAULT nextval('payment_proof_versions')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE payment_proofs DROP COLUMN version');
    await q.query('DROP SEQUENCE payment_proof_versions');
  }
}
