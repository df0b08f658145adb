import type { OrderReceipt } from '@undangan/contracts';
import { useQuery } from '@tanstack/react-query';
import { postForOrder } from '@/shared/order/lookup-request';

/** POST /api/orders/receipt: the paid order's receipt (409 before the money is received). */
export function getReceipt(orderId: string, phone: string, signal?: AbortSignal) {
  return postForOrder<OrderReceipt>('/orders/receipt', orderId, phone, signal);
}

/** The receipt of the order this tab looked up; its answer (ok or the server's reason) is the data. */
export const useReceipt = (lookup: { orderId: string; phone: string } | null) =>
  useQuery({
    queryKey: ['receipt', lookup?.orderId ?? '', lookup?.phone ?? ''],
    queryFn: ({ signal }) => getReceipt(lookup?.orderId ?? '', lookup?.phone ?? '', signal),
    enabled: lookup !== null,
  });
