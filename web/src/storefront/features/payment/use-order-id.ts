import { useSearchParams } from 'react-router-dom';
import { isOrderId } from '@undangan/contracts';
import type { StorageKey } from '../../../shared/storage/storage-keys';
import { readText } from '../../../shared/storage/storage';

/**
 * The order id from the address (order_id), else the one kept in storage under `fallbackKey`.
 * Only a well-formed id counts: the pages show it and put it in a chat message, so a crafted link
 * cannot make them say anything else.
 */
export function useOrderId(fallbackKey: StorageKey): string | null {
  const [params] = useSearchParams();
  const candidates = [params.get('order_id')?.trim(), readText(fallbackKey)];
  return candidates.find((id): id is string => isOrderId(id)) ?? null;
}
