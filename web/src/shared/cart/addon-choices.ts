/**
 * The cart's side of the add-on rules the server holds (addon-choices of the contracts): an add-on a
 * package includes is shown as included and never kept beside it, and the order's one turnaround
 * (Normal, Express or One Day) is its own add-on-only line of one, so choosing another replaces
 * it and no quantity multiplies it.
 */
import { isIncludedIn, isTurnaround, type Addon } from '@undangan/contracts';
import type { CartAddon, CartItem } from './cart';

/** The catalogue's add-ons by id, as the rules read them. */
export type AddonCatalogue = ReadonlyMap<number, Addon>;

export const addonCatalogue = (addons: readonly Addon[]): AddonCatalogue =>
  new Map(addons.map((addon) => [addon.id, addon]));

const isTurnaroundId = (catalogue: AddonCatalogue, id: number): boolean => {
  const addon = catalogue.get(id);
  return addon !== undefined && isTurnaround(addon);
};

/** The add-ons the catalogue sells as turnarounds, in the catalogue's order. */
export const turnaroundAddons = (addons: readonly Addon[]): Addon[] => addons.filter(isTurnaround);

/** The add-ons a package already includes. */
export const includedAddons = (addons: readonly Addon[], packageId: number | null): Addon[] =>
  addons.filter((addon) => isIncludedIn(addon, packageId));

/** The line that carries the order's turnaround: one turnaround add-on, nothing else, no revision. */
export const isTurnaroundLine = (item: CartItem, catalogue: AddonCatalogue): boolean =>
  item.packageId === null &&
  !item.revisionId &&
  item.addons.length === 1 &&
  isTurnaroundId(catalogue, item.addons[0].id);

/** The turnaround the cart holds (the first one, when an older cart holds more), or null: Normal. */
export function chosenTurnaround(cart: readonly CartItem[], catalogue: AddonCatalogue): number | null {
  for (const item of cart) {
    const found = item.addons.find((addon) => isTurnaroundId(catalogue, addon.id));
    if (found) return found.id;
  }
  return null;
}

const lineTotal = (item: Omit<CartItem, 'totalPrice'>): CartItem => ({
  ...item,
  totalPrice: item.addons.reduce((sum, addon) => sum + addon.price, item.packagePrice) * item.quantity,
});

/** The cart without any turnaround add-on: add-on-only lines left empty go with them. */
function withoutTurnarounds(cart: readonly CartItem[], catalogue: AddonCatalogue): CartItem[] {
  return cart.flatMap((item) => {
    const addons = item.addons.filter((addon) => !isTurnaroundId(catalogue, addon.id));
    if (addons.length === item.addons.length) return [item];
    if (addons.length === 0 && item.packageId === null) return [];
    return [lineTotal({ ...item, addons })];
  });
}

/** The cart with `turnaround` as its one turnaround line (null: Normal, no line). */
export function chooseTurnaround(
  cart: readonly CartItem[],
  turnaround: CartAddon | null,
  catalogue: AddonCatalogue,
): CartItem[] {
  const rest = withoutTurnarounds(cart, catalogue);
  if (!turnaround) return rest;
  const line = lineTotal({
    packageId: null,
    packageName: '',
    designId: null,
    designName: '',
    packagePrice: 0,
    addons: [{ ...turnaround }],
    quantity: 1,
  });
  return [...rest, line];
}

/**
 * A cart the server accepts, from one kept before these rules: add-ons a line's package includes
 * leave that line, and the first turnaround found is kept as the one turnaround line. A cart that
 * already follows the rules comes back as the same array, so a caller can tell nothing changed.
 */
export function followAddonRules(cart: readonly CartItem[], addons: readonly Addon[]): readonly CartItem[] {
  const catalogue = addonCatalogue(addons);
  const withoutIncluded = cart.map((item) => {
    const addonsKept = item.addons.filter((addon) => {
      const known = catalogue.get(addon.id);
      return !known || !isIncludedIn(known, item.packageId);
    });
    return addonsKept.length === item.addons.length ? item : lineTotal({ ...item, addons: addonsKept });
  });
  const unchanged = withoutIncluded.every((item, index) => item === cart[index]);
  if (unchanged && hasOneTurnaroundLine(cart, catalogue)) return cart;
  const turnaroundId = chosenTurnaround(withoutIncluded, catalogue);
  const kept = turnaroundId === null ? undefined : catalogue.get(turnaroundId);
  return chooseTurnaround(withoutIncluded, kept ? toCartAddon(kept) : null, catalogue);
}

/** No turnaround, or exactly one, alone on its own line of one. */
function hasOneTurnaroundLine(cart: readonly CartItem[], catalogue: AddonCatalogue): boolean {
  const holding = cart.filter((item) => item.addons.some((addon) => isTurnaroundId(catalogue, addon.id)));
  return (
    holding.length === 0 ||
    (holding.length === 1 && isTurnaroundLine(holding[0], catalogue) && holding[0].quantity === 1)
  );
}

/** An add-on as the cart keeps it. */
export const toCartAddon = ({ id, title, description, price }: Addon): CartAddon => ({
  id,
  title,
  description,
  price,
});
