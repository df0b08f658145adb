import { MigrationInterface, QueryRunner } from 'typeorm';

/** What went back of a fact beyond its amount, which the totals used to leave out. */
const BEYOND = `CASE WHEN status IN ('refunded', 'partially_refunded', 'charged_back', 'reversed')
  THEN greatest(refunded_amount - amount, 0) ELSE 0 END`;

/**
 * Money back is counted as Midtrans reported it, even beyond the payment's amount (a refund and then
 * a chargeback of the same money): the payment keeps less than nothing (docs/PAYMENTS.md). Totals
 * and months made under the old rule counted at most the amount, so what went back beyond it is
 * taken from the revenue and added to the refunds, from the facts. Neither a payment's success nor
 * its add-ons' share moves: a payment that kept nothing counted for neither before either.
 */
export class MoneyBackBeyondAmount1763800000046 implements MigrationInterface {
  name = 'MoneyBackBeyondAmount1763800000046';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE balance_totals SET total_revenue = total_revenue - beyond.total,
         refunded_total = refunded_total + beyond.total
       FROM (SELECT coalesce(sum(${BEYOND}), 0) AS total FROM payment_facts) beyond
       WHERE id = 1`,
    );
    await q.query(
      `UPDATE revenue_by_month m SET revenue = m.revenue - beyond.total, refunds = m.refunds + beyond.total
       FROM (SELECT month, sum(${BEYOND}) AS total FROM payment_facts WHERE month IS NOT NULL GROUP BY month) beyond
       WHERE beyond.month = m.month`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE balance_totals SET total_revenue = total_revenue + beyond.total,
         refunded_total = refunded_total - beyond.total
       FROM (SELECT coalesce(sum(${BEYOND}), 0) AS total FROM payment_facts) beyond
       WHERE id = 1`,
    );
    await q.query(
      `UPDATE revenue_by_month m SET revenue = m.revenue + beyond.total, refunds = m.refunds - beyond.total
       FROM (SELECT month, sum(${BEYOND}) AS total FROM payment_facts WHERE month IS NOT NULL GROUP BY month) beyond
       WHERE beyond.month = m.month`,
    );
  }
}
