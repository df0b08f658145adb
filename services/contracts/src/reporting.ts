/** RPC patterns answered by the reporting service, and the balance summary it gives. */
export const REPORTING_RPC = {
  balance: 'reporting.balance',
} as const;

/** GET /admin/dashboard/balance (SPEC.md section 3). Months are YYYY-MM in Asia/Jakarta time. */
export interface BalanceSummary {
  total_revenue: number;
  successful_transactions: number;
  addons_revenue: number;
  pending_transactions: number;
  pending_revenue: number;
  monthly_revenue: { month: string; monthly_revenue: number }[];
}
