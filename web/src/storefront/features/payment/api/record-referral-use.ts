import { apiClient } from '@/shared/api/api-client';

/** Counts the referral code against this order (POST /api/referral/use). */
export async function recordReferralUse(code: string, orderId: string, totalPrice: number): Promise<void> {
  await apiClient.post('/referral/use', { code, order_id: orderId, total_price: totalPrice });
}
