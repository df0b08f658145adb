import type { Package } from '@undangan/contracts';
import { catalogueClient } from '@/shared/api/catalogue-client';

export async function getPackages(signal?: AbortSignal): Promise<Package[]> {
  const { data } = await catalogueClient.get<Package[]>('/packages', { signal });
  if (!Array.isArray(data)) throw new Error('Unexpected packages answer');
  return data;
}
