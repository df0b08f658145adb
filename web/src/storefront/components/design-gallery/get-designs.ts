import { useQuery } from '@tanstack/react-query';
import type { Design } from '@undangan/contracts';
import { readJson } from '@/shared/api/read-json';

export const designsKey = ['designs'] as const;

/** Every design of the gallery (GET /api/designs/all); the checkout reads their categories from it. */
export async function getDesigns(signal?: AbortSignal): Promise<Design[]> {
  const data = await readJson('/designs/all', { signal });
  return Array.isArray(data) ? (data as Design[]) : [];
}

/**
 * How long a read list is taken as it is: the landing page's hero and its gallery mount within a
 * second of each other, and the gallery must not ask again for what the hero has just read (a
 * request, a parse and a render on a phone still busy with the first screen).
 */
const DESIGNS_FRESH_MS = 30_000;

export const useDesigns = () =>
  useQuery({
    queryKey: designsKey,
    queryFn: ({ signal }) => getDesigns(signal),
    staleTime: DESIGNS_FRESH_MS,
  });
