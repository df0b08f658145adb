import { Controller, Get, Inject, Req, UseGuards } from '@nestjs/common';
import { BalanceSummary, REPORTING } from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import { ServiceClients } from '../rpc/service-clients';

@Controller()
@UseGuards(AdminGuard)
export class BalanceController {
  constructor(@Inject(ServiceClients) private readonly rpc: ServiceClients) {}

  @Get(['admin/dashboard/balance', 'api/admin/dashboard/balance'])
  balance(@Req() req: FastifyRequest): Promise<BalanceSummary> {
    return this.rpc.call(REPORTING.balance, {}, req.id);
  }
}
