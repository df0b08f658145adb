import { apiClient } from '@/shared/api/api-client';

/** Whether the order's referral code was already counted. */
export async function isReferralProcessed(orderId: string): Promise<boolean> {
  const { data } = await apiClient.get<{ exists?: unknown }>('/referral/check', {
    params: { order_id: orderId },
  });
  return data?.exists === true;
}
