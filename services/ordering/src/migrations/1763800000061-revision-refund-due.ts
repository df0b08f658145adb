import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money a payment brought in for revisions it could not pay (another payment had paid them, or
 * they were withdrawn while it was open): kept on the payment, so the admin sees it is to be
 * given back, and never counted as the revision's.
 */
export class RevisionRefundDue1763800000061 implements MigrationInterface {
  name = 'RevisionRefundDue1763800000061';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE payments ADD COLUMN refund_due bigint NOT NULL DEFAULT 0');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE payments DROP COLUMN refund_due');
  }
}
