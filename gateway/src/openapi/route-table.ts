import {
  addonInputSchema,
  adminOrdersQuerySchema,
  adminPaymentsQuerySchema,
  confirmManualSchema,
  createTransactionSchema,
  designIdSchema,
  designImageKeySchema,
  designInputSchema,
  numericIdSchema,
  orderIdRequestSchema,
  orderLookupSchema,
  orderUpdateSchema,
  packageInputSchema,
  proofOrderIdSchema,
  proofUpdateSchema,
  referralCodeInputSchema,
  referralCodeSchema,
} from '@undangan/contracts';
import type { z } from 'zod';
import { newAdminSchema, passwordChangeSchema } from '../admin/account.controller';
import { auditQuerySchema } from '../admin/audit-log.controller';
import { uploadFieldsSchema } from '../admin/design-uploads.controller';
import { orderRowIdSchema } from '../admin/orders.controller';
import { proofQueueSchema } from '../admin/payments.controller';
import { reconcileSchema } from '../admin/reconcile.controller';
import { loginSchema } from '../auth/auth.controller';
import { clientIdParam } from '../shop/client-page.controller';
import { useBody, validateBody } from '../shop/referral.controller';

/** Who a route is for: the shop's customers (and Midtrans), or the signed-in admin. */
export type Audience = 'Toko' | 'Admin';

/** Error statuses a route may answer besides those every route of its kind has (see document.ts). */
export type ErrorStatus = 403 | 404 | 409 | 429;

export interface RouteDoc {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The declared paths (a handler may answer at several), parameters as `:name`. */
  paths: string[];
  audience: Audience;
  summary: string;
  description?: string;
  /** Path parameters: the schemas the controller's ZodValidationPipe uses. */
  params?: Record<string, z.ZodType>;
  /** The query string's object schema. */
  query?: z.ZodType;
  /** A JSON body's schema; `null` for a body the gateway passes on unread (Midtrans's notification). */
  body?: z.ZodType | null;
  /** A multipart form: its text fields' schema and its files (field name, required). */
  form?: { fields: z.ZodType; files: Record<string, { required: boolean; description: string }> };
  /** The success answer. */
  answer: { status: 200 | 201; description: string; mediaType?: string };
  /** Statuses beyond the defaults of document.ts. */
  errors?: ErrorStatus[];
  /** The route answers from the gateway itself: no 503/504 from a service. */
  local?: boolean;
  /** A request example; it must validate against the route's own schema (tested). */
  example?: Record<string, unknown>;
}

const CART_ITEM = { packageId: 3, designId: 'premium-eucalyptus-mist', addons: [{ id: 1 }], quantity: 1 };
const CUSTOMER = { name: 'Rina Kusuma', phone: '081234567890', email: 'rina@example.com' };
const ORDER_ID = 'INV-20260101-ABC123';
const PROOF_FILE = { required: false, description: 'The transfer proof (JPEG, PNG or WebP, at most 5 MB).' };
const DESIGN_IMAGE = { required: false, description: 'The design image (JPEG, PNG or WebP).' };

const packageId = { packageId: numericIdSchema('ID paket') };
const packageRow = { id: numericIdSchema('ID paket') };
const addonRow = { id: numericIdSchema('ID add-on') };
const proofOrder = { orderId: proofOrderIdSchema };

/** Every route the gateway declares, in the order of its controllers. */
export const ROUTE_DOCS: RouteDoc[] = [
  // ------------------------------------------------------------ shop: catalogue
  {
    method: 'GET',
    paths: ['/api/designs/all'],
    audience: 'Toko',
    summary: 'All invitation designs',
    answer: { status: 200, description: 'The designs (Design[]).' },
  },
  {
    method: 'GET',
    paths: ['/api/addons', '/api/catalogue/addons'],
    audience: 'Toko',
    summary: 'All add-ons',
    answer: { status: 200, description: 'The add-ons (Addon[]).' },
  },
  {
    method: 'GET',
    paths: ['/api/details/data', '/api/packages', '/api/catalogue/packages'],
    audience: 'Toko',
    summary: 'All packages with their features',
    answer: { status: 200, description: 'The packages (Package[]).' },
  },
  {
    method: 'GET',
    paths: ['/api/catalogue/designs/:packageId'],
    audience: 'Toko',
    summary: 'The designs a package may use',
    params: packageId,
    answer: { status: 200, description: 'The designs (Design[]).' },
  },
  {
    method: 'GET',
    paths: ['/get-scroll'],
    audience: 'Toko',
    summary: "The landing page's scroll position (always 0; nothing is stored)",
    answer: { status: 200, description: '`{ position: 0 }`.' },
    local: true,
  },
  // ------------------------------------------------------------ shop: checkout
  {
    method: 'GET',
    paths: ['/api/payment-config'],
    audience: 'Toko',
    summary: "The Snap script's address and client key for the checkout page",
    answer: { status: 200, description: 'The payment configuration.' },
    local: true,
  },
  {
    method: 'POST',
    paths: ['/api/orders/create-order-id'],
    audience: 'Toko',
    summary: 'A new order id for a manual transfer',
    answer: { status: 200, description: '`{ order_id }`.' },
    errors: [429],
  },
  {
    method: 'POST',
    paths: ['/api/orders/create-transaction'],
    audience: 'Toko',
    summary: 'Start an online payment (Midtrans Snap) for a cart',
    description: 'Prices are computed on the server from the catalogue; the cart carries ids only.',
    body: createTransactionSchema,
    answer: { status: 200, description: 'The order id, its total and the Snap token.' },
    errors: [404, 409, 429],
    example: { cartItems: [CART_ITEM], customerDetails: CUSTOMER, referralCode: '' },
  },
  {
    method: 'POST',
    paths: ['/api/orders/delete-payment-online'],
    audience: 'Toko',
    summary: 'Withdraw an online payment the customer closed unpaid',
    body: orderIdRequestSchema,
    answer: { status: 200, description: 'What was withdrawn.' },
    errors: [404, 409, 429],
    example: { order_id: ORDER_ID },
  },
  {
    method: 'POST',
    paths: ['/api/payments/notification'],
    audience: 'Toko',
    summary: "Midtrans's HTTP notification",
    description:
      "Called by Midtrans, not by the shop's pages: verified by its signature and applied by ordering.",
    body: null,
    answer: { status: 200, description: 'The notification was handled.' },
    errors: [404],
  },
  {
    method: 'GET',
    paths: ['/api/transactions/pending-transactions'],
    audience: 'Toko',
    summary: "An order's payments that may still be paid",
    query: orderIdRequestSchema,
    answer: { status: 200, description: '`{ transactions }` (TransactionLookup[]).' },
    errors: [429],
  },
  {
    method: 'POST',
    paths: ['/api/payments/confirm'],
    audience: 'Toko',
    summary: 'Confirm a manual transfer, with its proof',
    description: '`cartItems` is the cart as JSON text; the amount is computed on the server.',
    form: { fields: confirmManualSchema, files: { proofFile: PROOF_FILE } },
    answer: { status: 200, description: 'The confirmation was recorded.' },
    errors: [404, 409, 429],
  },
  // ------------------------------------------------------------ shop: orders, referrals, pages, images
  {
    method: 'GET',
    paths: ['/api/clients/:clientId'],
    audience: 'Toko',
    summary: "A client's invitation page address",
    params: { clientId: clientIdParam },
    answer: { status: 200, description: 'The client page.' },
    errors: [404],
  },
  {
    method: 'GET',
    paths: ['/design-images/:key'],
    audience: 'Toko',
    summary: 'A design image',
    params: { key: designImageKeySchema },
    answer: { status: 200, description: 'The image bytes.', mediaType: 'image/*' },
    errors: [404],
  },
  {
    method: 'POST',
    paths: ['/api/orders/track'],
    audience: 'Toko',
    summary: "An order's progress, for its customer",
    description: 'POST, so the phone number never appears in an address or a log line.',
    body: orderLookupSchema,
    answer: { status: 200, description: 'The tracking view (OrderTracking).' },
    errors: [404, 429],
    example: { order_id: ORDER_ID, phone: CUSTOMER.phone },
  },
  {
    method: 'POST',
    paths: ['/api/orders/receipt'],
    audience: 'Toko',
    summary: "An order's receipt, for its customer",
    body: orderLookupSchema,
    answer: { status: 200, description: 'The receipt (OrderReceipt).' },
    errors: [404, 429],
  },
  {
    method: 'POST',
    paths: ['/api/referral/validate'],
    audience: 'Toko',
    summary: 'Check a referral code before checkout',
    body: validateBody,
    answer: { status: 200, description: 'The code and its discount.' },
    errors: [404, 429],
    example: { code: 'HEMAT10' },
  },
  {
    method: 'POST',
    paths: ['/api/referral/use'],
    audience: 'Toko',
    summary: 'Record a referral code on an order',
    body: useBody,
    answer: { status: 200, description: 'The use was recorded.' },
    errors: [404, 409, 429],
  },
  {
    method: 'GET',
    paths: ['/api/referral/check'],
    audience: 'Toko',
    summary: 'The referral code an order used, if any',
    query: orderIdRequestSchema,
    answer: { status: 200, description: 'The code used, or none.' },
  },
  // ------------------------------------------------------------ gateway's own
  {
    method: 'GET',
    paths: ['/health'],
    audience: 'Toko',
    summary: "The gateway's readiness (its database and the broker)",
    answer: { status: 200, description: 'Ready; 503 with the failing checks when not.' },
    local: true,
  },
  {
    method: 'GET',
    paths: ['/api/openapi.json'],
    audience: 'Toko',
    summary: 'This document (OpenAPI 3.1)',
    answer: { status: 200, description: 'The OpenAPI document.' },
    local: true,
  },
  {
    method: 'GET',
    paths: ['/api/docs'],
    audience: 'Toko',
    summary: "The API's reference page",
    answer: { status: 200, description: 'The page.', mediaType: 'text/html' },
    local: true,
  },
  {
    method: 'GET',
    paths: ['/api/docs/docs.js'],
    audience: 'Toko',
    summary: "The reference page's script",
    answer: { status: 200, description: 'The script.', mediaType: 'text/javascript' },
    local: true,
  },
  {
    method: 'GET',
    paths: ['/api/docs/docs.css'],
    audience: 'Toko',
    summary: "The reference page's style sheet",
    answer: { status: 200, description: 'The style sheet.', mediaType: 'text/css' },
    local: true,
  },
  // ------------------------------------------------------------ admin: sign-in and account
  {
    method: 'POST',
    paths: ['/admin/login', '/api/admin/login'],
    audience: 'Admin',
    summary: 'Sign in: a bearer token for the admin routes',
    body: loginSchema,
    answer: { status: 200, description: 'The token (a JWT) and the admin.' },
    errors: [429],
    local: true,
    example: { username: 'admin', password: 'password-admin-123' },
  },
  {
    method: 'POST',
    paths: ['/api/admin/logout'],
    audience: 'Admin',
    summary: "Sign out: the token's session ends",
    answer: { status: 200, description: 'Signed out.' },
    local: true,
  },
  {
    method: 'GET',
    paths: ['/api/admin/me'],
    audience: 'Admin',
    summary: 'The signed-in admin',
    answer: { status: 200, description: 'The account (AdminAccountView).' },
    local: true,
  },
  {
    method: 'POST',
    paths: ['/api/admin/account/password'],
    audience: 'Admin',
    summary: "Change the signed-in admin's password",
    body: passwordChangeSchema,
    answer: { status: 200, description: 'Changed; other sessions end.' },
    errors: [429],
    local: true,
  },
  {
    method: 'POST',
    paths: ['/api/admin/account/sessions/revoke-all'],
    audience: 'Admin',
    summary: "End every session of the signed-in admin's account",
    answer: { status: 200, description: 'Every session ended.' },
    local: true,
  },
  {
    method: 'GET',
    paths: ['/api/admin/accounts'],
    audience: 'Admin',
    summary: 'The admin accounts',
    answer: { status: 200, description: 'The accounts (AdminAccountView[]).' },
    local: true,
  },
  {
    method: 'POST',
    paths: ['/api/admin/accounts'],
    audience: 'Admin',
    summary: 'Add an admin (the first admin only)',
    body: newAdminSchema,
    answer: { status: 201, description: 'The new account (AdminAccountView).' },
    errors: [403, 409],
    local: true,
  },
  {
    method: 'GET',
    paths: ['/api/admin/audit-log'],
    audience: 'Admin',
    summary: "The admins' changes, newest first",
    query: auditQuerySchema,
    answer: { status: 200, description: 'A page of entries (Page<AuditEntry>).' },
    local: true,
  },
  // ------------------------------------------------------------ admin: dashboard
  {
    method: 'GET',
    paths: ['/admin/dashboard/balance', '/api/admin/dashboard/balance'],
    audience: 'Admin',
    summary: 'Income and balance',
    answer: { status: 200, description: 'The balance (BalanceSummary).' },
  },
  {
    method: 'GET',
    paths: ['/api/admin/dashboard/summary'],
    audience: 'Admin',
    summary: "The dashboard's figures",
    answer: { status: 200, description: 'The summary (AdminDashboardSummary).' },
  },
  // ------------------------------------------------------------ admin: catalogue
  {
    method: 'GET',
    paths: ['/api/admin/database/packages'],
    audience: 'Admin',
    summary: 'The packages',
    answer: { status: 200, description: 'The packages (Package[]).' },
  },
  {
    method: 'POST',
    paths: ['/api/admin/database/packages'],
    audience: 'Admin',
    summary: 'Add a package',
    body: packageInputSchema,
    answer: { status: 201, description: 'The package.' },
    errors: [409],
    example: { id: 4, name: 'Eksklusif', price: 299000, feature: 'Galeri foto, Musik latar' },
  },
  {
    method: 'PUT',
    paths: ['/api/admin/database/packages/:id'],
    audience: 'Admin',
    summary: 'Change a package',
    params: packageRow,
    body: packageInputSchema,
    answer: { status: 200, description: 'The package.' },
    errors: [404],
  },
  {
    method: 'DELETE',
    paths: ['/api/admin/database/packages/:id'],
    audience: 'Admin',
    summary: 'Delete a package',
    params: packageRow,
    answer: { status: 200, description: 'Deleted.' },
    errors: [404, 409],
  },
  {
    method: 'GET',
    paths: ['/api/admin/database/addons'],
    audience: 'Admin',
    summary: 'The add-ons',
    answer: { status: 200, description: 'The add-ons (Addon[]).' },
  },
  {
    method: 'POST',
    paths: ['/api/admin/database/addons'],
    audience: 'Admin',
    summary: 'Add an add-on',
    body: addonInputSchema,
    answer: { status: 201, description: 'The add-on.' },
    errors: [409],
  },
  {
    method: 'PUT',
    paths: ['/api/admin/database/addons/:id'],
    audience: 'Admin',
    summary: 'Change an add-on',
    params: addonRow,
    body: addonInputSchema,
    answer: { status: 200, description: 'The add-on.' },
    errors: [404],
  },
  {
    method: 'DELETE',
    paths: ['/api/admin/database/addons/:id'],
    audience: 'Admin',
    summary: 'Delete an add-on',
    params: addonRow,
    answer: { status: 200, description: 'Deleted.' },
    errors: [404],
  },
  {
    method: 'GET',
    paths: ['/api/admin/database/designs'],
    audience: 'Admin',
    summary: 'The designs',
    answer: { status: 200, description: 'The designs (Design[]).' },
  },
  {
    method: 'POST',
    paths: ['/api/admin/database/designs'],
    audience: 'Admin',
    summary: 'Add a design (form, with an optional image)',
    form: { fields: designInputSchema, files: { image: DESIGN_IMAGE } },
    answer: { status: 201, description: 'The design.' },
    errors: [409],
  },
  {
    method: 'PUT',
    paths: ['/api/admin/database/designs/:id'],
    audience: 'Admin',
    summary: 'Change a design (form, with an optional new image)',
    params: { id: designIdSchema },
    form: { fields: designInputSchema, files: { image: DESIGN_IMAGE } },
    answer: { status: 200, description: 'The design.' },
    errors: [404],
  },
  {
    method: 'DELETE',
    paths: ['/api/admin/database/designs/:id'],
    audience: 'Admin',
    summary: 'Delete a design',
    params: { id: designIdSchema },
    answer: { status: 200, description: 'Deleted.' },
    errors: [404],
  },
  {
    method: 'POST',
    paths: ['/api/designs/upload'],
    audience: 'Admin',
    summary: 'Upload a design image as a new design',
    form: {
      fields: uploadFieldsSchema,
      files: { image: { required: true, description: 'The design image (JPEG, PNG or WebP).' } },
    },
    answer: { status: 201, description: '`{ message, design }`.' },
    errors: [404],
  },
  {
    method: 'GET',
    paths: ['/api/admin/database/referral-codes'],
    audience: 'Admin',
    summary: 'The referral codes',
    answer: { status: 200, description: 'The codes.' },
  },
  {
    method: 'POST',
    paths: ['/api/admin/database/referral-codes'],
    audience: 'Admin',
    summary: 'Add a referral code',
    body: referralCodeInputSchema,
    answer: { status: 201, description: 'The code.' },
    errors: [409],
    example: {
      code: 'HEMAT10',
      percentage: 10,
      active: true,
      expires_at: null,
      usage_limit: 50,
      description: '',
    },
  },
  {
    method: 'PUT',
    paths: ['/api/admin/database/referral-codes/:code'],
    audience: 'Admin',
    summary: 'Change a referral code',
    params: { code: referralCodeSchema },
    body: referralCodeInputSchema,
    answer: { status: 200, description: 'The code.' },
    errors: [404, 409],
  },
  {
    method: 'DELETE',
    paths: ['/api/admin/database/referral-codes/:code'],
    audience: 'Admin',
    summary: 'Delete a referral code',
    params: { code: referralCodeSchema },
    answer: { status: 200, description: 'Deleted.' },
    errors: [404],
  },
  // ------------------------------------------------------------ admin: payments and orders
  {
    method: 'GET',
    paths: ['/api/admin/transactions/payments'],
    audience: 'Admin',
    summary: 'The payments, filtered and paged',
    query: adminPaymentsQuerySchema,
    answer: { status: 200, description: 'A page of payments.' },
  },
  {
    method: 'GET',
    paths: ['/api/admin/transactions/detail'],
    audience: 'Admin',
    summary: "One order's payments, proof and history",
    query: orderIdRequestSchema,
    answer: { status: 200, description: 'The detail.' },
    errors: [404],
  },
  {
    method: 'GET',
    paths: ['/api/admin/transactions/proof-queue'],
    audience: 'Admin',
    summary: 'Manual payments waiting for their proof to be checked',
    query: proofQueueSchema,
    answer: { status: 200, description: 'The queue.' },
  },
  {
    method: 'GET',
    paths: ['/api/admin/transactions/export.csv'],
    audience: 'Admin',
    summary: 'The payments as CSV, with the same filters',
    query: adminPaymentsQuerySchema,
    answer: { status: 200, description: 'The CSV file.', mediaType: 'text/csv' },
  },
  {
    method: 'POST',
    paths: ['/api/admin/payments/reconcile'],
    audience: 'Admin',
    summary: 'Ask Midtrans now about the open payments',
    body: reconcileSchema,
    answer: { status: 200, description: '`{ checked, changed, busy? }`.' },
    example: { olderThanMs: 0 },
  },
  {
    method: 'POST',
    paths: ['/api/admin/payment-proofs/update'],
    audience: 'Admin',
    summary: "Change a payment proof's customer details, status or image",
    form: { fields: proofUpdateSchema, files: { proofFile: PROOF_FILE } },
    answer: { status: 200, description: 'The proof (ProofView).' },
    errors: [404],
  },
  {
    method: 'GET',
    paths: ['/api/admin/payment-proofs/:orderId'],
    audience: 'Admin',
    summary: "An order's payment proof",
    params: proofOrder,
    answer: { status: 200, description: 'The proof (ProofView).' },
    errors: [404],
  },
  {
    method: 'GET',
    paths: ['/api/admin/payment-proofs/:orderId/image'],
    audience: 'Admin',
    summary: "An order's proof image (private, never cached)",
    params: proofOrder,
    answer: { status: 200, description: 'The image bytes.', mediaType: 'image/*' },
    errors: [404],
  },
  {
    method: 'DELETE',
    paths: ['/api/admin/payment-proofs/:orderId'],
    audience: 'Admin',
    summary: "Delete an order's payment proof",
    params: proofOrder,
    answer: { status: 200, description: '`{ deleted: true }`.' },
    errors: [404],
  },
  {
    method: 'GET',
    paths: ['/api/admin/orders'],
    audience: 'Admin',
    summary: 'The fulfilment orders, active or completed',
    query: adminOrdersQuerySchema,
    answer: { status: 200, description: 'A page of orders.' },
  },
  {
    method: 'PUT',
    paths: ['/api/admin/orders/:id'],
    audience: 'Admin',
    summary: "Change an order's status, notes or client page",
    params: { id: orderRowIdSchema },
    body: orderUpdateSchema,
    answer: { status: 200, description: 'The order.' },
    errors: [404],
    example: {
      status: 'in_progress',
      admin_notes: 'Desain sedang dikerjakan.',
      client_id: 'rina-dan-budi',
      client_url: '',
    },
  },
];
