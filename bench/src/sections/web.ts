import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@undangan/stack';
import type { BenchContext } from '../context';
import type { Budget, LighthouseResult, RouteBundle, WebData } from '../results';

/** Each measured route and the module its router loads for it (web/src/storefront/app/StorefrontApp.tsx). */
const ROUTE_MODULES: Record<string, string> = {
  '/': 'src/storefront/features/landing/LandingPage.tsx',
  '/details': 'src/storefront/features/details/DetailsPage.tsx',
  '/checkout': 'src/storefront/features/checkout/CheckoutPage.tsx',
  '/cart': 'src/storefront/features/cart/CartPage.tsx',
  '/admin': 'src/admin/AdminApp.tsx',
};
const LIGHTHOUSE_ROUTES = ['/', '/details', '/checkout', '/cart'];
/**
 * Lighthouse runs of each route (one with --quick): its figures move from run to run of the same
 * page on the same machine, and the median of several halves that (Lighthouse's docs/variability.md);
 * the run reported is the one Lighthouse itself names the median (computeMedianRun: nearest the
 * median first paint and time to interactive), and the performance of every run is reported beside it.
 */
export const LIGHTHOUSE_RUNS = 3;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const LANDING_JS_BUDGET = 120 * 1024;
/** Lighthouse's own line between a good and a poor Largest Contentful Paint. */
const LCP_BUDGET_MS = 2500;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a route downloads before it shows, from Vite's build manifest (web/dist/.vite/manifest.json). */
export function routeBundles(distDir: string): RouteBundle[] {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing (build.manifest in web/vite.config.ts)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const size = (file: string) => {
    let known = sizes.get(file);
    if (!known) {
      const bytes = readFileSync(path.join(distDir, file));
      known = { raw: bytes.length, gzip: gzipSync(bytes).length };
      sizes.set(file, known);
    }
    return known;
  };
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };

  const entry = closure(entryKey);
  return Object.entries(ROUTE_MODULES).map(([route, module]) => {
    if (!manifest[module]) throw new Error(`the build manifest has no ${module}`);
    const eager = closure(module, new Set(entry));
    const later = new Set<string>();
    for (const key of eager) {
      if (entry.has(key)) continue;
      for (const dynamic of manifest[key].dynamicImports ?? []) {
        for (const k of closure(dynamic)) if (!eager.has(k)) later.add(k);
      }
    }
    const js = [...eager].map((key) => manifest[key].file);
    const css = [...new Set([...eager].flatMap((key) => manifest[key].css ?? []))];
    return {
      route,
      jsGzip: js.reduce((sum, file) => sum + size(file).gzip, 0),
      jsRaw: js.reduce((sum, file) => sum + size(file).raw, 0),
      cssGzip: css.reduce((sum, file) => sum + size(file).gzip, 0),
      files: [...js, ...css],
      onDemandJsGzip: [...later].reduce((sum, key) => sum + size(manifest[key].file).gzip, 0),
    };
  });
}

/**
 * Lighthouse's mobile preset (simulated slow 4G and 4x CPU slowdown) for each route, in a child
 * process: Lighthouse is an ES module, and its Chrome must not share the bench's event loop.
 */
const LIGHTHOUSE_SOURCE = `
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
const { urls, runs, chromePath, flags, reportDir } = JSON.parse(process.env.LH_INPUT);
mkdirSync(reportDir, { recursive: true });
/** The element Lighthouse names as the Largest Contentful Paint, as "label (selector)". */
const lcpElement = (lhr) => {
  const lists = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const list of lists) {
    const node = (list.items ?? []).find((item) => item.node)?.node;
    if (node) return [node.nodeLabel, node.selector && '(' + node.selector + ')'].filter(Boolean).join(' ');
  }
  return undefined;
};
const version = createRequire(import.meta.url)('lighthouse/package.json').version;
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags, logLevel: 'silent' });
const results = [];
try {
  for (const url of urls) {
    try {
      const all = [];
      for (let run = 0; run < runs; run++) {
        let lhr;
        // A page that painted nothing in time (NO_FCP on a busy machine) gets one more try.
        for (let attempt = 0; attempt < 2 && (!lhr || lhr.runtimeError); attempt++) {
          const runner = await lighthouse(url, {
            port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'],
          });
          lhr = runner.lhr;
        }
        all.push(lhr);
      }
      const valid = filterToValidRuns(all.filter((one) => !one.runtimeError));
      const lhr = valid.length > 0 ? computeMedianRun(valid) : all[all.length - 1];
      const score = (one) => one.categories.performance?.score == null ? null : Math.round(one.categories.performance.score * 100);
      // The whole report, for a look at what the figures hide: bench/tmp/lighthouse/<route>.json.
      const name = (new URL(url).pathname.split('/').filter(Boolean).join('_') || 'landing') + '.json';
      writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
      const audit = (id) => lhr.audits[id]?.numericValue ?? null;
      results.push({
        url,
        performance: score(lhr),
        runs: all.map(score),
        accessibility: lhr.categories.accessibility?.score == null ? null : Math.round(lhr.categories.accessibility.score * 100),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        lcpElement: lcpElement(lhr),
        failedAudits: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
          .map((a) => a.id),
        runtimeError: lhr.runtimeError?.message,
      });
    } catch (err) {
      results.push({ url, error: String(err && err.message || err) });
    }
  }
} finally {
  await chrome.kill();
}
process.stdout.write(JSON.stringify({ version, results }));
`;

export interface LighthouseChildResult extends Partial<LighthouseResult> {
  url: string;
  failedAudits?: string[];
  runtimeError?: string;
  error?: string;
}

export function runLighthouse(
  repoRoot: string,
  urls: string[],
  runs: number,
  reportDir: string,
): Promise<{ version: string; results: LighthouseChildResult[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', LIGHTHOUSE_SOURCE], {
      cwd: repoRoot,
      env: {
        ...process.env,
        LH_INPUT: JSON.stringify({ urls, runs, chromePath: CHROMIUM_PATH, flags: CHROME_FLAGS, reportDir }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    // Only a guard against a hung browser: generous, since a busy machine makes every run slower.
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000 * urls.length * runs + 60_000);
    child.once('close', (code) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(
          new Error(`Lighthouse ended with code ${code}: ${err.trim().split('\n').slice(-5).join(' ')}`),
        );
      }
    });
  });
}

/** One route's figures as results.json keeps them, rounded, from the child's whole answer. */
export function lighthouseResult(route: string, r: LighthouseChildResult): LighthouseResult {
  return {
    route,
    performance: r.performance ?? null,
    ...(r.runs && r.runs.length > 1 ? { runs: r.runs } : {}),
    accessibility: r.accessibility ?? null,
    lcpMs: r.lcpMs == null ? null : Math.round(r.lcpMs),
    tbtMs: r.tbtMs == null ? null : Math.round(r.tbtMs),
    cls: r.cls == null ? null : Math.round(r.cls * 1000) / 1000,
    ...(r.lcpElement ? { lcpElement: r.lcpElement.replace(/\s+/g, ' ') } : {}),
    ...(r.error || r.runtimeError ? { error: r.error ?? r.runtimeError } : {}),
    ...(r.failedAudits?.length ? { failedAudits: r.failedAudits } : {}),
  };
}

export async function measureWeb(ctx: BenchContext): Promise<{ data: WebData; budgets: Budget[] }> {
  const bundles = routeBundles(path.join(ctx.repoRoot, 'web', 'dist'));
  const routes = ctx.quick ? ['/'] : LIGHTHOUSE_ROUTES;
  const runs = ctx.quick ? 1 : LIGHTHOUSE_RUNS;
  let lighthouse: LighthouseResult[] = [];
  let lighthouseVersion: string | undefined;
  let lighthouseNote: string | undefined;
  if (!existsSync(CHROMIUM_PATH)) {
    lighthouseNote = `Lighthouse not run: no Chromium at ${CHROMIUM_PATH}`;
  } else {
    ctx.log(`  Lighthouse (mobile) for ${routes.join(', ')}, ${runs} run${runs === 1 ? '' : 's'} each`);
    try {
      const run = await runLighthouse(
        ctx.repoRoot,
        routes.map((route) => ctx.stack.baseUrl + route),
        runs,
        path.join(ctx.scratchDir, 'lighthouse'),
      );
      lighthouseVersion = run.version;
      lighthouse = run.results.map((r, i) => lighthouseResult(routes[i], r));
    } catch (err) {
      lighthouseNote = `Lighthouse could not run here: ${(err as Error).message}`;
    }
  }

  const landing = bundles.find((b) => b.route === '/')!;
  const budgets: Budget[] = [
    {
      name: 'Landing page JS (gzip) before it shows',
      target: '< 120 KB',
      value: Math.round((landing.jsGzip / 1024) * 10) / 10,
      unit: 'KB',
      met: landing.jsGzip < LANDING_JS_BUDGET,
      note: `gallery on demand: +${Math.round((landing.onDemandJsGzip / 1024) * 10) / 10} KB`,
    },
  ];
  for (const result of lighthouse) {
    budgets.push({
      name: `Lighthouse ${result.route} performance`,
      target: '>= 95',
      value: result.performance,
      unit: '',
      met: result.performance === null ? null : result.performance >= 95,
      note:
        result.error ??
        `LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}` +
          (result.runs && result.runs.length > 1 ? `; every run ${result.runs.join(' / ')}` : '') +
          (result.failedAudits?.includes('uses-text-compression') ? '; answers not compressed' : ''),
    });
    budgets.push({
      name: `Lighthouse ${result.route} accessibility`,
      target: '100',
      value: result.accessibility,
      unit: '',
      met: result.accessibility === null ? null : result.accessibility >= 100,
    });
    budgets.push({
      name: `Lighthouse ${result.route} LCP`,
      target: `< ${LCP_BUDGET_MS} ms`,
      value: result.error ? null : result.lcpMs,
      unit: 'ms',
      met: result.error || result.lcpMs === null ? null : result.lcpMs < LCP_BUDGET_MS,
      note: result.lcpElement,
    });
  }
  if (lighthouseNote) {
    budgets.push({
      name: 'Lighthouse',
      target: 'runs',
      value: null,
      unit: '',
      met: null,
      note: lighthouseNote,
    });
  }
  return { data: { bundles, lighthouse, lighthouseVersion, lighthouseNote }, budgets };
}
