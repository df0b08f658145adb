/**
 * Defaults the app and its build share: read by the app at run time (env.ts) and by the build's
 * first-page preloads (web/build/route-preloads.ts), so the two never disagree.
 */

/** The catalogue's base address when the build names none (VITE_CATALOGUE_API_BASE). */
export const DEFAULT_CATALOGUE_BASE = '/api/catalogue';
