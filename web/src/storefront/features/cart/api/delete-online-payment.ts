import { apiClient } from '../../../../shared/api/api-client';

/** Drops the online payment record of a popup the customer closed without paying. */
export async function deleteOnlinePayment(orderId: string): Promise<void> {
  await apiClient.post('/orders/delete-payment-online', { order_id: orderId });
}
