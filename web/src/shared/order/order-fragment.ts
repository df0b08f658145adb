const ORDER_ID = /^[A-Za-z0-9-]{1,50}$/;

/**
 * The order id an email's link carries in its fragment (`#order=INV-...`): browsers never send the
 * fragment, so the id stays out of every server's and proxy's logs.
 */
export function orderIdFromFragment(hash: string = window.location.hash): string | null {
  const orderId = new URLSearchParams(hash.replace(/^#/, '')).get('order')?.trim() ?? '';
  return ORDER_ID.test(orderId) ? orderId : null;
}
