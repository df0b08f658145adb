import { z } from 'zod';
import type { SettledItem } from './events';
import { requiredText } from './validation';
import { orderIdSchema, orderSecretSchema } from './order-id';
import { rupiahSchema } from './money-schema';
import { cartSchema } from './cart';
import { CustomerInput, customerSchema } from './customer';
import { optionalReferral } from './referral-codes';
import { MANUAL_PAYMENT_TYPE } from './payments';

/*
 * Manual transfers: the order its page places for the couple's email, the order behind the
 * email's link, the confirmation with its proof, and a new proof from the tracking page.
 */

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
