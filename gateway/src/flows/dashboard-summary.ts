import { AdminDashboardSummary, jakartaDay, jakartaMonth, ORDERING, REPORTING } from '@undangan/contracts';
import { ServiceClients } from '../rpc/service-clients';

const LATEST = 5;

/**
 * GET /api/admin/dashboard/summary, composed from the services that own each figure; reads only,
 * so nothing to undo. This month's revenue comes from reporting's monthly rows (the balance page's
 * own numbers: ReportingController.summary); today's revenue and the manual payments awaiting
 * proof review from ordering (PaymentsController.paymentsOverview); the newest active orders from
 * ordering (OrdersController.listOrders).
 */
export async function dashboardSummary(
  rpc: ServiceClients,
  requestId: string,
): Promise<AdminDashboardSummary> {
  const now = new Date();
  const today = jakartaDay(now);
  const month = jakartaMonth(now);
  const [balance, overview, orders] = await Promise.all([
    rpc.call(REPORTING.balance, {}, requestId),
    rpc.call(ORDERING.paymentsOverview, { since: today.start.toISOString(), latest: LATEST }, requestId),
    rpc.call(ORDERING.listOrders, { showCompleted: false, page: 1, limit: LATEST }, requestId),
  ]);
  return {
    today: { date: today.date, revenue: overview.revenueSince, transactions: overview.paidSince },
    month: {
      month,
      revenue: balance.monthly_revenue.find((row) => row.month === month)?.monthly_revenue ?? 0,
    },
    awaitingReview: overview.awaitingReview,
    latestOrders: orders.data,
  };
}
