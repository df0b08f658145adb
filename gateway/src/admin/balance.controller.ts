import { Controller, UseGuards } from '@nestjs/common';
import { REPORTING, balanceSummarySchema } from '@undangan/contracts';
import { AdminGuard } from '../auth/admin.guard';
import { route, RouteTable, TableController } from '../rpc/rpc-routes';

@Controller()
@UseGuards(AdminGuard)
@RouteTable({
  balance: route(['GET', 'admin/dashboard/balance', 'api/admin/dashboard/balance'], REPORTING.balance, {
    doc: { summary: 'Income and balance', answer: balanceSummarySchema },
    request: () => ({}),
  }),
})
export class BalanceController extends TableController {}
