import { preparedStatement, queryPrepared } from '@undangan/platform';
import type { EntityManager } from 'typeorm';

/** Every statement about `revenue_by_month`: the balance's figures per Jakarta month. */

/** What a month's figures move by: revenue, successful payments (its `transactions`), the add-ons' share, refunds. */
export interface MonthChange {
  month: string;
  revenue: number;
  transactions: number;
  addons: number;
  refunds: number;
}

const ADD_TO_MONTHS = preparedStatement(
  'reporting_add_to_months',
  `INSERT INTO revenue_by_month (month, revenue, transactions, addons_revenue, refunds)
   SELECT month, revenue, transactions, addons, refunds FROM jsonb_to_recordset($1::jsonb)
     AS change(month text, revenue bigint, transactions integer, addons bigint, refunds bigint)
   ORDER BY month
   ON CONFLICT (month) DO UPDATE SET revenue = revenue_by_month.revenue + EXCLUDED.revenue,
     transactions = revenue_by_month.transactions + EXCLUDED.transactions,
     addons_revenue = revenue_by_month.addons_revenue + EXCLUDED.addons_revenue,
     refunds = revenue_by_month.refunds + EXCLUDED.refunds`,
);

/** Moves each month's figures by its change (a month at most once), in one statement. */
export async function addToMonths(manager: EntityManager, changes: readonly MonthChange[]): Promise<void> {
  if (changes.length === 0) return;
  await queryPrepared(manager, ADD_TO_MONTHS, [JSON.stringify(changes)]);
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
