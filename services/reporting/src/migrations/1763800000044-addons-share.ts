import { MigrationInterface, QueryRunner } from 'typeorm';

/** What a fact keeps of its amount, in SQL (revenue-projection.ts's contributionOf). */
const KEPT = `CASE WHEN status = 'paid' THEN amount
  WHEN status IN ('refunded', 'partially_refunded', 'charged_back', 'reversed')
    THEN amount - least(refunded_amount, amount)
  ELSE 0 END`;

/** The add-ons' share of what a fact kept (revenue-projection.ts's addonsShare), in SQL. */
const SHARE = `CASE WHEN addons_amount > 0 AND (${KEPT}) > 0 AND coalesce(items_total, amount) > 0
  THEN (addons_amount * least(${KEPT}, coalesce(items_total, amount))) / coalesce(items_total, amount)
  ELSE 0 END`;

/**
 * Add-on revenue is the add-ons' share of what each payment kept (docs/PAYMENTS.md): each fact
 * keeps its items' list total, and the add-on figures already counted are recomputed by the new
 * rule, so the running totals and the facts agree. Facts from before carry no items' total: their
 * share is taken of their amount.
 */
export class AddonsShare1763800000044 implements MigrationInterface {
  name = 'AddonsShare1763800000044';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE payment_facts ADD COLUMN items_total bigint');
    await q.query(
      `UPDATE balance_totals SET addons_revenue = (SELECT coalesce(sum(${SHARE}), 0) FROM payment_facts) WHERE id = 1`,
    );
    await q.query(
      `UPDATE revenue_by_month m SET addons_revenue = coalesce(
         (SELECT sum(${SHARE}) FROM payment_facts f WHERE f.month = m.month), 0)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE payment_facts DROP COLUMN items_total');
  }
}
