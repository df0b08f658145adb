import { apiClient } from '../../../../shared/api/api-client';

export async function createOrderId(): Promise<string> {
  const { data } = await apiClient.post<{ orderId?: unknown }>('/orders/create-order-id');
  if (typeof data?.orderId !== 'string' || data.orderId === '') throw new Error('No order id in the answer');
  return data.orderId;
}
