import { z } from 'zod';
import type { SettledItem } from './events';
import { nullableText } from './validation';
import { orderIdSchema, orderSecretSchema } from './order-id';
import { rupiahSchema } from './money-schema';
import { cartSchema } from './cart';
import { CustomerInput, customerSchema } from './customer';
import { optionalReferral } from './referral-codes';

/*
 * Payments: their states, the online checkout that starts one, the customer's look-up of an
 * order's payment, the events a payment's life sends, and its history for reporting.
 */

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

/** POST /api/orders/create-transaction. totalHarga and discountAmount are display values, never charged. */
export const createPaymentSchema = z.object({
  cartItems: cartSchema,
  customerDetails: customerSchema,
  referralCode: optionalReferral,
  totalHarga: z.unknown().optional(),
  discountAmount: z.unknown().optional(),
});
export type CreatePaymentInput = z.output<typeof createPaymentSchema>;

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

export const PAYMENT_HISTORY_MAX_PAGE = 1000;
