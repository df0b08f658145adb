import { queryOptions } from '@tanstack/react-query';
import { BASE_FEATURES_PACKAGE_ID } from '@undangan/contracts';
import { CATALOGUE_FRESH_MS } from '@/shared/api/query-client';
import { getAddons } from '@/shared/api/get-addons';
import { getPackages } from './get-packages';

export const checkoutKeys = {
  catalogue: ['checkout', 'catalogue'] as const,
  packageDesigns: (packageId: string) => ['checkout', 'package-designs', packageId] as const,
};

/** The packages that can be ordered (all but the base features) and the add-ons. */
export const checkoutCatalogueQuery = queryOptions({
  queryKey: checkoutKeys.catalogue,
  queryFn: async ({ signal }) => {
    const [packages, addons] = await Promise.all([getPackages(signal), getAddons(signal)]);
    return { packages: packages.filter((p) => p.id !== BASE_FEATURES_PACKAGE_ID), addons };
  },
  staleTime: CATALOGUE_FRESH_MS,
});
