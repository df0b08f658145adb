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
} as const;

/** Adds a query string, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
