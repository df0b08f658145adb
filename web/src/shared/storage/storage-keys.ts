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
} as const;
