import { z } from 'zod';
import { ORDER_SPEEDS, type OrderPromise } from './promised-date';
import { nullableText } from './validation';
import { orderIdSchema } from './order-id';
import { rupiahSchema } from './money-schema';
import { CustomerInput, customerSchema } from './customer';
import { PAYMENT_STATUSES } from './payments';

/*
 * What a couple sees of their order once it is theirs: its tracking (the payment, the work on the
 * invitation, its promise) and its receipt, looked up by order id and phone; and the event of the
 * invitation finished.
 */

/** POST /api/orders/track and /api/orders/receipt: the order id and the phone used at checkout. */
export const orderLookupSchema = z.object({
  order_id: orderIdSchema,
  phone: customerSchema.shape.phone,
});
export type OrderLookupInput = z.output<typeof orderLookupSchema>;

export const ORDER_LOOKUP_NOT_FOUND =
  'Pesanan tidak ditemukan. Periksa kembali Order ID dan nomor WhatsApp yang Anda gunakan saat memesan.';

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

/** order.completed: the admin finished the invitation and set where it lives. */
export interface OrderCompletedData {
  orderId: string;
  clientUrl: string;
  completedAt: string;
  customer: CustomerInput;
}
