import type { Addon } from '@undangan/contracts';
import { apiClient, catalogueRequest } from '@/shared/api/api-client';

export async function getAddons(signal?: AbortSignal): Promise<Addon[]> {
  const { data } = await apiClient.get<Addon[]>('/addons', { ...catalogueRequest, signal });
  if (!Array.isArray(data)) throw new Error('Unexpected add-ons answer');
  return [...data].sort((a, b) => a.id - b.id);
}
