import type { EntityManager } from 'typeorm';
import type { Contribution } from './revenue-projection';

/** Every statement about `revenue_by_month`: the balance's figures per Jakarta month. */

/** Adds (sign 1) or takes away (sign -1) a payment's contribution to its month. */
export async function addToMonth(
  manager: EntityManager,
  month: string,
  contribution: Contribution,
  sign: 1 | -1,
): Promise<void> {
  const { successful, revenue, refunded, addons } = contribution;
  if (successful === 0 && revenue === 0 && refunded === 0 && addons === 0) return;
  await manager.query(
    `INSERT INTO revenue_by_month (month, revenue, transactions, addons_revenue, refunds) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (month) DO UPDATE SET revenue = revenue_by_month.revenue + EXCLUDED.revenue,
       transactions = revenue_by_month.transactions + EXCLUDED.transactions,
       addons_revenue = revenue_by_month.addons_revenue + EXCLUDED.addons_revenue,
       refunds = revenue_by_month.refunds + EXCLUDED.refunds`,
    [month, sign * revenue, sign * successful, sign * addons, sign * refunded],
  );
}

/** The months shown: a month whose payments all left it (a proof rejected after all) is not. */
export function monthsShown(
  manager: EntityManager,
): Promise<{ month: string; revenue: string; refunds: string }[]> {
  return manager.query(
    `SELECT month, revenue, refunds FROM revenue_by_month
     WHERE transactions <> 0 OR revenue <> 0 OR refunds <> 0 ORDER BY month`,
  );
}

export async function clearMonths(manager: EntityManager): Promise<void> {
  await manager.query('DELETE FROM revenue_by_month');
}
