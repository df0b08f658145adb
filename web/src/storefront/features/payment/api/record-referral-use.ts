import { apiClient } from '@/shared/api/api-client';

/**
 * Counts the referral code against this order (POST /api/referral/use), with the secret this
 * browser was given with the order id: the shop takes the code only from the browser that ordered.
 */
export async function recordReferralUse(
  code: string,
  orderId: string,
  orderSecret: string | null,
  totalPrice: number,
): Promise<void> {
  await apiClient.post('/referral/use', {
    code,
    order_id: orderId,
    ...(orderSecret ? { order_secret: orderSecret } : {}),
    total_price: totalPrice,
  });
}
