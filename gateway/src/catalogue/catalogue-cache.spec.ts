import { acceptsGzip, CatalogueCache, etagMatches } from './catalogue-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('CatalogueCache', () => {
  let clock: number;
  let cache: CatalogueCache;
  let loads: number;
  const load = (value: unknown) => () => {
    loads += 1;
    return Promise.resolve(value);
  };

  beforeEach(() => {
    clock = 1_000;
    loads = 0;
    cache = new CatalogueCache({ ttlMs: 30_000, maxEntries: 2, now: () => clock });
    cache.setListening(true);
  });

  it('keeps an answer until the TTL, then asks again', async () => {
    const first = await cache.get('designs', load([{ id: 'a' }]));
    expect(first.body.toString()).toBe('[{"id":"a"}]');
    clock += 29_999;
    expect((await cache.get('designs', load([{ id: 'b' }]))).etag).toBe(first.etag);
    expect(loads).toBe(1);
    clock += 1;
    const later = await cache.get('designs', load([{ id: 'b' }]));
    expect(later.body.toString()).toBe('[{"id":"b"}]');
    expect(later.etag).not.toBe(first.etag);
    expect(loads).toBe(2);
  });

  it('gives the same bytes the same strong ETag', async () => {
    const a = await cache.get('a', load({ x: 1 }));
    const b = await cache.get('b', load({ x: 1 }));
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(b.etag).toBe(a.etag);
  });

  it('keeps nothing while it does not hear catalogue changes', async () => {
    cache.setListening(false);
    await cache.get('designs', load([]));
    await cache.get('designs', load([]));
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('loads once for requests that arrive together', async () => {
    const pending = deferred<unknown>();
    const slow = jest.fn(() => pending.promise);
    const answers = Promise.all([cache.get('addons', slow), cache.get('addons', slow)]);
    pending.resolve([{ id: 1 }]);
    const [a, b] = await answers;
    expect(slow).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
  });

  it('never keeps an answer that was loaded across a change', async () => {
    const before = deferred<unknown>();
    const answer = cache.get('packages', () => before.promise);
    cache.invalidate();
    before.resolve([{ price: 100 }]);
    expect((await answer).body.toString()).toBe('[{"price":100}]');
    expect(cache.size).toBe(0);
    const after = await cache.get('packages', load([{ price: 150 }]));
    expect(after.body.toString()).toBe('[{"price":150}]');
  });

  it('forgets everything on a change, and when the subscription comes back', async () => {
    await cache.get('a', load(1));
    cache.invalidate();
    expect(cache.size).toBe(0);
    await cache.get('a', load(1));
    cache.setListening(true);
    expect(cache.size).toBe(0);
  });

  it('tells the answer last kept after its TTL, for a hint, until a change is heard', async () => {
    expect(cache.latest('designs')).toBeUndefined();
    await cache.get('designs', load([{ id: 'a' }]));
    clock += 60_000;
    expect(cache.peek('designs')).toBeUndefined();
    expect(cache.latest('designs')?.body.toString()).toBe('[{"id":"a"}]');
    cache.invalidate();
    expect(cache.latest('designs')).toBeUndefined();
    await cache.get('designs', load([{ id: 'b' }]));
    cache.setListening(false);
    expect(cache.latest('designs')).toBeUndefined();
  });

  it('keeps no failure: the next read asks again', async () => {
    await expect(cache.get('designs', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('designs', load([]))).body.toString()).toBe('[]');
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    await cache.get('one', load(1));
    await cache.get('two', load(2));
    await cache.get('three', load(3));
    expect(cache.size).toBe(2);
    await cache.get('three', load(3));
    await cache.get('one', load(1));
    expect(loads).toBe(4);
  });
});

describe('etagMatches', () => {
  const tag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
    ['', false],
  ])('%s -> %s', (header, expected) => {
    expect(etagMatches(header, tag)).toBe(expected);
  });

  it('is false without the header', () => {
    expect(etagMatches(undefined, tag)).toBe(false);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['identity', false],
    ['br', false],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['', false],
    [undefined, false],
  ])('%s -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
