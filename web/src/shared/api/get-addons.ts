import { queryOptions } from '@tanstack/react-query';
import type { Addon } from '@undangan/contracts';
import { CATALOGUE_FRESH_MS } from './query-client';
import { readCatalogue } from './read-catalogue';

export async function getAddons(signal?: AbortSignal): Promise<Addon[]> {
  const data = await readCatalogue('/addons', signal);
  if (!Array.isArray(data)) throw new Error('Unexpected add-ons answer');
  return [...(data as Addon[])].sort((a, b) => a.id - b.id);
}

/** The add-ons on their own, for the cart's rules (what a package includes, the turnarounds). */
export const addonsQuery = queryOptions({
  queryKey: ['catalogue', 'addons'] as const,
  queryFn: ({ signal }) => getAddons(signal),
  staleTime: CATALOGUE_FRESH_MS,
});
