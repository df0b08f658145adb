/**
 * The shop's pages an email links to. An order id travels in the fragment (#), which browsers do
 * not send: it stays out of every server's and proxy's logs; the page reads it from there.
 */
export interface ShopLinks {
  /** The manual payment's page on any device: the fragment carries the order's secret. */
  confirmTransfer(orderId: string, orderSecret: string): string;
  paymentPage(orderId: string): string;
  receipt(orderId: string): string;
  track(orderId: string): string;
  orderAgain(): string;
  /**
   * The couple's dashboard sign-in, with a link's token (in the query: nginx logs the path only,
   * and the page takes the token out of the address bar at once), or without one to ask for a link.
   */
  coupleSignIn(token?: string): string;
  adminProofReview(orderId: string): string;
  adminPayment(orderId: string): string;
}

export function shopLinks(publicBaseUrl: string): ShopLinks {
  const base = publicBaseUrl.replace(/\/+$/, '');
  const fragment = (values: Record<string, string>) => `#${new URLSearchParams(values)}`;
  return {
    confirmTransfer: (orderId, orderSecret) =>
      `${base}/payment/manual${fragment({ order: orderId, secret: orderSecret })}`,
    paymentPage: (orderId) => `${base}/payment/pending${fragment({ order: orderId })}`,
    receipt: (orderId) => `${base}/pesanan/kwitansi${fragment({ order: orderId })}`,
    track: (orderId) => `${base}/pesanan/lacak${fragment({ order: orderId })}`,
    orderAgain: () => `${base}/checkout`,
    coupleSignIn: (token) => `${base}/pasangan/masuk${token ? `?${new URLSearchParams({ t: token })}` : ''}`,
    adminProofReview: (orderId) => `${base}/admin/payments/upload-proof?${new URLSearchParams({ orderId })}`,
    adminPayment: (orderId) =>
      `${base}/admin/transactions?${new URLSearchParams({ query: orderId, detail: orderId })}`,
  };
}
