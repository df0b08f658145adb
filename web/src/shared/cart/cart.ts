/**
 * The cart's rules (PRODUCT.md section 4), as pure functions over plain values so they can be tested
 * without a browser. The totals are for display only: the server prices every cart itself from
 * the ids carried by each item.
 */

export interface CartAddon {
  id: number;
  title: string;
  description: string;
  price: number;
}

export interface CartItem {
  /** null for an add-on-only item. */
  packageId: number | null;
  /** Empty for an add-on-only item. */
  packageName: string;
  designId: string | null;
  designName: string;
  /** 0 for an add-on-only item. */
  packagePrice: number;
  addons: CartAddon[];
  /** The line total: (package price + add-on prices) x quantity. */
  totalPrice: number;
  quantity: number;
  /** A paid revision this add-on-only line pays for (once), and the order it revises. */
  revisionId?: string;
  revisionOf?: string;
}

/** A revision waiting for its payment, as the tracking page has it. */
export interface RevisionToPay {
  id: string;
  order_id: string;
  addon_id: number;
  addon_title: string;
  price: number;
}

export interface PackageChoice {
  id: number;
  name: string;
  price: number;
}

export interface DesignChoice {
  id: string;
  name: string;
}

/** What the checkout form holds when 'Tambahkan ke Keranjang' is pressed. */
export interface CheckoutSelection {
  package: PackageChoice | null;
  design: DesignChoice | null;
  addons: CartAddon[];
}

export const CHECKOUT_MESSAGES = {
  designMissing: 'Silakan pilih desain terlebih dahulu sebelum menambahkan paket ke keranjang.',
  nothingSelected: 'Silakan pilih paket, desain, atau add-on terlebih dahulu.',
} as const;

export function itemsAddedMessage(count: number): string {
  return `${count} item berhasil ditambahkan ke keranjang!`;
}

export type AddToCartResult = { ok: true; items: CartItem[]; added: number } | { ok: false; message: string };

const isMoney = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

export function unitPrice(item: Pick<CartItem, 'packagePrice' | 'addons'>): number {
  return item.addons.reduce((sum, addon) => sum + addon.price, item.packagePrice);
}

function withTotal(item: Omit<CartItem, 'totalPrice'>): CartItem {
  return { ...item, totalPrice: unitPrice(item) * item.quantity };
}

function isPlainPackageItem(item: CartItem, packageId: number, designId: string): boolean {
  return item.packageId === packageId && item.designId === designId && item.addons.length === 0;
}

/**
 * Adds the checkout form's selection. A package with its design becomes one item carrying the
 * chosen add-ons; the same package and design without add-ons again only raises that item's
 * quantity. Add-ons chosen without a package each become their own add-on-only item, always
 * appended. `added` counts the cart entries created or raised.
 */
export function addSelectionToCart(cart: readonly CartItem[], selection: CheckoutSelection): AddToCartResult {
  const { package: chosenPackage, design, addons } = selection;
  if (chosenPackage && !design) return { ok: false, message: CHECKOUT_MESSAGES.designMissing };
  if (!chosenPackage && addons.length === 0) return { ok: false, message: CHECKOUT_MESSAGES.nothingSelected };

  if (chosenPackage && design) {
    if (addons.length === 0) {
      const index = cart.findIndex((item) => isPlainPackageItem(item, chosenPackage.id, design.id));
      if (index >= 0) {
        const items = cart.map((item, i) =>
          i === index ? withTotal({ ...item, quantity: item.quantity + 1 }) : item,
        );
        return { ok: true, items, added: 1 };
      }
    }
    const item = withTotal({
      packageId: chosenPackage.id,
      packageName: chosenPackage.name,
      designId: design.id,
      designName: design.name,
      packagePrice: chosenPackage.price,
      addons: addons.map((addon) => ({ ...addon })),
      quantity: 1,
    });
    return { ok: true, items: [...cart, item], added: 1 };
  }

  const addonOnly = addons.map((addon) =>
    withTotal({
      packageId: null,
      packageName: '',
      designId: null,
      designName: '',
      packagePrice: 0,
      addons: [{ ...addon }],
      quantity: 1,
    }),
  );
  return { ok: true, items: [...cart, ...addonOnly], added: addonOnly.length };
}

/**
 * Sets one item's quantity, kept within 1..max (the server's limit per line, MAX_ITEM_QUANTITY of
 * the contracts, passed in so this module stays free of the contracts' schemas); the total
 * follows. Removing an item is removeItem's job: the cart asks the customer before it goes.
 */
export function setQuantity(
  cart: readonly CartItem[],
  index: number,
  quantity: number,
  max: number,
): CartItem[] {
  // A revision is paid once.
  if (!Number.isFinite(quantity) || cart[index]?.revisionId) return [...cart];
  const next = Math.min(max, Math.max(1, Math.trunc(quantity)));
  return cart.map((item, i) =>
    i === index && item.quantity !== next ? withTotal({ ...item, quantity: next }) : item,
  );
}

export function removeItem(cart: readonly CartItem[], index: number): CartItem[] {
  return cart.filter((_, i) => i !== index);
}

/** Removes one add-on; an item without a package that loses its last add-on goes with it. */
export function removeAddon(cart: readonly CartItem[], itemIndex: number, addonIndex: number): CartItem[] {
  const item = cart[itemIndex];
  if (!item || addonIndex < 0 || addonIndex >= item.addons.length) return [...cart];
  const addons = item.addons.filter((_, i) => i !== addonIndex);
  if (addons.length === 0 && item.packageId === null) return removeItem(cart, itemIndex);
  return cart.map((current, i) => (i === itemIndex ? withTotal({ ...current, addons }) : current));
}

/**
 * Puts a revision's payment in the cart: one add-on line naming it (the server checks the line and
 * charges the catalogue's price). Already there, the cart stays as it is.
 */
export function addRevisionToCart(cart: readonly CartItem[], revision: RevisionToPay): CartItem[] {
  if (cart.some((item) => item.revisionId === revision.id)) return [...cart];
  const line = withTotal({
    packageId: null,
    packageName: '',
    designId: null,
    designName: '',
    packagePrice: 0,
    addons: [{ id: revision.addon_id, title: revision.addon_title, description: '', price: revision.price }],
    quantity: 1,
    revisionId: revision.id,
    revisionOf: revision.order_id,
  });
  return [...cart, line];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function cartSubtotal(cart: readonly CartItem[]): number {
  return cart.reduce((sum, item) => sum + item.totalPrice, 0);
}

/** The header badge: total quantity across all items. */
export function cartQuantity(cart: readonly CartItem[]): number {
  return cart.reduce((sum, item) => sum + item.quantity, 0);
}

function parseAddon(value: unknown): CartAddon | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!Number.isSafeInteger(v.id) || typeof v.title !== 'string' || !isMoney(v.price)) return null;
  return {
    id: v.id as number,
    title: v.title,
    description: typeof v.description === 'string' ? v.description : '',
    price: v.price,
  };
}

function parseItem(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!Array.isArray(v.addons)) return null;
  const addons = v.addons.map(parseAddon);
  if (addons.some((addon) => addon === null)) return null;
  const packageId = Number.isSafeInteger(v.packageId) ? (v.packageId as number) : null;
  const designId = typeof v.designId === 'string' && v.designId !== '' ? v.designId : null;
  const quantity =
    Number.isSafeInteger(v.quantity) && (v.quantity as number) >= 1 ? (v.quantity as number) : 1;
  const packagePrice = packageId === null ? 0 : v.packagePrice;
  if (!isMoney(packagePrice)) return null;
  // A package needs its design; an item without a package is made of its add-ons.
  if (packageId !== null && designId === null) return null;
  if (packageId === null && addons.length === 0) return null;
  // A revision's line: one add-on, once, no package.
  const revisionId = typeof v.revisionId === 'string' && UUID.test(v.revisionId) ? v.revisionId : undefined;
  if (revisionId && (packageId !== null || addons.length !== 1)) return null;
  return withTotal({
    packageId,
    packageName: packageId === null ? '' : String(v.packageName ?? ''),
    designId: packageId === null ? null : designId,
    designName: packageId === null ? '' : String(v.designName ?? ''),
    packagePrice,
    addons: addons as CartAddon[],
    quantity: revisionId ? 1 : quantity,
    ...(revisionId ? { revisionId, revisionOf: typeof v.revisionOf === 'string' ? v.revisionOf : '' } : {}),
  });
}

/** The cart as read back from storage: anything malformed (an old or hand-edited value) is dropped. */
export function parseCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.map(parseItem).filter((item): item is CartItem => item !== null);
}
