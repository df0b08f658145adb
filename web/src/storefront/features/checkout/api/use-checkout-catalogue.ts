import { useQuery } from '@tanstack/react-query';
import type { Design } from '@undangan/contracts';
import { designsQuery } from '@/storefront/components/design-gallery/get-designs';
import { checkoutKeys } from './checkout-catalogue';
import { getPackageDesigns } from './get-package-designs';

/** The designs offered with a package; nothing asked before a package is chosen. */
export const usePackageDesigns = (packageId: string) =>
  useQuery({
    queryKey: checkoutKeys.packageDesigns(packageId),
    queryFn: ({ signal }) => getPackageDesigns(Number(packageId), signal),
    enabled: packageId !== '',
  });

const categoriesById = (designs: Design[]) => new Map(designs.map((design) => [design.id, design.category]));

/** Each design's category (wedding, birthday...), by design id, from the gallery's list (the same query). */
export const useDesignCategories = () => useQuery({ ...designsQuery, select: categoriesById });
