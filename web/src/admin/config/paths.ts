import { ADMIN_LOGIN_PATH } from '@/shared/config/paths';

/** The admin app's routes (PRODUCT.md section 2), in one place. */
export const adminPaths = {
  root: '/admin',
  login: ADMIN_LOGIN_PATH,
  dashboard: '/admin/dashboard',
  // The specification calls the payments page "transactions" (its address and its title).
  payments: '/admin/transactions',
  balance: '/admin/balance',
  order: '/admin/order',
  database: '/admin/database',
  designs: '/admin/database/designs',
  // PRODUCT.md section 2's "upload-proof" page: where an admin reviews and decides a proof.
  proofReview: '/admin/payments/upload-proof',
  account: '/admin/account',
  settings: '/admin/settings',
  auditLog: '/admin/audit-log',
  undeliveredEmails: '/admin/emails',
  revisions: '/admin/revisions',
} as const;

export const proofReviewLink = (orderId: string) =>
  `${adminPaths.proofReview}?orderId=${encodeURIComponent(orderId)}`;

/** The payments page with one payment found and its detail open. */
export const paymentLink = (orderId: string) =>
  `${adminPaths.payments}?${new URLSearchParams({ query: orderId, detail: orderId })}`;

/** The orders page showing one order (in the completed view when its work is done). */
export const orderLink = (orderId: string, completed = false) =>
  `${adminPaths.order}?${new URLSearchParams({ query: orderId, ...(completed ? { view: 'completed' } : {}) })}`;
