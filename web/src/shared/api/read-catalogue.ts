import { env } from '@/shared/config/env';
import { fetchApiJson } from './fetch-api-json';

/**
 * The checkout's catalogue reads: PRODUCT.md section 7 gives them their own base address
 * (VITE_CATALOGUE_API_BASE, the gateway's /api/catalogue by default) and a 10 s limit (section 9).
 */
export function readCatalogue(path: string, signal?: AbortSignal): Promise<unknown> {
  return fetchApiJson(path, { signal, base: env.catalogueApiBase, timeoutMs: 10_000 });
}
