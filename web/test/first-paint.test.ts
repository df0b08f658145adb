/**
 * What the storefront's first paint waits for. The page's head holds nothing that blocks it: the
 * entry's stylesheet is written into the page, the heading font is the shop's own file, swapped in
 * when it arrives and asked for at once; a page opened by its address asks for its own chunks and
 * the data its first screen shows beside the entry, and uses what it asked for; the
 * Content-Security-Policy lets all of it run. Read in the built index.html, then in Debian's
 * Chromium at 360x740 through nginx in front of the gateway, as users meet the shop. Run
 * `npm run build` first.
 */
import { BROWSER_TEST_MS, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../infra/stack/src/chromium';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';
import { DEFAULT_CATALOGUE_BASE, FIRST_PAGES } from '../build/route-preloads';

jest.setTimeout(BROWSER_TEST_MS);

const DIST = path.join(__dirname, '..', 'dist');
const indexHtml = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const head = /<head>([\s\S]*)<\/head>/.exec(indexHtml)?.[1] ?? '';
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean; css?: string[]; imports?: string[] }
>;
/** The entry's stylesheet as the build wrote it, which the page carries inline. */
const entrySheet = `/${Object.values(manifest).find((chunk) => chunk.isEntry)?.css?.[0]}`;
const routePreloads = JSON.parse(readFileSync(path.join(DIST, 'route-preloads.json'), 'utf8')) as Record<
  string,
  { js: string[]; css: string[]; data: string[] }
>;
const ROUTES = ['/', '/details', '/checkout', '/cart'];

const tags = (html: string, name: string): string[] => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
const attr = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s>/])`).exec(tag)?.[1] ??
  (new RegExp(`\\s${name}(?=[\\s>/])`).test(tag) ? '' : undefined);
const inlineCss = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');

describe('the built page', () => {
  it('has no stylesheet or script in its head that the first paint waits for', () => {
    const links = tags(head, 'link');
    const blocking = links.filter(
      (l) => attr(l, 'rel') === 'stylesheet' && attr(l, 'disabled') === undefined,
    );
    expect(blocking).toEqual([]);
    // Module scripts run after the page is parsed; a classic script (or an inline one, which the
    // policy refuses) would stop the parser.
    const scripts = tags(head, 'script');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts)
      expect({ script, type: attr(script, 'type') }).toEqual({ script, type: 'module' });
    for (const script of scripts) expect(attr(script, 'src')).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    // The shop's base, header and footer styles are in the page itself.
    expect(inlineCss).toContain('.site-header{');
    expect(inlineCss).toMatch(/(^|})body\{/);
  });

  it('keeps a disabled link to the sheet it wrote in, so no lazy chunk fetches it again', () => {
    const disabled = tags(head, 'link').filter((l) => attr(l, 'disabled') !== undefined);
    expect(disabled).toHaveLength(1);
    const file = attr(disabled[0], 'href')!.slice(1);
    expect(`/${file}`).toBe(entrySheet);
    expect(inlineCss.trim()).toBe(readFileSync(path.join(DIST, file), 'utf8').trim());
  });

  it('names its heading font from the shop itself, swapped in when it arrives, and preloads it', () => {
    const faces = inlineCss.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(1);
    const [face] = faces as [string];
    expect(face).toContain('font-family:Playfair Display');
    expect(face).toContain('font-display:swap');
    const sources = [...face.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).toMatch(/^\/assets\/playfair-display-[\w-]+\.woff2?$/);
    const preloads = tags(head, 'link').filter(
      (l) => attr(l, 'rel') === 'preload' && attr(l, 'as') === 'font',
    );
    expect(preloads.map((l) => [attr(l, 'href'), attr(l, 'type'), attr(l, 'crossorigin')])).toEqual([
      [sources.find((s) => s.endsWith('.woff2')), 'font/woff2', ''],
    ]);
  });

  it('asks nothing of another site', () => {
    const addresses = [
      ...tags(head, 'link').map((l) => attr(l, 'href')),
      ...tags(head, 'script').map((s) => attr(s, 'src')),
      ...[...inlineCss.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]),
    ].filter((address): address is string => address !== undefined);
    expect(addresses.filter((a) => !a.startsWith('/') || a.startsWith('//'))).toEqual([]);
  });

  it('lists for each first page its own chunk and the data its first screen shows', () => {
    for (const route of ROUTES) {
      const page = FIRST_PAGES[route];
      expect({ route, js: routePreloads[route]?.js ?? [] }).toEqual({
        route,
        js: expect.arrayContaining([`/${manifest[page.module].file}`]),
      });
      expect({ route, data: routePreloads[route].data }).toEqual({
        route,
        data: [...(page.data ?? []), ...(page.catalogue ?? []).map((p) => `${DEFAULT_CATALOGUE_BASE}${p}`)],
      });
    }
    expect(routePreloads['/'].data).toContain('/api/designs/all');
    // The checkout's form is its packages and add-ons, read under the catalogue's base address.
    expect(routePreloads['/checkout'].data).toEqual(['/api/catalogue/packages', '/api/catalogue/addons']);
  });

  /** What a first page runs before it shows (as the bench counts it, bench/src/sections/web.ts): the entry, the page's chunk and everything they import. */
  const firstScript = (route: string) => {
    const closure = (key: string, into = new Set<string>()): Set<string> => {
      if (into.has(key) || !manifest[key]) return into;
      into.add(key);
      for (const imported of manifest[key].imports ?? []) closure(imported, into);
      return into;
    };
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
    const files = [...closure(FIRST_PAGES[route].module, closure(entry))].map((key) => manifest[key].file);
    return files.map((file) => ({ file, bytes: readFileSync(path.join(DIST, file)) }));
  };

  it('gives the landing page under 120 KB of script before it shows', () => {
    const gzip = firstScript('/').reduce((sum, { bytes }) => sum + gzipSync(bytes).length, 0);
    expect(gzip).toBeLessThan(120 * 1024);
  });

  it.each(ROUTES)(
    'runs neither zod nor axios before %s shows: they load with the first check or call',
    (route) => {
      const libraries = firstScript(route).flatMap(({ file, bytes }) =>
        /[`"']ZodError[`"']|[`"']AxiosError[`"']/.test(String(bytes)) ? [file] : [],
      );
      expect({ route, libraries }).toEqual({ route, libraries: [] });
    },
  );
});

describe('in the browser, through nginx and the gateway', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startTestStack({
      services: ['catalogue', 'ordering', 'midtrans-sim', 'gateway'],
      front: 'nginx',
    });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  /** A visit of `route` as a phone makes it: what it asked the network for and what the console said. */
  async function visit(route: string) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const requests: string[] = [];
    const said: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
    // Violations of the policy as the page itself hears of them, and every layout shift.
    await page.addInitScript(() => {
      const seen = window as unknown as {
        violations: string[];
        shifts: number;
        reads: { url: string; rendered: boolean }[];
        firstRender?: { heading: boolean; loading: boolean };
      };
      seen.violations = [];
      seen.shifts = 0;
      // Each read the page's script asks for, and whether the app had rendered anything yet.
      seen.reads = [];
      const fetchOf = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        const rendered = (document.getElementById('root')?.childElementCount ?? 0) > 0;
        seen.reads.push({ url: new URL(url, location.href).pathname, rendered });
        return fetchOf(input, init);
      };
      // What the app's first render put on the page: the page itself, or a loading line first.
      const firstRender = new MutationObserver(() => {
        if ((document.getElementById('root')?.childElementCount ?? 0) === 0) return;
        seen.firstRender = {
          heading: document.querySelector('#main h1') !== null,
          loading: document.querySelector('#main > .loading-text') !== null,
        };
        firstRender.disconnect();
      });
      firstRender.observe(document, { childList: true, subtree: true });
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
      // The hero's typing line moves its cursor as it types, for as long as the page is open: that
      // is the animation, not the page moving under the reader.
      const typing = (node: Node | null) =>
        (node instanceof Element ? node : node?.parentElement)?.closest('.hero__typed') != null;
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        };
        for (const entry of list.getEntries() as Shift[])
          if (!entry.hadRecentInput && !entry.sources.every((source) => typing(source.node)))
            seen.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const answer = await page.goto(`${stack.baseUrl}${route}`, { waitUntil: 'load' });
    const html = (await answer?.text()) ?? '';
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Chrome warns of a preload left unused three seconds after the load event.
    await page.waitForTimeout(3_500);
    return { page, html, requests, said };
  }

  /** The policy violations, the layout shift and the script's reads the page recorded. */
  const seen = (page: Page) =>
    page.evaluate(() => {
      const recorded = window as unknown as {
        violations: string[];
        shifts: number;
        reads: { url: string; rendered: boolean }[];
        firstRender?: { heading: boolean; loading: boolean };
      };
      return {
        violations: recorded.violations,
        shifts: recorded.shifts,
        reads: recorded.reads,
        firstRender: recorded.firstRender,
      };
    });

  it.each(ROUTES)(
    '%s paints with its own sheet and font, uses what it preloaded, and breaks no policy',
    async (route) => {
      const { page, html, requests, said } = await visit(route);
      try {
        // The gateway wrote the page's chunks and first data into its head.
        const preload = routePreloads[route];
        for (const url of preload.js)
          expect(html).toContain(`<link rel="modulepreload" crossorigin href="${url}">`);
        for (const url of preload.data)
          expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${url}">`);

        const { violations, shifts, reads, firstRender } = await seen(page);
        expect(violations).toEqual([]);
        expect(said.filter((line) => /Content.Security.Policy|Refused to|preload/i.test(line))).toEqual([]);
        expect(shifts).toBeLessThan(0.02);

        // The sheet written into the page is never fetched, by the page or by a lazy chunk.
        expect(entrySheet).toMatch(/^\/assets\/index-[\w-]+\.css$/);
        expect(requests.filter((r) => r === entrySheet)).toEqual([]);
        // Each preloaded read went over the network once: the page's own read took the preload.
        for (const url of preload.data)
          expect({ url, asked: requests.filter((r) => r === url).length }).toEqual({ url, asked: 1 });
        // The app asked for exactly those reads as it started, before it first rendered, so the
        // page's first render shows their answers (web/src/storefront/app/first-reads.ts).
        const beforeRender = [...new Set(reads.filter((read) => !read.rendered).map((read) => read.url))];
        expect({ route, beforeRender: beforeRender.sort() }).toEqual({
          route,
          beforeRender: [...preload.data].sort(),
        });
        // The first render waited for the page's chunk: it is the page, with no loading line first.
        expect({ route, firstRender }).toEqual({ route, firstRender: { heading: true, loading: false } });

        const look = await page.evaluate(async () => {
          await document.fonts.ready;
          const h1 = document.querySelector('h1')!;
          return {
            headerPosition: getComputedStyle(document.querySelector('.site-header')!).position,
            bodyBackground: getComputedStyle(document.body).backgroundColor,
            headingFont: getComputedStyle(h1).fontFamily,
            fontLoaded: document.fonts.check(`700 16px "Playfair Display"`),
          };
        });
        expect(look).toEqual({
          headerPosition: 'sticky',
          bodyBackground: 'rgb(253, 248, 244)',
          headingFont: expect.stringMatching(/^"?Playfair Display"?,/),
          fontLoaded: true,
        });
      } finally {
        await page.context().close();
      }
    },
  );

  it('shows the hero design at its own size, asked for first', async () => {
    // Once the designs have been read, the gateway names the hero's image in the landing page's head.
    expect((await fetch(`${stack.baseUrl}/api/designs/all`)).status).toBe(200);
    const { page, html, requests, said } = await visit('/');
    try {
      const hero = page.getByTestId('hero-design');
      await hero.waitFor();
      const src = await hero.getAttribute('src');
      expect(src).toMatch(/^\/generated\/designs\/[\w-]+\.svg$/);
      expect(tags(html, 'link').filter((l) => attr(l, 'as') === 'image')).toEqual([
        `<link rel="preload" as="image" fetchpriority="high" href="${src}">`,
      ]);
      // The page's image took that download: asked once, and no warning of a preload left unused.
      expect(requests.filter((r) => r === src)).toHaveLength(1);
      expect(said.filter((line) => /preload/i.test(line))).toEqual([]);
      const image = await hero.evaluate((img: HTMLImageElement) => ({
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        fetchPriority: img.getAttribute('fetchpriority'),
        loading: img.getAttribute('loading'),
        loaded: img.complete && img.naturalWidth > 0,
      }));
      expect(image).toEqual({
        width: '220',
        height: '330',
        fetchPriority: 'high',
        loading: null,
        loaded: true,
      });
      // The largest paint of the landing page on a phone is that design.
      const largest = await page.evaluate(
        () =>
          new Promise<string | null>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
              resolve(entries.at(-1)?.element?.getAttribute('data-testid') ?? null);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(largest).toBe('hero-design');
    } finally {
      await page.context().close();
    }
  });
});
