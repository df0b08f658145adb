import { queryOptions } from '@tanstack/react-query';
import type { Design } from '@undangan/contracts';
import { CATALOGUE_FRESH_MS } from '@/shared/api/query-client';
import { fetchApiJson } from '@/shared/api/fetch-api-json';

const designsKey = ['designs'] as const;

/** Every design of the gallery (GET /api/designs/all); the checkout reads their categories from it. */
export async function getDesigns(signal?: AbortSignal): Promise<Design[]> {
  const data = await fetchApiJson('/designs/all', { signal });
  return Array.isArray(data) ? (data as Design[]) : [];
}

export const designsQuery = queryOptions({
  queryKey: designsKey,
  queryFn: ({ signal }) => getDesigns(signal),
  staleTime: CATALOGUE_FRESH_MS,
});
