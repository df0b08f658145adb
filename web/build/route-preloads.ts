import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_CATALOGUE_BASE } from '../src/shared/config/defaults';
import { outDirOf } from './out-dir';

/** A page a visitor may open by its own address, and what it shows first. */
export interface FirstPage {
  /** The page module the storefront's router loads for the path (web/src/storefront/app/StorefrontApp.tsx). */
  module: string;
  /**
   * The API reads (GET, the storefront's api client, no credentials) whose answer the page's first
   * screen shows, so the largest thing it paints waits for them: fetched beside the scripts.
   */
  data?: string[];
  /** The same, read under the catalogue's own base address (VITE_CATALOGUE_API_BASE, the checkout's reads). */
  catalogue?: string[];
}

export { DEFAULT_CATALOGUE_BASE };

/** Each path a visitor may open directly, the landing page `/` included. */
export const FIRST_PAGES: Record<string, FirstPage> = {
  // The hero shows the starting price and a design of the catalogue (its largest paint).
  '/': {
    module: 'src/storefront/features/landing/LandingPage.tsx',
    data: ['/api/designs/all', '/api/details/data'],
  },
  // The packages and their features are the page.
  '/details': {
    module: 'src/storefront/features/details/DetailsPage.tsx',
    data: ['/api/details/data', '/api/addons'],
  },
  // The packages and add-ons to choose from are the form.
  '/checkout': {
    module: 'src/storefront/features/checkout/CheckoutPage.tsx',
    catalogue: ['/packages', '/addons'],
  },
  '/cart': { module: 'src/storefront/features/cart/CartPage.tsx' },
  '/payment/manual': { module: 'src/storefront/features/payment/ManualPaymentPage.tsx' },
  '/payment/finish': { module: 'src/storefront/features/payment/FinishPage.tsx' },
  '/payment/confirmation': { module: 'src/storefront/features/payment/ConfirmationPage.tsx' },
  '/payment/pending': { module: 'src/storefront/features/payment/PendingPage.tsx' },
  '/payment/expire': { module: 'src/storefront/features/payment/ExpirePage.tsx' },
  '/payment/failed': { module: 'src/storefront/features/payment/FailedPage.tsx' },
  '/privacy-policy': { module: 'src/storefront/features/privacy/PrivacyPolicyPage.tsx' },
  '/upload-image': { module: 'src/storefront/features/upload-image/UploadImagePage.tsx' },
  '/pesanan/lacak': { module: 'src/storefront/features/order-tracking/TrackOrderPage.tsx' },
  '/pesanan/kwitansi': { module: 'src/storefront/features/order-tracking/ReceiptPage.tsx' },
  '/pesanan/data-undangan': { module: 'src/storefront/features/invitation-data/InvitationDataPage.tsx' },
};

/** The file the gateway reads (gateway/src/web/spa-fallback.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  /** Scripts the page imports beyond the entry's own, as absolute URLs. */
  js: string[];
  css: string[];
  /** API reads its first screen shows (FirstPage.data). */
  data: string[];
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** For each page opened by its address: what it loads after the entry, which a browser could fetch at once. */
export function routePreloads(
  manifest: Record<string, ManifestChunk>,
  catalogueBase = DEFAULT_CATALOGUE_BASE,
): Record<string, RoutePreload> {
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry');
  const entry = closure(entryKey, new Set());
  const entryCss = new Set([...entry].flatMap((key) => manifest[key].css ?? []));
  const result: Record<string, RoutePreload> = {};
  for (const [path, { module, data = [], catalogue = [] }] of Object.entries(FIRST_PAGES)) {
    if (!manifest[module]) throw new Error(`The build manifest has no ${module}`);
    const own = [...closure(module, new Set())].filter((key) => !entry.has(key));
    result[path] = {
      js: own.map((key) => `/${manifest[key].file}`),
      css: [...new Set(own.flatMap((key) => manifest[key].css ?? []))]
        .filter((file) => !entryCss.has(file))
        .map((file) => `/${file}`),
      // A catalogue on another site is not preloaded (the gateway writes same-origin reads only).
      data: [
        ...data,
        ...(/^\/(?!\/)/.test(catalogueBase) ? catalogue.map((p) => `${catalogueBase}${p}`) : []),
      ],
    };
  }
  return result;
}

/**
 * Writes route-preloads.json beside the build: a page opened by its own address then starts
 * downloading its chunk and its first data with the entry instead of after it has run (no chain
 * of round trips before its largest paint).
 */
export function routePreloadsFile(): Plugin {
  let outDir = 'dist';
  let catalogueBase = DEFAULT_CATALOGUE_BASE;
  return {
    name: 'undangan-route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = outDirOf(config);
      const named = (config.env.VITE_CATALOGUE_API_BASE as string | undefined)?.trim();
      if (named) catalogueBase = named.replace(/\/+$/, '');
    },
    async closeBundle() {
      const manifestPath = join(outDir, '.vite', 'manifest.json');
      if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing (build.manifest)`);
      const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
      await writeFile(
        join(outDir, ROUTE_PRELOADS_FILE),
        JSON.stringify(routePreloads(manifest, catalogueBase), null, 2),
      );
    },
  };
}
