import { Controller, Get, Inject, Res } from '@nestjs/common';
import { HealthCheck, runHealthChecks } from '@undangan/platform';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { ServiceClients } from '../rpc/service-clients';
import { ApiDoc } from '../openapi/api-doc';
import { z } from 'zod';

/** Readiness of the gateway itself: its database and the broker. */
export function gatewayHealthChecks(
  dataSource: DataSource,
  rpc: ServiceClients,
): Record<string, HealthCheck> {
  return {
    database: () => dataSource.query('SELECT 1').then(() => true),
    broker: () => rpc.brokerReachable(),
  };
}

/**
 * /health on the public port (compose's health check, the native runner); /metrics is on
 * METRICS_PORT only.
 */
/** The answer of /health (the platform's HealthReport, with the program's name). */
const healthReportSchema = z.object({
  service: z.literal('gateway'),
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), z.enum(['up', 'down'])),
});

@Controller()
export class HealthController {
  private readonly checks: Record<string, HealthCheck>;

  constructor(@Inject(DataSource) dataSource: DataSource, @Inject(ServiceClients) rpc: ServiceClients) {
    this.checks = gatewayHealthChecks(dataSource, rpc);
  }

  @Get('health')
  @ApiDoc({
    summary: "The gateway's readiness (its database and the broker)",
    answer: { description: 'Ready; 503 with the failing checks when not.', schema: healthReportSchema },
    local: true,
  })
  async health(@Res() reply: FastifyReply): Promise<void> {
    const report = await runHealthChecks(this.checks);
    await reply
      .status(report.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ service: 'gateway', ...report });
  }
}
