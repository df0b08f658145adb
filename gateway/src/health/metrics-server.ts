import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@undangan/contracts';
import { HealthCheck, metricsRegistry, runHealthChecks } from '@undangan/platform';

export interface MetricsServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/**
 * The gateway's /metrics and /health for the monitoring network, on their own port, like every
 * service's (services/platform startService): the public port never answers /metrics.
 */
export async function startMetricsServer(
  host: string,
  port: number,
  checks: Record<string, HealthCheck>,
): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/metrics') {
      void metricsRegistry.metrics().then((text) => {
        res.writeHead(200, { 'content-type': metricsRegistry.contentType });
        res.end(text);
      });
      return;
    }
    // Liveness: the process answers (see the services' /live); /health is readiness.
    if (req.method === 'GET' && req.url === '/live') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ service: 'gateway', status: 'ok' }));
      return;
    }
    if (req.method === 'GET' && req.url === '/health') {
      void runHealthChecks(checks).then((report) => {
        res.writeHead(report.status === 'ok' ? 200 : 503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ service: 'gateway', ...report }));
      });
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: MESSAGES.routeNotFound, code: 'not_found' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
