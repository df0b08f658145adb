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
