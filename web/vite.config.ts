import { fileURLToPath } from 'node:url';
import type { IncomingMessage } from 'node:http';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { fontPreload } from './build/font-preload';
import { inlineEntryCss } from './build/inline-css';
import { precompress } from './build/precompress';
import { routePreloadsFile } from './build/route-preloads';

const API_ORIGIN = 'http://127.0.0.1:8080';
const contractsSource = fileURLToPath(new URL('../services/contracts/src/index.ts', import.meta.url));
const appSource = fileURLToPath(new URL('./src', import.meta.url));

// /admin/login and /admin/dashboard are both pages of the admin app and API routes of the gateway:
// a browser navigation (GET asking for HTML) stays with the dev server, everything else is proxied.
const pageOrApi: ProxyOptions = {
  target: API_ORIGIN,
  bypass: (req: IncomingMessage) =>
    req.method === 'GET' && (req.headers.accept ?? '').includes('text/html') ? '/index.html' : undefined,
};

export default defineConfig({
  plugins: [react(), inlineEntryCss(), fontPreload(), routePreloadsFile(), precompress()],
  resolve: {
    // The contracts are TypeScript source shared with the services: the browser gets them as ESM.
    // `@/` is web/src, so an import across folders names where it comes from, not how far up.
    alias: { '@undangan/contracts': contractsSource, '@': appSource },
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/get-scroll': API_ORIGIN,
      '/generated': API_ORIGIN,
      '/admin/login': pageOrApi,
      '/admin/dashboard': pageOrApi,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which files each route loads, read by the bench (bench/src/sections/web.ts).
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The contracts' modules only declare things; the zod schemas the web never uses must not
        // pull zod into the bundle.
        moduleSideEffects: (id: string) => !id.includes('/services/contracts/src/'),
      },
    },
  },
});
