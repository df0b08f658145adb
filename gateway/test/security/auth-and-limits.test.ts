import { createHmac, randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, STEP_MS } from '../../../infra/stack/src/chromium';
import { declaredRoutes, isAdminRoute } from './declared-routes';
import { Answer, headerProblems, Loose, refusalProblems, send, sendRaw } from './answers';
import { useSecurityStack } from './harness';
import { CART, CUSTOMER } from './shop-fixtures';
import { changedTables, fingerprint, query, settledFingerprint } from './stored-data';
import { UPLOAD_GRACE_MS, UPLOAD_TOO_SLOW } from '../../src/http/upload-slots';

/**
 * What admin-auth.test.ts does not already prove: admin routes refuse other origins (CORS) and
 * tokens in any other form than a valid HS256 Bearer header; a client's address comes from a
 * listed proxy only; logins are limited per client and per client and name, and strangers cannot
 * lock an admin out; logout, "end every session" and a password change end tokens at once; a body
 * that trickles in is cut; and one client cannot flood the database through the public write
 * routes.
 */
/** Low, so a test can reach it; real customers get PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE's default. */
const LIMIT = 5;
/** The suite plays the proxy in front of the gateway (nginx in compose); 127.0.0.2 is a client. */
const PROXY = '127.0.0.1';
const NOT_A_PROXY = '127.0.0.2';
const TOO_MANY_LOGINS = 'Terlalu banyak percobaan login. Silakan coba lagi dalam beberapa menit.';

const { shop, tally } = useSecurityStack('auth and rate limits', {
  env: {
    PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    TRUSTED_PROXIES: PROXY,
  },
});

const FOREIGN = 'https://situs-lain.example';
const adminRoutes = () =>
  declaredRoutes().filter((r) => isAdminRoute(r.path) || r.path === '/api/designs/upload');

describe('CORS', () => {
  it('gives no other origin a way in: no allow-origin on any admin answer, every preflight refused', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      const preflight = await send(shop.base, route.path, {
        method: 'OPTIONS',
        headers: {
          origin: FOREIGN,
          'access-control-request-method': route.method,
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      tally.add('CORS preflights');
      if (preflight.status < 400) failures.push(`OPTIONS ${route.path}: ${preflight.status}`);
      for (const [name, value] of Object.entries(preflight.headers)) {
        if (name.startsWith('access-control-')) failures.push(`OPTIONS ${route.path}: ${name}: ${value}`);
      }
      if (route.method !== 'GET') continue;
      for (const origin of [FOREIGN, 'null', `${shop.base}.situs-lain.example`]) {
        const answer = await send(shop.base, route.path, { headers: { ...shop.admin, origin } });
        tally.add('requests from other origins');
        for (const [name, value] of Object.entries(answer.headers)) {
          if (name.startsWith('access-control-'))
            failures.push(`GET ${route.path} from ${origin}: ${name}: ${value}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('admin tokens', () => {
  const secret = () => shop.stack.specs.gateway.env.JWT_SECRET;
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const sign = (
    header: Record<string, unknown>,
    claims: Record<string, unknown>,
    algorithm = 'sha256',
    key = secret(),
  ) => {
    const head = `${part(header)}.${part(claims)}`;
    return `${head}.${createHmac(algorithm, key).update(head).digest('base64url')}`;
  };

  it('refuses a token anywhere but a valid HS256 Bearer header', async () => {
    const [admin] = await query(
      shop.stack,
      'gateway',
      "SELECT id, username FROM admin_users WHERE username = 'admin'",
    );
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: admin.id, username: admin.username, iat: now, exp: now + 3600 };
    const token = shop.adminToken;
    const attempts: [string, () => Promise<Answer>][] = [
      ['in the query', () => send(shop.base, `/api/admin/me?token=${token}&access_token=${token}`)],
      [
        'in a cookie',
        () =>
          send(shop.base, '/api/admin/me', { headers: { cookie: `adminToken=${token}; token=${token}` } }),
      ],
      [
        'with a lower-case scheme',
        () => send(shop.base, '/api/admin/me', { headers: { authorization: `bearer ${token}` } }),
      ],
      ['without a scheme', () => send(shop.base, '/api/admin/me', { headers: { authorization: token } })],
      [
        'as Basic credentials',
        () =>
          send(shop.base, '/api/admin/me', {
            headers: { authorization: `Basic ${Buffer.from('admin:admin12345').toString('base64')}` },
          }),
      ],
      [
        'twice',
        () =>
          send(shop.base, '/api/admin/me', {
            headers: { authorization: `Bearer ${token}, Bearer ${token}` },
          }),
      ],
      [
        'with a space added',
        () => send(shop.base, '/api/admin/me', { headers: { authorization: `Bearer  ${token}` } }),
      ],
      [
        'signed with HS512',
        () =>
          send(shop.base, '/api/admin/me', {
            headers: { authorization: `Bearer ${sign({ alg: 'HS512', typ: 'JWT' }, claims, 'sha512')}` },
          }),
      ],
      [
        'claiming HS384',
        () =>
          send(shop.base, '/api/admin/me', {
            headers: { authorization: `Bearer ${sign({ alg: 'HS384', typ: 'JWT' }, claims, 'sha384')}` },
          }),
      ],
      [
        'claiming RS256, signed with the secret',
        () =>
          send(shop.base, '/api/admin/me', {
            headers: { authorization: `Bearer ${sign({ alg: 'RS256', typ: 'JWT' }, claims)}` },
          }),
      ],
      [
        'signed with an empty key named by a key id',
        () =>
          send(shop.base, '/api/admin/me', {
            headers: {
              authorization: `Bearer ${sign({ alg: 'HS256', typ: 'JWT', kid: '../../../../dev/null' }, claims, 'sha256', '')}`,
            },
          }),
      ],
      [
        'for an admin id that is not a uuid',
        () =>
          send(shop.base, '/api/admin/me', {
            headers: {
              authorization: `Bearer ${sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, sub: "' OR '1'='1" })}`,
            },
          }),
      ],
      [
        'with no expiry',
        () =>
          send(shop.base, '/api/admin/me', {
            headers: {
              authorization: `Bearer ${sign({ alg: 'HS256', typ: 'JWT' }, { sub: admin.id, username: 'admin' })}`,
            },
          }),
      ],
      [
        'not valid yet',
        () =>
          send(shop.base, '/api/admin/me', {
            headers: {
              authorization: `Bearer ${sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, nbf: now + 3600 })}`,
            },
          }),
      ],
      [
        'without a session id (jti)',
        () =>
          send(shop.base, '/api/admin/me', {
            headers: { authorization: `Bearer ${sign({ alg: 'HS256', typ: 'JWT' }, claims)}` },
          }),
      ],
      [
        'of a session never opened',
        () =>
          send(shop.base, '/api/admin/me', {
            headers: {
              authorization: `Bearer ${sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, jti: randomUUID() })}`,
            },
          }),
      ],
      [
        'of its own session but without an issue time',
        () => {
          const own = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Loose;
          return send(shop.base, '/api/admin/me', {
            headers: {
              authorization: `Bearer ${sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: undefined, jti: own.jti })}`,
            },
          });
        },
      ],
      [
        'with the signature cut off',
        () =>
          send(shop.base, '/api/admin/me', {
            headers: { authorization: `Bearer ${token.split('.').slice(0, 2).join('.')}.` },
          }),
      ],
      [
        'of 5,000 characters',
        () =>
          send(shop.base, '/api/admin/me', {
            headers: { authorization: `Bearer ${token}${'a'.repeat(5000)}` },
          }),
      ],
    ];
    const failures: string[] = [];
    for (const [label, attempt] of attempts) {
      const answer = await attempt();
      tally.add('tokens in the wrong form');
      failures.push(...refusalProblems(answer, [401]).map((p) => `${label}: ${p}`));
    }
    expect(failures).toEqual([]);
    // The control: the real token, as the admin app sends it.
    expect((await send(shop.base, '/api/admin/me', { headers: shop.admin })).status).toBe(200);
  });
});

/** A second admin for a test of its own (the suite's admin keeps its session). */
async function createAdmin(username: string): Promise<{ username: string; password: string }> {
  const account = { username, password: `${username}-rahasia-1` };
  const created = await send(shop.base, '/api/admin/accounts', {
    method: 'POST',
    headers: shop.admin,
    json: account,
  });
  if (created.status !== 201) throw new Error(`creating ${username} answered ${created.status}`);
  return account;
}

const login = (username: string, password: string, ip: string) =>
  send(shop.base, '/admin/login', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    json: { username, password },
  });

async function tokenOf(account: { username: string; password: string }, ip: string): Promise<string> {
  const answer = await login(account.username, account.password, ip);
  tally.add('login attempts');
  if (answer.status !== 200) throw new Error(`login of ${account.username} answered ${answer.status}`);
  return answer.body.token as string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const sessionsOf = async (username: string) =>
  (
    await query(
      shop.stack,
      'gateway',
      `SELECT count(*)::int AS n FROM admin_sessions s JOIN admin_users u ON u.id = s.admin_id
       WHERE u.username = $1`,
      [username],
    )
  )[0].n as number;

describe('client addresses', () => {
  const fromClient = (path: string, json: unknown, forwardedFor: string) =>
    sendRaw(shop.base, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify(json),
      localAddress: NOT_A_PROXY,
    });

  it('come from X-Forwarded-For only when a listed proxy sends it: any other client is its own address', async () => {
    const before = await settledFingerprint(shop.stack);
    // A client that is not a proxy picks a new address for every attempt: it is counted as itself.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const answer = await fromClient(
        '/admin/login',
        { username: `tamu-${i}`, password: 'tebakan' },
        `198.51.100.${i + 100}`,
      );
      statuses.push(answer.status);
      if (i === 30) expect(refusalProblems(answer, [429])).toEqual([]);
    }
    tally.add('forged client addresses', statuses.length);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
    // The same forged address sent by the proxy is a client of its own, with its own allowance.
    expect((await login('tamu-0', 'tebakan', '198.51.100.130')).status).toBe(401);
    tally.add('forged client addresses');

    const writes: number[] = [];
    for (let i = 0; i <= LIMIT; i++)
      writes.push(
        (await fromClient('/api/referral/validate', { code: 'BAHAGIA10' }, `192.0.2.${i + 1}`)).status,
      );
    tally.add('forged client addresses', writes.length);
    expect(writes.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(writes[LIMIT]).toBe(429);
    expect(changedTables(before, await fingerprint(shop.stack))).toEqual([]);
  });
});

describe('logins', () => {
  it('limit one client at one name to ten attempts, whatever the case, and leave other clients theirs', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login('kasir', `tebakan-${i}`, '198.51.100.1')).status);
    tally.add('login attempts', statuses.length);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const again = await login('KASIR', 'tebakan-lain', '198.51.100.1');
    tally.add('login attempts');
    expect(refusalProblems(again, [429])).toEqual([]);
    expect(again.body.message).toBe(TOO_MANY_LOGINS);
    // Another client still has its own attempts at the same name.
    expect((await login('kasir', 'tebakan-lain', '198.51.100.2')).status).toBe(401);
    tally.add('login attempts');
  });

  it('stay limited per address however many usernames it tries', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await login(`nama-${i}`, 'tebakan', '192.0.2.50')).status);
    tally.add('login attempts', statuses.length);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
  });

  it('never lock an admin out: past the name ceiling strangers get one try each, and the admin gets in', async () => {
    const admin = await createAdmin('penjaga');
    const before = await settledFingerprint(shop.stack, ['gateway.admin_sessions']);
    // A stranger who failed once before the flood.
    expect((await login('penjaga', 'salah', '198.18.1.1')).status).toBe(401);
    // With 99 more failures from eleven clients, the name reaches its ceiling of a hundred.
    const flood: number[] = [];
    for (let client = 0; client < 11; client++)
      for (let i = 0; i < 9; i++)
        flood.push((await login('penjaga', `salah-${client}-${i}`, `198.18.0.${client + 1}`)).status);
    tally.add('login attempts', flood.length + 1);
    expect(flood.filter((status) => status !== 401)).toEqual([]);

    // Past the ceiling: a client with a recent failure at the name is refused before its password is checked,
    const failedBefore = await login('penjaga', admin.password, '198.18.1.1');
    expect(refusalProblems(failedBefore, [429])).toEqual([]);
    // a new stranger gets exactly one guess,
    const stranger = [
      await login('penjaga', 'tebakan-baru', '198.18.2.1'),
      await login('penjaga', 'tebakan-lagi', '198.18.2.1'),
      await login('penjaga', admin.password, '198.18.2.1'),
    ].map((answer) => answer.status);
    expect(stranger).toEqual([401, 429, 429]);
    // and the admin, from a client without failures, gets in, as many times as needed.
    for (const client of ['198.18.3.1', '198.18.3.2']) {
      const answer = await login('penjaga', admin.password, client);
      expect(answer.status).toBe(200);
      expect((await send(shop.base, '/api/admin/me', { headers: bearer(answer.body.token) })).status).toBe(
        200,
      );
    }
    tally.add('login attempts', 6);
    expect(changedTables(before, await fingerprint(shop.stack, ['gateway.admin_sessions']))).toEqual([]);
    // The admin's two logins are its only sessions.
    expect(await sessionsOf('penjaga')).toBe(2);
  });
});

describe('sessions', () => {
  const me = (token: string) => send(shop.base, '/api/admin/me', { headers: bearer(token) });

  it('carry their id and issue time in the token, and live eight hours', async () => {
    const claims = JSON.parse(Buffer.from(shop.adminToken.split('.')[1], 'base64url').toString()) as Loose;
    tally.add('sessions');
    expect(claims.jti).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(typeof claims.iat).toBe('number');
    expect(claims.exp - claims.iat).toBe(8 * 3600);
  });

  it("end at logout: the token is refused from then on, the admin's other sessions go on", async () => {
    const account = await createAdmin('sesi-satu');
    const [leaving, staying] = [
      await tokenOf(account, '198.51.100.150'),
      await tokenOf(account, '198.51.100.151'),
    ];
    const before = await settledFingerprint(shop.stack, ['gateway.admin_sessions']);
    const out = await send(shop.base, '/api/admin/logout', { method: 'POST', headers: bearer(leaving) });
    tally.add('sessions');
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Anda telah keluar.');
    expect(headerProblems(out)).toEqual([]);

    const refused: Answer[] = [
      await me(leaving),
      await send(shop.base, '/api/admin/database/packages', {
        method: 'POST',
        headers: bearer(leaving),
        json: { id: 77, name: 'Sesudah Logout', price: 1000, feature: 'x' },
      }),
      await send(shop.base, '/api/admin/logout', { method: 'POST', headers: bearer(leaving) }),
      await send(shop.base, '/api/admin/account/sessions/revoke-all', {
        method: 'POST',
        headers: bearer(leaving),
      }),
    ];
    tally.add('sessions', refused.length);
    expect(refused.flatMap((answer) => refusalProblems(answer, [401]))).toEqual([]);
    expect((await me(staying)).status).toBe(200);
    expect(changedTables(before, await fingerprint(shop.stack, ['gateway.admin_sessions']))).toEqual([]);
    expect(await sessionsOf('sesi-satu')).toBe(1);
  });

  it("end all at once on the Account page's request, and no other admin's", async () => {
    const account = await createAdmin('sesi-dua');
    const tokens = [await tokenOf(account, '198.51.100.160'), await tokenOf(account, '198.51.100.161')];
    const before = await settledFingerprint(shop.stack, ['gateway.admin_sessions']);
    const ended = await send(shop.base, '/api/admin/account/sessions/revoke-all', {
      method: 'POST',
      headers: bearer(tokens[0]),
    });
    tally.add('sessions');
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({
      message: 'Semua sesi akun Anda telah diakhiri. Silakan login kembali.',
      ended: 2,
    });
    for (const token of tokens) {
      tally.add('sessions');
      expect(refusalProblems(await me(token), [401])).toEqual([]);
    }
    expect(await sessionsOf('sesi-dua')).toBe(0);
    // Other admins are untouched, and the admin may sign in again.
    expect((await me(shop.adminToken)).status).toBe(200);
    expect((await me(await tokenOf(account, '198.51.100.162'))).status).toBe(200);
    // The audit log records who ended them; nothing else changed.
    expect(changedTables(before, await fingerprint(shop.stack, ['gateway.admin_sessions']))).toEqual([
      'gateway.admin_audit_log',
    ]);
    const [entry] = await query(
      shop.stack,
      'gateway',
      'SELECT action, target, admin_username FROM admin_audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(entry).toEqual({
      action: 'admin.sessions-revoke',
      target: 'sesi-dua',
      admin_username: 'sesi-dua',
    });
  });

  it("end on the server from the admin app: its Logout, and the Account page's button for every session", async () => {
    const account = await createAdmin('sesi-peramban');
    const otherDevice = await tokenOf(account, '198.51.100.180');
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      page.setDefaultTimeout(STEP_MS);
      const storedToken = () => page.evaluate(() => localStorage.getItem('adminToken'));
      const logIn = async () => {
        await page.goto(`${shop.base}/admin/login`);
        await page.getByLabel('Username').fill(account.username);
        await page.getByLabel('Password').fill(account.password);
        await page.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL('**/admin/dashboard');
        return (await storedToken()) ?? '';
      };

      // Logout: the server ends the session, then the token is removed and the login page shows.
      const loggedOut = await logIn();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/admin/login');
      expect(await storedToken()).toBeNull();
      expect(refusalProblems(await me(loggedOut), [401])).toEqual([]);
      expect((await me(otherDevice)).status).toBe(200);

      // The Account page ends every session of the admin, this device's and the others'.
      const current = await logIn();
      await page.goto(`${shop.base}/admin/account`);
      await page.getByRole('button', { name: 'Akhiri Semua Sesi' }).click();
      // The shop asks in the page, not in a browser box.
      await page.getByRole('button', { name: 'Ya, akhiri semua sesi' }).click();
      await page.waitForURL('**/admin/login');
      await page.getByText('Semua sesi akun Anda telah diakhiri. Silakan login kembali.').waitFor();
      expect(await storedToken()).toBeNull();
      expect(refusalProblems(await me(current), [401])).toEqual([]);
      expect(refusalProblems(await me(otherDevice), [401])).toEqual([]);
      expect(await sessionsOf('sesi-peramban')).toBe(0);
      tally.add('sessions', 6);
    } finally {
      await browser.close();
    }
  });

  it('end all when the password changes, even those opened the same second; the new token goes on', async () => {
    const account = await createAdmin('sesi-tiga');
    const [changing, other] = [
      await tokenOf(account, '198.51.100.170'),
      await tokenOf(account, '198.51.100.171'),
    ];
    const changed = await send(shop.base, '/api/admin/account/password', {
      method: 'POST',
      headers: bearer(changing),
      json: { oldPassword: account.password, newPassword: 'sesi-tiga-baru-12345' },
    });
    tally.add('sessions', 3);
    expect(changed.status).toBe(200);
    expect(refusalProblems(await me(changing), [401])).toEqual([]);
    expect(refusalProblems(await me(other), [401])).toEqual([]);
    expect((await me(changed.body.token)).status).toBe(200);
    expect(await sessionsOf('sesi-tiga')).toBe(1);
  });
});

interface Trickled {
  /** Milliseconds from the first byte until the gateway closed the connection (undefined: never). */
  closedAfterMs?: number;
  response: string;
}

/**
 * A slowloris client on a real socket: sends `head` at once, then one byte of `drip` every
 * `everyMs` until the gateway closes the connection or `giveUpMs` pass.
 */
function trickle(head: string, drip: string, everyMs: number, giveUpMs: number): Promise<Trickled> {
  const url = new URL(shop.base);
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    const socket = connect(Number(url.port), url.hostname);
    let sent = 0;
    const timer = setInterval(() => {
      if (chunks.length === 0 && !socket.destroyed) socket.write(drip[sent++ % drip.length]);
    }, everyMs);
    const finish = (closedAfterMs?: number) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs, response: Buffer.concat(chunks).toString('utf8') });
    };
    const giveUp = setTimeout(() => finish(undefined), giveUpMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(Date.now() - started));
    socket.on('error', () => undefined);
    socket.write(head);
  });
}

const REQUEST_TOO_SLOW =
  'Permintaan tidak diterima lengkap dalam batas waktu. Silakan periksa koneksi Anda dan coba lagi.';

/** What is wrong with a slowloris client's answer: a 408 with the shop's body and security headers. */
function timeoutProblems(
  label: string,
  result: Trickled,
  withinMs: [number, number],
  message = REQUEST_TOO_SLOW,
): string[] {
  const problems: string[] = [];
  const ms = result.closedAfterMs;
  if (ms === undefined || ms < withinMs[0] || ms > withinMs[1])
    problems.push(`${label}: closed after ${ms ?? 'never'} ms, not within ${withinMs.join('-')} ms`);
  const [head = '', body = ''] = result.response.split('\r\n\r\n');
  if (!/^HTTP\/1\.1 408 /.test(head))
    problems.push(`${label}: answered ${head.split('\r\n')[0] || 'nothing'}`);
  for (const name of ['x-content-type-options: nosniff', 'content-security-policy:', 'x-frame-options:'])
    if (!head.toLowerCase().includes(name)) problems.push(`${label}: no ${name}`);
  if (/fastify|server:|x-powered-by/i.test(head)) problems.push(`${label}: a banner in ${head}`);
  try {
    const parsed = JSON.parse(body) as Loose;
    if (parsed.message !== message || parsed.code !== 'bad_request') problems.push(`${label}: body ${body}`);
  } catch {
    problems.push(`${label}: body ${body.slice(0, 100)}`);
  }
  return problems;
}

describe('slow clients', () => {
  it('are cut with a 408: JSON bodies after 10 s, uploads as soon as they fall below the least rate (ten at once), headers after 20 s', async () => {
    const before = await settledFingerprint(shop.stack);
    const json = (path: string) =>
      `POST ${path} HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`;
    const boundary = 'lambat';
    const upload = (i: number) =>
      [
        'POST /api/payments/confirm HTTP/1.1',
        'Host: shop',
        `X-Forwarded-For: 198.51.100.${200 + i}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        'Content-Length: 100000',
        '',
        `--${boundary}`,
        'Content-Disposition: form-data; name="proofFile"; filename="bukti.png"',
        'Content-Type: image/png',
        '',
        '',
      ].join('\r\n');
    const started = Date.now();
    const attempts = Promise.all([
      trickle(json('/api/referral/validate'), '{"code":"BAHAGIA10"', 1000, 45_000),
      trickle(json('/api/payments/notification'), '{"order_id":"INV', 1000, 45_000),
      ...Array.from({ length: 10 }, (_, i) => trickle(upload(i), 'x', 1000, 45_000)),
      trickle('POST /api/referral/validate HTTP/1.1\r\nHost: shop\r\n', 'X-Lambat: a\r\n', 1000, 45_000),
    ]);
    // The shop goes on answering everyone else meanwhile.
    await new Promise((r) => setTimeout(r, 3000));
    const meanwhile = await send(shop.base, '/api/addons', { timeoutMs: 5000 });
    expect(meanwhile.status).toBe(200);
    const [validate, notification, ...rest] = await attempts;
    const headers = rest.pop()!;
    tally.add('slow clients', 13);
    expect([
      ...timeoutProblems('JSON body', validate, [9_000, 14_000]),
      ...timeoutProblems('notification body', notification, [9_000, 14_000]),
      // An upload holds a slot only while it sends: cut once its grace has passed, long before the
      // 30 s its body would otherwise have.
      ...rest.flatMap((r, i) =>
        timeoutProblems(`upload ${i + 1}`, r, [UPLOAD_GRACE_MS, 29_000], UPLOAD_TOO_SLOW),
      ),
      ...timeoutProblems('headers', headers, [19_000, 25_000]),
    ]).toEqual([]);
    expect(Date.now() - started).toBeLessThan(45_000);
    expect(changedTables(before, await fingerprint(shop.stack))).toEqual([]);
  });
});

describe('public write routes', () => {
  const routes: [string, (ip: string) => Promise<Answer>][] = [
    [
      'create-order-id',
      (ip) =>
        send(shop.base, '/api/orders/create-order-id', {
          method: 'POST',
          headers: { 'x-forwarded-for': ip },
        }),
    ],
    [
      'create-transaction',
      (ip) =>
        send(shop.base, '/api/orders/create-transaction', {
          method: 'POST',
          headers: { 'x-forwarded-for': ip },
          json: { cartItems: CART, customerDetails: CUSTOMER },
        }),
    ],
    [
      'delete-payment-online',
      (ip) =>
        send(shop.base, '/api/orders/delete-payment-online', {
          method: 'POST',
          headers: { 'x-forwarded-for': ip },
          json: { order_id: 'INV-20260101-ZZZZZZ' },
        }),
    ],
    [
      'referral validate',
      (ip) =>
        send(shop.base, '/api/referral/validate', {
          method: 'POST',
          headers: { 'x-forwarded-for': ip },
          json: { code: 'BAHAGIA10' },
        }),
    ],
    [
      'referral use',
      (ip) =>
        send(shop.base, '/api/referral/use', {
          method: 'POST',
          headers: { 'x-forwarded-for': ip },
          json: {
            code: 'BAHAGIA10',
            order_id: `INV-20260101-${ip.replace(/\D/g, '').slice(-6).padStart(6, '0')}`,
          },
        }),
    ],
    [
      'pending transactions',
      (ip) =>
        send(shop.base, '/api/transactions/pending-transactions?order_id=INV-20260101-ZZZZZZ', {
          headers: { 'x-forwarded-for': ip },
        }),
    ],
    [
      'referral check',
      (ip) =>
        send(shop.base, '/api/referral/check?order_id=INV-20260101-ZZZZZZ', {
          headers: { 'x-forwarded-for': ip },
        }),
    ],
    [
      "an order's invitation photos",
      // No phone: refused (400) before any look-up, so the misses per order (their own 429) stay out.
      (ip) =>
        send(shop.base, '/api/orders/invitation/photos/list', {
          method: 'POST',
          headers: { 'x-forwarded-for': ip },
          json: { order_id: 'INV-20260101-ZZZZZZ' },
        }),
    ],
    [
      "a client's invitation page",
      (ip) => send(shop.base, '/api/clients/tidak-ada', { headers: { 'x-forwarded-for': ip } }),
    ],
    [
      'payment confirmation',
      (ip) => {
        const form = new FormData();
        form.set('orderId', 'INV-20260101-ZZZZZZ');
        return send(shop.base, '/api/payments/confirm', {
          method: 'POST',
          headers: { 'x-forwarded-for': ip },
          body: form,
        });
      },
    ],
  ];

  it.each(routes)(
    'limits %s per client, with a clear 429 that other clients never see',
    async (_name, call) => {
      const client = '203.0.113.10';
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT; i++) statuses.push((await call(client)).status);
      expect(statuses).not.toContain(429);
      const refused = await call(client);
      tally.add('requests over the limit');
      expect(refusalProblems(refused, [429])).toEqual([]);
      expect(refused.body.message).toBe(
        'Terlalu banyak permintaan dari perangkat Anda. Silakan coba lagi dalam satu menit.',
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another client is not held back by this one.
      expect((await call('203.0.113.11')).status).not.toBe(429);
      tally.add('requests over the limit', statuses.length + 1);
    },
  );

  it('lets a burst of thirty checkouts from one client write only its allowance', async () => {
    const client = '203.0.113.20';
    const [{ n: before }] = await query(shop.stack, 'ordering', 'SELECT count(*)::int AS n FROM payments');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        send(shop.base, '/api/orders/create-transaction', {
          method: 'POST',
          headers: { 'x-forwarded-for': client },
          json: { cartItems: CART, customerDetails: CUSTOMER },
          timeoutMs: 30_000,
        }),
      ),
    );
    tally.add('requests over the limit', answers.length);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LIMIT);
    expect(answers.filter((a) => a.status !== 200).flatMap((a) => refusalProblems(a, [429]))).toEqual([]);
    const [{ n: after }] = await query(shop.stack, 'ordering', 'SELECT count(*)::int AS n FROM payments');
    expect(after - before).toBe(LIMIT);
    // The catalogue is still read freely meanwhile.
    const read = await send(shop.base, '/api/details/data', { headers: { 'x-forwarded-for': client } });
    expect(read.status).toBe(200);
    expect(headerProblems(read)).toEqual([]);
  });

  it('counts the addresses of one IPv6 network as one client', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= LIMIT + 1; i++) {
      const answer = await send(shop.base, '/api/referral/validate', {
        method: 'POST',
        headers: { 'x-forwarded-for': `2001:db8:77:1::${i.toString(16)}` },
        json: { code: 'BAHAGIA10' },
      });
      statuses.push(answer.status);
    }
    tally.add('requests over the limit', statuses.length);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses[LIMIT]).toBe(429);
  });
});
