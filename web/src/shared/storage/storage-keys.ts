/** Browser storage keys (SPEC section 3); other tabs and pages read the same names. */
export const STORAGE_KEYS = {
  cartItems: 'cartItems',
  customerDetails: 'customerDetails',
  discountAmount: 'discountAmount',
  referralCode: 'referralCode',
  orderId: 'orderId',
  currentOrderId: 'currentOrderId',
  clientInfo: 'clientInfo',
  adminToken: 'adminToken',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const SESSION_KEYS = {
  scrollPosition: 'scrollPosition',
} as const;
