import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/shared/config/paths';
import { designsQuery } from '@/storefront/components/design-gallery/get-designs';
import { checkoutCatalogueQuery } from '@/storefront/features/checkout/api/checkout-catalogue';
import { pricelistQuery } from '@/storefront/features/details/api/get-pricelist';
import { startingPriceQuery } from '@/storefront/features/landing/api/get-starting-price';

type FirstRead = (client: QueryClient) => Promise<void>;

/**
 * What the first screen of a page opened by its address shows: the requests its head preloads
 * (web/build/route-preloads.ts, FIRST_PAGES), as the page's own queries.
 */
const FIRST_READS: Record<string, readonly FirstRead[]> = {
  // The hero's design and starting price.
  [paths.landing]: [
    (client) => client.prefetchQuery(designsQuery),
    (client) => client.prefetchQuery(startingPriceQuery),
  ],
  [paths.details]: [(client) => client.prefetchQuery(pricelistQuery)],
  [paths.checkout]: [(client) => client.prefetchQuery(checkoutCatalogueQuery)],
};

/**
 * The first screen's reads, started as the app starts, before React first renders: the page's
 * chunk then finds its answers in the cache (taken from the preloads) and shows them in its first
 * render, instead of asking only once it has loaded and showing them a render later.
 */
export function startFirstReads(client: QueryClient, pathname: string): void {
  for (const read of FIRST_READS[pathname] ?? []) void read(client);
}
