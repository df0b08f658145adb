import { useQuery } from '@tanstack/react-query';
import type { AdminPaymentDetail } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

export const paymentDetailKey = (orderId: string) => ['payment-detail', orderId] as const;

/** A payment's whole story (items, discount, channel, timeline, order): the payments drawer and the proof page read it. */
export async function getPaymentDetail(orderId: string, signal?: AbortSignal): Promise<AdminPaymentDetail> {
  const { data } = await adminApi.get<AdminPaymentDetail>('/transactions/detail', {
    params: { order_id: orderId },
    signal,
  });
  return data;
}

export const usePaymentDetail = (orderId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: paymentDetailKey(orderId),
    queryFn: ({ signal }) => getPaymentDetail(orderId, signal),
    enabled,
  });
