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

export async function getPendingTransactions(
  orderId: string,
  signal?: AbortSignal,
): Promise<PendingTransaction[]> {
  const { data } = await apiClient.get<unknown>('/transactions/pending-transactions', {
    params: { order_id: orderId },
    signal,
  });
  // The list may come bare or wrapped in an object.
  if (Array.isArray(data)) return data as PendingTransaction[];
  if (typeof data === 'object' && data !== null) {
    const wrapped = (data as Record<string, unknown>).transactions ?? (data as Record<string, unknown>).data;
    if (Array.isArray(wrapped)) return wrapped as PendingTransaction[];
  }
  throw new Error('Unexpected transactions answer');
}
