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

/** The Asia/Jakarta (UTC+7, no daylight saving) calendar month of an instant, as YYYY-MM. */
export function jakartaMonth(instant: Date | string): string {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(time + 7 * 3600 * 1000).toISOString().slice(0, 7);
}
