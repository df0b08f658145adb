import { z } from 'zod';
import { INVISIBLE_FORMATTING, optionalText, wholeNumber } from './validation';
import { rupiahSchema } from './money-schema';
import { PAYMENT_STATUSES, vaNumberSchema } from './payments';
import { nullableText } from './validation';

export const ADMIN_PAGE_SIZE = 10;
/**
 * PRODUCT.md section 7's three search fields, and `all`: one box that finds an order id, a name or a
 * phone.
 */
export const PAYMENT_SEARCH_FIELDS = ['order_id', 'customer_name', 'customer_phone', 'all'] as const;
export const ORDER_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * Where an order's work stands: waiting for the couple's data, data complete (not yet begun), in
 * progress, done. Read from the status the admin sets and whether the data was sent.
 */
export const ORDER_STAGES = ['waiting_data', 'data_complete', 'in_progress', 'completed'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];
export const ORDER_STAGE_NAMES: Record<OrderStage, string> = {
  waiting_data: 'Menunggu data',
  data_complete: 'Data lengkap',
  in_progress: 'Dikerjakan',
  completed: 'Selesai',
};

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

const paymentStatus = z.enum(PAYMENT_STATUSES);

export const adminPaymentRowSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  created_at: z.string(),
  customer_name: z.string(),
  customer_phone: z.string(),
  customer_email: z.string(),
  payment_type: nullableText,
  status: z.string(),
  amount: rupiahSchema,
  /** Money that went back to the customer (refunds, chargebacks, a reversal). */
  refunded_amount: rupiahSchema,
  /**
   * Money this payment brought for revisions it could not pay (another payment paid them first,
   * or they were withdrawn while it was open) and has not yet given back: 0 once a refund covers
   * it or the payment keeps no money (rejected, refunded in full, charged back, reversed).
   */
  refund_due: rupiahSchema,
  /** Paid after the shop had closed the payment as failed or expired. */
  paid_late: z.boolean(),
  /** A manual payment's proof came with a picture; null for online payments and when not known. */
  proof_attached: z.boolean().nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

/** A page of an admin list (PRODUCT.md section 7: data, totalPages, currentPage). */
export const pageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({ data: z.array(row), totalPages: z.number().int(), currentPage: z.number().int() });
export type Page<T> = z.infer<ReturnType<typeof pageSchema<z.ZodType<T>>>>;

/** One step of a payment's story, oldest first. */
export const paymentTimelineEntrySchema = z.object({
  at: z.string(),
  /** created; status (a change of state); notification (a message from Midtrans, or its status answer). */
  kind: z.enum(['created', 'status', 'notification']),
  from_status: paymentStatus.optional(),
  to_status: paymentStatus.optional(),
  /** What made a change: notification, status, reconciliation, proof, checkout. */
  source: z.string().optional(),
  /** The admin who made it, when one did. */
  actor: nullableText.optional(),
  refunded_amount: rupiahSchema.optional(),
  /** Midtrans's transaction_status, for a message. */
  provider_status: z.string().optional(),
  /** What the shop did with a message (e.g. notification:applied, notification-disagrees:recorded). */
  outcome: z.string().optional(),
});
export type PaymentTimelineEntry = z.infer<typeof paymentTimelineEntrySchema>;

export const adminPaymentDetailSchema = z.object({
  transaction: adminPaymentRowSchema,
  orderItems: z.array(
    z.object({
      item_type: z.string(),
      item_name: z.string(),
      item_price: rupiahSchema,
      item_quantity: z.number().int(),
      /** The design chosen with a package line. */
      design_name: nullableText.optional(),
    }),
  ),
  /** How the amount was reached: subtotal less the referral discount. */
  summary: z
    .object({ subtotal: rupiahSchema, discount: rupiahSchema, referral_code: nullableText })
    .optional(),
  /** The channel's details: VA numbers, store code, expiry. */
  channel: z
    .object({
      va_numbers: z.array(vaNumberSchema),
      store: nullableText,
      payment_code: nullableText,
      expiry_time: nullableText,
      settled_at: nullableText,
    })
    .optional(),
  timeline: z.array(paymentTimelineEntrySchema).optional(),
  /** The fulfilment order, once the payment was paid. */
  fulfilment: z
    .object({ id: z.string(), status: z.enum(ORDER_STATUSES), hold_reason: nullableText })
    .nullable()
    .optional(),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;

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
  stage: z.enum(ORDER_STAGES, { error: 'Tahap pesanan tidak dikenal.' }).optional(),
  startDate: isoInstant.optional(),
  endDate: isoInstant.optional(),
});
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

export const adminOrderRowSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  client_id: nullableText,
  package: z.string(),
  design: z.string(),
  /** A JSON list of add-on names, as text. */
  addon: z.string(),
  client_url: z.string(),
  status: z.enum(ORDER_STATUSES),
  admin_notes: z.string(),
  created_at: z.string(),
  /** The customer and the payment's state, from the payment the order was opened for. */
  customer_name: z.string().optional(),
  customer_phone: z.string().optional(),
  payment_status: paymentStatus.optional(),
  /** Why the work is on hold (the payment's money went back, its proof was rejected); null when not. */
  hold_reason: nullableText,
  /** Where the work stands, the couple's data included (ORDER_STAGES). */
  stage: z.enum(ORDER_STAGES),
  /** When the couple sent their data; null while the shop waits for it. */
  data_submitted_at: nullableText,
  /** The promise made when the data came: the order is late after it. */
  due_at: nullableText,
  late: z.boolean(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

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

const awaitingReview = z.object({ count: z.number().int(), latest: z.array(adminPaymentRowSchema) });

export interface AdminPaymentsOverview {
  revenueSince: number;
  paidSince: number;
  awaitingReview: z.infer<typeof awaitingReview>;
}

/** GET /api/admin/dashboard/summary: revenue in Asia/Jakarta days and months, and what needs an admin. */
export const adminDashboardSummarySchema = z.object({
  today: z.object({ date: z.string(), revenue: z.number().int(), transactions: z.number().int() }),
  month: z.object({ month: z.string(), revenue: z.number().int() }),
  awaitingReview,
  latestOrders: z.array(adminOrderRowSchema),
});
export type AdminDashboardSummary = z.infer<typeof adminDashboardSummarySchema>;

/** Admin accounts and the audit log (the gateway's own data). */
export const ADMIN_PASSWORD_MIN_LENGTH = 10;

export const adminAccountViewSchema = z.object({
  id: z.string(),
  username: z.string(),
  created_at: z.string(),
  /** The oldest account: the only one that may add, disable and enable admins, or end their sessions. */
  is_first_admin: z.boolean(),
  /** When the account was disabled (it cannot log in, and has no session), or null while enabled. */
  disabled_at: z.string().nullable(),
});
export type AdminAccountView = z.infer<typeof adminAccountViewSchema>;

/** The first admin's change to another account: what was done, the account now, and the sessions ended. */
export const adminAccountChangeSchema = z.object({
  message: z.string(),
  account: adminAccountViewSchema,
  ended: z.number().int(),
});
export type AdminAccountChange = z.infer<typeof adminAccountChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  admin_id: z.string(),
  admin_username: z.string(),
  at: z.string(),
  /** `<resource>.<verb>`, e.g. package.update. */
  action: z.string(),
  target: z.string(),
  /** The record before and after the change, with secrets left out. */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
