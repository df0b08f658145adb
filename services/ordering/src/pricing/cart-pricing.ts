import {
  ADDON_CHOICE_MESSAGES,
  BASE_FEATURES_PACKAGE_ID,
  CartItemInput,
  CatalogueQuote,
  CatalogueQuoteRequest,
  DesignNameLookup,
  formatRupiah,
  hasPackage,
  isIncludedIn,
  isTurnaround,
  MAX_PRICE,
  REFERRAL_MESSAGES,
  referralDiscount,
  SettledItem,
} from '@undangan/contracts';

export interface PricedLine extends SettledItem {
  /** The cart line this priced line came from (0-based). */
  cartIndex: number;
  designId: string | null;
  designName: string | null;
  /** The paid revision this line pays for (an add-on-only line), or null. */
  revisionId: string | null;
}

export interface PricedCart {
  lines: PricedLine[];
  subtotal: number;
  discount: number;
  total: number;
}

export type PricingResult = { ok: true; cart: PricedCart } | { ok: false; message: string };

export interface PricingLimits {
  /** The largest total (after the discount) one order may have, in rupiah. */
  maxOrderTotal?: number;
}

export const PRICING_MESSAGES = {
  packageUnavailable: 'Paket yang dipilih tidak tersedia.',
  designUnavailable: 'Desain yang dipilih tidak tersedia untuk paket ini.',
  addonUnavailable: 'Add-on yang dipilih tidak tersedia.',
  packageNotFound: (name: string) => `Paket "${name}" tidak ditemukan.`,
  packageAmbiguous: (name: string) =>
    `Paket "${name}" tidak dapat dipastikan karena ada lebih dari satu paket dengan nama tersebut.`,
  designNotFound: (name: string, packageName: string) =>
    `Desain "${name}" tidak ditemukan untuk paket ${packageName}.`,
  designAmbiguous: (name: string, packageName: string) =>
    `Desain "${name}" tidak dapat dipastikan karena ada lebih dari satu desain dengan nama tersebut untuk paket ${packageName}.`,
  addonNotFound: (title: string) => `Add-on "${title}" tidak ditemukan.`,
  addonAmbiguous: (title: string) =>
    `Add-on "${title}" tidak dapat dipastikan karena ada lebih dari satu add-on dengan nama tersebut.`,
  includedInPackage: ADDON_CHOICE_MESSAGES.includedInPackage,
  oneTurnaround: ADDON_CHOICE_MESSAGES.oneTurnaround,
  subtotalTooLarge: 'Total belanja melebihi batas yang diizinkan.',
  orderTotalTooHigh: (max: number) =>
    `Total pesanan melebihi batas ${formatRupiah(max)}. Untuk pesanan sebesar ini, silakan hubungi kami melalui WhatsApp.`,
} as const;

/** A name as the cart gives it, trimmed; '' when there is none. */
const nameOf = (value: string | null | undefined): string => (typeof value === 'string' ? value.trim() : '');

/** The design lookup of a line whose package has no design id but a design name; null otherwise. */
function designLookupOf(item: CartItemInput): DesignNameLookup | null {
  if (!hasPackage(item) || item.designId) return null;
  const name = nameOf(item.designName);
  if (!name) return null;
  return item.packageId != null
    ? { name, packageId: item.packageId }
    : { name, packageName: nameOf(item.packageName) };
}

const lookupKey = (lookup: DesignNameLookup) =>
  JSON.stringify([lookup.name, lookup.packageId ?? null, lookup.packageName ?? null]);

/** The ids and names a cart refers to, each once, for one catalogue quote. An id wins over a name. */
export function quoteRequestFor(cart: CartItemInput[]): CatalogueQuoteRequest {
  const request: CatalogueQuoteRequest = {
    packageIds: [...new Set(cart.flatMap((item) => (item.packageId != null ? [item.packageId] : [])))],
    addonIds: [
      ...new Set(
        cart.flatMap((item) => item.addons.flatMap((addon) => (addon.id != null ? [addon.id] : []))),
      ),
    ],
    designIds: [...new Set(cart.flatMap((item) => (item.designId ? [item.designId] : [])))],
  };
  const packageNames = new Set(
    cart.flatMap((item) =>
      item.packageId == null && nameOf(item.packageName) ? [nameOf(item.packageName)] : [],
    ),
  );
  const addonTitles = new Set(
    cart.flatMap((item) =>
      item.addons.flatMap((addon) => (addon.id == null && nameOf(addon.title) ? [nameOf(addon.title)] : [])),
    ),
  );
  const lookups = new Map<string, DesignNameLookup>();
  for (const item of cart) {
    const lookup = designLookupOf(item);
    if (lookup) lookups.set(lookupKey(lookup), lookup);
  }
  // A cart of ids asks exactly what it always asked.
  if (packageNames.size > 0) request.packageNames = [...packageNames];
  if (addonTitles.size > 0) request.addonTitles = [...addonTitles];
  if (lookups.size > 0) request.designNames = [...lookups.values()];
  return request;
}

type Resolved<T> = { ok: true; id: T } | { ok: false; message: string };

/** Exactly one match is an answer; none is unknown, more than one ambiguous. */
function single<T>(ids: T[] | undefined, notFound: string, ambiguous: string): Resolved<T> {
  if (!ids || ids.length === 0) return { ok: false, message: notFound };
  if (ids.length > 1) return { ok: false, message: ambiguous };
  return { ok: true, id: ids[0] };
}

/** Turns the names of a cart line into the ids the catalogue resolved them to. */
class NameResolver {
  private readonly packages: Map<string, number[]>;
  private readonly addons: Map<string, number[]>;
  private readonly designs: Map<string, string[]>;

  constructor(quote: CatalogueQuote) {
    this.packages = new Map((quote.names?.packages ?? []).map((match) => [match.name, match.ids]));
    this.addons = new Map((quote.names?.addons ?? []).map((match) => [match.title, match.ids]));
    this.designs = new Map((quote.names?.designs ?? []).map((match) => [lookupKey(match), match.ids]));
  }

  packageId(item: CartItemInput): Resolved<number> {
    if (item.packageId != null) return { ok: true, id: item.packageId };
    const name = nameOf(item.packageName);
    return single(
      this.packages.get(name),
      PRICING_MESSAGES.packageNotFound(name),
      PRICING_MESSAGES.packageAmbiguous(name),
    );
  }

  designId(item: CartItemInput, packageName: string): Resolved<string> | null {
    if (item.designId) return { ok: true, id: item.designId };
    const lookup = designLookupOf(item);
    if (!lookup) return null;
    return single(
      this.designs.get(lookupKey(lookup)),
      PRICING_MESSAGES.designNotFound(lookup.name, packageName),
      PRICING_MESSAGES.designAmbiguous(lookup.name, packageName),
    );
  }

  addonId(addon: CartItemInput['addons'][number]): Resolved<number> {
    if (addon.id != null) return { ok: true, id: addon.id };
    const title = nameOf(addon.title);
    return single(
      this.addons.get(title),
      PRICING_MESSAGES.addonNotFound(title),
      PRICING_MESSAGES.addonAmbiguous(title),
    );
  }
}

/**
 * Prices a cart from the catalogue's current figures: package price + add-on prices, times the
 * quantity, minus the referral discount (floor of subtotal x pct / 100), floor 0. Names are taken
 * as the catalogue resolved them; whatever names and prices the browser kept are never charged.
 * A cart with a line paying a revision takes no discount: a revision is paid at its add-on's price
 * (docs/PAYMENTS.md, "A revision's money").
 * Refused, as no order can keep them: an add-on beside a package that already includes it, and
 * more than one turnaround add-on in the whole cart (an order has one promised date; Normal is
 * none of them).
 */
export function priceCart(
  cart: CartItemInput[],
  quote: CatalogueQuote,
  discountPercentage = 0,
  limits: PricingLimits = {},
): PricingResult {
  const packages = new Map(quote.packages.map((offered) => [offered.id, offered]));
  const addons = new Map(quote.addons.map((offered) => [offered.id, offered]));
  const designs = new Map(quote.designs.map((offered) => [offered.id, offered]));
  const names = new NameResolver(quote);
  const lines: PricedLine[] = [];
  let turnarounds = 0;
  for (const [cartIndex, item] of cart.entries()) {
    let design = null;
    let pkg = null;
    if (hasPackage(item)) {
      const packageId = names.packageId(item);
      if (!packageId.ok) return packageId;
      pkg = packages.get(packageId.id) ?? null;
      if (!pkg || pkg.id === BASE_FEATURES_PACKAGE_ID)
        return { ok: false, message: PRICING_MESSAGES.packageUnavailable };
      const designId = names.designId(item, pkg.name);
      if (designId && !designId.ok) return designId;
      design = designId ? designs.get(designId.id) : undefined;
      if (!design || !design.package_allowed.includes(pkg.id)) {
        return { ok: false, message: PRICING_MESSAGES.designUnavailable };
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
        revisionId: null,
      });
    }
    for (const asked of item.addons) {
      const addonId = names.addonId(asked);
      if (!addonId.ok) return addonId;
      const addon = addons.get(addonId.id);
      if (!addon) return { ok: false, message: PRICING_MESSAGES.addonUnavailable };
      if (pkg && isIncludedIn(addon, pkg.id)) {
        return { ok: false, message: PRICING_MESSAGES.includedInPackage(addon.title, pkg.name) };
      }
      if (isTurnaround(addon) && ++turnarounds > 1) {
        return { ok: false, message: PRICING_MESSAGES.oneTurnaround };
      }
      lines.push({
        cartIndex,
        type: 'addon',
        id: String(addon.id),
        name: addon.title,
        price: addon.price,
        quantity: item.quantity,
        designId: design?.id ?? null,
        designName: design?.name ?? null,
        revisionId: item.revisionId ?? null,
      });
    }
  }
  if (discountPercentage > 0 && lines.some((line) => line.revisionId))
    return { ok: false, message: REFERRAL_MESSAGES.notForRevisions };
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  if (!Number.isSafeInteger(subtotal) || subtotal > MAX_PRICE * 100) {
    return { ok: false, message: PRICING_MESSAGES.subtotalTooLarge };
  }
  const discount = referralDiscount(subtotal, discountPercentage);
  const total = Math.max(0, subtotal - discount);
  if (limits.maxOrderTotal !== undefined && total > limits.maxOrderTotal) {
    return { ok: false, message: PRICING_MESSAGES.orderTotalTooHigh(limits.maxOrderTotal) };
  }
  return { ok: true, cart: { lines, subtotal, discount, total } };
}
