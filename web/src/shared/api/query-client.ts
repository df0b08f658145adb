import { QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * How long a catalogue read (designs, packages, add-ons) is taken as it is. A page mounts just after
 * the same read was answered: the first screen's reads start with the app (storefront/app/
 * first-reads.ts), the hero and its gallery read the designs a second apart; none asks again (a
 * request, a parse and a render on a phone still busy with the first screen). A price shown is
 * never charged: the server prices every order itself.
 */
export const CATALOGUE_FRESH_MS = 30_000;

/** A refusal (4xx) says the same the second time: only a lost connection or a 5xx is worth one more try. */
function worthRetrying(error: unknown): boolean {
  // Read as axios shapes its errors (and shared/api/fetch-api-json.ts too), without importing axios:
  // the landing page does not load it.
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status !== 'number' || status >= 500;
}

/**
 * The one QueryClient of an app (the storefront and the admin each make theirs at their root).
 * A read is tried at most twice, a write once; nothing is read again because the window got the
 * focus back: the pages say themselves when their figures change (a save invalidates its keys).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A failed read is logged once, whichever page asked; the page shows its own text.
    queryCache: new QueryCache({
      onError: (error, query) => console.error('Read failed', query.queryKey, error),
    }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && worthRetrying(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
