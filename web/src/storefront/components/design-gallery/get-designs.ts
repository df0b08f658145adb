import type { Design } from '@undangan/contracts';

/**
 * The gallery's one request, with fetch rather than the API client: the landing page would
 * otherwise download axios (~21 KB gzip) for this alone.
 */
export async function getDesigns(signal?: AbortSignal): Promise<Design[]> {
  const res = await fetch('/api/designs/all', { headers: { Accept: 'application/json' }, signal });
  if (!res.ok) throw new Error(`GET /api/designs/all answered ${res.status}`);
  const data: unknown = await res.json();
  return Array.isArray(data) ? (data as Design[]) : [];
}
