/*
 * Values of the contracts' catalogue module (BASE_FEATURES_PACKAGE_ID, GALLERY_TABS), repeated
 * here because importing a value from that module pulls its zod schemas, and zod, into the bundle.
 * Types come from the contracts as usual.
 */

/** Package 1 lists the features every package includes; it is not ordered on its own. */
export const BASE_FEATURES_PACKAGE_ID = 1;

export const GALLERY_TABS = ['Exclusive', 'Premium', 'Basic'] as const;
