import type { BalanceSummary } from '@undangan/contracts';
import type { DataSource } from 'typeorm';

/** The balance summary, from the running totals and one row per month: O(months). */
export class BalanceService {
  constructor(private readonly dataSource: DataSource) {}

  async summary(): Promise<BalanceSummary> {
    const [[totals], months] = await Promise.all([
      this.dataSource.query('SELECT * FROM balance_totals WHERE id = 1'),
      // A month whose payments all left it (a proof rejected after all) is not shown.
      this.dataSource.query(
        `SELECT month, revenue, refunds FROM revenue_by_month
         WHERE transactions <> 0 OR revenue <> 0 OR refunds <> 0 ORDER BY month`,
      ),
    ]);
    return {
      total_revenue: Number(totals.total_revenue),
      successful_transactions: Number(totals.successful_transactions),
      addons_revenue: Number(totals.addons_revenue),
      pending_transactions: Number(totals.pending_transactions),
      pending_revenue: Number(totals.pending_revenue),
      refunded_total: Number(totals.refunded_total),
      refunded_transactions: Number(totals.refunded_transactions),
      monthly_revenue: months.map((row: { month: string; revenue: string; refunds: string }) => ({
        month: row.month,
        monthly_revenue: Number(row.revenue),
        refunds: Number(row.refunds),
      })),
    };
  }
}
