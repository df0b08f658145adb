import type { Addon } from '@undangan/contracts';
import { catalogueClient } from '@/shared/api/catalogue-client';

export async function getAddons(signal?: AbortSignal): Promise<Addon[]> {
  const { data } = await catalogueClient.get<Addon[]>('/addons', { signal });
  if (!Array.isArray(data)) throw new Error('Unexpected add-ons answer');
  return [...data].sort((a, b) => a.id - b.id);
}
