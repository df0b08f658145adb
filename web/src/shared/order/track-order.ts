import type { OrderTracking } from '@undangan/contracts';
import { postForOrder } from './lookup-request';

/** POST /api/orders/track: the order's payment and work, for the phone it was ordered with. */
export function trackOrder(orderId: string, phone: string, signal?: AbortSignal) {
  return postForOrder<OrderTracking>('/orders/track', orderId, phone, signal);
}
