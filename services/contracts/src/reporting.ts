/** RPC patterns answered by the reporting service, and the balance summary it gives. */
export const REPORTING_RPC = {
  balance: 'reporting.balance',
} as const;

/** GET /admin/dashboard/balance (SPEC.md section 3). Months are YYYY-MM in Asia/Jakarta time. */
export interface BalanceSummary {
  /** Net: what was paid less what went back (refunds, chargebacks, reversals). */
  total_revenue: number;
  successful_transactions: number;
  addons_revenue: number;
  pending_transactions: number;
  pending_revenue: number;
  /** Money that went back to customers, and how many payments it concerns. */
  refunded_total: number;
  refunded_transactions: number;
  /** Net revenue of the payments settled in each month; `refunds` is what went back of them. */
  monthly_revenue: { month: string; monthly_revenue: number; refunds: number }[];
}
