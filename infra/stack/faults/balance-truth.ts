import type { Client } from 'pg';
import type { BalanceSummary } from '@undangan/contracts';

/** Payments whose money came in (and perhaps partly or wholly went back). */
const SETTLED = `status IN ('paid', 'refunded', 'partially_refunded', 'charged_back', 'reversed')`;
const MONEY_BACK = `status IN ('refunded', 'partially_refunded', 'charged_back', 'reversed')`;

/** The balance as ordering's own rows say it should be (the truth the read model must match). */
export const TRUTH_SQL = {
  totals: `SELECT
      coalesce(sum(amount - refunded_amount) FILTER (WHERE ${SETTLED}), 0)::bigint AS total_revenue,
      count(*) FILTER (WHERE ${SETTLED} AND amount > refunded_amount)::int AS successful_transactions,
      count(*) FILTER (WHERE status = 'pending')::int AS pending_transactions,
      coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0)::bigint AS pending_revenue,
      coalesce(sum(refunded_amount) FILTER (WHERE ${MONEY_BACK}), 0)::bigint AS refunded_total,
      count(*) FILTER (WHERE ${MONEY_BACK})::int AS refunded_transactions
    FROM payments`,
  // Each payment's add-ons count for their share of what it kept, of the items' list total
  // (docs/PAYMENTS.md), rounded down per payment.
  addons: `SELECT coalesce(sum(share), 0)::bigint AS addons_revenue FROM (
      SELECT floor(sum(i.item_price * i.item_quantity) FILTER (WHERE i.item_type = 'addon')
              * (t.amount - t.refunded_amount) / nullif(sum(i.item_price * i.item_quantity), 0)) AS share
      FROM payments t JOIN payment_items i USING (order_id)
      WHERE t.${SETTLED} AND t.amount > t.refunded_amount
      GROUP BY t.order_id, t.amount, t.refunded_amount) shares`,
  monthly: `SELECT to_char(settled_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM') AS month,
      sum(amount - refunded_amount)::bigint AS monthly_revenue, sum(refunded_amount)::bigint AS refunds
    FROM payments WHERE ${SETTLED} GROUP BY 1 ORDER BY 1`,
};

/** The balance computed directly from ordering's payments table. */
export async function balanceTruth(ordering: Client): Promise<BalanceSummary> {
  const [totals] = (await ordering.query(TRUTH_SQL.totals)).rows;
  const [addons] = (await ordering.query(TRUTH_SQL.addons)).rows;
  const months = (await ordering.query(TRUTH_SQL.monthly)).rows;
  return {
    total_revenue: Number(totals.total_revenue),
    successful_transactions: totals.successful_transactions,
    addons_revenue: Number(addons.addons_revenue),
    pending_transactions: totals.pending_transactions,
    pending_revenue: Number(totals.pending_revenue),
    refunded_total: Number(totals.refunded_total),
    refunded_transactions: totals.refunded_transactions,
    monthly_revenue: months.map((m: { month: string; monthly_revenue: string; refunds: string }) => ({
      month: m.month,
      monthly_revenue: Number(m.monthly_revenue),
      refunds: Number(m.refunds),
    })),
  };
}
