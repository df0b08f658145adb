import { baseTheme } from '@undangan/contracts';
import { waitFor } from '@undangan/platform/testing';
import { SEED_DESIGNS, SEED_PACKAGES } from '../../services/catalogue/src/seed/catalogue-seed';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';

/**
 * The catalogue from the database to HTTP: gateway -> RabbitMQ -> catalogue -> PostgreSQL, the
 * built programs on a throwaway database and virtual host.
 */
jest.setTimeout(120_000);

// The gateway's wait for a service (production's 5 s): a read on a busy machine outlasted 1.5 s and
// came back 504; a request to a stopped service must still end within it, not hang.
const RPC_TIMEOUT_MS = 5_000;
let stack: TestStack;
let base: string;
let admin: { username: string; password: string };

const json = async (path: string, init?: RequestInit) => {
  const res = await fetch(base + path, init);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
};

beforeAll(async () => {
  stack = await startTestStack({
    services: ['catalogue', 'gateway'],
    env: { RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS) },
  });
  base = stack.baseUrl;
  admin = { username: stack.env.ADMIN_USERNAME, password: stack.env.ADMIN_PASSWORD };
});

afterAll(async () => {
  await stack?.stop();
});

/** The gateway's JSON log lines written since `from` characters of its log. */
const gatewayLines = (from: number) =>
  stack
    .logs('gateway')
    .slice(from)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const login = async () => {
  const res = await json('/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${res.body.token as string}`, 'content-type': 'application/json' };
};

describe('public catalogue reads', () => {
  it("serves the seeded designs with SPEC's shape and the shop's theme", async () => {
    const res = await json('/api/designs/all');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(SEED_DESIGNS.length);
    const first = res.body.find((d: { id: string }) => d.id === SEED_DESIGNS[0].id);
    expect(Object.keys(first).sort()).toEqual(
      [
        'category',
        'id',
        'image_url',
        'name',
        'package_allowed',
        'package_id',
        'package_name',
        'template_url',
        'theme',
      ].sort(),
    );
    expect(first.theme).toEqual(SEED_DESIGNS[0].theme);
    expect(res.headers.get('x-request-id')).toMatch(/.+/);
  });

  it('serves packages ordered by id with integer prices, on every path SPEC names', async () => {
    for (const path of ['/api/details/data', '/api/packages', '/api/catalogue/packages']) {
      const res = await json(path);
      expect(res.status).toBe(200);
      expect(res.body.map((p: { id: number }) => p.id)).toEqual(
        SEED_PACKAGES.map((p) => p.id).sort((a, b) => a - b),
      );
      expect(res.body[0]).toEqual(SEED_PACKAGES.find((p) => p.id === 1));
    }
  });

  it('lists the designs a package may order', async () => {
    const res = await json('/api/catalogue/designs/4');
    const expected = SEED_DESIGNS.filter((d) => d.package_allowed.includes(4))
      .map((d) => d.id)
      .sort();
    expect(res.status).toBe(200);
    expect(res.body.map((d: { id: string }) => d.id).sort()).toEqual(expected);
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'id',
      'image_url',
      'name',
      'package_allowed',
      'package_name',
    ]);
  });

  it('answers a wrong id type with 400 and a message', async () => {
    const res = await json('/api/catalogue/designs/abc');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'ID paket harus berupa angka bulat.', code: 'bad_request' });
  });

  it('sends the security headers on answers and errors alike', async () => {
    for (const path of ['/api/designs/all', '/api/does-not-exist', '/api/catalogue/designs/abc']) {
      const res = await json(path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('answers an unknown API path with a 404 body, never the app', async () => {
    const res = await json('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });
});

describe('admin catalogue', () => {
  it('refuses every admin route without a valid token', async () => {
    for (const path of [
      '/api/admin/database/packages',
      '/api/admin/database/addons',
      '/api/admin/database/designs',
    ]) {
      expect((await json(path)).status).toBe(401);
      expect((await json(path, { headers: { authorization: 'Bearer not.a.token' } })).status).toBe(401);
    }
  });

  it('refuses a wrong password with the SPEC message', async () => {
    const res = await json('/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'salah' }),
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Login gagal. Periksa username dan password Anda.');
  });

  it('creates, updates (id locked) and deletes a package', async () => {
    const headers = await login();
    const created = await json('/api/admin/database/packages', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        id: 77,
        name: 'Platinum',
        price: 450000,
        feature: 'Domain sendiri, Video prewedding',
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: 77,
      name: 'Platinum',
      price: 450000,
      features: ['Domain sendiri', 'Video prewedding'],
    });

    const duplicate = await json('/api/admin/database/packages', {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: 77, name: 'Lagi', price: 1 }),
    });
    expect(duplicate.status).toBe(409);

    const renumbered = await json('/api/admin/database/packages/77', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ id: 78, name: 'Platinum', price: 450000 }),
    });
    expect(renumbered.status).toBe(400);
    expect(renumbered.body.message).toBe('ID tidak dapat diubah.');

    const updated = await json('/api/admin/database/packages/77', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ id: 77, name: 'Platinum Plus', price: 475000, feature: '' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ id: 77, name: 'Platinum Plus', price: 475000, features: [] });

    expect((await json('/api/admin/database/packages/77', { method: 'DELETE', headers })).status).toBe(200);
    expect((await json('/api/admin/database/packages/77', { method: 'DELETE', headers })).status).toBe(404);
    const list = await json('/api/details/data');
    expect(list.body.map((p: { id: number }) => p.id)).not.toContain(77);
  });

  it('rejects malformed JSON, wrong types and bad values with 400 and stores nothing', async () => {
    const headers = await login();
    const before = await json('/api/addons');
    const bad = [
      '{"id": 9, "title": ',
      JSON.stringify({ id: 'sembilan', title: 'X', price: 1000 }),
      JSON.stringify({ id: 9, title: 'X', price: -5 }),
      JSON.stringify({ id: 9, title: 'X', price: 10.5 }),
      JSON.stringify({ id: 9, title: '', price: 1000 }),
      JSON.stringify({ id: 9, title: 'x'.repeat(10_000), price: 1000 }),
      JSON.stringify({ id: 9, title: 'Nul\u0000byte', price: 1000 }),
      JSON.stringify([1, 2, 3]),
    ];
    for (const body of bad) {
      const res = await json('/api/admin/database/addons', { method: 'POST', headers, body });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await json('/api/addons')).body).toEqual(before.body);
    const malformed = await json('/api/admin/database/addons', {
      method: 'POST',
      headers,
      body: '{"id": 9,',
    });
    expect(malformed.body.message).toBe('Format JSON tidak valid.');
  });

  it('stores a design from the multipart admin form', async () => {
    const headers = await login();
    const form = new FormData();
    form.set('id', 'uji-desain');
    form.set('name', 'Uji <b>Desain</b>');
    form.set('package_id', 'Premium');
    form.set('package_allowed', '3,4');
    form.set('category', 'baptism');
    form.set('template_url', '/generated/templates/uji.html');
    const created = await fetch(`${base}/api/admin/database/designs`, {
      method: 'POST',
      headers: { authorization: headers.authorization },
      body: form,
    });
    expect(created.status).toBe(201);
    const forPremium = await json('/api/catalogue/designs/3');
    const stored = forPremium.body.find((d: { id: string }) => d.id === 'uji-desain');
    expect(stored).toEqual({
      id: 'uji-desain',
      name: 'Uji <b>Desain</b>',
      image_url: '',
      package_allowed: [3, 4],
      package_name: 'Premium',
    });
    form.set('category', 'pesta');
    const badCategory = await fetch(`${base}/api/admin/database/designs/uji-desain`, {
      method: 'PUT',
      headers: { authorization: headers.authorization },
      body: form,
    });
    expect(badCategory.status).toBe(400);
  });

  it("takes a design's theme as an object in JSON, and refuses a colour that is none in Indonesian", async () => {
    const headers = await login();
    const design = {
      id: 'uji-tema',
      name: 'Uji Tema',
      package_id: 'Basic',
      package_allowed: [2],
      category: 'wedding',
    };
    const theme = { ...baseTheme(), motif: 'kawung', layout: 'framed' };
    const created = await json('/api/admin/database/designs', {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...design, theme }),
    });
    expect(created.status).toBe(201);
    expect(created.body.theme).toEqual(theme);
    const refused = await json('/api/admin/database/designs/uji-tema', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...design, theme: { ...theme, palette: { ...theme.palette, accent: 'emas' } } }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Warna aksen ditulis seperti #8a5a44.');
  });
});

describe('a stopped service', () => {
  // The admin list is never served from the gateway's cache, so it shows the outage at once.
  it('answers 503 at once while the catalogue is down and recovers without a gateway restart', async () => {
    const headers = await login();
    await stack.stopProgram('catalogue');
    const logged = stack.logs('gateway').length;
    const started = Date.now();
    const down = await json('/api/admin/database/designs', { headers });
    expect([503, 504]).toContain(down.status);
    expect(down.body.code).toMatch(/unavailable|timeout/);
    expect(Date.now() - started).toBeLessThan(RPC_TIMEOUT_MS + 1000);
    // An outage is logged as a warning, one line per request; errors are kept for bugs.
    const lines = await waitFor(
      'the warning of the refused request',
      async () => gatewayLines(logged),
      (seen) => seen.some((line) => line.msg === 'request not served'),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40, // pino's warn
        msg: 'request not served',
        status: down.status,
        code: down.body.code,
      }),
    );
    expect(lines.filter((line) => line.msg === 'request failed')).toEqual([]);

    await stack.startProgram('catalogue');
    const status = await waitFor(
      'the designs list after the restart',
      async () => (await json('/api/admin/database/designs', { headers })).status,
      (answered) => answered === 200,
      10_000,
      200,
    );
    expect(status).toBe(200);
  });
});
