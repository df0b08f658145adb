import { useQuery } from '@tanstack/react-query';
import type { Design } from '@undangan/contracts';
import { apiClient } from '@/shared/api/api-client';

export const designsKey = ['designs'] as const;

/** Every design of the gallery (GET /api/designs/all); the checkout reads their categories from it. */
export async function getDesigns(signal?: AbortSignal): Promise<Design[]> {
  const { data } = await apiClient.get<unknown>('/designs/all', { signal });
  return Array.isArray(data) ? (data as Design[]) : [];
}

export const useDesigns = () =>
  useQuery({ queryKey: designsKey, queryFn: ({ signal }) => getDesigns(signal) });
