import type { FastifyInstance } from 'fastify';

/** The origin of an absolute URL, or undefined for an empty or relative one. */
function originOf(url: string): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy of the web app: its own scripts plus the payment provider's snap.js
 * (and the popup it opens), inline styles (React style props, Swiper), images from the shop, data
 * and blob URLs and https (QR codes, client pages), and full-page frames of clients' invitation
 * pages, which live on their own https sites.
 */
export function contentSecurityPolicy(snapJsUrl: string): string {
  const snap = originOf(snapJsUrl);
  const extra = snap ? ` ${snap}` : '';
  return [
    `default-src 'self'`,
    `script-src 'self'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data: blob: https:${extra}`,
    `font-src 'self' data:`,
    `connect-src 'self'${extra}`,
    `frame-src 'self' https:${extra}`,
    `frame-ancestors 'self'`,
    `form-action 'self'`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

/** The security headers every response carries, the app's pages, its API and its errors alike. */
export function securityHeaders(snapJsUrl: string): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // The invitation frame at /:clientID frames the shop's own generated pages: same origin only.
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    'content-security-policy': contentSecurityPolicy(snapJsUrl),
  };
}

/** Security headers on every response; no framework banner is ever sent. */
export function applySecurityHeaders(fastify: FastifyInstance, snapJsUrl: string): void {
  const headers = securityHeaders(snapJsUrl);
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.headers(headers);
    reply.removeHeader('x-powered-by');
  });
}
