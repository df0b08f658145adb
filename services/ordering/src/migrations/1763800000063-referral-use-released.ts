import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A referral use is given back when its payment ends unpaid (docs/PAYMENTS.md, "A referral code's uses"):
 * `released_at` marks a counted use whose payment expired, failed or was rejected. The uses already
 * counted by such payments are given back here, so a code's `used_count` counts only payments that
 * may still be paid or were paid.
 */
export class ReferralUseReleased1763800000063 implements MigrationInterface {
  name = 'ReferralUseReleased1763800000063';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE referral_usages ADD COLUMN released_at timestamptz');
    await q.query(`
      WITH released AS (
        UPDATE referral_usages u SET released_at = now()
          FROM payments p
         WHERE p.order_id = u.order_id AND p.referral_code = u.code
           AND p.status IN ('expired', 'failed', 'rejected') AND u.counted_at IS NOT NULL
        RETURNING u.code)
      UPDATE referral_codes c SET used_count = GREATEST(c.used_count - given.uses, 0), updated_at = now()
        FROM (SELECT code, count(*)::int AS uses FROM released GROUP BY code) given
       WHERE c.code = given.code`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE referral_codes c SET used_count = c.used_count + given.uses
        FROM (SELECT code, count(*)::int AS uses FROM referral_usages
               WHERE released_at IS NOT NULL GROUP BY code) given
       WHERE c.code = given.code`);
    await q.query('ALTER TABLE referral_usages DROP COLUMN released_at');
  }
}
