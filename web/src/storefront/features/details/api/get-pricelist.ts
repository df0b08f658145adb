import { queryOptions } from '@tanstack/react-query';
import type { Addon, Package } from '@undangan/contracts';
import { CATALOGUE_FRESH_MS } from '@/shared/api/query-client';
import { fetchApiJson } from '@/shared/api/fetch-api-json';

export interface Pricelist {
  packages: Package[];
  addons: Addon[];
}

export const pricelistKey = ['pricelist'] as const;

/** Packages (GET /api/details/data) and add-ons (GET /api/addons), the latter sorted by id. */
export async function getPricelist(signal?: AbortSignal): Promise<Pricelist> {
  const [packages, addons] = await Promise.all([
    fetchApiJson('/details/data', { signal }),
    fetchApiJson('/addons', { signal }),
  ]);
  if (!Array.isArray(packages) || !Array.isArray(addons)) throw new Error('Unexpected pricelist answer');
  return {
    packages: [...(packages as Package[])].sort((a, b) => a.id - b.id),
    addons: [...(addons as Addon[])].sort((a, b) => a.id - b.id),
  };
}

export const pricelistQuery = queryOptions({
  queryKey: pricelistKey,
  queryFn: ({ signal }) => getPricelist(signal),
  staleTime: CATALOGUE_FRESH_MS,
});
