import { gunzipSync } from 'node:zlib';
import Fastify, { FastifyInstance } from 'fastify';
import { CatalogueCache } from './catalogue-cache';
import { answerFromCatalogueCache, CATALOGUE_KEYS } from './catalogue-fast-path';

describe('answerFromCatalogueCache', () => {
  let app: FastifyInstance;
  let cache: CatalogueCache;
  let handled: string[];

  beforeEach(async () => {
    cache = new CatalogueCache({ ttlMs: 60_000 });
    cache.setListening(true);
    handled = [];
    app = Fastify();
    answerFromCatalogueCache(app, cache);
    for (const url of [
      '/api/designs/all',
      '/api/details/data',
      '/api/catalogue/designs/:packageId',
      '/other',
    ]) {
      app.get(url, async (request) => {
        handled.push(request.url);
        return { from: 'handler' };
      });
    }
    await app.ready();
  });

  afterEach(() => app.close());

  const fill = (key: string, value: unknown) => cache.get(key, () => Promise.resolve(value));

  it('answers a kept list before the route handler, with its ETag', async () => {
    const kept = await fill(CATALOGUE_KEYS.designs, [{ id: 'a' }]);
    const res = await app.inject({ method: 'GET', url: '/api/designs/all' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('[{"id":"a"}]');
    expect(res.headers.etag).toBe(kept.etag);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(handled).toEqual([]);

    const again = await app.inject({
      method: 'GET',
      url: '/api/designs/all',
      headers: { 'if-none-match': kept.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(handled).toEqual([]);
  });

  it('sends the answer gzipped once to a browser that accepts it, with an ETag of its own', async () => {
    const kept = await fill(CATALOGUE_KEYS.designs, [{ id: 'a', name: 'x'.repeat(2000) }]);
    const zipped = await app.inject({
      method: 'GET',
      url: '/api/designs/all',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zipped.rawPayload.length).toBeLessThan(kept.body.length / 4);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(kept.body.toString('utf8'));
    expect(zipped.headers.etag).toBe(kept.gzip.etag);
    expect(kept.gzip.etag).not.toBe(kept.etag);

    const plain = await app.inject({
      method: 'GET',
      url: '/api/designs/all',
      headers: { 'accept-encoding': 'gzip;q=0, *' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toBe(kept.body.toString('utf8'));
    expect(plain.headers.etag).toBe(kept.etag);

    // Each representation is revalidated by its own tag.
    const revalidate = (etag: string, encoding: string) =>
      app.inject({
        method: 'GET',
        url: '/api/designs/all',
        headers: { 'if-none-match': etag, 'accept-encoding': encoding },
      });
    expect((await revalidate(kept.gzip.etag, 'gzip')).statusCode).toBe(304);
    expect((await revalidate(kept.etag, 'gzip')).statusCode).toBe(200);
    expect((await revalidate(kept.etag, 'identity')).statusCode).toBe(304);
    expect(handled).toEqual([]);
  });

  it('leaves misses, other methods and other routes to their handlers', async () => {
    await fill(CATALOGUE_KEYS.designs, []);
    await app.inject({ method: 'GET', url: '/api/details/data' });
    await app.inject({ method: 'HEAD', url: '/api/designs/all' });
    await app.inject({ method: 'GET', url: '/other' });
    expect(handled).toEqual(['/api/details/data', '/api/designs/all', '/other']);
  });

  it('keys a package design list by its id, written only the canonical way', async () => {
    await fill(CATALOGUE_KEYS.designsForPackage(3), [{ id: 'premium' }]);
    expect((await app.inject({ method: 'GET', url: '/api/catalogue/designs/3' })).body).toBe(
      '[{"id":"premium"}]',
    );
    await app.inject({ method: 'GET', url: '/api/catalogue/designs/03' });
    await app.inject({ method: 'GET', url: '/api/catalogue/designs/4' });
    expect(handled).toEqual(['/api/catalogue/designs/03', '/api/catalogue/designs/4']);
  });

  it('stops answering once the cache forgets', async () => {
    await fill(CATALOGUE_KEYS.designs, []);
    cache.invalidate();
    await app.inject({ method: 'GET', url: '/api/designs/all' });
    expect(handled).toEqual(['/api/designs/all']);
  });
});
