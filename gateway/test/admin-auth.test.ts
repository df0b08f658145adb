import { createHmac } from 'node:crypto';
import { waitFor } from '@undangan/platform/testing';
import { Client } from 'pg';
import { startTestStack, TestStack } from '../../infra/stack/src/test-stack';
import { declaredRoutes, isAdminRoute } from './security/declared-routes';
import { pngImage } from '../../services/proof-storage/test/image-fixtures';

/**
 * The admin API's locks: every admin route refuses a missing, expired, forged or unsigned token,
 * the token of a deleted admin and of an ended session, without changing anything; a logout, a
 * password change or "end every session" holds on every gateway replica at once; logins are rate
 * limited; password changes and new admins follow their rules; the first admin disables, enables
 * and ends the sessions of other accounts, a disabled one refused at once; and every admin change lands in
 * the audit log with its before and after. All of it through the built programs, as `npm start`
 * runs them, with two gateway processes on one database: each is asked at its own address, so a
 * session ended on one is seen refused by the other.
 */
jest.setTimeout(120_000);

const SECRET = 'test-secret-that-is-long-enough-for-hs256';
const ADMIN_USERNAME = 'admin';
const ADMIN_PASSWORD = 'rahasia-admin-123';
/** Each database an admin call could change, by the program that owns it. */
const DATABASE_OWNERS = {
  gateway: 'gateway',
  catalogue: 'catalogue',
  ordering: 'ordering',
  proofs: 'proof-storage',
  reporting: 'reporting',
} as const;
let stack: TestStack;
let base: string;
/** The second gateway process on the same database and broker: another replica behind the front. */
let replicaBase: string;
let adminToken: string;

// ---------------------------------------------------------------- helpers

/** Answers are read loosely here: each test states the fields it expects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function jwt(claims: Record<string, unknown>, secret = SECRET, alg = 'HS256'): string {
  const head = `${b64url({ alg, typ: 'JWT' })}.${b64url(claims)}`;
  if (alg === 'none') return `${head}.`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

const now = () => Math.floor(Date.now() / 1000);

async function call(
  method: string,
  path: string,
  init: { token?: string; body?: unknown; form?: FormData; on?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.form) body = init.form;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const res = await fetch((init.on ?? base) + path, { method, headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, body: json as Record<string, Loose> };
}

const login = (username: string, password: string, on?: string) =>
  call('POST', '/admin/login', { body: { username, password }, on });

async function loginToken(username: string, password: string, on?: string): Promise<string> {
  const res = await login(username, password, on);
  expect(res.status).toBe(200);
  return res.body.token as string;
}

async function query<T = Record<string, Loose>>(
  db: keyof typeof DATABASE_OWNERS,
  sql: string,
  params: unknown[] = [],
) {
  const client = new Client({ connectionString: stack.specs[DATABASE_OWNERS[db]].env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A fingerprint of every table an admin call could change, across the services' databases. */
async function snapshot(): Promise<Record<string, string>> {
  const tables: [keyof typeof DATABASE_OWNERS, string][] = [
    ['gateway', 'admin_users'],
    ['gateway', 'admin_audit_log'],
    ['catalogue', 'packages'],
    ['catalogue', 'addons'],
    ['catalogue', 'designs'],
    ['ordering', 'payments'],
    ['ordering', 'fulfilment_orders'],
    ['ordering', 'referral_codes'],
    ['proofs', 'payment_proofs'],
  ];
  const result: Record<string, string> = {};
  for (const [db, table] of tables) {
    const [row] = await query(
      db,
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${table} t`,
    );
    result[`${db}.${table}`] = `${row.n}:${row.h}`;
  }
  return result;
}

// ---------------------------------------------------------------- stack

beforeAll(async () => {
  stack = await startTestStack({
    services: ['catalogue', 'ordering', 'proof-storage', 'reporting', 'gateway'],
    scale: { gateway: 2 },
    env: {
      JWT_SECRET: SECRET,
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      // The tests log in far more often than a person would, all from this one address.
      PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '0',
    },
  });
  const address = (name: string) => `http://127.0.0.1:${stack.specs[name].port}`;
  base = address('gateway');
  replicaBase = address('gateway.2');
  adminToken = await loginToken('admin', ADMIN_PASSWORD);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
}, 60_000);

// ---------------------------------------------------------------- tests

describe('every admin route refuses a caller without a valid token', () => {
  const routes = declaredRoutes().filter((r) => isAdminRoute(r.path) || r.path === '/api/designs/upload');

  it('finds the admin routes of every admin screen', () => {
    expect(routes.length).toBeGreaterThanOrEqual(35);
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /api/admin/database/packages',
      'DELETE /api/admin/database/designs/1',
      'PUT /api/admin/database/referral-codes/KODEUJI',
      'GET /api/admin/transactions/payments',
      'GET /api/admin/transactions/export.csv',
      'POST /api/admin/payment-proofs/update',
      'GET /api/admin/payment-proofs/INV-20260101-AAAAAA/image',
      'GET /admin/dashboard/balance',
      'GET /api/admin/orders',
      'PUT /api/admin/orders/1',
      'GET /api/admin/me',
      'POST /api/admin/account/password',
      'POST /api/admin/accounts',
      'POST /api/admin/accounts/1/disable',
      'POST /api/admin/accounts/1/enable',
      'POST /api/admin/accounts/1/sessions/revoke-all',
      'GET /api/admin/audit-log',
      'GET /api/admin/dashboard/summary',
      'GET /api/admin/holidays',
      'POST /api/admin/holidays',
      'DELETE /api/admin/holidays/2026-01-01',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('answers 401 without a token, expired, forged, unsigned, of a deleted admin or an ended session, and changes nothing', async () => {
    // A second admin whose account is then deleted: its token is well signed and unexpired.
    const created = await call('POST', '/api/admin/accounts', {
      token: adminToken,
      body: { username: 'sementara', password: 'sementara-123' },
    });
    expect(created.status).toBe(201);
    const deletedToken = await loginToken('sementara', 'sementara-123');
    await query('gateway', 'DELETE FROM admin_users WHERE username = $1', ['sementara']);

    const [admin] = await query('gateway', "SELECT id FROM admin_users WHERE username = 'admin'");
    const claims = { sub: admin.id, username: 'admin' };
    // A token whose session ended at logout (on the other replica).
    const loggedOut = await loginToken('admin', ADMIN_PASSWORD, replicaBase);
    expect((await call('POST', '/api/admin/logout', { token: loggedOut, on: replicaBase })).status).toBe(200);
    const tokens: Record<string, string | undefined> = {
      missing: undefined,
      expired: jwt({ ...claims, iat: now() - 9 * 3600, exp: now() - 3600 }),
      'other secret': jwt({ ...claims, iat: now(), exp: now() + 3600 }, 'another-secret-that-is-long-enough'),
      'alg none': jwt({ ...claims, iat: now(), exp: now() + 3600 }, SECRET, 'none'),
      'deleted admin': deletedToken,
      'logged out': loggedOut,
      'no session id': jwt({ ...claims, iat: now(), exp: now() + 3600 }),
      garbage: 'not.a.token',
    };
    const before = await snapshot();
    const failures: string[] = [];
    for (const route of routes) {
      for (const [kind, token] of Object.entries(tokens)) {
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : { id: 99, name: 'x' };
        const res = await call(route.method, route.path, { token, body });
        if (res.status !== 401) failures.push(`${route.method} ${route.path} (${kind}): ${res.status}`);
        else expect(res.body.code).toBe('unauthorized');
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // The same routes do answer a valid token (here: a read).
    expect((await call('GET', '/api/admin/me', { token: adminToken })).body.username).toBe('admin');
  });
});

describe('accounts', () => {
  it('shows the signed-in admin and lists accounts without their hashes', async () => {
    const me = await call('GET', '/api/admin/me', { token: adminToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'admin', is_first_admin: true });
    const list = await call('GET', '/api/admin/accounts', { token: adminToken });
    expect(list.status).toBe(200);
    for (const account of list.body as unknown as Record<string, unknown>[]) {
      expect(Object.keys(account).sort()).toEqual([
        'created_at',
        'disabled_at',
        'id',
        'is_first_admin',
        'username',
      ]);
    }
  });

  it('lets only the first admin add admins, with unique names and long passwords', async () => {
    const short = await call('POST', '/api/admin/accounts', {
      token: adminToken,
      body: { username: 'kedua', password: 'pendek' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password minimal 10 karakter.');

    const created = await call('POST', '/api/admin/accounts', {
      token: adminToken,
      body: { username: 'kedua', password: 'kedua-rahasia-1' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username: 'kedua', is_first_admin: false });
    const duplicate = await call('POST', '/api/admin/accounts', {
      token: adminToken,
      body: { username: 'KEDUA', password: 'kedua-rahasia-1' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Username sudah digunakan.');

    const secondToken = await loginToken('kedua', 'kedua-rahasia-1');
    const before = await snapshot();
    const refused = await call('POST', '/api/admin/accounts', {
      token: secondToken,
      body: { username: 'ketiga', password: 'ketiga-rahasia-1' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Hanya admin pertama yang dapat menambah admin.');
    expect(await snapshot()).toEqual(before);
  });

  it('changes a password only with the old one, and ends the sessions opened before', async () => {
    const oldToken = await loginToken('kedua', 'kedua-rahasia-1');
    const wrong = await call('POST', '/api/admin/account/password', {
      token: oldToken,
      body: { oldPassword: 'bukan-ini-123', newPassword: 'kedua-baru-12345' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Password lama salah.');
    const missing = await call('POST', '/api/admin/account/password', {
      token: oldToken,
      body: { newPassword: 'kedua-baru-12345' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Password lama wajib diisi.');
    const short = await call('POST', '/api/admin/account/password', {
      token: oldToken,
      body: { oldPassword: 'kedua-rahasia-1', newPassword: 'pendek' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password baru minimal 10 karakter.');

    // The old token must be from an earlier second than the change for it to be refused.
    await new Promise((r) => setTimeout(r, 1100));
    const changed = await call('POST', '/api/admin/account/password', {
      token: oldToken,
      body: { oldPassword: 'kedua-rahasia-1', newPassword: 'kedua-baru-12345' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Password berhasil diubah.');
    expect((await call('GET', '/api/admin/me', { token: changed.body.token as string })).status).toBe(200);
    expect((await call('GET', '/api/admin/me', { token: oldToken })).status).toBe(401);
    expect((await call('GET', '/api/admin/me', { token: oldToken, on: replicaBase })).status).toBe(401);
    expect((await login('kedua', 'kedua-rahasia-1')).status).toBe(401);
    expect((await login('kedua', 'kedua-baru-12345')).status).toBe(200);

    const [entry] = await query(
      'gateway',
      "SELECT * FROM admin_audit_log WHERE action = 'admin.password-change' ORDER BY id DESC LIMIT 1",
    );
    expect(entry).toMatchObject({ admin_username: 'kedua', target: 'kedua' });
    const recorded = JSON.stringify(await query('gateway', 'SELECT before, after FROM admin_audit_log'));
    for (const secret of ['kedua-rahasia-1', 'kedua-baru-12345', 'argon2'])
      expect(recorded).not.toContain(secret);
  });
});

describe('sessions on several gateway replicas', () => {
  const me = (token: string, on: string) => call('GET', '/api/admin/me', { token, on });

  it('refuse a token logged out on one replica on every replica at once; other sessions go on', async () => {
    const [leaving, staying] = [
      await loginToken('kedua', 'kedua-baru-12345', replicaBase),
      await loginToken('kedua', 'kedua-baru-12345', replicaBase),
    ];
    expect([(await me(leaving, base)).status, (await me(leaving, replicaBase)).status]).toEqual([200, 200]);
    const before = await snapshot();
    const out = await call('POST', '/api/admin/logout', { token: leaving, on: replicaBase });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Anda telah keluar.');
    expect([(await me(leaving, base)).status, (await me(leaving, replicaBase)).status]).toEqual([401, 401]);
    expect([(await me(staying, base)).status, (await me(staying, replicaBase)).status]).toEqual([200, 200]);
    expect(await snapshot()).toEqual(before);
  });

  it("end every session of the admin on one replica for all of them, and record it; others' go on", async () => {
    const tokens = [
      await loginToken('kedua', 'kedua-baru-12345', replicaBase),
      await loginToken('kedua', 'kedua-baru-12345', replicaBase),
    ];
    const [{ n: open }] = await query(
      'gateway',
      `SELECT count(*)::int AS n FROM admin_sessions s JOIN admin_users u ON u.id = s.admin_id
       WHERE u.username = 'kedua'`,
    );
    const ended = await call('POST', '/api/admin/account/sessions/revoke-all', { token: tokens[0] });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({
      message: 'Semua sesi akun Anda telah diakhiri. Silakan login kembali.',
      ended: open,
    });
    for (const token of tokens)
      expect([(await me(token, base)).status, (await me(token, replicaBase)).status]).toEqual([401, 401]);
    expect((await me(adminToken, replicaBase)).status).toBe(200);
    const [entry] = await query(
      'gateway',
      'SELECT action, target, admin_username FROM admin_audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(entry).toEqual({ action: 'admin.sessions-revoke', target: 'kedua', admin_username: 'kedua' });
  });
});

describe("the first admin's hold over other accounts", () => {
  const me = (token: string, on: string) => call('GET', '/api/admin/me', { token, on });
  const onBoth = async (token: string) => [
    (await me(token, base)).status,
    (await me(token, replicaBase)).status,
  ];
  const change = (id: string, what: string, token = adminToken) =>
    call('POST', `/api/admin/accounts/${id}/${what}`, { token });
  const lastEntry = async () =>
    (
      await query(
        'gateway',
        'SELECT admin_username, action, target, at, before, after FROM admin_audit_log ORDER BY id DESC LIMIT 1',
      )
    )[0];
  let ketiga: string;

  it("refuses a disabled admin's live token at once on every replica, and its login as a wrong password", async () => {
    const created = await call('POST', '/api/admin/accounts', {
      token: adminToken,
      body: { username: 'ketiga', password: 'ketiga-rahasia-1' },
    });
    expect(created.status).toBe(201);
    expect(created.body.disabled_at).toBeNull();
    ketiga = created.body.id as string;
    const live = await loginToken('ketiga', 'ketiga-rahasia-1', replicaBase);
    expect(await onBoth(live)).toEqual([200, 200]);

    const disabled = await change(ketiga, 'disable');
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({
      message: 'Akun admin ketiga telah dinonaktifkan dan semua sesinya telah diakhiri.',
      account: { id: ketiga, username: 'ketiga' },
      ended: 1,
    });
    expect(disabled.body.account.disabled_at).toEqual(expect.any(String));
    expect(await onBoth(live)).toEqual([401, 401]);
    expect((await me(live, base)).body.code).toBe('unauthorized');

    // Even a session row written beside the disable (a login racing it) lets no request through.
    const jti = '11111111-1111-4111-8111-111111111111';
    await query(
      'gateway',
      "INSERT INTO admin_sessions (id, admin_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')",
      [jti, ketiga],
    );
    const racing = jwt({ sub: ketiga, username: 'ketiga', iat: now(), exp: now() + 3600, jti });
    expect(await onBoth(racing)).toEqual([401, 401]);
    await query('gateway', 'DELETE FROM admin_sessions WHERE id = $1', [jti]);

    const rightPassword = await login('ketiga', 'ketiga-rahasia-1');
    const wrongPassword = await login('ketiga', 'bukan-password-1');
    expect(rightPassword).toEqual(wrongPassword);
    expect(rightPassword.status).toBe(401);

    const listed = (await call('GET', '/api/admin/accounts', { token: adminToken })).body as unknown as {
      username: string;
      disabled_at: string | null;
    }[];
    expect(listed.find((a) => a.username === 'ketiga')?.disabled_at).toEqual(expect.any(String));
    const entry = await lastEntry();
    expect(entry).toMatchObject({ admin_username: 'admin', action: 'admin.disable', target: 'ketiga' });
    expect(entry.at).toBeInstanceOf(Date);
    expect(entry.before.disabled_at).toBeNull();
    expect(entry.after.disabled_at).toEqual(expect.any(String));
  });

  it('lets the account log in again once enabled, and ends its sessions on demand without disabling it', async () => {
    const enabled = await change(ketiga, 'enable');
    expect(enabled.status).toBe(200);
    expect(enabled.body.message).toBe('Akun admin ketiga telah diaktifkan kembali.');
    expect(enabled.body.account.disabled_at).toBeNull();
    expect(await lastEntry()).toMatchObject({
      admin_username: 'admin',
      action: 'admin.enable',
      target: 'ketiga',
    });

    const token = await loginToken('ketiga', 'ketiga-rahasia-1');
    expect(await onBoth(token)).toEqual([200, 200]);
    const ended = await change(ketiga, 'sessions/revoke-all');
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ message: 'Semua sesi akun admin ketiga telah diakhiri.', ended: 1 });
    expect(ended.body.account.disabled_at).toBeNull();
    expect(await onBoth(token)).toEqual([401, 401]);
    expect(await onBoth(adminToken)).toEqual([200, 200]);
    expect(await lastEntry()).toMatchObject({
      admin_username: 'admin',
      action: 'admin.sessions-revoke',
      target: 'ketiga',
    });
  });

  it('refuses disabling oneself, changes by any other admin, unknown and malformed ids, and changes nothing', async () => {
    const [first] = await query('gateway', "SELECT id FROM admin_users WHERE username = 'admin'");
    const secondToken = await loginToken('ketiga', 'ketiga-rahasia-1');
    const before = await snapshot();
    const self = await change(first.id, 'disable');
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('Anda tidak dapat menonaktifkan akun Anda sendiri.');
    for (const what of ['disable', 'enable', 'sessions/revoke-all']) {
      // Another admin cannot touch the first admin's account, nor any other.
      const refused = await change(first.id, what, secondToken);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'Hanya admin pertama yang dapat menonaktifkan, mengaktifkan, atau mengakhiri sesi akun admin lain.',
      );
      const unknown = await change('00000000-0000-4000-8000-000000000000', what);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Akun admin tidak ditemukan.');
      const malformed = await change('bukan-id', what);
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('ID admin tidak valid.');
      expect((await change(ketiga, what, 'bukan.sebuah.token')).status).toBe(401);
    }
    const again = await change(ketiga, 'enable');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Akun admin ini sudah aktif.');
    expect(await snapshot()).toEqual(before);
    expect(await onBoth(adminToken)).toEqual([200, 200]);
    expect(await onBoth(secondToken)).toEqual([200, 200]);
  });
});

describe('audit log', () => {
  const entries = async () =>
    (await call('GET', '/api/admin/audit-log?page=1&limit=50', { token: adminToken })).body.data as {
      action: string;
      target: string;
      admin_username: string;
      before: Loose;
      after: Loose;
    }[];

  it('records catalogue changes with the state before and after', async () => {
    const body = { id: 88, name: 'Platinum', price: 450000, feature: 'Domain sendiri' };
    expect((await call('POST', '/api/admin/database/packages', { token: adminToken, body })).status).toBe(
      201,
    );
    expect(
      (
        await call('PUT', '/api/admin/database/packages/88', {
          token: adminToken,
          body: { ...body, price: 500000 },
        })
      ).status,
    ).toBe(200);
    expect((await call('DELETE', '/api/admin/database/packages/88', { token: adminToken })).status).toBe(200);
    // A refused change is not recorded.
    expect(
      (
        await call('POST', '/api/admin/database/addons', {
          token: adminToken,
          body: { id: 1, title: 'Lagi', price: 1 },
        })
      ).status,
    ).toBe(409);

    const log = await entries();
    const [deleted, updated, created] = log.filter((e) => e.target === '88');
    expect(created).toMatchObject({ action: 'package.create', admin_username: 'admin', before: null });
    expect(created.after).toMatchObject({ id: 88, price: 450000, features: ['Domain sendiri'] });
    expect(updated).toMatchObject({ action: 'package.update' });
    expect(updated.before.price).toBe(450000);
    expect(updated.after.price).toBe(500000);
    expect(deleted).toMatchObject({ action: 'package.delete', after: null });
    expect(deleted.before.price).toBe(500000);
    expect(log.some((e) => e.action === 'addon.create')).toBe(false);
  });

  it('records referral codes, proofs and order edits; the dashboard counts the payment', async () => {
    const code = await call('POST', '/api/admin/database/referral-codes', {
      token: adminToken,
      body: { code: 'AUDIT20', percentage: 20 },
    });
    expect(code.status).toBe(201);
    expect(
      (await call('DELETE', '/api/admin/database/referral-codes/AUDIT20', { token: adminToken })).status,
    ).toBe(200);

    // A manual payment with its proof, as a customer sends it.
    const issued = (await call('POST', '/api/orders/create-order-id')).body;
    const orderId = issued.orderId as string;
    const png = new Uint8Array(pngImage(1, 1));
    const customer = {
      customerName: 'Sari',
      customerPhone: '081234500001',
      customerEmail: 'sari@example.com',
    };
    const confirm = new FormData();
    for (const [k, v] of Object.entries({
      orderId,
      orderSecret: issued.orderSecret as string,
      ...customer,
      amount: '1',
      paymentType: 'Manual',
    }))
      confirm.set(k, v);
    confirm.set(
      'cartItems',
      JSON.stringify([{ packageId: 2, designId: 'basic-dusty-blue', addons: [], quantity: 1 }]),
    );
    confirm.set('proofFile', new Blob([png], { type: 'image/png' }), 'bukti.png');
    expect((await call('POST', '/api/payments/confirm', { form: confirm })).status).toBe(200);

    const waiting = await waitFor(
      () => call('GET', '/api/admin/dashboard/summary', { token: adminToken }),
      (r) => r.body.awaitingReview?.count === 1,
    );
    expect(waiting.body.awaitingReview.latest[0]).toMatchObject({ order_id: orderId, status: 'pending' });
    expect(waiting.body.today.revenue).toBe(0);

    const approve = new FormData();
    for (const [k, v] of Object.entries({ orderId, ...customer, status: 'approved' })) approve.set(k, v);
    expect(
      (await call('POST', '/api/admin/payment-proofs/update', { token: adminToken, form: approve })).status,
    ).toBe(200);
    const orders = await waitFor(
      () => call('GET', '/api/admin/orders?showCompleted=false&page=1&limit=10', { token: adminToken }),
      (r) => (r.body.data as { order_id: string }[])?.some((o) => o.order_id === orderId),
    );
    const order = (orders.body.data as { id: string; order_id: string }[]).find(
      (o) => o.order_id === orderId,
    )!;
    const edited = await call('PUT', `/api/admin/orders/${order.id}`, {
      token: adminToken,
      body: {
        status: 'in_progress',
        admin_notes: 'Sedang dikerjakan',
        client_id: 'sari-dan-dimas',
        client_url: '',
      },
    });
    expect(edited.status).toBe(200);

    const summary = await waitFor(
      () => call('GET', '/api/admin/dashboard/summary', { token: adminToken }),
      (r) => r.body.month?.revenue > 0,
    );
    expect(summary.body.awaitingReview.count).toBe(0);
    expect(summary.body.today).toMatchObject({ revenue: 99000, transactions: 1 });
    expect(summary.body.month.revenue).toBe(99000);
    expect(summary.body.latestOrders[0]).toMatchObject({ order_id: orderId, client_id: 'sari-dan-dimas' });

    const log = await entries();
    const find = (action: string) => log.find((e) => e.action === action)!;
    expect(find('referral-code.create')).toMatchObject({ target: 'AUDIT20', before: null });
    expect(find('referral-code.deactivate').before.active).toBe(true);
    expect(find('referral-code.deactivate').after.active).toBe(false);
    expect(find('proof.update')).toMatchObject({ target: orderId });
    expect(find('proof.update').before.status).toBe('pending');
    expect(find('proof.update').after.status).toBe('approved');
    expect(find('order.update')).toMatchObject({ target: order.id });
    expect(find('order.update').before).toMatchObject({ status: 'pending', client_id: null });
    expect(find('order.update').after).toMatchObject({ status: 'in_progress', client_id: 'sari-dan-dimas' });
    // Newest first.
    expect(log[0].action).toBe('order.update');
  });
});

describe('login rate limit', () => {
  it('answers the 11th wrong password within a minute with 429, and records nothing', async () => {
    const before = await snapshot();
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login('admin', `salah-${i}`)).status);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const limited = await login('admin', 'salah-lagi');
    expect(statuses[10]).toBe(429);
    expect(limited.body.message).toBe(
      'Terlalu banyak percobaan login. Silakan coba lagi dalam beberapa menit.',
    );
    // Even the right password waits now.
    expect((await login('admin', ADMIN_PASSWORD)).status).toBe(429);
    expect(await snapshot()).toEqual(before);
  });
});
