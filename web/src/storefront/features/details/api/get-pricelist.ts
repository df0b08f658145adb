import type { Addon, Package } from '@undangan/contracts';

export interface Pricelist {
  packages: Package[];
  addons: Addon[];
}

/** GET with fetch: the pricelist and the gallery beside it then need no axios (~21 KB gzip). */
async function getList<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(path, { headers: { Accept: 'application/json' }, signal });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Packages (GET /api/details/data) and add-ons (GET /api/addons), the latter sorted by id. */
export async function getPricelist(signal?: AbortSignal): Promise<Pricelist> {
  const [packages, addons] = await Promise.all([
    getList<Package[]>('/api/details/data', signal),
    getList<Addon[]>('/api/addons', signal),
  ]);
  if (!Array.isArray(packages) || !Array.isArray(addons)) throw new Error('Unexpected pricelist answer');
  return {
    packages: [...packages].sort((a, b) => a.id - b.id),
    addons: [...addons].sort((a, b) => a.id - b.id),
  };
}
