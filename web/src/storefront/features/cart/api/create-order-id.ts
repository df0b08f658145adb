import type { CreateOrderIdResult } from '@undangan/contracts';
import { apiClient } from '@/shared/api/api-client';
import { STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { readText } from '@/shared/storage/storage';

/** A new order id and the secret that goes with it (kept by this browser only). */
export async function createOrderId(): Promise<CreateOrderIdResult> {
  const { data } = await apiClient.post<Partial<CreateOrderIdResult>>('/orders/create-order-id');
  if (typeof data?.orderId !== 'string' || data.orderId === '') throw new Error('No order id in the answer');
  if (typeof data.orderSecret !== 'string' || data.orderSecret === '')
    throw new Error('No order secret in the answer');
  return { orderId: data.orderId, orderSecret: data.orderSecret };
}

/**
 * The manual order this browser was issued and has not confirmed yet (its secret is forgotten
 * once the confirmation is sent), or null.
 */
export function openManualOrder(): CreateOrderIdResult | null {
  const orderId = readText(STORAGE_KEYS.orderId);
  const orderSecret = readText(STORAGE_KEYS.orderSecret);
  return orderId && orderSecret ? { orderId, orderSecret } : null;
}
