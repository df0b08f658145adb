import { Histogram } from 'prom-client';
import { metricsRegistry } from '@undangan/platform';
import type { FastifyInstance } from 'fastify';
import { routePattern } from './route-pattern';

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests answered by the gateway, by route and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Times every request by its route pattern (never the raw URL, which would explode the labels). */
export function recordHttpMetrics(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', async (request, reply) => {
    httpDuration.observe(
      {
        method: request.method,
        route: routePattern(request),
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
