import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../infra/stack/src/chromium';
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { LOGIN_LIMITS } from '../../src/auth/login-limits';
import { declaredRoutes, endsSession, isAdminRoute } from './declared-routes';
import {
  Answer,
  DEFINED_HEADER_NAMES,
  headerProblems,
  refusalProblems,
  SECURITY_HEADERS,
  send,
  sendRaw,
} from './answers';
import { useSecurityStack } from './harness';

/**
 * Security headers on every answer (the API, its errors, the app's pages and static files), a
 * Content-Security-Policy that fits the app and snap.js, framing only by the shop itself, and no
 * stack trace or framework banner anywhere. Asked at the front users meet: nginx in front of the
 * gateway, from the same template as compose (the stack fails to start without nginx, which CI
 * installs); the pages and static files are asked of the gateway alone too, which serves them
 * itself when nginx is not installed.
 */
const assets = readdirSync(path.join(__dirname, '../../../web/dist/assets'));

const { shop, tally } = useSecurityStack('headers', { front: 'nginx' });

/** The CSP directives as a map of name to sources. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  it('are asked of nginx in front of the gateway', () => {
    expect(shop.stack.front).toBe('nginx');
    expect(shop.base).not.toBe(shop.stack.gatewayUrl);
  });

  it('are the ones SECURITY.md promises, no more and no fewer than the definition sends', () => {
    expect([...DEFINED_HEADER_NAMES].sort()).toEqual(Object.keys(SECURITY_HEADERS).sort());
  });

  it('are on the answer of every declared route, with and without the admin token', async () => {
    const failures: string[] = [];
    for (const route of declaredRoutes()) {
      for (const headers of [{}, shop.admin]) {
        // An admin's DELETE would remove the sample row, and a logout would end the suite's own
        // session: those are walked without the token (a token of their own is checked below).
        if ((route.method === 'DELETE' || endsSession(route)) && headers === shop.admin) continue;
        // Writes go with an empty body, which is refused before anything changes.
        const answer = await send(shop.base, route.path, { method: route.method, headers });
        tally.add('declared routes');
        failures.push(...headerProblems(answer).map((p) => `${route.method} ${route.path}: ${p}`));
        if (answer.status >= 500) failures.push(`${route.method} ${route.path}: ${answer.status}`);
        if (answer.status >= 400)
          failures.push(...refusalProblems(answer).map((p) => `${route.method} ${route.path}: ${p}`));
      }
    }
    expect(failures).toEqual([]);
  });

  it('are on the answers of the routes that end a session, each ending one of its own', async () => {
    const account = { username: 'pemeriksa-tajuk', password: 'pemeriksa-tajuk-123' };
    const created = await send(shop.base, '/api/admin/accounts', {
      method: 'POST',
      headers: shop.admin,
      json: account,
    });
    expect(created.status).toBe(201);
    const failures: string[] = [];
    for (const route of declaredRoutes().filter(endsSession)) {
      const login = await send(shop.base, '/admin/login', { method: 'POST', json: account });
      const answer = await send(shop.base, route.path, {
        method: route.method,
        headers: { authorization: `Bearer ${login.body.token}` },
      });
      tally.add('declared routes');
      if (answer.status !== 200) failures.push(`${route.method} ${route.path}: ${answer.status}`);
      failures.push(...headerProblems(answer).map((p) => `${route.method} ${route.path}: ${p}`));
    }
    expect(failures).toEqual([]);
    // The suite's own session is still open.
    expect((await send(shop.base, '/api/admin/me', { headers: shop.admin })).status).toBe(200);
  });

  it.each([
    ['nginx', () => shop.base],
    ['the gateway alone', () => shop.stack.gatewayUrl],
  ])('are on the app, its deep links and every kind of static file (%s)', async (_front, base) => {
    const css = assets.find((a) => a.endsWith('.css'));
    const js = assets.find((a) => a.endsWith('.js'));
    const failures: string[] = [];
    for (const page of [
      '/',
      '/index.html',
      '/details',
      '/admin/login',
      '/admin/orders',
      '/payment/pending?order_id=INV-1',
      '/klien-tidak-ada',
      `/assets/${js}`,
      `/assets/${css}`,
      '/favicon.svg',
      '/generated/designs/basic-dusty-blue.svg',
      '/generated/music/janji-suci.wav',
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await send(base(), page, { method });
        tally.add('pages and static files');
        if (answer.status !== 200) failures.push(`${method} ${page}: ${answer.status}`);
        failures.push(...headerProblems(answer).map((p) => `${method} ${page}: ${p}`));
      }
    }
    expect(failures).toEqual([]);
  });

  it('are on every kind of error, whose body never shows the framework', async () => {
    const errors: [string, () => Promise<Answer>, number][] = [
      ['an unknown API route', () => send(shop.base, '/api/tidak-ada'), 404],
      ['a missing asset', () => send(shop.base, '/assets/tidak-ada.js'), 404],
      ['an unknown method', () => send(shop.base, '/api/addons', { method: 'PATCH' }), 404],
      ['OPTIONS, which no route answers', () => send(shop.base, '/api/addons', { method: 'OPTIONS' }), 404],
      [
        'malformed JSON',
        () =>
          send(shop.base, '/api/referral/validate', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"code":',
          }),
        400,
      ],
      [
        'an unsupported content type',
        () =>
          send(shop.base, '/api/referral/validate', {
            method: 'POST',
            headers: { 'content-type': 'application/xml' },
            body: '<code/>',
          }),
        415,
      ],
      [
        'a body over the limit',
        () =>
          send(shop.base, '/api/referral/validate', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: `"${'a'.repeat(1_100_000)}"`,
          }),
        413,
      ],
      ['no admin token', () => send(shop.base, '/api/admin/orders'), 401],
      ['an invalid parameter', () => send(shop.base, '/api/catalogue/designs/satu'), 400],
      [
        'a parameter too long for the router',
        () => send(shop.base, `/api/admin/orders/${'1'.repeat(300)}`, { method: 'PUT' }),
        414,
      ],
      ['a malformed percent-encoding', () => sendRaw(shop.base, '/api/clients/%E0%A4%A'), 400],
      ['a path with a null byte', () => sendRaw(shop.base, '/api/addons%00'), 400],
      [
        'headers over 16 KB',
        () => send(shop.base, '/api/addons', { headers: { 'x-padding': 'a'.repeat(20_000) } }),
        431,
      ],
      [
        'an admin token over 16 KB',
        () =>
          send(shop.base, '/api/admin/orders', {
            headers: { authorization: `Bearer ${'a'.repeat(17_000)}` },
          }),
        431,
      ],
    ];
    const failures: string[] = [];
    for (const [label, attempt, status] of errors) {
      const answer = await attempt();
      tally.add('error answers');
      failures.push(...refusalProblems(answer, [status]).map((p) => `${label}: ${p}`));
    }
    expect(failures).toEqual([]);
  });

  it('are on answers to requests the HTTP parser cannot read', async () => {
    for (const raw of [
      'GARBAGE\r\n\r\n',
      'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
      'POST /api/referral/validate HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]) {
      const answer = await exchange(shop.base, raw);
      tally.add('unreadable requests');
      expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(answer.toLowerCase()).toContain('content-security-policy:');
      expect(answer).toMatch(/\{"message":"[^"]+","code":"bad_request"\}$/);
      expect(answer).not.toMatch(/fastify|Client Error|statusCode/);
    }
  });
});

describe('private answers', () => {
  it("are never kept: every admin answer and a customer's order, receipt and payment say no-store", async () => {
    const failures: string[] = [];
    const privateRoutes = declaredRoutes().filter(
      (route) =>
        isAdminRoute(route.path) ||
        route.path.startsWith('/api/orders/invitation') ||
        route.path.startsWith('/api/orders/revisions') ||
        route.path.startsWith('/api/pasangan/') ||
        ['/api/orders/track', '/api/orders/receipt', '/api/transactions/pending-transactions'].includes(
          route.path,
        ),
    );
    expect(privateRoutes.length).toBeGreaterThan(30);
    for (const route of privateRoutes) {
      if (route.method === 'DELETE' || endsSession(route)) continue;
      const answer = await send(shop.base, route.path, { method: route.method, headers: shop.admin });
      tally.add('private answers');
      if (!/\bno-store\b/.test(String(answer.headers['cache-control'])))
        failures.push(
          `${route.method} ${route.path} (${answer.status}): cache-control ${answer.headers['cache-control']}`,
        );
    }
    expect(failures).toEqual([]);
  });

  it('name the client by the address nginx saw: a login locked out stays locked out under any X-Forwarded-For', async () => {
    const attempt = (headers: Record<string, string> = {}) =>
      send(shop.base, '/admin/login', {
        method: 'POST',
        headers,
        json: { username: 'xff-probe', password: 'not-the-password' },
      });
    for (let i = 0; i < LOGIN_LIMITS.perClientAndName; i++) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
    for (const forwarded of ['198.51.100.7', '198.51.100.8, 127.0.0.1', '10.0.0.5']) {
      const answer = await attempt({ 'x-forwarded-for': forwarded });
      tally.add('forwarded addresses at the edge');
      expect({ forwarded, status: answer.status }).toEqual({ forwarded, status: 429 });
    }
  });
});

describe('metrics', () => {
  it('are not on the public address: /metrics and /health are unknown routes there, like any other', async () => {
    for (const [method, path] of [
      ['GET', '/metrics'],
      ['HEAD', '/metrics'],
      ['GET', '/metrics?format=prometheus'],
      ['GET', '/metrics/'],
      // The programs' health is for their orchestrator, on their own ports: not at the front.
      ['GET', '/health'],
      ['HEAD', '/health'],
    ]) {
      for (const headers of [{}, shop.admin, { accept: 'text/plain' }]) {
        const answer = await send(shop.base, path, { method, headers });
        tally.add('metrics on the public port');
        expect({ path, method, status: answer.status }).toEqual({ path, method, status: 404 });
        expect(answer.text).not.toMatch(/# HELP|# TYPE|process_cpu|http_request_duration|"checks"/);
        if (method === 'GET') {
          expect(refusalProblems(answer, [404])).toEqual([]);
          expect(answer.body.message).toBe('Alamat tidak ditemukan.');
        } else expect(headerProblems(answer)).toEqual([]);
      }
    }
  });

  it('are on METRICS_PORT, bound to the loopback address only', async () => {
    const gateway = shop.stack.specs.gateway;
    const port = Number(gateway.env.METRICS_PORT);
    expect(port).toBeGreaterThan(0);
    expect(port).not.toBe(gateway.port);
    const metrics = await send(`http://127.0.0.1:${port}`, '/metrics');
    tally.add('metrics on the internal port');
    expect(metrics.status).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    expect(metrics.text).toMatch(/^# HELP http_request_duration_seconds /m);
    expect(metrics.text).toContain('service="gateway"');
    const health = await send(`http://127.0.0.1:${port}`, '/health');
    tally.add('metrics on the internal port');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ service: 'gateway', status: 'ok' });
    // None of this machine's other addresses reaches it.
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((i) => i && !i.internal && !i.address.startsWith('fe80:'))
      .map((i) => i!.address);
    for (const address of others) {
      tally.add('metrics on the internal port');
      const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
      await expect(send(url, '/metrics', { timeoutMs: 3000 })).rejects.toThrow();
    }
  });
});

describe('the Content-Security-Policy', () => {
  it('lets the app and snap.js run, and nothing inline or from elsewhere', async () => {
    const page = await send(shop.base, '/');
    const csp = directives(page.headers['content-security-policy']);
    const snap = new URL(
      shop.stack.env.MIDTRANS_SNAP_JS_URL ?? shop.stack.specs.gateway.env.MIDTRANS_SNAP_JS_URL,
    ).origin;
    tally.add('policy directives', 8);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", snap]);
    expect(csp['connect-src']).toEqual(["'self'", snap]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    // Invitation pages live on their own https sites, and snap.js opens its popup in a frame.
    expect(csp['frame-src']).toEqual(expect.arrayContaining(["'self'", 'https:', snap]));
    expect(page.headers['content-security-policy']).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("runs the storefront and a design's sample invitation in a browser with no policy violation", async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      await page.goto(`${shop.base}/details`);
      await page.getByText('Pesan Sekarang').first().waitFor();
      // A design's sample invitation, under the page's own policy: its one inline script runs.
      await page.goto(`${shop.base}/contoh/basic-dusty-blue`);
      await page.getByText('Kepada Yth.').first().waitFor();
      expect(await page.locator('html').getAttribute('class')).toContain('js');
      expect(violations).toEqual([]);
      // A foreign site may not frame the shop.
      await page.goto(`data:text/html,<iframe id="f" src="${shop.base}/"></iframe>`);
      const framed = await page.waitForSelector('#f').then((f) => f.contentFrame());
      await page.waitForTimeout(500);
      expect(
        await framed?.evaluate(() => document.getElementById('root')?.innerHTML ?? null).catch(() => null),
      ).toBeNull();
      tally.add('browser checks', 3);
    } finally {
      await browser.close();
    }
  });
});

describe("nginx's own answers", () => {
  it('are the shop JSON with the security headers: a body over its limit, a write to a static file, /metrics', async () => {
    const cases: [string, () => Promise<Answer>, number][] = [
      [
        'a body over 6 MB (nginx: client_max_body_size)',
        () =>
          send(shop.base, '/api/payments/proof', {
            method: 'POST',
            headers: { 'content-type': 'application/octet-stream' },
            body: Buffer.alloc(7 * 1024 * 1024, 1),
          }),
        413,
      ],
      ['a write to a static file', () => send(shop.base, '/favicon.svg', { method: 'POST', json: {} }), 404],
      ['/metrics (answered by nginx)', () => send(shop.base, '/metrics'), 404],
      [
        'a header line over 32 KB',
        () => send(shop.base, '/api/addons', { headers: { 'x-pad': 'a'.repeat(40_000) } }),
        431,
      ],
    ];
    const failures: string[] = [];
    for (const [label, attempt, status] of cases) {
      const answer = await attempt();
      tally.add("nginx's own answers");
      failures.push(...refusalProblems(answer, [status]).map((p) => `${label}: ${p}`));
    }
    expect(failures).toEqual([]);
  });

  it('are the shop JSON with the security headers while the gateway hangs (504) and while it is away (502)', async () => {
    const pid = shop.stack.pid('gateway');
    expect(pid).toBeDefined();
    const failures: string[] = [];
    // A gateway that accepts and never answers: nginx gives up after proxy_read_timeout (30 s).
    process.kill(pid!, 'SIGSTOP');
    try {
      const hung = await send(shop.base, '/api/addons', { timeoutMs: 45_000 });
      tally.add("nginx's own answers");
      expect({ status: hung.status, body: hung.body }).toEqual({
        status: 504,
        body: { message: 'Layanan tidak merespons tepat waktu. Silakan coba lagi nanti.', code: 'timeout' },
      });
      expect(headerProblems(hung)).toEqual([]);
    } finally {
      process.kill(pid!, 'SIGCONT');
    }
    await shop.stack.stopProgram('gateway');
    try {
      for (const page of ['/api/addons', '/details', '/']) {
        const away = await send(shop.base, page);
        tally.add("nginx's own answers");
        expect({ page, status: away.status, body: away.body }).toEqual({
          page,
          status: 502,
          body: { message: 'Layanan sedang tidak tersedia. Silakan coba lagi nanti.', code: 'unavailable' },
        });
        failures.push(...headerProblems(away).map((p) => `502 ${page}: ${p}`));
      }
      // Static files are nginx's own: they are still served, with the headers.
      const file = await send(shop.base, '/favicon.svg');
      expect(file.status).toBe(200);
      failures.push(...headerProblems(file).map((p) => `static file without the gateway: ${p}`));
    } finally {
      await shop.stack.startProgram('gateway');
    }
    expect(failures).toEqual([]);
  });
});

/** Sends raw bytes and reads the whole answer. */
function exchange(base: string, bytes: string): Promise<string> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (c) => chunks.push(c));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', (err) =>
      chunks.length ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(err),
    );
    socket.write(bytes);
  });
}
