import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, Server, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  contentSecurityPolicy,
  invitationPagePolicy,
  securityHeaders,
  SHOP_PAGE_SEGMENTS,
} from '@undangan/contracts';
import { FRONT_SERVICE, findRepoRoot, parseCompose, readComposeSource } from '../src/compose-config';
import { freePort } from '../src/network';
import {
  findNginx,
  frontIncludes,
  NGINX_TEMPLATE,
  webImageMainConfig,
  writeFrontIncludes,
  prepareNginxFront,
  renderTemplate,
  SNAP_SOURCE_VARIABLE,
  templateVariables,
} from '../src/nginx-front';
import { ProgramProcess, waitForHealthy } from '../src/program-process';

/**
 * The nginx front's own promises, against Debian's nginx and a stand-in gateway: the gateway's
 * security headers on every kind of answer (with each snap.js address), nginx's own errors in the
 * shop's JSON, and no header sent twice. CI installs nginx; without it these cases fail.
 */

const repoRoot = findRepoRoot(__dirname);
const template = readFileSync(path.join(repoRoot, NGINX_TEMPLATE), 'utf8');

describe('rendering the template', () => {
  it('replaces $NAME and ${NAME} of the given variables only, as the nginx image does', () => {
    expect(renderTemplate('a ${A} $A $uri ${B} $$', { A: 'x' })).toBe('a x x $uri ${B} $$');
  });

  it('needs exactly the variables the web service sets in compose', () => {
    expect(templateVariables(template)).toEqual([
      'GATEWAY_UPSTREAM',
      'MIDTRANS_SNAP_JS_URL',
      'NGINX_ACCESS_LOG',
      'NGINX_LISTEN',
      'NGINX_REAL_IP_FROM',
      'NGINX_RESOLVER',
      'WEB_ROOT',
    ]);
  });

  it('generates one add_header ... always per security header of the gateway', () => {
    const include = frontIncludes()['security-headers.conf'];
    const lines = include.split('\n').filter((l) => l.startsWith('add_header'));
    const sent = Object.fromEntries(
      lines.map((line) => {
        const m = /^add_header ([A-Za-z-]+) "([^"]*)" always;$/.exec(line);
        if (!m) throw new Error(`unexpected line ${line}`);
        return [m[1].toLowerCase(), m[2].replaceAll(SNAP_SOURCE_VARIABLE, ' https://app.midtrans.com')];
      }),
    );
    expect(sent).toEqual(securityHeaders('https://app.midtrans.com/snap/snap.js'));
  });

  it("writes the guest links' maps from the contract's token: the log's path without it, and never kept", () => {
    const include = frontIncludes()['guest-links.conf'];
    expect(include).toContain('map $uri $logged_uri {');
    expect(include).toContain('"~^(?<guest_page>/[A-Za-z0-9_-]{1,100})/[0-9A-Za-z]{12}$" "$guest_page/...";');
    expect(include).toContain('"~^/[0-9A-Za-z]{12}$" "/...";');
    expect(include).toContain('"~^/[A-Za-z0-9_-]{1,100}/[0-9A-Za-z]{12}$" 1;');
    expect(template).toContain('include front/guest-links.conf;');
    expect(template).toMatch(/log_format shop [^;]*\$logged_uri[^;]*;/);
    expect(template).not.toMatch(/log_format shop [^;]*\$uri /);
  });

  it("keeps the shop's own pages out of the invitation pages' block, as the gateway does", () => {
    const listed = /location ~\* "\^\/\(\?!\(\?:([a-z|-]+)\)\(\?:\/\|\$\)\)/.exec(template)?.[1].split('|');
    expect(listed).toEqual([...SHOP_PAGE_SEGMENTS].sort());
  });

  it('includes the headers again in every block with an add_header of its own (nginx drops inherited ones there)', () => {
    const blocks = template.split(/\n\s*location\s/).slice(1);
    for (const block of blocks) {
      const body = block.slice(0, block.indexOf('\n    }'));
      // The pages the gateway draws (`/` and the invitation pages' block) choose their policy
      // themselves (a couple's page keeps its own), with every other header.
      if (body.startsWith('= / {') || body.includes('proxy_cache invitation_pages;')) {
        expect(body).toContain('include front/hide-upstream-headers.conf;');
        expect(body).toContain('include front/security-headers-but-policy.conf;');
        expect(body).toContain('add_header Content-Security-Policy $page_policy always;');
        continue;
      }
      if (/\badd_header\b/.test(body)) expect(body).toContain('include front/security-headers.conf;');
    }
    expect(template.split(/\n\s*location\s/)[0]).toContain('include front/security-headers.conf;');
  });
});

const nginx = findNginx();

describe('the front as compose runs it', () => {
  const webEnv = parseCompose(readComposeSource(repoRoot), {}).services[FRONT_SERVICE].environment;

  it("renders as the nginx image's envsubst renders it", () => {
    const names = Object.keys(webEnv)
      .map((name) => `\${${name}}`)
      .join(' ');
    const rendered = execFileSync('envsubst', [names], {
      input: template,
      env: { ...webEnv, PATH: process.env.PATH },
    });
    expect(renderTemplate(template, webEnv)).toBe(rendered.toString('utf8'));
  });

  it('is a configuration nginx accepts, laid out as in the web image (its main nginx.conf, conf.d, front/)', () => {
    if (!nginx) throw new Error("nginx is not installed: install Debian's nginx (.ci/run does)");
    const dir = mkdtempSync(path.join(tmpdir(), 'undangan-compose-front-'));
    try {
      const writable = { temp: path.join(dir, 'tmp'), rendered: path.join(dir, 'conf.d') };
      mkdirSync(writable.rendered);
      mkdirSync(writable.temp);
      writeFrontIncludes(dir);
      writeFileSync(path.join(writable.rendered, 'default.conf'), renderTemplate(template, webEnv));
      const main = webImageMainConfig(writable);
      writeFileSync(path.join(dir, 'nginx.conf'), main);
      const out = execFileSync(nginx, ['-e', 'stderr', '-p', `${dir}/`, '-c', `${dir}/nginx.conf`, '-t'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(out.toString()).toBe('');
      // Nothing that needs root: no user to switch to, nothing written outside the two directories.
      expect(main).not.toMatch(/^\s*user\s/m);
      for (const [, file] of main.matchAll(/^\s*(?:pid|\w+_temp_path|proxy_cache_path)\s+(\S+)[ ;]/gm))
        expect(file.startsWith(`${writable.temp}/`)).toBe(true);
      expect(webImageMainConfig()).toContain('include /etc/nginx/conf.d/*.conf;');
      expect(webImageMainConfig()).not.toContain('daemon');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** What the stand-in gateway's catalogue is at: a change bumps it. */
let catalogueVersion = 1;
/** Paths whose next answers are 503, as a gateway whose catalogue is away. */
const failingPaths = new Set<string>();

/** The stand-in's answer to a catalogue read (a path the front may keep), or undefined. */
function catalogueAnswer(method: string, url: string): { status: number; body: string } | undefined {
  const pathname = url.split('?')[0];
  if (!['/api/designs/all', '/api/catalogue/designs/7', '/api/catalogue/designs/8'].includes(pathname))
    return undefined;
  if (failingPaths.has(pathname)) return { status: 503, body: '{"code":"unavailable"}' };
  return { status: 200, body: JSON.stringify({ version: catalogueVersion, method, url }) };
}

/** A listed guest's link token, as the shop makes them (twelve letters and digits). */
const GUEST_TOKEN = 'Ab3dEf6hIj9K';

/** The stand-in's couple's page: its own policy (its script's hash), as the gateway sends it. */
const PAGE_POLICY = invitationPagePolicy('dWppLWhhc2g=');
let pageVersion = 1;

/** The stand-in's answer to /{client_id}: kept by the front only when it is the same for every guest. */
function invitationAnswer(url: string, host: string | undefined) {
  const [pathname, query] = url.split('?');
  if (!pathname.startsWith('/pasangan-')) return undefined;
  const sentForm = new URLSearchParams(query ?? '').has('terkirim');
  return {
    status: pathname === '/pasangan-tutup' ? 410 : 200,
    headers: {
      ...securityHeaders(''),
      'content-security-policy':
        pathname === '/pasangan-asing' ? "default-src *; script-src 'unsafe-inline'" : PAGE_POLICY,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      ...(sentForm ? {} : { 'x-accel-expires': '5' }),
    },
    body: `<p>${pathname} v${pageVersion} ${host ?? ''}${sentForm ? ' terkirim' : ''}</p>`,
  };
}

/** Waits until the wall clock is `ms` into the next second. */
const nextSecond = (ms = 20) =>
  new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + ms));

describe('the nginx front in front of a stand-in gateway', () => {
  let gateway: Server;
  let gatewayPort: number;
  let front: ProgramProcess | undefined;
  let frontUrl = '';
  let directory = '';
  const gatewayHits: string[] = [];
  /** The method of each hit, by the same index. */
  const gatewayMethods: string[] = [];
  /** The X-Forwarded-For each request reached the gateway with, by path. */
  const forwardedFor = new Map<string, string | undefined>();

  beforeAll(async () => {
    if (!nginx) throw new Error("nginx is not installed: install Debian's nginx (.ci/run does)");
    gateway = createServer((req, res) => {
      gatewayHits.push(req.url ?? '');
      gatewayMethods.push(req.method ?? '');
      forwardedFor.set(req.url ?? '', req.headers['x-forwarded-for'] as string | undefined);
      if ((req.url ?? '').startsWith('/foto-undangan/')) {
        const found = req.url === '/foto-undangan/ada.webp';
        res.writeHead(found ? 200 : 404, {
          ...securityHeaders(''),
          'content-type': found ? 'image/webp' : 'application/json',
          ...(found ? { 'cache-control': 'public, max-age=31536000, immutable' } : {}),
        });
        res.end(found ? 'RIFF-webp' : '{"code":"not_found"}');
        return;
      }
      const page = invitationAnswer(req.url ?? '', req.headers.host);
      if (page) {
        res.writeHead(page.status, { ...page.headers, 'x-request-id': String(req.headers['x-request-id']) });
        res.end(page.body);
        return;
      }
      const catalogue = catalogueAnswer(req.method ?? 'GET', req.url ?? '');
      if (catalogue) {
        res.writeHead(catalogue.status, {
          ...securityHeaders('http://127.0.0.1:3900/snap/snap.js'),
          'content-type': 'application/json',
          etag: `"v${catalogueVersion}"`,
          // As the gateway sends it: for browsers, which nginx must not take for itself.
          'cache-control': 'no-cache',
          // The gateway names the request it answered by the id nginx gave it.
          'x-request-id': String(req.headers['x-request-id']),
        });
        res.end(catalogue.body);
        return;
      }
      // `/` answered with the policy a test names (a couple's page has its own).
      const policy = req.headers['x-stand-in-policy'];
      if (req.url === '/' && typeof policy === 'string') {
        const { 'content-security-policy': _shop, ...others } = securityHeaders(
          'http://127.0.0.1:3900/snap/snap.js',
        );
        res.writeHead(200, {
          ...others,
          'content-type': 'text/html; charset=utf-8',
          ...(policy === 'none' ? {} : { 'content-security-policy': policy }),
        });
        res.end('<p>halaman</p>');
        return;
      }
      // The gateway sends the same headers; nginx must replace them, not add a second copy.
      res.writeHead(req.url === '/health' ? 200 : 404, {
        ...securityHeaders('http://127.0.0.1:3900/snap/snap.js'),
        'content-type': 'application/json',
      });
      res.end('{"from":"gateway"}');
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    gatewayPort = (gateway.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await front?.stop();
    if (directory) rmSync(directory, { recursive: true, force: true });
    gateway?.closeAllConnections();
    await new Promise((resolve) => gateway?.close(resolve));
  });

  async function startFront(snapJsUrl: string): Promise<void> {
    await front?.stop();
    if (directory) rmSync(directory, { recursive: true, force: true });
    directory = mkdtempSync(path.join(tmpdir(), 'undangan-front-'));
    const port = await freePort();
    front = new ProgramProcess(
      prepareNginxFront(nginx!, {
        repoRoot,
        directory,
        env: {
          MIDTRANS_SNAP_JS_URL: snapJsUrl,
          GATEWAY_UPSTREAM: '',
          NGINX_LISTEN: '',
          NGINX_RESOLVER: '127.0.0.11',
          NGINX_REAL_IP_FROM: 'unix:',
          NGINX_ACCESS_LOG: '',
          WEB_ROOT: '',
        },
        listen: `127.0.0.1:${port}`,
        port,
        gateways: [`127.0.0.1:${gatewayPort}`],
        accessLog: path.join(directory, 'access.log'),
      }),
      { cwd: repoRoot },
    );
    front.start();
    await waitForHealthy(front, 15_000);
    frontUrl = `http://127.0.0.1:${port}`;
  }

  async function headersOf(pathname: string, init: RequestInit = {}): Promise<[number, Headers, string]> {
    const res = await fetch(frontUrl + pathname, { ...init, signal: AbortSignal.timeout(40_000) });
    return [res.status, res.headers, await res.text()];
  }

  function expectSecurityHeaders(headers: Headers, snapJsUrl: string, where: string): void {
    const expected = securityHeaders(snapJsUrl);
    const got = Object.fromEntries(Object.keys(expected).map((name) => [name, headers.get(name)]));
    expect({ where, ...got }).toEqual({ where, ...expected });
    expect({ where, server: headers.get('server') }).toEqual({ where, server: 'nginx' });
  }

  it.each([
    ['the simulator (development)', 'http://127.0.0.1:3900/snap/snap.js'],
    ['Midtrans (production)', 'https://app.midtrans.com/snap/snap.js'],
    ['none', ''],
  ])(
    'sends the gateway policy for snap.js from %s on files, assets, the gateway and its own errors',
    async (_l, snap) => {
      await startFront(snap);
      expect(contentSecurityPolicy(snap)).toContain(snap ? new URL(snap).origin : "script-src 'self';");
      const assets = readFileSync(path.join(repoRoot, 'web/dist/index.html'), 'utf8');
      const asset = /\/assets\/[^"]+\.js/.exec(assets)![0];
      for (const [where, pathname, status] of [
        ['index.html', '/index.html', 200],
        ['the app (the gateway renders it)', '/', 404],
        ['a static file', '/favicon.svg', 200],
        ['an asset', asset, 200],
        ['a deep link (to the gateway)', '/details', 404],
        ['nginx 404', '/metrics', 404],
      ] as const) {
        const [got, headers] = await headersOf(pathname);
        expect({ where, got }).toEqual({ where, got: status });
        expectSecurityHeaders(headers, snap, where);
      }
    },
  );

  it("serves the shop's music as audio/wav, kept a year, and a missing track as a 404 of its own", async () => {
    await startFront('');
    const [status, headers] = await headersOf('/generated/music/janji-suci.wav');
    expect({ status, type: headers.get('content-type'), cache: headers.get('cache-control') }).toEqual({
      status: 200,
      type: 'audio/wav',
      cache: 'public, max-age=31536000, immutable',
    });
    expectSecurityHeaders(headers, '', 'a track of music');
    const hits = gatewayHits.length;
    const [missing] = await headersOf('/generated/music/tidak-ada.wav');
    expect(missing).toBe(404);
    expect(gatewayHits.length).toBe(hits);
  });

  it("passes a couple's page policy on at / (their own domain's page), and the shop's in place of any other", async () => {
    const snap = 'http://127.0.0.1:3900/snap/snap.js';
    await startFront(snap);
    const page = invitationPagePolicy('q1W2+e3/r4=');
    const shop = contentSecurityPolicy(snap);
    for (const [where, sent, expected] of [
      ["a couple's page", page, page],
      ["the shop's landing", shop, shop],
      ['a policy of another shape', "default-src *; script-src 'unsafe-inline'", shop],
      ["a page's policy with more after it", `${page}; script-src *`, shop],
      ['no policy', 'none', shop],
    ]) {
      const [status, headers] = await headersOf('/', { headers: { 'x-stand-in-policy': sent } });
      expect({ where, status, policy: headers.get('content-security-policy') }).toEqual({
        where,
        status: 200,
        policy: expected,
      });
      const { 'content-security-policy': _policy, ...others } = securityHeaders(snap);
      for (const [name, value] of Object.entries(others))
        expect({ where, name, value: headers.get(name) }).toEqual({ where, name, value });
    }
  });

  it('answers its own errors with the shop JSON and the headers', async () => {
    const snap = 'http://127.0.0.1:3900/snap/snap.js';
    await startFront(snap);
    const cases: [string, () => Promise<[number, Headers, string]>, number, string][] = [
      ['/metrics', () => headersOf('/metrics'), 404, 'not_found'],
      [
        'a write to a static file',
        () => headersOf('/favicon.svg', { method: 'POST', body: 'x' }),
        404,
        'not_found',
      ],
      [
        'a body over 6 MB',
        () => headersOf('/api/proofs', { method: 'POST', body: Buffer.alloc(7 * 1024 * 1024, 1) }),
        413,
        'payload_too_large',
      ],
      [
        'headers over 32 KB',
        () => headersOf('/api/x', { headers: { 'x-pad': 'a'.repeat(40_000) } }),
        431,
        'bad_request',
      ],
    ];
    for (const [where, attempt, status, code] of cases) {
      const [got, headers, text] = await attempt();
      expect({ where, got, body: JSON.parse(text) }).toEqual({
        where,
        got: status,
        body: { message: expect.stringMatching(/\.$/), code },
      });
      expect(headers.get('content-type')).toMatch(/^application\/json/);
      expectSecurityHeaders(headers, snap, where);
    }
    // The gateway away: 502 from nginx itself.
    gateway.closeAllConnections();
    await new Promise((resolve) => gateway.close(resolve));
    try {
      const [got, headers, text] = await headersOf('/api/addons');
      expect({ got, body: JSON.parse(text) }).toEqual({
        got: 502,
        body: { message: 'Layanan sedang tidak tersedia. Silakan coba lagi nanti.', code: 'unavailable' },
      });
      expectSecurityHeaders(headers, snap, '502');
    } finally {
      await new Promise<void>((resolve) => gateway.listen(gatewayPort, '127.0.0.1', resolve));
    }
  });

  it('sends each header once on answers passed on from the gateway', async () => {
    const snap = 'http://127.0.0.1:3900/snap/snap.js';
    await startFront(snap);
    const res = await fetch(`${frontUrl}/api/addons`);
    await res.text();
    expect(gatewayHits).toContain('/api/addons');
    const raw = res.headers.get('content-security-policy') ?? '';
    expect(raw).toBe(contentSecurityPolicy(snap));
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('names the client by the address it saw, whatever X-Forwarded-For the client sent', async () => {
    await startFront('');
    for (const [i, sent] of ['198.51.100.7', '198.51.100.8, 127.0.0.1', 'unknown', ''].entries()) {
      const pathname = `/api/forwarded-${i}`;
      await headersOf(pathname, { headers: sent ? { 'x-forwarded-for': sent } : {} });
      expect({ sent, got: forwardedFor.get(pathname) }).toEqual({ sent, got: '127.0.0.1' });
    }
  });

  it("keeps each program's health for its orchestrator: /health is not passed on", async () => {
    await startFront('');
    for (const pathname of ['/health', '/health?x=1']) {
      const [got, , text] = await headersOf(pathname);
      expect({ pathname, got, code: JSON.parse(text).code }).toEqual({
        pathname,
        got: 404,
        code: 'not_found',
      });
    }
    expect(gatewayHits.filter((hit) => hit.startsWith('/health'))).toEqual([]);
  });

  it('logs the path of a request, never its query string', async () => {
    await startFront('');
    await headersOf('/payment/finish?order_id=INV-20260101-RAHASIA&phone=081234567890');
    // A listed guest's own link, on the shop's address and on a couple's own domain.
    await headersOf(`/pasangan-uji/${GUEST_TOKEN}`);
    await headersOf(`/${GUEST_TOKEN}?terkirim=rsvp`);
    await headersOf('/index.html?order_id=INV-20260101-RAHASIA');
    // Lines are written in batches, at most a second late.
    let log = '';
    for (let waited = 0; !log.includes('/index.html') && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      log = readFileSync(path.join(directory, 'access.log'), 'utf8');
    }
    expect(log).toContain('"GET /payment/finish HTTP/1.1"');
    expect(log).toContain('"GET /index.html HTTP/1.1"');
    expect(log).toContain('"GET /pasangan-uji/... HTTP/1.1"');
    expect(log).toContain('"GET /... HTTP/1.1"');
    expect(log).not.toMatch(/RAHASIA|081234567890|\?/);
    expect(log).not.toContain(GUEST_TOKEN);
  });

  describe('catalogue reads', () => {
    const hitsOf = (pathname: string, method = 'GET') =>
      gatewayHits.filter((hit, i) => hit.split('?')[0] === pathname && gatewayMethods[i] === method).length;

    /** Reads `pathname` (with `query` after it) until there have been `extra` more reads than wall-clock seconds. */
    async function readBurst(pathname: string, extra: number, query = () => '') {
      const first = Math.floor(Date.now() / 1000);
      const before = hitsOf(pathname);
      let reads = 0;
      const versions = new Set<number>();
      for (;;) {
        const [status, , text] = await headersOf(pathname + query());
        expect(status).toBe(200);
        versions.add((JSON.parse(text) as { version: number }).version);
        reads += 1;
        const seconds = Math.floor(Date.now() / 1000) - first + 1;
        if (reads >= seconds + extra)
          return { reads, seconds, reachedGateway: hitsOf(pathname) - before, versions };
      }
    }

    beforeAll(async () => {
      await startFront('');
    });

    it('answers a read the gateway answered earlier in the same second, and asks it again the next second', async () => {
      const burst = await readBurst('/api/designs/all', 20);
      // Each read is named by its own request id, as the access log names it, even when kept.
      const ids = await Promise.all([1, 2, 3].map(async () => (await headersOf('/api/designs/all'))[1]));
      expect(new Set(ids.map((h) => h.get('x-request-id'))).size).toBe(3);
      for (const headers of ids) expect(headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
      expect(ids[0].get('content-security-policy')).toBe(contentSecurityPolicy(''));
      // At most one read a second reached the gateway, however slow the machine.
      expect(burst.reachedGateway).toBeGreaterThanOrEqual(1);
      expect(burst.reachedGateway).toBeLessThanOrEqual(burst.seconds);
      const before = hitsOf('/api/designs/all');
      await nextSecond();
      await headersOf('/api/designs/all');
      expect(hitsOf('/api/designs/all')).toBe(before + 1);
    });

    it("shows the gateway's change to the first read of the next second, and answers a matching ETag with 304", async () => {
      await nextSecond();
      const [, , kept] = await headersOf('/api/designs/all');
      const was = (JSON.parse(kept) as { version: number }).version;
      catalogueVersion = was + 1;
      await nextSecond();
      const [status, headers, text] = await headersOf('/api/designs/all');
      expect({ status, version: (JSON.parse(text) as { version: number }).version }).toEqual({
        status: 200,
        version: was + 1,
      });
      // Weak when nginx compressed the answer on its way out.
      const etag = headers.get('etag') ?? '';
      expect(etag.replace(/^W\//, '')).toBe(`"v${was + 1}"`);
      // The browser's copy is still good: answered by nginx from the kept answer, with the headers.
      const hits = hitsOf('/api/designs/all');
      const [notModified, notModifiedHeaders] = await headersOf('/api/designs/all', {
        headers: { 'if-none-match': etag },
      });
      expect(notModified).toBe(304);
      expect(hitsOf('/api/designs/all') - hits).toBeLessThanOrEqual(1);
      expectSecurityHeaders(notModifiedHeaders, '', '304 from the kept answer');
    });

    it('keeps answers under the path alone: a query string does not pass the cache', async () => {
      let n = 0;
      const burst = await readBurst('/api/catalogue/designs/8', 20, () => `?n=${(n += 1)}`);
      expect(burst.reachedGateway).toBeLessThanOrEqual(burst.seconds);
    });

    it('passes on every write, every failed answer and every path it does not list', async () => {
      const before = hitsOf('/api/designs/all', 'POST');
      for (let i = 0; i < 3; i++) await headersOf('/api/designs/all', { method: 'POST', body: '{}' });
      expect(hitsOf('/api/designs/all', 'POST') - before).toBe(3);

      failingPaths.add('/api/catalogue/designs/7');
      try {
        const failedBefore = hitsOf('/api/catalogue/designs/7');
        for (let i = 0; i < 3; i++) expect((await headersOf('/api/catalogue/designs/7'))[0]).toBe(503);
        expect(hitsOf('/api/catalogue/designs/7') - failedBefore).toBe(3);
      } finally {
        failingPaths.delete('/api/catalogue/designs/7');
      }

      for (const pathname of [
        '/api/designs/allx',
        '/api/catalogue/designs/07',
        '/api/admin/database/addons',
      ]) {
        const hits = gatewayHits.filter((hit) => hit === pathname).length;
        for (let i = 0; i < 3; i++) await headersOf(pathname);
        expect({ pathname, reached: gatewayHits.filter((hit) => hit === pathname).length - hits }).toEqual({
          pathname,
          reached: 3,
        });
      }
    });

    it('answers a GET after a HEAD with the whole body', async () => {
      await nextSecond();
      const [headStatus, , headBody] = await headersOf('/api/catalogue/designs/8', { method: 'HEAD' });
      expect({ headStatus, headBody }).toEqual({ headStatus: 200, headBody: '' });
      const [status, , text] = await headersOf('/api/catalogue/designs/8');
      expect(status).toBe(200);
      expect(JSON.parse(text)).toMatchObject({ version: catalogueVersion });
    });
  });

  describe('invitation pages', () => {
    const hitsOf = (pathname: string) => gatewayHits.filter((hit) => hit === pathname).length;

    /** A read naming its host, as a guest's browser on a custom domain does (fetch cannot). */
    const readAs = (pathname: string, host?: string) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const req = request(frontUrl + pathname, { headers: host ? { host } : {} }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      });

    beforeAll(async () => {
      await startFront('');
    });

    it('keeps a page for the seconds the gateway names, per host, sending the page its own policy', async () => {
      const started = Date.now();
      const before = hitsOf('/pasangan-uji');
      const reads = await Promise.all(Array.from({ length: 20 }, () => readAs('/pasangan-uji')));
      for (let i = 0; i < 20; i++) reads.push(await readAs('/pasangan-uji'));
      const seconds = Math.ceil((Date.now() - started) / 1000);
      // While one read fetches the page the others wait for it: one fetch per five seconds at most.
      expect(hitsOf('/pasangan-uji') - before).toBeGreaterThanOrEqual(1);
      expect(hitsOf('/pasangan-uji') - before).toBeLessThanOrEqual(Math.ceil(seconds / 5) + 1);
      for (const read of reads) {
        expect(read.status).toBe(200);
        expect(read.body).toContain('/pasangan-uji');
        expect(read.headers['content-security-policy']).toBe(PAGE_POLICY);
        expect(read.headers['x-frame-options']).toBe('SAMEORIGIN');
        // nginx reads the gateway's X-Accel-Expires and keeps it to itself.
        expect(read.headers['x-accel-expires']).toBeUndefined();
      }
      // Each read is named by its own request id, kept or not.
      expect(new Set(reads.map((r) => r.headers['x-request-id'])).size).toBe(reads.length);

      // A link shared with tracking parameters is the same page, kept once.
      const tracked = await readAs('/pasangan-uji?fbclid=abc&utm_source=wa');
      expect(tracked.body).toBe(reads[0].body);
      expect(hitsOf('/pasangan-uji?fbclid=abc&utm_source=wa')).toBe(0);

      const other = await readAs('/pasangan-uji', 'undangan-pasangan.example');
      expect(other.body).toContain('undangan-pasangan.example');
      expect(hitsOf('/pasangan-uji') - before).toBeLessThanOrEqual(Math.ceil(seconds / 5) + 2);
    });

    it("never keeps a guest's own page, even one the gateway marked, and still sends it its own policy", async () => {
      // The stand-in marks every /pasangan-... page with X-Accel-Expires, this one too.
      const link = `/pasangan-uji/${GUEST_TOKEN}`;
      const before = hitsOf(link);
      const reads = await Promise.all(Array.from({ length: 3 }, () => readAs(link)));
      for (let i = 0; i < 3; i++) reads.push(await readAs(link));
      expect(hitsOf(link) - before).toBe(6);
      for (const read of reads) {
        expect(read.status).toBe(200);
        expect(read.headers['content-security-policy']).toBe(PAGE_POLICY);
      }
      // A second segment that is no token's shape is a page the front may keep (a design's sample).
      const design = '/pasangan-uji/desain-satu';
      await readAs(design);
      const kept = hitsOf(design);
      for (let i = 0; i < 3; i++) await readAs(design);
      expect(hitsOf(design)).toBe(kept);
    });

    it("sends the shop's policy in place of any that is not an invitation page's own", async () => {
      const read = await readAs('/pasangan-asing');
      expect(read.headers['content-security-policy']).toBe(contentSecurityPolicy(''));
      expect(read.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it('shows a change once the kept page has run out', async () => {
      await readAs('/pasangan-ganti');
      pageVersion += 1;
      const seen = async () => (await readAs('/pasangan-ganti')).body.includes(`v${pageVersion}`);
      const changed = Date.now();
      while (!(await seen())) {
        expect(Date.now() - changed).toBeLessThan(30_000);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // Not before the gateway named: it said five seconds.
      expect(Date.now() - changed).toBeGreaterThan(1_000);
    });

    it('passes on every read of an answer the gateway does not mark, and a closed page with its status', async () => {
      for (const pathname of ['/pasangan-uji?terkirim=rsvp', '/pasangan-lain?terkirim=ucapan']) {
        const before = hitsOf(pathname);
        for (let i = 0; i < 3; i++) await readAs(pathname);
        expect({ pathname, reached: hitsOf(pathname) - before }).toEqual({ pathname, reached: 3 });
      }
      const sent = await readAs('/pasangan-uji?terkirim=rsvp');
      expect(sent.body).toContain('terkirim');
      const closed = await readAs('/pasangan-tutup');
      expect(closed.status).toBe(410);
      expect(closed.headers['content-security-policy']).toBe(PAGE_POLICY);
    });

    it("keeps a page's photo, which never changes under its key, and passes on a missing one", async () => {
      const photo = '/foto-undangan/ada.webp';
      const before = hitsOf(photo);
      const reads = await Promise.all(Array.from({ length: 10 }, () => readAs(photo)));
      for (const read of reads) {
        expect(read.status).toBe(200);
        expect(read.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(read.headers['x-frame-options']).toBe('SAMEORIGIN');
      }
      expect(new Set(reads.map((r) => r.headers['x-request-id'])).size).toBe(reads.length);
      expect(hitsOf(photo) - before).toBe(1);
      const missing = '/foto-undangan/hilang.webp';
      for (let i = 0; i < 2; i++) expect((await readAs(missing)).status).toBe(404);
      expect(hitsOf(missing)).toBe(2);
    });

    it('still shows the last kept page while the gateway is away', async () => {
      const first = await readAs('/pasangan-jauh');
      expect(first.status).toBe(200);
      gateway.closeAllConnections();
      await new Promise((resolve) => gateway.close(resolve));
      try {
        // Past the five seconds the page was kept for: stale, and shown rather than an error.
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        const away = await readAs('/pasangan-jauh');
        expect({ status: away.status, body: away.body }).toEqual({ status: 200, body: first.body });
        // A page never kept has nothing to show: nginx's own error.
        expect((await readAs('/pasangan-baru')).status).toBe(502);
      } finally {
        await new Promise<void>((resolve) => gateway.listen(gatewayPort, '127.0.0.1', resolve));
      }
    });
  });
});
