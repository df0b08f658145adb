import { Controller, Get, Inject, Req, UseGuards } from '@nestjs/common';
import { ORDERING, AdminDashboardSummary, jakartaDay, jakartaMonth, REPORTING } from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import { ServiceClients } from '../rpc/service-clients';

const LATEST = 5;

/**
 * The dashboard's figures, composed from the services that own them: this month's revenue from
 * reporting's monthly rows (the balance page's own numbers), today's revenue and the manual
 * payments awaiting proof review from ordering, and the newest active orders.
 */
@Controller('api/admin/dashboard')
@UseGuards(AdminGuard)
export class DashboardController {
  constructor(@Inject(ServiceClients) private readonly rpc: ServiceClients) {}

  @Get('summary')
  async summary(@Req() req: FastifyRequest): Promise<AdminDashboardSummary> {
    const now = new Date();
    const today = jakartaDay(now);
    const month = jakartaMonth(now);
    const [balance, overview, orders] = await Promise.all([
      this.rpc.call(REPORTING.balance, {}, req.id),
      this.rpc.call(ORDERING.paymentsOverview, { since: today.start.toISOString(), latest: LATEST }, req.id),
      this.rpc.call(ORDERING.listOrders, { showCompleted: false, page: 1, limit: LATEST }, req.id),
    ]);
    return {
      today: { date: today.date, revenue: overview.revenueSince, transactions: overview.paidSince },
      month: {
        month,
        revenue: balance.monthly_revenue.find((m) => m.month === month)?.monthly_revenue ?? 0,
      },
      awaitingReview: overview.awaitingReview,
      latestOrders: orders.data,
    };
  }
}
