/** The admin app's routes (SPEC section 2), in one place. */
export const adminPaths = {
  root: '/admin',
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  transactions: '/admin/transactions',
  balance: '/admin/balance',
  order: '/admin/order',
  database: '/admin/database',
  designs: '/admin/database/designs',
  uploadProof: '/admin/payments/upload-proof',
  account: '/admin/account',
  settings: '/admin/settings',
} as const;

export const uploadProofLink = (orderId: string) =>
  `${adminPaths.uploadProof}?orderId=${encodeURIComponent(orderId)}`;
