import type { OrderReceipt, PaymentLookupResult } from '@undangan/contracts';
import { apiClient } from '@/shared/api/api-client';
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

/**
 * The bank of the order's virtual account (bca, bni...), which the receipt does not carry: read from
 * the order's payment, asked with the same order id and phone. Null when there is none or it fails.
 */
export const usePaymentBank = (lookup: { orderId: string; phone: string } | null) =>
  useQuery({
    queryKey: ['payment-bank', lookup?.orderId ?? '', lookup?.phone ?? ''],
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.post<{ transactions?: PaymentLookupResult[] }>(
        '/transactions/pending-transactions',
        { order_id: lookup?.orderId, phone: lookup?.phone },
        { signal },
      );
      return data.transactions?.[0]?.va_numbers[0]?.bank ?? null;
    },
    enabled: lookup !== null,
    retry: false,
  });
