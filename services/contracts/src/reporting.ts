import { z } from 'zod';

/** GET /admin/dashboard/balance (PRODUCT.md section 3). Months are YYYY-MM in Asia/Jakarta time. */
export const balanceSummarySchema = z.object({
  /** Net: what was paid less what went back (refunds, chargebacks, reversals). */
  total_revenue: z.number().int(),
  successful_transactions: z.number().int(),
  addons_revenue: z.number().int(),
  pending_transactions: z.number().int(),
  pending_revenue: z.number().int(),
  /** Money that went back to customers, and how many payments it concerns. */
  refunded_total: z.number().int(),
  refunded_transactions: z.number().int(),
  /** Net revenue of the payments settled in each month; `refunds` is what went back of them. */
  monthly_revenue: z.array(
    z.object({ month: z.string(), monthly_revenue: z.number().int(), refunds: z.number().int() }),
  ),
});
export type BalanceSummary = z.infer<typeof balanceSummarySchema>;
