import type { FastifyInstance } from 'fastify';
import { securityHeaders } from '@undangan/contracts';

// One definition, in contracts, shared with the nginx front (infra/stack/src/nginx-front.ts).
export { contentSecurityPolicy, securityHeaders } from '@undangan/contracts';

/**
 * The API's answers are private unless they say otherwise: an admin's lists, a customer's order,
 * receipt and payment page are nobody else's to keep. Answers that may be kept say so themselves
 * (the catalogue's revalidated reads, the web app's files).
 */
const isApiAnswer = (url: string) =>
  url.startsWith('/api/') || url.startsWith('/admin/') || url.startsWith('/get-scroll');

/**
 * Security headers on every response, `no-store` on the API's unless it says; no framework banner.
 * An answer that set its own Content-Security-Policy (a couple's invitation page) keeps it.
 */
export function applySecurityHeaders(fastify: FastifyInstance, snapJsUrl: string): void {
  const headers = securityHeaders(snapJsUrl);
  // A callback hook: an async one costs a promise on every answer.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    const ownPolicy = reply.getHeader('content-security-policy');
    reply.headers(headers);
    if (ownPolicy !== undefined) reply.header('content-security-policy', ownPolicy);
    reply.removeHeader('x-powered-by');
    if (!reply.hasHeader('cache-control') && isApiAnswer(request.url))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
