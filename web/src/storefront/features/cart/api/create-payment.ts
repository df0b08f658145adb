import type { CartItem } from '@/shared/cart/cart';
import type { CustomerDetails } from '@/shared/customer/customer-details';
import { apiClient } from '@/shared/api/api-client';

export interface CreatePaymentInput {
  cartItems: CartItem[];
  /** What the browser shows as payable; the server prices the cart itself. */
  totalHarga: number;
  discountAmount: number;
  referralCode: string;
  customerDetails: CustomerDetails;
}

export async function createPayment(input: CreatePaymentInput): Promise<{ token: string; orderId: string }> {
  const { data } = await apiClient.post<{ token?: unknown; order_id?: unknown }>(
    '/orders/create-transaction',
    input,
  );
  if (typeof data?.token !== 'string' || data.token === '' || typeof data.order_id !== 'string') {
    throw new Error('No payment token in the answer');
  }
  return { token: data.token, orderId: data.order_id };
}
