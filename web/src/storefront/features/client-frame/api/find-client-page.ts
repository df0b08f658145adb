import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';

const CLIENT_ID = /^[A-Za-z0-9_-]{1,100}$/;
// Only web addresses may be framed: a javascript: address would run inside the shop's own origin.
const FRAMEABLE = /^(https?:\/\/|\/(?!\/))/i;

export function generatedPageUrl(clientId: string): string {
  return `/generated/templates/${encodeURIComponent(clientId)}.html`;
}

/** The address an admin set for the client's invitation (GET /api/clients/:id), if any. */
async function lookUpClientUrl(clientId: string, signal?: AbortSignal): Promise<string | null> {
  const response = await apiClient.get<{ client_url?: unknown }>(`/clients/${encodeURIComponent(clientId)}`, {
    signal,
    validateStatus: (status) => status === 200 || status === 404,
  });
  const url = response.status === 200 ? response.data?.client_url : null;
  return typeof url === 'string' && FRAMEABLE.test(url.trim()) ? url.trim() : null;
}

/**
 * Whether a generated invitation page exists. Unknown paths are answered with the shop's own
 * index.html (so deep links load), hence a 200 alone does not prove the page is there.
 */
async function generatedPageExists(clientId: string, signal?: AbortSignal): Promise<boolean> {
  const response = await apiClient.get<string>(generatedPageUrl(clientId), {
    baseURL: '/',
    signal,
    headers: { Accept: 'text/html' },
    responseType: 'text',
    validateStatus: () => true,
  });
  if (response.status < 200 || response.status >= 300) return false;
  return !String(response.data).includes('content="undangan-web"');
}

/**
 * The page to frame for a client: the address set on its order, else the generated page of the
 * same name; null when there is neither.
 */
export async function findClientPage(clientId: string, signal?: AbortSignal): Promise<string | null> {
  if (!CLIENT_ID.test(clientId)) return null;
  let lookupError: unknown = null;
  try {
    const url = await lookUpClientUrl(clientId, signal);
    if (url) return url;
  } catch (error) {
    if (signal?.aborted) throw error;
    lookupError = error;
  }
  if (await generatedPageExists(clientId, signal)) return generatedPageUrl(clientId);
  // Without an answer from the lookup, "not found" would be a guess.
  if (lookupError) throw lookupError;
  return null;
}

export const clientPageKey = (clientId: string) => ['client-page', clientId] as const;

/** The page to frame for the client (data null: none), checked once per client id. */
export const useClientPage = (clientId: string) =>
  useQuery({ queryKey: clientPageKey(clientId), queryFn: ({ signal }) => findClientPage(clientId, signal) });
