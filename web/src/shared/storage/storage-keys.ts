/**
 * Browser storage keys (PRODUCT.md section 3); other tabs and pages read the same names. `orderSecret`
 * is the shop's own addition: the secret issued with `orderId`, without which the shop takes no
 * proof for that order.
 */
export const STORAGE_KEYS = {
  cartItems: 'cartItems',
  customerDetails: 'customerDetails',
  discountAmount: 'discountAmount',
  referralCode: 'referralCode',
  orderId: 'orderId',
  orderSecret: 'orderSecret',
  currentOrderId: 'currentOrderId',
  clientInfo: 'clientInfo',
  adminToken: 'adminToken',
  /** The shop's own: the online payment this cart last opened, so paying again reopens it (online-attempt.ts). */
  onlineAttempt: 'onlineAttempt',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const SESSION_KEYS = {
  scrollPosition: 'scrollPosition',
  /**
   * The order id and WhatsApp number a customer follows their order with: kept for this tab only
   * and passed between the tracking and receipt pages this way, never in an address.
   */
  orderLookup: 'orderLookup',
  /**
   * The order an email's confirmation link opened in this tab (its id and secret), so that a reload
   * of /payment/manual, whose address no longer carries the link, opens it again.
   */
  confirmationLink: 'confirmationLink',
  /** When this tab last reloaded because a page's code was gone after a new version (chunk-reload.ts). */
  chunkReloadAt: 'chunkReloadAt',
} as const;
