import { z } from 'zod';
import { INVISIBLE_FORMATTING, optionalText, wholeNumber } from './validation';
import { PAYMENT_STATUSES, PaymentStatus } from './ordering';

/** Admin reads and edits of payments and fulfilment orders (SPEC.md sections 2, 3, 7). */
export const ADMIN_RPC = {
  listPayments: 'admin.payments.list',
  paymentDetail: 'admin.payments.detail',
  exportPayments: 'admin.payments.export',
  listOrders: 'admin.orders.list',
  updateOrder: 'admin.orders.update',
  getOrder: 'admin.orders.get',
  paymentsOverview: 'admin.payments.overview',
  /** Manual payments whose proof waits for a decision, oldest first. */
  proofQueue: 'admin.proofs.queue',
} as const;

export const ADMIN_PAGE_SIZE = 10;
/** SPEC's three search fields, and `all`: one box that finds an order id, a name or a phone. */
export const PAYMENT_SEARCH_FIELDS = ['order_id', 'customer_name', 'customer_phone', 'all'] as const;
export const ORDER_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const isoInstant = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  error: 'Tanggal harus berformat ISO 8601.',
});

export const adminPaymentsQuerySchema = z
  .object({
    page: wholeNumber('Halaman', 1, 1_000_000).default(1),
    limit: wholeNumber('Jumlah per halaman', 1, 100).default(ADMIN_PAGE_SIZE),
    query: optionalText('Kata kunci', 100).optional(),
    filter: z
      .enum(PAYMENT_SEARCH_FIELDS, {
        error: 'Filter harus order_id, customer_name, customer_phone atau all.',
      })
      .default('order_id'),
    status: z.enum(PAYMENT_STATUSES, { error: 'Status pembayaran tidak dikenal.' }).optional(),
    startDate: isoInstant.optional(),
    endDate: isoInstant.optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || Date.parse(q.startDate) <= Date.parse(q.endDate), {
    error: 'Tanggal awal harus sebelum tanggal akhir.',
  });
export type AdminPaymentsQuery = z.output<typeof adminPaymentsQuerySchema>;

export interface AdminPaymentRow {
  id: string;
  order_id: string;
  created_at: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  payment_type: string | null;
  status: string;
  amount: number;
  /** Money that went back to the customer (refunds, chargebacks, a reversal). */
  refunded_amount: number;
  /** Paid after the shop had closed the payment as failed or expired. */
  paid_late: boolean;
}

export interface Page<T> {
  data: T[];
  totalPages: number;
  currentPage: number;
}

/** One step of a payment's story, oldest first. */
export interface PaymentTimelineEntry {
  at: string;
  /** created; status (a change of state); notification (a message from Midtrans, or its status answer). */
  kind: 'created' | 'status' | 'notification';
  from_status?: PaymentStatus;
  to_status?: PaymentStatus;
  /** What made a change: notification, status, reconciliation, proof, checkout. */
  source?: string;
  /** The admin who made it, when one did. */
  actor?: string | null;
  refunded_amount?: number;
  /** Midtrans's transaction_status, for a message. */
  provider_status?: string;
  /** What the shop did with a message (e.g. notification:applied, notification-disagrees:recorded). */
  outcome?: string;
}

export interface AdminPaymentDetail {
  transaction: AdminPaymentRow;
  orderItems: {
    item_type: string;
    item_name: string;
    item_price: number;
    item_quantity: number;
    /** The design chosen with a package line. */
    design_name?: string | null;
  }[];
  /** How the amount was reached: subtotal less the referral discount. */
  summary?: { subtotal: number; discount: number; referral_code: string | null };
  /** The channel's details: VA numbers, store code, expiry. */
  channel?: {
    va_numbers: { bank: string; va_number: string }[];
    store: string | null;
    payment_code: string | null;
    expiry_time: string | null;
    settled_at: string | null;
  };
  timeline?: PaymentTimelineEntry[];
  /** The fulfilment order, once the payment was paid. */
  fulfilment?: { id: string; status: OrderStatus; hold_reason: string | null } | null;
}

export const adminOrdersQuerySchema = z.object({
  showCompleted: z
    .enum(['true', 'false'], { error: 'showCompleted harus true atau false.' })
    .default('false')
    .transform((v) => v === 'true'),
  page: wholeNumber('Halaman', 1, 1_000_000).default(1),
  limit: wholeNumber('Jumlah per halaman', 1, 100).default(ADMIN_PAGE_SIZE),
  /** Finds an order id, a customer's name or a phone in any form, across every page. */
  query: optionalText('Kata kunci', 100).optional(),
  status: z.enum(ORDER_STATUSES, { error: 'Status pesanan tidak dikenal.' }).optional(),
  startDate: isoInstant.optional(),
  endDate: isoInstant.optional(),
});
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

export interface AdminOrderRow {
  id: string;
  order_id: string;
  client_id: string | null;
  package: string;
  design: string;
  /** A JSON list of add-on names, as text. */
  addon: string;
  client_url: string;
  status: OrderStatus;
  admin_notes: string;
  created_at: string;
  /** The customer and the payment's state, from the payment the order was opened for. */
  customer_name?: string;
  customer_phone?: string;
  payment_status?: PaymentStatus;
  /** Why the work is on hold (the payment's money went back, its proof was rejected); null when not. */
  hold_reason: string | null;
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export const orderUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Status harus pending, in_progress atau completed.' }),
  admin_notes: optionalText('Catatan admin', 2000).default(''),
  client_id: z
    .string({ error: 'Client ID tidak boleh kosong.' })
    .transform((v) => decoded(v).trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'Client ID tidak boleh kosong.' })
        .max(100, { error: 'Client ID maksimal 100 karakter.' })
        .regex(CLIENT_ID_PATTERN, { error: 'Client ID hanya boleh berisi huruf, angka, - dan _.' }),
    ),
  client_url: optionalText('Client URL', 500)
    .default('')
    .refine((v) => v === '' || /^https?:\/\/[^\s<>"']+$/.test(v), {
      error: 'Client URL harus diawali http:// atau https://.',
    })
    .refine((v) => !INVISIBLE_FORMATTING.test(v), { error: 'Client URL mengandung karakter tersembunyi.' }),
});
export type OrderUpdateInput = z.output<typeof orderUpdateSchema>;

/** ADMIN_RPC.paymentsOverview: revenue since an instant, and manual payments awaiting proof review. */
export interface AdminPaymentsOverviewRequest {
  /** Start of the day (ISO instant) whose paid revenue is summed. */
  since: string;
  /** How many of the newest manual payments awaiting review to list. */
  latest: number;
}

export interface AdminPaymentsOverview {
  revenueSince: number;
  paidSince: number;
  awaitingReview: { count: number; latest: AdminPaymentRow[] };
}

/** GET /api/admin/dashboard/summary: revenue in Asia/Jakarta days and months, and what needs an admin. */
export interface AdminDashboardSummary {
  today: { date: string; revenue: number; transactions: number };
  month: { month: string; revenue: number };
  awaitingReview: { count: number; latest: AdminPaymentRow[] };
  latestOrders: AdminOrderRow[];
}

/** Admin accounts and the audit log (the gateway's own data). */
export const ADMIN_PASSWORD_MIN_LENGTH = 10;

export interface AdminAccountView {
  id: string;
  username: string;
  created_at: string;
  /** The oldest account: the only one that may add admins. */
  is_first_admin: boolean;
}

export interface AuditEntry {
  id: string;
  admin_id: string;
  admin_username: string;
  at: string;
  /** `<resource>.<verb>`, e.g. package.update. */
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}
