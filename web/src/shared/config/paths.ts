/** Route paths of the public site, in one place so links and routes cannot drift apart. */
export const paths = {
  landing: '/',
  details: '/details',
  checkout: '/checkout',
  cart: '/cart',
  paymentManual: '/payment/manual',
  paymentFinish: '/payment/finish',
  paymentConfirmation: '/payment/confirmation',
  paymentPending: '/payment/pending',
  paymentExpire: '/payment/expire',
  paymentUnfinish: '/payment/unfinish',
  paymentFailed: '/payment/failed',
  privacyPolicy: '/privacy-policy',
  uploadImage: '/upload-image',
  // Two segments: a single one is a client's invitation (/:clientID).
  trackOrder: '/pesanan/lacak',
  receipt: '/pesanan/kwitansi',
  invitationData: '/pesanan/data-undangan',
  // The couple's dashboard ("Dasbor Pasangan"): 'pasangan' is one of the shop's own segments.
  coupleDashboard: '/pasangan',
  coupleSignIn: '/pasangan/masuk',
} as const;

/** The admin app's login page: the design upload page of the shop sends an admin there to sign in. */
export const ADMIN_LOGIN_PATH = '/admin/login';

/** The query /checkout reads to start with a package (and a design of it) already chosen. */
export const CHECKOUT_QUERY = { package: 'package', design: 'design' } as const;

/** /checkout with a package and, when given, a design chosen. */
export function checkoutFor(packageId: number | null, designId?: string | null): string {
  return withQuery(paths.checkout, {
    [CHECKOUT_QUERY.package]: packageId === null ? null : String(packageId),
    [CHECKOUT_QUERY.design]: designId,
  });
}

/** Adds a query string, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A page about one order with its id in the fragment (`#order=INV-...`), as the shop's emails link
 * it: browsers never send the fragment, so the id stays out of servers' and proxies' logs.
 */
export function withOrderFragment(path: string, orderId: string): string {
  return `${path}#${new URLSearchParams({ order: orderId }).toString()}`;
}
