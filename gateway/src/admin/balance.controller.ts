import { Controller, Get, Inject, Req, UseGuards } from '@nestjs/common';
import { BalanceSummary, REPORTING, balanceSummarySchema } from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import { ServiceClients } from '../rpc/service-clients';
import { ApiDoc } from '../openapi/api-doc';

@Controller()
@UseGuards(AdminGuard)
export class BalanceController {
  constructor(@Inject(ServiceClients) private readonly rpc: ServiceClients) {}

  @Get(['admin/dashboard/balance', 'api/admin/dashboard/balance'])
  @ApiDoc({ summary: 'Income and balance', answer: balanceSummarySchema })
  balance(@Req() req: FastifyRequest): Promise<BalanceSummary> {
    return this.rpc.call(REPORTING.balance, {}, req.id);
  }
}
