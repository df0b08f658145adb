import { useQuery } from '@tanstack/react-query';
import { BASE_FEATURES_PACKAGE_ID, type Design } from '@undangan/contracts';
import { designsKey, getDesigns } from '@/storefront/components/design-gallery/get-designs';
import { getAddons } from './get-addons';
import { getPackageDesigns } from './get-package-designs';
import { getPackages } from './get-packages';

export const checkoutKeys = {
  catalogue: ['checkout', 'catalogue'] as const,
  packageDesigns: (packageId: string) => ['checkout', 'package-designs', packageId] as const,
};

/** The packages that can be ordered (all but the base features) and the add-ons. */
export const useCheckoutCatalogue = () =>
  useQuery({
    queryKey: checkoutKeys.catalogue,
    queryFn: async ({ signal }) => {
      const [packages, addons] = await Promise.all([getPackages(signal), getAddons(signal)]);
      return { packages: packages.filter((p) => p.id !== BASE_FEATURES_PACKAGE_ID), addons };
    },
  });

/** The designs offered with a package; nothing asked before a package is chosen. */
export const usePackageDesigns = (packageId: string) =>
  useQuery({
    queryKey: checkoutKeys.packageDesigns(packageId),
    queryFn: ({ signal }) => getPackageDesigns(Number(packageId), signal),
    enabled: packageId !== '',
  });

const categoriesById = (designs: Design[]) => new Map(designs.map((design) => [design.id, design.category]));

/** Each design's category (wedding, birthday...), by design id, from the gallery's list (the same query). */
export const useDesignCategories = () =>
  useQuery({ queryKey: designsKey, queryFn: ({ signal }) => getDesigns(signal), select: categoriesById });
