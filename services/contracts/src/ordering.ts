import { z } from 'zod';
import type { PaymentHistoryCursor } from './rpc-requests';
import { ORDER_SPEEDS, type OrderPromise } from './promised-date';
import { nullableText, requiredText } from './validation';
import { ORDER_ID_PATTERN } from './order-id';
import { rupiahSchema } from './money-schema';
import type { EventEnvelope, SettledItem } from './events';
import { cartSchema } from './cart';
import { CustomerInput, customerSchema } from './customer';
import { optionalReferral } from './referral-codes';

export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'expired',
  'rejected',
  'failed',
  'refunded',
  'partially_refunded',
  'charged_back',
  'reversed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** The states of a payment whose money came in and then (all or part of it) went back. */
export const MONEY_BACK_STATUSES = ['refunded', 'partially_refunded', 'charged_back', 'reversed'] as const;
export type MoneyBackStatus = (typeof MONEY_BACK_STATUSES)[number];
export const MANUAL_PAYMENT_TYPE = 'Manual';

export const orderIdSchema = z
  .string({ error: 'Order ID wajib diisi.' })
  .trim()
  .regex(ORDER_ID_PATTERN, { error: 'Order ID tidak valid.' });

/** A body or query that names one order: `{ order_id }`. */
export const orderIdRequestSchema = z.object({ order_id: orderIdSchema });

/** POST /api/orders/create-transaction. totalHarga and discountAmount are display values, never charged. */
export const createPaymentSchema = z.object({
  cartItems: cartSchema,
  customerDetails: customerSchema,
  referralCode: optionalReferral,
  totalHarga: z.unknown().optional(),
  discountAmount: z.unknown().optional(),
});
export type CreatePaymentInput = z.output<typeof createPaymentSchema>;

/**
 * The secret create-order-id gives the browser with an order id (kept beside it in local storage):
 * a proof for that order is taken only with it, so knowing an order id is not enough to replace a
 * customer's proof.
 */
export const orderSecretSchema = z
  .string({ error: 'Kode pesanan tidak valid.' })
  .regex(/^[A-Za-z0-9_-]{32,64}$/, { error: 'Kode pesanan tidak valid.' });

export const ORDER_NOT_OWNED_MESSAGE =
  'Konfirmasi untuk Order ID ini hanya dapat dikirim dari perangkat yang membuat pesanan. Silakan hubungi kami melalui WhatsApp.';

/** POST /api/orders/create-order-id. */
export const createOrderIdResultSchema = z.object({
  orderId: z.string(),
  /** Kept by the browser that made the order; its manual confirmation must carry it. */
  orderSecret: z.string(),
});
export type CreateOrderIdResult = z.infer<typeof createOrderIdResultSchema>;

/** POST /api/payments/confirm fields (multipart; cartItems arrives as JSON text). */
export const confirmManualSchema = z.object({
  orderId: orderIdSchema,
  customerName: requiredText('Nama', 100),
  customerPhone: customerSchema.shape.phone,
  customerEmail: customerSchema.shape.email,
  cartItems: z
    .string({ error: 'Keranjang tidak valid.' })
    .max(200_000, { error: 'Keranjang tidak valid.' })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Keranjang tidak valid.' });
        return z.NEVER;
      }
    })
    .pipe(cartSchema),
  referralCode: optionalReferral,
  orderSecret: orderSecretSchema.optional(),
  amount: z.unknown().optional(),
  paymentType: z.unknown().optional(),
});
export type ConfirmManualInput = z.output<typeof confirmManualSchema>;

/** What ordering recorded for a manual confirmation: the customer is the one its payment holds. */
export const confirmManualResultSchema = z.object({
  order_id: z.string(),
  amount: rupiahSchema,
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
});
export type ConfirmManualResult = z.infer<typeof confirmManualResultSchema>;

/**
 * POST /api/orders/place-manual: the manual transfer page tells the shop what the order is (the
 * cart and the customer, with the secret create-order-id gave this browser), so that the couple
 * gets the transfer details by email with a link to confirm from any device.
 */
export const placeManualOrderSchema = z.object({
  order_id: orderIdSchema,
  order_secret: orderSecretSchema,
  cartItems: cartSchema,
  customerDetails: customerSchema,
  referralCode: optionalReferral,
});
export type PlaceManualOrderInput = z.output<typeof placeManualOrderSchema>;

/** POST /api/orders/manual-order: the order behind the email's link, opened with its secret. */
export const manualOrderLookupSchema = z.object({
  order_id: orderIdSchema,
  order_secret: orderSecretSchema,
});
export type ManualOrderLookupInput = z.output<typeof manualOrderLookupSchema>;

/** A manual order as placed: the server's prices, and the cart to confirm it with. */
export const manualOrderSchema = z.object({
  order_id: z.string(),
  items: z.array(z.object({ name: z.string(), price: rupiahSchema, quantity: z.number().int() })),
  subtotal: rupiahSchema,
  discount: rupiahSchema,
  total: rupiahSchema,
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  /** The cart as the shop read it (ids): the confirmation sends it back. */
  cart: z.array(z.unknown()),
  referral_code: z.string().nullable(),
  /** Until when the order can be confirmed (its id is then forgotten). */
  confirm_by: z.string(),
});
export type ManualOrder = z.infer<typeof manualOrderSchema>;

export const createPaymentResultSchema = z.object({
  token: z.string(),
  order_id: z.string(),
  redirect_url: z.string(),
  gross_amount: rupiahSchema,
});
export type CreatePaymentResult = z.infer<typeof createPaymentResultSchema>;

export const vaNumberSchema = z.object({ bank: z.string(), va_number: z.string() });

/** One entry of GET /api/transactions/pending-transactions (PRODUCT.md section 3). */
export const paymentLookupResultSchema = z.object({
  order_id: z.string(),
  transaction_status: z.string(),
  gross_amount: rupiahSchema,
  expiry_time: nullableText,
  payment_type: nullableText,
  store: nullableText,
  payment_code: nullableText,
  va_numbers: z.array(vaNumberSchema),
  qr_images: z.object({ standard: nullableText, shopeepay: nullableText }),
  /** The Snap page the customer can still pay on (open again after a closed popup or a denied card). */
  payment_page: z.object({ token: z.string(), redirect_url: nullableText }).nullable().optional(),
});
export type PaymentLookupResult = z.infer<typeof paymentLookupResultSchema>;

export interface PaymentCreatedData {
  orderId: string;
  amount: number;
  paymentType: string | null;
  createdAt: string;
  items: SettledItem[];
  customer: CustomerInput;
  version?: number;
}

/** payment.expired and payment.failed (failed, and rejected by an admin). */
export interface PaymentClosedData {
  orderId: string;
  amount: number;
  status: PaymentStatus;
  paymentType: string | null;
  closedAt: string;
  version?: number;
  /** Whom to tell; absent on events told again from history and on events written before it existed. */
  customer?: CustomerInput;
}

/**
 * payment.refunded: money that had come in went back, all or part (refund, chargeback, or a
 * reversal of the settlement). `refundedAmount` is the total gone back so far, not this change's.
 */
export interface PaymentRefundedData {
  orderId: string;
  amount: number;
  refundedAmount: number;
  status: MoneyBackStatus;
  paymentType: string | null;
  settledAt: string | null;
  refundedAt: string;
  items: SettledItem[];
  version: number;
  /** Whom to tell; absent on events told again from history and on events written before it existed. */
  customer?: CustomerInput;
}

/**
 * order.placed: a couple chose manual transfer and the order awaits their money. It carries the
 * order's secret so that the email can hold a link to confirm the transfer from any device
 * (docs/SECURITY.md, "The confirmation link").
 */
export interface OrderPlacedData {
  orderId: string;
  amount: number;
  subtotal: number;
  discount: number;
  items: SettledItem[];
  customer: CustomerInput;
  orderSecret: string;
  placedAt: string;
  /** Until when the transfer can be confirmed (the order's id is then forgotten); absent before it existed. */
  confirmBy?: string;
  /** The client that placed it, as a key that names no one: its email takes turns with other senders'. */
  origin?: string;
}

/**
 * payment.instructions-issued: the couple chose a channel at Midtrans and the shop learned how to
 * pay it (a virtual account number, a store's payment code, a QR image) and until when.
 */
export interface PaymentInstructionsData {
  orderId: string;
  amount: number;
  paymentType: string;
  vaNumbers: { bank: string; va_number: string }[];
  store: string | null;
  paymentCode: string | null;
  qrUrl: string | null;
  expiresAt: string | null;
  customer: CustomerInput;
  version: number;
}

/** order.completed: the admin finished the invitation and set where it lives. */
export interface OrderCompletedData {
  orderId: string;
  clientUrl: string;
  completedAt: string;
  customer: CustomerInput;
}

export const PAYMENT_HISTORY_MAX_PAGE = 1000;

/**
 * One page of payments, oldest first, each as its payment.created event followed by the event of
 * its final status (settled, expired or failed) when it has one. `next` is null on the last page.
 */
export interface PaymentHistoryPage {
  events: EventEnvelope[];
  payments: number;
  next: PaymentHistoryCursor | null;
}

/** POST /api/orders/track and /api/orders/receipt: the order id and the phone used at checkout. */
export const orderLookupSchema = z.object({
  order_id: orderIdSchema,
  phone: customerSchema.shape.phone,
});
export type OrderLookupInput = z.output<typeof orderLookupSchema>;

/**
 * POST /api/transactions/pending-transactions: the look-up in a body, so the order id stays out of
 * addresses and logs, with what proves the order is the caller's (the WhatsApp number used at
 * checkout, or the secret create-order-id gave this browser). Only then does the answer carry the
 * Snap page's token, which opens the customer's name, email and phone at Snap.
 */
export const paymentLookupSchema = z.object({
  order_id: orderIdSchema,
  phone: customerSchema.shape.phone.optional(),
  order_secret: orderSecretSchema.optional(),
});
export type PaymentLookupInput = z.output<typeof paymentLookupSchema>;

export const ORDER_LOOKUP_NOT_FOUND =
  'Pesanan tidak ditemukan. Periksa kembali Order ID dan nomor WhatsApp yang Anda gunakan saat memesan.';
/** The couple's new transfer proof, sent from the tracking page (POST /api/orders/proof). */
export const NEW_PROOF_MESSAGES = {
  /** Online payments have no transfer proof; a paid or closed payment needs none. */
  notAccepted: 'Bukti transfer tidak diperlukan lagi untuk pesanan ini.',
  empty: 'Harap pilih foto bukti transfer terlebih dahulu.',
} as const;

/** Whether a manual payment in this state takes a new transfer proof from its couple. */
export function takesNewProof(paymentType: string | null, status: string): boolean {
  return paymentType === MANUAL_PAYMENT_TYPE && (status === 'pending' || status === 'rejected');
}

export const RECEIPT_NOT_READY = 'Kwitansi tersedia setelah pembayaran pesanan ini kami terima.';

/** The promise made for an order, once its data is complete (promised-date.ts). */
export const orderPromiseSchema = z.object({
  speed: z.enum(ORDER_SPEEDS),
  due_at: z.string(),
  earliest_at: z.string().nullable(),
}) satisfies z.ZodType<OrderPromise>;

/** What a customer may see of their order: the payment, the work on the invitation, its link. */
export const orderTrackingSchema = z.object({
  order_id: z.string(),
  created_at: z.string(),
  amount: rupiahSchema,
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_type: nullableText,
  paid_at: nullableText,
  /** The work on the invitation, once paid: pending, in_progress or completed; null before. */
  work_status: z.enum(['pending', 'in_progress', 'completed']).nullable(),
  /** The work is held (money went back, a proof was rejected). */
  on_hold: z.boolean(),
  /** The invitation's address, once the shop has set it. */
  invitation_url: nullableText,
  /** A receipt can be shown (the money was received and kept, at least in part). */
  receipt_available: z.boolean(),
  /** When the couple sent their invitation's data ("Kirim Data"); null before. */
  data_submitted_at: nullableText,
  /** The date the invitation is promised for, once the data is sent. */
  promise: orderPromiseSchema.nullable(),
  /** The promise has passed and the invitation is not finished. */
  late: z.boolean(),
  /**
   * A manual payment's transfer proof: whether a picture came with it (null when the shop does not
   * know, for a payment confirmed before it kept this) and why an admin rejected it. Null for online
   * payments.
   */
  proof: z.object({ attached: z.boolean().nullable(), rejection_reason: nullableText }).nullable(),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

export const receiptLineSchema = z.object({
  name: z.string(),
  design_name: nullableText,
  price: rupiahSchema,
  quantity: z.number().int(),
  total: rupiahSchema,
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

/** A paid order's receipt (kwitansi). */
export const orderReceiptSchema = z.object({
  order_id: z.string(),
  created_at: z.string(),
  paid_at: z.string(),
  payment_type: nullableText,
  customer_name: z.string(),
  lines: z.array(receiptLineSchema),
  subtotal: rupiahSchema,
  discount: rupiahSchema,
  referral_code: nullableText,
  total: rupiahSchema,
  refunded_amount: rupiahSchema,
});
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;
