import { Controller, Get, Inject, Res } from '@nestjs/common';
import { metricsRegistry, runHealthChecks } from '@undangan/platform';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { ServiceClients } from '../rpc/service-clients';

@Controller()
export class HealthController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
  ) {}

  /** Readiness of the gateway itself: its database and the broker. */
  @Get('health')
  async health(@Res() reply: FastifyReply): Promise<void> {
    const report = await runHealthChecks({
      database: () => this.dataSource.query('SELECT 1').then(() => true),
      broker: () => this.rpc.brokerReachable(),
    });
    await reply
      .status(report.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ service: 'gateway', ...report });
  }

  @Get('metrics')
  async metrics(@Res() reply: FastifyReply): Promise<void> {
    await reply.header('content-type', metricsRegistry.contentType).send(await metricsRegistry.metrics());
  }
}
