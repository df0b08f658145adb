import type { Design } from '@undangan/contracts';
import { checkoutFor } from '@/shared/config/paths';

/**
 * /checkout with this design and the package it is ordered with: the lowest package it is allowed
 * with (its own gallery tier); the customer can still pick a higher one there.
 */
export function orderLinkOf(design: Pick<Design, 'id' | 'package_allowed'>): string {
  const allowed = design.package_allowed.filter((id) => Number.isSafeInteger(id));
  return checkoutFor(allowed.length > 0 ? Math.min(...allowed) : null, design.id);
}
