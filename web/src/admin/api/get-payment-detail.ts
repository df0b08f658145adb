import type { AdminPaymentDetail } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

/** A payment's whole story (items, discount, channel, timeline, order): the transactions drawer and the proof page read it. */
export async function getPaymentDetail(orderId: string): Promise<AdminPaymentDetail> {
  const { data } = await adminApi.get<AdminPaymentDetail>('/transactions/detail', {
    params: { order_id: orderId },
  });
  return data;
}
