import { apiClient } from '@/shared/api/api-client';

/**
 * Tells the shop the customer closed the popup without paying (PRODUCT.md section 4). Closed is not
 * cancelled: the payment stays payable on its Snap page until the provider's own expiry.
 */
export async function deleteOnlinePayment(orderId: string): Promise<void> {
  await apiClient.post('/orders/delete-payment-online', { order_id: orderId });
}
