/**
 * The security headers of every answer of the shop's public address: the gateway sends them, and
 * the nginx front (infra/nginx) adds the same ones, generated from here, to the files it serves
 * itself and to its own errors.
 */

/** The origin of an absolute URL, or undefined for an empty or relative one. */
function originOf(url: string): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy with `snapSource` (empty, or a space and the payment provider's
 * origin) after each directive that admits snap.js and the popup it opens.
 */
export function contentSecurityPolicyWith(snapSource: string): string {
  return [
    `default-src 'self'`,
    `script-src 'self'${snapSource}`,
    `style-src 'self' 'unsafe-inline'${snapSource}`,
    `img-src 'self' data: blob: https:${snapSource}`,
    `font-src 'self' data:`,
    `connect-src 'self'${snapSource}`,
    `frame-src 'self' https:${snapSource}`,
    `frame-ancestors 'self'`,
    `form-action 'self'`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

/**
 * The Content-Security-Policy of the web app: its own scripts plus the payment provider's snap.js
 * (and the popup it opens), inline styles (React style props, Swiper), images from the shop, data
 * and blob URLs and https (QR codes, client pages), and full-page frames of clients' invitation
 * pages, which live on their own https sites.
 */
export function contentSecurityPolicy(snapJsUrl: string): string {
  const snap = originOf(snapJsUrl);
  return contentSecurityPolicyWith(snap ? ` ${snap}` : '');
}

/**
 * The Content-Security-Policy of a couple's invitation page: its one inline script (by the hash of
 * its text), its inline styles, images and music from the shop, forms back to the shop only.
 */
export function invitationPagePolicy(scriptHash: string): string {
  return [
    `default-src 'self'`,
    `script-src 'sha256-${scriptHash}'`,
    `style-src 'unsafe-inline'`,
    `img-src 'self' data:`,
    `media-src 'self'`,
    `connect-src 'self'`,
    `frame-ancestors 'self'`,
    `form-action 'self'`,
    `base-uri 'none'`,
    `object-src 'none'`,
  ].join('; ');
}

/** The security headers with a given Content-Security-Policy (lower-case names). */
export function securityHeadersWith(policy: string): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // The invitation frame at /:clientID frames the shop's own generated pages: same origin only.
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    'content-security-policy': policy,
  };
}

/** The security headers every answer carries, the app's pages, its API and its errors alike. */
export function securityHeaders(snapJsUrl: string): Record<string, string> {
  return securityHeadersWith(contentSecurityPolicy(snapJsUrl));
}
