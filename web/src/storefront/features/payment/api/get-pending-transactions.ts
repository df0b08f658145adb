import type { TransactionLookup } from '@undangan/contracts';
import { apiClient } from '@/shared/api/api-client';

/** A transaction as the customer lookup returns it (SPEC section 3). */
export type PendingTransaction = TransactionLookup;

/** The order's transactions; none (an empty list) when the shop has no payment for the order. */
export async function getPendingTransactions(
  orderId: string,
  signal?: AbortSignal,
): Promise<PendingTransaction[]> {
  const { status, data } = await apiClient.get<{ transactions?: unknown }>(
    '/transactions/pending-transactions',
    {
      params: { order_id: orderId },
      signal,
      // The server answers 404 for an order without a payment: that is an answer, not a failure.
      validateStatus: (code) => code === 200 || code === 404,
    },
  );
  if (status === 404) return [];
  if (!Array.isArray(data?.transactions)) throw new Error('Unexpected transactions answer');
  return data.transactions as PendingTransaction[];
}
