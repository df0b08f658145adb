import { apiClient } from '@/shared/api/api-client';
import { errorCode, errorStatus, serverMessage } from '@/shared/api/server-message';

/** What a call about the customer's own order answered: the value, or the server's reason in their words. */
export type LookupAnswer<T> =
  { ok: true; value: T } | { ok: false; status: number | null; code: string | null; message: string | null };

/**
 * Runs one call about an order and gives its answer as a value: an expected refusal (a wrong
 * phone, an unpaid order, a newer version elsewhere) is something the page shows, not an exception.
 * A cancelled call still throws, so a page that left does not act on it.
 */
export async function answerOf<T>(
  what: string,
  request: () => Promise<{ data: T }>,
  signal?: AbortSignal,
): Promise<LookupAnswer<T>> {
  try {
    const { data } = await request();
    return { ok: true, value: data };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(`${what} failed`, error);
    return {
      ok: false,
      status: errorStatus(error),
      code: errorCode(error),
      message: serverMessage(error),
    };
  }
}

/** POSTs the order id and the phone it was ordered with (in the body, never the address) to `path`. */
export function postForOrder<T>(
  path: string,
  orderId: string,
  phone: string,
  signal?: AbortSignal,
): Promise<LookupAnswer<T>> {
  return answerOf(path, () => apiClient.post<T>(path, { order_id: orderId, phone }, { signal }), signal);
}
