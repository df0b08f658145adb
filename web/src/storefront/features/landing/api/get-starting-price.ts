import { queryOptions } from '@tanstack/react-query';
import type { Package } from '@undangan/contracts';
import { CATALOGUE_FRESH_MS } from '@/shared/api/query-client';
import { fetchApiJson } from '@/shared/api/fetch-api-json';

/**
 * The lowest price a couple can order at: the cheapest package above Rp 0 of GET /api/details/data
 * (the base-features package costs nothing and is not sold alone). Null when none has a price.
 */
export async function getStartingPrice(signal?: AbortSignal): Promise<number | null> {
  const data = await fetchApiJson('/details/data', { signal });
  if (!Array.isArray(data)) throw new Error('Unexpected packages answer');
  const prices = (data as Package[]).map((p) => p.price).filter((price) => price > 0);
  return prices.length > 0 ? Math.min(...prices) : null;
}

export const startingPriceQuery = queryOptions({
  queryKey: ['starting-price'],
  queryFn: ({ signal }) => getStartingPrice(signal),
  staleTime: CATALOGUE_FRESH_MS,
});
