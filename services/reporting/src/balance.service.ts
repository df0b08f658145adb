import type { BalanceSummary } from '@undangan/contracts';
import type { DataSource } from 'typeorm';
import { readTotals } from './balance-totals.table';
import { monthsShown } from './revenue-by-month.table';

/** The balance summary, from the running totals and one row per month: O(months). */
export class BalanceService {
  constructor(private readonly dataSource: DataSource) {}

  async summary(): Promise<BalanceSummary> {
    const manager = this.dataSource.manager;
    const [totals, months] = await Promise.all([readTotals(manager), monthsShown(manager)]);
    return {
      total_revenue: Number(totals.total_revenue),
      successful_transactions: Number(totals.successful_transactions),
      addons_revenue: Number(totals.addons_revenue),
      pending_transactions: Number(totals.pending_transactions),
      pending_revenue: Number(totals.pending_revenue),
      refunded_total: Number(totals.refunded_total),
      refunded_transactions: Number(totals.refunded_transactions),
      monthly_revenue: months.map((row) => ({
        month: row.month,
        monthly_revenue: Number(row.revenue),
        refunds: Number(row.refunds),
      })),
    };
  }
}
