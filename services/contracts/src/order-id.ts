import { z } from 'zod';
import { jakartaWallClock } from './jakarta-time';

/** Order ids: unique, at most 50 characters of [A-Za-z0-9-], e.g. INV-20261122-7K3M9Q. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9-]{1,50}$/;

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function isOrderId(value: unknown): value is string {
  return typeof value === 'string' && ORDER_ID_PATTERN.test(value);
}

/** `random` returns an integer in [0, n); pass a cryptographic source on the server. */
export function makeOrderId(now: Date, random: (n: number) => number, suffixLength = 6): string {
  const day = jakartaWallClock(now).slice(0, 10).replace(/-/g, '');
  let suffix = '';
  for (let i = 0; i < suffixLength; i++) suffix += ALPHABET[random(ALPHABET.length)];
  return `INV-${day}-${suffix}`;
}

export const orderIdSchema = z
  .string({ error: 'Order ID wajib diisi.' })
  .trim()
  .regex(ORDER_ID_PATTERN, { error: 'Order ID tidak valid.' });

/** A body or query that names one order: `{ order_id }`. */
export const orderIdRequestSchema = z.object({ order_id: orderIdSchema });

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
