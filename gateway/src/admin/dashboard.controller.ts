import { Controller, Get, Inject, Req, UseGuards } from '@nestjs/common';
import { AdminDashboardSummary, adminDashboardSummarySchema } from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import { dashboardSummary } from '../flows/dashboard-summary';
import { ServiceClients } from '../rpc/service-clients';
import { ApiDoc } from '../openapi/api-doc';

/** The dashboard's figures (flows/dashboard-summary.ts composes them from reporting and ordering). */
@Controller('api/admin/dashboard')
@UseGuards(AdminGuard)
export class DashboardController {
  constructor(@Inject(ServiceClients) private readonly rpc: ServiceClients) {}

  @Get('summary')
  @ApiDoc({ summary: "The dashboard's figures", answer: adminDashboardSummarySchema })
  summary(@Req() req: FastifyRequest): Promise<AdminDashboardSummary> {
    return dashboardSummary(this.rpc, req.id);
  }
}
