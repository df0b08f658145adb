import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { outDirOf } from './out-dir';

/**
 * The page module the storefront's router loads for each path a visitor may open directly
 * (web/src/storefront/app/StorefrontApp.tsx). The landing page `/` is served as index.html itself.
 */
export const DEEP_LINK_PAGES: Record<string, string> = {
  '/details': 'src/storefront/features/details/DetailsPage.tsx',
  '/checkout': 'src/storefront/features/checkout/CheckoutPage.tsx',
  '/cart': 'src/storefront/features/cart/CartPage.tsx',
  '/payment/manual': 'src/storefront/features/payment/ManualPaymentPage.tsx',
  '/payment/finish': 'src/storefront/features/payment/FinishPage.tsx',
  '/payment/confirmation': 'src/storefront/features/payment/ConfirmationPage.tsx',
  '/payment/pending': 'src/storefront/features/payment/PendingPage.tsx',
  '/payment/expire': 'src/storefront/features/payment/ExpirePage.tsx',
  '/payment/failed': 'src/storefront/features/payment/FailedPage.tsx',
  '/privacy-policy': 'src/storefront/features/privacy/PrivacyPolicyPage.tsx',
  '/upload-image': 'src/storefront/features/upload-image/UploadImagePage.tsx',
  '/pesanan/lacak': 'src/storefront/features/order-tracking/TrackOrderPage.tsx',
  '/pesanan/kwitansi': 'src/storefront/features/order-tracking/ReceiptPage.tsx',
  '/pesanan/data-undangan': 'src/storefront/features/invitation-data/InvitationDataPage.tsx',
};

/** The file the gateway reads (gateway/src/web/spa-fallback.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  /** Scripts the page imports beyond the entry's own, as absolute URLs. */
  js: string[];
  css: string[];
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** For each deep-link page: the files it loads after the entry, which a browser could fetch at once. */
export function routePreloads(manifest: Record<string, ManifestChunk>): Record<string, RoutePreload> {
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
  for (const [path, module] of Object.entries(DEEP_LINK_PAGES)) {
    if (!manifest[module]) throw new Error(`The build manifest has no ${module}`);
    const own = [...closure(module, new Set())].filter((key) => !entry.has(key));
    result[path] = {
      js: own.map((key) => `/${manifest[key].file}`),
      css: [...new Set(own.flatMap((key) => manifest[key].css ?? []))]
        .filter((file) => !entryCss.has(file))
        .map((file) => `/${file}`),
    };
  }
  return result;
}

/**
 * Writes route-preloads.json beside the build: a page opened by its own address then starts
 * downloading its chunk with the entry instead of after it has run (one round trip less).
 */
export function routePreloadsFile(): Plugin {
  let outDir = 'dist';
  return {
    name: 'undangan-route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = outDirOf(config);
    },
    async closeBundle() {
      const manifestPath = join(outDir, '.vite', 'manifest.json');
      if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing (build.manifest)`);
      const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
      await writeFile(join(outDir, ROUTE_PRELOADS_FILE), JSON.stringify(routePreloads(manifest), null, 2));
    },
  };
}
