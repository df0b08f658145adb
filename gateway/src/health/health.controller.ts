import { Controller, Get, Inject, Res } from '@nestjs/common';
import { HealthCheck, runHealthChecks } from '@undangan/platform';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { ServiceClients } from '../rpc/service-clients';

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
@Controller()
export class HealthController {
  private readonly checks: Record<string, HealthCheck>;

  constructor(@Inject(DataSource) dataSource: DataSource, @Inject(ServiceClients) rpc: ServiceClients) {
    this.checks = gatewayHealthChecks(dataSource, rpc);
  }

  @Get('health')
  async health(@Res() reply: FastifyReply): Promise<void> {
    const report = await runHealthChecks(this.checks);
    await reply
      .status(report.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ service: 'gateway', ...report });
  }
}
