import type { FastifyInstance } from 'fastify';
import { securityHeaders } from '@undangan/contracts';

// One definition, in contracts, shared with the nginx front (infra/stack/src/nginx-front.ts).
export { contentSecurityPolicy, securityHeaders } from '@undangan/contracts';

/** Security headers on every response; no framework banner is ever sent. */
export function applySecurityHeaders(fastify: FastifyInstance, snapJsUrl: string): void {
  const headers = securityHeaders(snapJsUrl);
  // A callback hook: an async one costs a promise on every answer.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    reply.headers(headers);
    reply.removeHeader('x-powered-by');
    done(null, payload);
  });
}
