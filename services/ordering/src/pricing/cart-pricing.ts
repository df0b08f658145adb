import {
  BASE_FEATURES_PACKAGE_ID,
  CartItemInput,
  CatalogueQuote,
  CatalogueQuoteRequest,
  MAX_PRICE,
  referralDiscount,
  SettledItem,
} from '@undangan/contracts';

export interface PricedLine extends SettledItem {
  /** The cart line this priced line came from (0-based). */
  cartIndex: number;
  designId: string | null;
  designName: string | null;
}

export interface PricedCart {
  lines: PricedLine[];
  subtotal: number;
  discount: number;
  total: number;
}

export type PricingResult = { ok: true; cart: PricedCart } | { ok: false; message: string };

/** The ids a cart refers to, for one catalogue quote. */
export function quoteRequestFor(cart: CartItemInput[]): CatalogueQuoteRequest {
  return {
    packageIds: [...new Set(cart.flatMap((i) => (i.packageId != null ? [i.packageId] : [])))],
    addonIds: [...new Set(cart.flatMap((i) => i.addons.map((a) => a.id)))],
    designIds: [...new Set(cart.flatMap((i) => (i.designId ? [i.designId] : [])))],
  };
}

/**
 * Prices a cart from the catalogue's current figures: package price + add-on prices, times the
 * quantity, minus the referral discount (floor of subtotal x pct / 100), floor 0. Whatever prices
 * the browser kept are never read.
 */
export function priceCart(
  cart: CartItemInput[],
  quote: CatalogueQuote,
  discountPercentage = 0,
): PricingResult {
  const packages = new Map(quote.packages.map((p) => [p.id, p]));
  const addons = new Map(quote.addons.map((a) => [a.id, a]));
  const designs = new Map(quote.designs.map((d) => [d.id, d]));
  const lines: PricedLine[] = [];
  for (const [cartIndex, item] of cart.entries()) {
    let design = null;
    if (item.packageId != null) {
      const pkg = packages.get(item.packageId);
      if (!pkg || pkg.id === BASE_FEATURES_PACKAGE_ID)
        return { ok: false, message: 'Paket yang dipilih tidak tersedia.' };
      design = item.designId ? designs.get(item.designId) : undefined;
      if (!design || !design.package_allowed.includes(pkg.id)) {
        return { ok: false, message: 'Desain yang dipilih tidak tersedia untuk paket ini.' };
      }
      lines.push({
        cartIndex,
        type: 'package',
        id: String(pkg.id),
        name: pkg.name,
        price: pkg.price,
        quantity: item.quantity,
        designId: design.id,
        designName: design.name,
      });
    }
    for (const { id } of item.addons) {
      const addon = addons.get(id);
      if (!addon) return { ok: false, message: 'Add-on yang dipilih tidak tersedia.' };
      lines.push({
        cartIndex,
        type: 'addon',
        id: String(addon.id),
        name: addon.title,
        price: addon.price,
        quantity: item.quantity,
        designId: design?.id ?? null,
        designName: design?.name ?? null,
      });
    }
  }
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  if (!Number.isSafeInteger(subtotal) || subtotal > MAX_PRICE * 100) {
    return { ok: false, message: 'Total belanja melebihi batas yang diizinkan.' };
  }
  const discount = referralDiscount(subtotal, discountPercentage);
  return { ok: true, cart: { lines, subtotal, discount, total: Math.max(0, subtotal - discount) } };
}
