import { Controller, Get, Inject, Req, UseGuards } from '@nestjs/common';
import { AdminDashboardSummary } from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import { dashboardSummary } from '../flows/dashboard-summary';
import { ServiceClients } from '../rpc/service-clients';

/** The dashboard's figures (flows/dashboard-summary.ts composes them from reporting and ordering). */
@Controller('api/admin/dashboard')
@UseGuards(AdminGuard)
export class DashboardController {
  constructor(@Inject(ServiceClients) private readonly rpc: ServiceClients) {}

  @Get('summary')
  summary(@Req() req: FastifyRequest): Promise<AdminDashboardSummary> {
    return dashboardSummary(this.rpc, req.id);
  }
}
