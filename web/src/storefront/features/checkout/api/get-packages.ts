import type { Package } from '@undangan/contracts';
import { readCatalogue } from '@/shared/api/read-catalogue';

export async function getPackages(signal?: AbortSignal): Promise<Package[]> {
  const data = await readCatalogue('/packages', signal);
  if (!Array.isArray(data)) throw new Error('Unexpected packages answer');
  return data as Package[];
}
