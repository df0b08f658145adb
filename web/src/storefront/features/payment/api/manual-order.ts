import type { ManualOrder } from '@undangan/contracts';
import { apiClient } from '@/shared/api/api-client';
import type { CartItem } from '@/shared/cart/cart';
import type { CustomerDetails } from '@/shared/customer/customer-details';

/**
 * Tells the shop what this manual order is, so the couple gets the transfer details by email with
 * a link to confirm from any device. The same order placed again changes nothing.
 */
export async function placeManualOrder(input: {
  orderId: string;
  orderSecret: string;
  items: CartItem[];
  customer: CustomerDetails;
  referralCode: string | null;
}): Promise<ManualOrder> {
  const { data } = await apiClient.post<ManualOrder>('/orders/place-manual', {
    order_id: input.orderId,
    order_secret: input.orderSecret,
    cartItems: input.items,
    customerDetails: input.customer,
    referralCode: input.referralCode ?? '',
  });
  return data;
}

/** The order behind an email's confirmation link, opened with the secret the link carries. */
export async function openManualOrder(orderId: string, orderSecret: string): Promise<ManualOrder> {
  const { data } = await apiClient.post<ManualOrder>('/orders/manual-order', {
    order_id: orderId,
    order_secret: orderSecret,
  });
  return data;
}
