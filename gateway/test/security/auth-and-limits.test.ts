import { createHmac } from 'node:crypto';
import { declaredRoutes, isAdminRoute } from './declared-routes';
import {
  Answer,
  CART,
  CaseTally,
  CUSTOMER,
  headerProblems,
  query,
  refusalProblems,
  send,
  SecurityStack,
  startSecurityStack,
} from './harness';

/**
 * What admin-auth.test.ts does not already prove: admin routes refuse other origins (CORS) and
 * tokens in any other form than a valid HS256 Bearer header; logins stay limited per name however
 * many addresses try; and one client cannot flood the database through the public write routes.
 */
jest.setTimeout(240_000);

/** Low, so a test can reach it; real customers get PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE's default. */
const LIMIT = 5;
let shop: SecurityStack;
const tally = new CaseTally('auth and rate limits');

beforeAll(async () => {
  shop = await startSecurityStack({ PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
}, 180_000);

afterAll(async () => {
  tally.report();
  await shop?.stop();
}, 60_000);

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

describe('logins', () => {
  const login = (username: string, password: string, ip: string) =>
    send(shop.base, '/admin/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': ip },
      json: { username, password },
    });

  it('stay limited per username however many addresses try', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await login('kasir', `tebakan-${i}`, `198.51.100.${i + 1}`)).status);
    tally.add('login attempts', statuses.length);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // The name is matched whatever its case.
    const other = await login('KASIR', 'tebakan-lain', '198.51.100.99');
    tally.add('login attempts');
    expect(refusalProblems(other, [429])).toEqual([]);
  });

  it('stay limited per address however many usernames it tries', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await login(`nama-${i}`, 'tebakan', '192.0.2.50')).status);
    tally.add('login attempts', statuses.length);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
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
    const [{ n: before }] = await query(
      shop.stack,
      'ordering',
      'SELECT count(*)::int AS n FROM transactions',
    );
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
    const [{ n: after }] = await query(shop.stack, 'ordering', 'SELECT count(*)::int AS n FROM transactions');
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
