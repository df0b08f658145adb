import { apiClient } from '@/shared/api/api-client';

/**
 * Tells the shop the customer closed the popup without paying (PRODUCT.md section 4). Closed is not
 * cancelled: the payment stays payable on its Snap page until the provider's own expiry. The route
 * keeps the specification's name, delete-payment-online, though nothing is deleted.
 */
export async function notePopupClosed(orderId: string): Promise<void> {
  await apiClient.post('/orders/delete-payment-online', { order_id: orderId });
}
