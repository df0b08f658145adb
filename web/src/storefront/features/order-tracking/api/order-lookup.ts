import type { OrderReceipt, OrderTracking } from '@undangan/contracts';
import { useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { apiClient } from '@/shared/api/api-client';
import { serverMessage } from '@/shared/api/server-message';

/** What a lookup answered: the order, or the server's reason in the customer's words. */
export type LookupAnswer<T> =
  { ok: true; value: T } | { ok: false; status: number | null; message: string | null };

async function post<T>(
  path: string,
  orderId: string,
  phone: string,
  signal?: AbortSignal,
): Promise<LookupAnswer<T>> {
  try {
    const { data } = await apiClient.post<T>(path, { order_id: orderId, phone }, { signal });
    return { ok: true, value: data };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(`${path} failed`, error);
    return {
      ok: false,
      status: isAxiosError(error) ? (error.response?.status ?? null) : null,
      message: serverMessage(error),
    };
  }
}

/** POST /api/orders/track: the order's payment and work, for the phone it was ordered with. */
export function trackOrder(orderId: string, phone: string, signal?: AbortSignal) {
  return post<OrderTracking>('/orders/track', orderId, phone, signal);
}

/** POST /api/orders/receipt: the paid order's receipt (409 before the money is received). */
export function getReceipt(orderId: string, phone: string, signal?: AbortSignal) {
  return post<OrderReceipt>('/orders/receipt', orderId, phone, signal);
}

/** The receipt of the order this tab looked up; its answer (ok or the server's reason) is the data. */
export const useReceipt = (lookup: { orderId: string; phone: string } | null) =>
  useQuery({
    queryKey: ['receipt', lookup?.orderId ?? '', lookup?.phone ?? ''],
    queryFn: ({ signal }) => getReceipt(lookup?.orderId ?? '', lookup?.phone ?? '', signal),
    enabled: lookup !== null,
  });
