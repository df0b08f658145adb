import type { CreateOrderIdResult } from '@undangan/contracts';
import { apiClient } from '@/shared/api/api-client';

/** A new order id and the secret that goes with it (kept by this browser only). */
export async function createOrderId(): Promise<CreateOrderIdResult> {
  const { data } = await apiClient.post<Partial<CreateOrderIdResult>>('/orders/create-order-id');
  if (typeof data?.orderId !== 'string' || data.orderId === '') throw new Error('No order id in the answer');
  if (typeof data.orderSecret !== 'string' || data.orderSecret === '')
    throw new Error('No order secret in the answer');
  return { orderId: data.orderId, orderSecret: data.orderSecret };
}
