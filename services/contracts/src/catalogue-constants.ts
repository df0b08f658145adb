/*
 * The catalogue's constants, in a module of their own without zod: the web app imports them and
 * its bundle gets these values only, not the schemas of catalogue.ts.
 */

/** The largest price the shop accepts: keeps every sum a safe integer. */
export const MAX_PRICE = 1_000_000_000;
/** Package 1 lists the features every package includes; it is not ordered on its own. */
export const BASE_FEATURES_PACKAGE_ID = 1;
export const DESIGN_CATEGORIES = ['wedding', 'baptism', 'birthday', 'Thanksgiving'] as const;
export const GALLERY_TABS = ['Exclusive', 'Premium', 'Basic'] as const;

/** A design for another occasion than a wedding; a design without a known category counts as a wedding's. */
export function isOtherOccasion(design: { category?: string | null }): boolean {
  const category = design.category ?? '';
  return category !== 'wedding' && (DESIGN_CATEGORIES as readonly string[]).includes(category);
}

/**
 * The design the landing page shows on its phone: a wedding design of the highest package (the
 * gallery's first tab), else the first wedding design. The web app draws it and the gateway asks for
 * its image in the landing page's head, so both choose it here.
 */
export function showcaseDesign<T extends { category?: string | null; package_id?: string | null }>(
  designs: readonly T[],
): T | undefined {
  const weddings = designs.filter((design) => !isOtherOccasion(design));
  return weddings.find((design) => design.package_id === GALLERY_TABS[0]) ?? weddings[0];
}
