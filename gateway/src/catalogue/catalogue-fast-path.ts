import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip, CachedAnswer, CatalogueCache, etagMatches } from './catalogue-cache';
import { countCatalogueRead } from './catalogue-read-metrics';
import { routePattern } from '../http/route-pattern';

/** The cache key of each list; a package's design list has one key per package. */
export const CATALOGUE_KEYS = {
  designs: 'designs',
  addons: 'addons',
  packages: 'packages',
  designsForPackage: (packageId: number) => `designs-for-package:${packageId}`,
} as const;

/** The cache key of each public catalogue route, as Fastify names the route. */
const KEY_BY_ROUTE: Record<string, (params: Record<string, string>) => string | undefined> = {
  '/api/designs/all': () => CATALOGUE_KEYS.designs,
  '/api/addons': () => CATALOGUE_KEYS.addons,
  '/api/catalogue/addons': () => CATALOGUE_KEYS.addons,
  '/api/details/data': () => CATALOGUE_KEYS.packages,
  '/api/packages': () => CATALOGUE_KEYS.packages,
  '/api/catalogue/packages': () => CATALOGUE_KEYS.packages,
  // Only an id written the one way the controller's validation writes it back can share its key.
  '/api/catalogue/designs/:packageId': ({ packageId }) =>
    /^[1-9][0-9]{0,8}$/.test(packageId ?? '')
      ? CATALOGUE_KEYS.designsForPackage(Number(packageId))
      : undefined,
};

/**
 * Sends a cached answer: 304 when the browser has it already, otherwise its bytes, gzipped (once,
 * when it was kept) for a browser that accepts it.
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): FastifyReply {
  const gzip = acceptsGzip(request.headers['accept-encoding']);
  const chosen = gzip ? answer.gzip : answer;
  // no-cache: a browser keeps the answer but asks each time, so a change shows on the next read.
  reply.header('etag', chosen.etag).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
  if (etagMatches(request.headers['if-none-match'], chosen.etag)) return reply.status(304).send();
  if (gzip) reply.header('content-encoding', 'gzip');
  return reply.header('content-type', 'application/json; charset=utf-8').send(chosen.body);
}

/**
 * Answers a GET of a public catalogue read straight from the cache when it holds the answer,
 * before Nest's per-request pipeline (which costs about a third of this route's throughput). A
 * miss goes on to CataloguePublicController, which validates, loads and fills the cache.
 */
export function answerFromCatalogueCache(fastify: FastifyInstance, cache: CatalogueCache): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const keyOf = request.method === 'GET' ? KEY_BY_ROUTE[routePattern(request)] : undefined;
    const key = keyOf?.(request.params as Record<string, string>);
    const answer = key === undefined ? undefined : cache.peek(key);
    if (answer) {
      countCatalogueRead('fast_path');
      sendCachedAnswer(request, reply, answer);
    } else done();
  });
}
