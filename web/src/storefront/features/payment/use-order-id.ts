import { useSearchParams } from 'react-router-dom';
import type { StorageKey } from '@/shared/storage/storage-keys';
import { orderIdFromFragment } from '@/shared/order/order-fragment';
import { readText } from '@/shared/storage/storage';

/**
 * The order id from the address (order_id, or an email link's #order), else the one kept in
 * storage under `fallbackKey`.
 */
export function useOrderId(fallbackKey: StorageKey): string | null {
  const [params] = useSearchParams();
  const fromQuery = params.get('order_id')?.trim();
  return fromQuery || orderIdFromFragment() || readText(fallbackKey) || null;
}
