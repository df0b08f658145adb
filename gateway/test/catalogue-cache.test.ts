import { waitFor } from '@undangan/platform/testing';
import { sampleValue, scrape } from '../../services/platform/test/metrics-text';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';

/**
 * The gateway's cache of public catalogue reads, against a real catalogue, broker and database:
 * two gateway replicas, so a change made through one must reach the other by `catalogue.changed`.
 */
jest.setTimeout(120_000);

const TTL_MS = 2_500;
const RPC_TIMEOUT_MS = 1_500;
let stack: TestStack;
let writer: string;
let reader: string;
let admin: Record<string, string>;

/** The reader's count of catalogue reads, by what answered them (gateway_catalogue_reads_total). */
const readsAnsweredBy = async () => {
  const text = await scrape(Number(stack.specs['gateway.2'].env.METRICS_PORT));
  const count = (source: string) =>
    sampleValue(text, 'gateway_catalogue_reads_total', { answered_by: source }) ?? 0;
  return { fast_path: count('fast_path'), cache: count('cache'), catalogue: count('catalogue') };
};

/** How many catalogue.changed events the reader has heard (gateway_catalogue_changes_heard_total). */
const changesHeard = async () =>
  sampleValue(
    await scrape(Number(stack.specs['gateway.2'].env.METRICS_PORT)),
    'gateway_catalogue_changes_heard_total',
    {},
  ) ?? 0;

const get = async (base: string, path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(base + path, { headers });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : undefined, headers: res.headers };
};

const send = (base: string, method: string, path: string, body: unknown) =>
  fetch(base + path, {
    method,
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Reads until `ok` holds; returns how long it took, or fails after `ms`. */
const until = async (read: () => Promise<boolean>, ms: number): Promise<number> => {
  const started = Date.now();
  await waitFor(read, (seen) => seen, ms, 20);
  return Date.now() - started;
};

const addonTitles = async (base: string): Promise<string[]> =>
  ((await get(base, '/api/addons')).body as { title: string }[]).map((a) => a.title);

beforeAll(async () => {
  stack = await startTestStack({
    services: ['catalogue', 'gateway'],
    scale: { gateway: 2 },
    env: { CATALOGUE_CACHE_TTL_MS: String(TTL_MS), RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS) },
  });
  // Each replica at its own address: the admin writes through one, the shop reads from the other.
  writer = `http://127.0.0.1:${stack.specs.gateway.port}`;
  reader = `http://127.0.0.1:${stack.specs['gateway.2'].port}`;
  const login = await fetch(`${writer}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: stack.env.ADMIN_USERNAME, password: stack.env.ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  admin = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
});

afterAll(async () => {
  await stack?.stop();
});

describe('public catalogue reads from the gateway cache', () => {
  it('tags each answer with a strong ETag and answers a matching If-None-Match with 304', async () => {
    const first = await get(reader, '/api/designs/all');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');

    const again = await get(reader, '/api/designs/all', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');

    const weakOrListed = await get(reader, '/api/designs/all', { 'if-none-match': `"other", W/${etag}` });
    expect(weakOrListed.status).toBe(304);
    const stale = await get(reader, '/api/designs/all', { 'if-none-match': '"not-the-current-one"' });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(first.text);

    // Every cached path has its own tag: packages are not designs.
    const packages = await get(reader, '/api/details/data', { 'if-none-match': etag! });
    expect(packages.status).toBe(200);
    expect(packages.headers.get('etag')).not.toBe(etag);
  });

  it('shows a change made through the admin API on the next read, on this replica and the other', async () => {
    const title = `Uji Cache ${Date.now()}`;
    expect(await addonTitles(reader)).not.toContain(title);
    const heardBefore = await changesHeard();
    const beforeTag = (await get(reader, '/api/addons')).headers.get('etag')!;

    const created = await send(writer, 'POST', '/api/admin/database/addons', {
      id: 901,
      title,
      description: 'Tambahan untuk uji cache',
      price: 15000,
    });
    expect(created.status).toBe(201);
    // The replica the admin used has forgotten its copy already.
    expect(await addonTitles(writer)).toContain(title);
    // The other hears catalogue.changed from the broker (counted, so a TTL running out cannot pass
    // for it), and shows the change on its next read. How soon is the bench's to measure.
    await until(async () => (await changesHeard()) > heardBefore, 30_000);
    expect(await addonTitles(reader)).toContain(title);

    const changed = await get(reader, '/api/addons', { 'if-none-match': beforeTag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(beforeTag);

    expect(
      (await send(writer, 'PUT', '/api/admin/database/addons/901', { id: 901, title, price: 17500 })).status,
    ).toBe(200);
    await until(
      async () =>
        ((await get(reader, '/api/addons')).body as { id: number; price: number }[]).some(
          (a) => a.id === 901 && a.price === 17500,
        ),
      30_000,
    );
    expect((await send(writer, 'DELETE', '/api/admin/database/addons/901', {})).status).toBe(200);
    await until(async () => !(await addonTitles(reader)).includes(title), 30_000);
  });

  it('answers a kept list before Nest, which handles only the miss', async () => {
    await new Promise((r) => setTimeout(r, TTL_MS));
    const before = await readsAnsweredBy();
    const first = await get(reader, '/api/packages');
    const second = await get(reader, '/api/packages');
    const third = await get(reader, '/api/details/data', { 'if-none-match': first.headers.get('etag')! });
    expect([first.status, second.status, third.status]).toEqual([200, 200, 304]);
    expect(second.text).toBe(first.text);
    // The miss went through Nest to the catalogue; the other two never reached Nest.
    const after = await readsAnsweredBy();
    expect({
      fast_path: after.fast_path - before.fast_path,
      cache: after.cache - before.cache,
      catalogue: after.catalogue - before.catalogue,
    }).toEqual({ fast_path: 2, cache: 0, catalogue: 1 });
  });

  it('keeps each package its own design list', async () => {
    const premium = await get(reader, '/api/catalogue/designs/3');
    const basic = await get(reader, '/api/catalogue/designs/2');
    expect(premium.status).toBe(200);
    expect(basic.status).toBe(200);
    expect(premium.headers.get('etag')).not.toBe(basic.headers.get('etag'));
    expect((await get(reader, '/api/catalogue/designs/3')).text).toBe(premium.text);
  });

  it('serves cached reads while the catalogue is stopped, until the TTL, then fails fast and recovers', async () => {
    const paths = ['/api/designs/all', '/api/details/data'];
    // Whatever an earlier test left has expired: the reads below are loaded and kept now.
    await new Promise((r) => setTimeout(r, TTL_MS));
    const cached = await Promise.all(paths.map((path) => get(reader, path)));
    const cachedAt = Date.now();
    await stack.stopProgram('catalogue');

    for (const [i, path] of paths.entries()) {
      const res = await get(reader, path);
      expect(res.status).toBe(200);
      expect(res.text).toBe(cached[i].text);
    }
    // The admin list is never cached: it shows the outage at once.
    const adminList = await fetch(`${reader}/api/admin/database/designs`, { headers: admin });
    expect([503, 504]).toContain(adminList.status);

    await new Promise((r) => setTimeout(r, Math.max(0, cachedAt + TTL_MS + 100 - Date.now())));
    const started = Date.now();
    const expired = await get(reader, '/api/designs/all');
    expect([503, 504]).toContain(expired.status);
    expect(Date.now() - started).toBeLessThan(RPC_TIMEOUT_MS + 1000);

    await stack.startProgram('catalogue');
    await until(async () => (await get(reader, '/api/designs/all')).status === 200, 10_000);
    expect((await get(reader, '/api/designs/all')).text).toBe(cached[0].text);
  });
});
