import type { FastifyInstance, FastifyRequest } from 'fastify';

const PATTERN = Symbol('undangan.routePattern');

type WithPattern = FastifyRequest & { [PATTERN]?: string };

/**
 * Declares each request's slot for its route pattern, so every request object has the same shape
 * from the start. Call once, before any hook that asks for the pattern.
 */
export function rememberRoutePatterns(fastify: FastifyInstance): void {
  fastify.decorateRequest(PATTERN as unknown as string, undefined);
}

/**
 * The route pattern a request matched (`/api/admin/orders/:id`; `unmatched` when none), read once
 * per request: Fastify's `routeOptions` builds a new object of a dozen fields on every read, and
 * the request log, the metrics, the rate limit and the catalogue fast path each ask for it.
 */
export function routePattern(request: FastifyRequest): string {
  const slot = request as WithPattern;
  return (slot[PATTERN] ??= request.routeOptions.url ?? 'unmatched');
}
