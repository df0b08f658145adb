import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, SpaFallback } from './spa-fallback';

const INDEX =
  '<!doctype html><html><head><title>Undangan</title></head><body><div id="root"></div></body></html>';

/** The page a GET of `url` is answered with. */
function answer(spa: SpaFallback, url: string): string {
  let body: Buffer | undefined;
  const reply = {
    status: () => reply,
    header: () => reply,
    send: (sent: Buffer) => {
      body = sent;
      return reply;
    },
  };
  spa.send({ url, method: 'GET' } as FastifyRequest, reply as unknown as FastifyReply);
  return String(body);
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
});
