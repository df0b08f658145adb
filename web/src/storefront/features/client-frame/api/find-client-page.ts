import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';

const CLIENT_ID = /^[A-Za-z0-9_-]{1,100}$/;
// Only web addresses may be framed: a javascript: address would run inside the shop's own origin.
const FRAMEABLE = /^(https?:\/\/|\/(?!\/))/i;

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
 * Whether an address is this very page: a published invitation's own address, framed while its
 * page cannot be served (on hold, or the invitations service away), would load the shop inside
 * itself, again and again.
 */
function framesItself(url: string, clientId: string): boolean {
  const target = new URL(url, window.location.href);
  return target.origin === window.location.origin && target.pathname === `/${clientId}`;
}

/**
 * The page to frame for a client: the address set on its order (an invitation made outside the
 * shop); null when there is none, or when it is this very address.
 */
export async function findClientPage(clientId: string, signal?: AbortSignal): Promise<string | null> {
  if (!CLIENT_ID.test(clientId)) return null;
  const url = await lookUpClientUrl(clientId, signal);
  return url && !framesItself(url, clientId) ? url : null;
}

export const clientPageKey = (clientId: string) => ['client-page', clientId] as const;

/** The page to frame for the client (data null: none), checked once per client id. */
export const useClientPage = (clientId: string) =>
  useQuery({ queryKey: clientPageKey(clientId), queryFn: ({ signal }) => findClientPage(clientId, signal) });
