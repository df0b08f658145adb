/**
 * The confirmation link of a manual order's email: `/payment/manual#order=<id>&secret=<secret>`.
 * The fragment never leaves the browser (no server or proxy logs it); the page reads it once and
 * takes it out of the address bar.
 */
export interface ConfirmationLink {
  orderId: string;
  orderSecret: string;
}

const ORDER_ID = /^[A-Za-z0-9-]{1,50}$/;
const SECRET = /^[A-Za-z0-9_-]{32,64}$/;

export function readConfirmationLink(hash: string): ConfirmationLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const orderId = params.get('order') ?? '';
  const orderSecret = params.get('secret') ?? '';
  return ORDER_ID.test(orderId) && SECRET.test(orderSecret) ? { orderId, orderSecret } : null;
}

/** The link this tab opened last (see SESSION_KEYS.confirmationLink), or null. */
export function parseKeptLink(text: string | null): ConfirmationLink | null {
  if (!text) return null;
  try {
    const kept = JSON.parse(text) as Partial<ConfirmationLink>;
    return readConfirmationLink(
      `#${new URLSearchParams({ order: String(kept.orderId), secret: String(kept.orderSecret) })}`,
    );
  } catch {
    return null;
  }
}
