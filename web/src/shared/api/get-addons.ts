import type { Addon } from '@undangan/contracts';
import { readCatalogue } from '@/shared/api/read-catalogue';

export async function getAddons(signal?: AbortSignal): Promise<Addon[]> {
  const data = await readCatalogue('/addons', signal);
  if (!Array.isArray(data)) throw new Error('Unexpected add-ons answer');
  return [...(data as Addon[])].sort((a, b) => a.id - b.id);
}
