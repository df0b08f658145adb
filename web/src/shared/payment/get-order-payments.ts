import type { PaymentLookupResult } from '@undangan/contracts';
import { apiClient } from '@/shared/api/api-client';
import { loadOrderLookup } from '@/shared/order/order-lookup';
import { STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { readText } from '@/shared/storage/storage';

/** A payment as the customer lookup returns it (PRODUCT.md section 3). */
export type OrderPayment = PaymentLookupResult;

/**
 * What this browser holds that proves the order is its own: the WhatsApp number it ordered with
 * (kept in this tab) and the secret it was given with a manual order's id. With either, the
 * answer carries the Snap page to pay on again.
 */
function ownerProof(orderId: string): { phone?: string; order_secret?: string } {
  const lookup = loadOrderLookup();
  const secret = readText(STORAGE_KEYS.orderId) === orderId ? readText(STORAGE_KEYS.orderSecret) : null;
  return {
    ...(lookup?.orderId === orderId ? { phone: lookup.phone } : {}),
    ...(secret ? { order_secret: secret } : {}),
  };
}

/**
 * The order's payments; none (an empty list) when the shop has no payment for the order.
 * Asked in a body (POST), so the order id and the proof stay out of addresses and logs.
 */
export async function getOrderPayments(orderId: string, signal?: AbortSignal): Promise<OrderPayment[]> {
  const { status, data } = await apiClient.post<{ transactions?: unknown }>(
    '/transactions/pending-transactions',
    { order_id: orderId, ...ownerProof(orderId) },
    {
      signal,
      // The server answers 404 for an order without a payment: that is an answer, not a failure.
      validateStatus: (code) => code === 200 || code === 404,
    },
  );
  if (status === 404) return [];
  if (!Array.isArray(data?.transactions)) throw new Error('Unexpected transactions answer');
  return data.transactions as OrderPayment[];
}
