import { apiClient } from '../../../../shared/api/api-client';

export interface VaNumber {
  bank: string;
  va_number: string;
}

/** A transaction as the customer lookup returns it (SPEC section 3). */
export interface PendingTransaction {
  transaction_status: string;
  gross_amount: number | string;
  expiry_time?: string | null;
  payment_type?: string | null;
  store?: string | null;
  payment_code?: string | null;
  va_numbers?: VaNumber[] | null;
  qr_images?: { standard?: string | null; shopeepay?: string | null } | null;
}

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
