import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, isApiPath, SpaFallback } from './spa-fallback';

const INDEX =
  '<!doctype html><html><head><title>Undangan</title></head><body><div id="root"></div></body></html>';

/** The answer to a GET of `url`: its headers and its body as sent. */
function sent(spa: SpaFallback, url: string, headers: Record<string, string> = {}) {
  let body: Buffer | undefined;
  const sentHeaders: Record<string, string> = {};
  const reply = {
    status: () => reply,
    header: (name: string, value: string) => {
      sentHeaders[name] = value;
      return reply;
    },
    send: (bytes: Buffer) => {
      body = bytes;
      return reply;
    },
  };
  spa.send({ url, method: 'GET', headers } as unknown as FastifyRequest, reply as unknown as FastifyReply);
  return { headers: sentHeaders, body: body! };
}

/** The page a GET of `url` is answered with. */
function answer(spa: SpaFallback, url: string): string {
  return String(sent(spa, url).body);
}

describe('SpaFallback', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'spa-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sends index.html as built when the build has no preload list', () => {
    expect(answer(new SpaFallback(dir), '/checkout')).toBe(INDEX);
  });

  it('asks for a deep-linked page’s own chunks in its head, whatever the query or trailing slash', () => {
    writeFileSync(
      join(dir, 'route-preloads.json'),
      JSON.stringify({
        '/checkout': {
          js: ['/assets/CheckoutPage-a1.js', '/assets/axios-b2.js'],
          css: ['/assets/CheckoutPage-c3.css'],
        },
      }),
    );
    const spa = new SpaFallback(dir);
    const expected = INDEX.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/CheckoutPage-a1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/axios-b2.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/CheckoutPage-c3.css"></head>',
    );
    expect(answer(spa, '/checkout')).toBe(expected);
    expect(answer(spa, '/checkout/?utm_source=wa')).toBe(expected);
    expect(answer(spa, '/cart')).toBe(INDEX);
    expect(answer(spa, '/')).toBe(INDEX);
  });

  it('answers the landing page with its own chunks and asks for the first data beside them', () => {
    writeFileSync(
      join(dir, 'route-preloads.json'),
      JSON.stringify({
        '/': {
          js: ['/assets/LandingPage-a1.js'],
          css: [],
          data: ['/api/designs/all', '/api/details/data'],
        },
      }),
    );
    expect(answer(new SpaFallback(dir), '/')).toBe(
      INDEX.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/LandingPage-a1.js">' +
          '<link rel="preload" as="fetch" crossorigin href="/api/designs/all">' +
          '<link rel="preload" as="fetch" crossorigin href="/api/details/data"></head>',
      ),
    );
  });

  it("names the landing page's largest image in its head while one is known, and only there", () => {
    writeFileSync(
      join(dir, 'route-preloads.json'),
      JSON.stringify({
        '/': { js: ['/assets/LandingPage-a1.js'] },
        '/cart': { js: ['/assets/CartPage-b2.js'] },
      }),
    );
    let image: string | undefined;
    const spa = new SpaFallback(dir, () => image);
    const landing = INDEX.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/LandingPage-a1.js"></head>',
    );
    expect(answer(spa, '/')).toBe(landing);
    image = '/generated/designs/exclusive-a.svg';
    const withImage = landing.replace(
      '</head>',
      '<link rel="preload" as="image" fetchpriority="high" href="/generated/designs/exclusive-a.svg"></head>',
    );
    expect(answer(spa, '/')).toBe(withImage);
    expect(answer(spa, '/?utm_source=wa')).toBe(withImage);
    expect(brotliDecompressSync(sent(spa, '/', { 'accept-encoding': 'br' }).body).toString()).toBe(withImage);
    expect(answer(spa, '/cart')).not.toContain('as="image"');
    image = '/design-images/b.webp';
    expect(answer(spa, '/')).toContain('href="/design-images/b.webp"></head>');
    image = undefined;
    expect(answer(spa, '/')).toBe(landing);
  });

  it('writes no data address but a path of the API', () => {
    writeFileSync(
      join(dir, 'route-preloads.json'),
      JSON.stringify({
        '/details': {
          data: [
            '/api/addons?x="><script>',
            'https://elsewhere.example/api/addons',
            '/admin/dashboard/orders',
            '/api/../admin',
            '//elsewhere.example/api/x',
            7,
          ],
        },
      }),
    );
    expect(answer(new SpaFallback(dir), '/details')).toBe(INDEX);
  });

  it('sends the page compressed to a browser that takes br or gzip, and says it varies', () => {
    writeFileSync(
      join(dir, 'route-preloads.json'),
      JSON.stringify({ '/cart': { js: ['/assets/CartPage-a1.js'] } }),
    );
    const spa = new SpaFallback(dir);
    const page = answer(spa, '/cart');
    expect(page).toContain('CartPage-a1.js');
    const br = sent(spa, '/cart', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    const gzip = sent(spa, '/cart', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'accept-encoding' });
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    const plain = sent(spa, '/cart', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(String(plain.body)).toBe(page);
  });

  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.0, GZIP;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    [['gzip', 'br'], 'br'],
  ] as const)('answers Accept-Encoding %p with %s', (accept, coding) => {
    expect(chooseEncoding(accept as string | string[] | undefined)).toBe(coding);
  });

  it('never writes anything but an asset address into the page', () => {
    writeFileSync(
      join(dir, 'route-preloads.json'),
      JSON.stringify({
        '/cart': { js: ['"><script>alert(1)</script>', 'https://elsewhere.example/x.js', 42], css: 'x' },
      }),
    );
    expect(answer(new SpaFallback(dir), '/cart')).toBe(INDEX);
  });

  it('leaves the API reference and its document to the gateway', () => {
    for (const path of ['/api/docs', '/api/docs/docs.js', '/api/docs/docs.css', '/api/openapi.json'])
      expect({ path, api: isApiPath(path) }).toEqual({ path, api: true });
    const request = { url: '/api/docs', method: 'GET' } as FastifyRequest;
    expect(new SpaFallback(dir).serves(request)).toBe(false);
  });

  it("leaves the invitation pages' photos to the gateway: a missing one is a 404, never the app", () => {
    for (const path of ['/foto-undangan/00000000-0000-4000-8000-000000000000.webp', '/foto-undangan/x'])
      expect({ path, api: isApiPath(path) }).toEqual({ path, api: true });
  });
});
