import { COUPLE_ACCESS_MESSAGES, COUPLE_SIGN_IN, MESSAGES } from '@undangan/contracts';
import { waitFor } from '@undangan/platform/testing';
import { startTestStack, TestStack } from '../../infra/stack/src/test-stack';
import { PUBLIC_WRITE_RATE_LIMITED } from '../src/http/rate-limit';
import {
  COUPLE_STACK_ENV,
  COUPLE_STACK_SERVICES,
  coupleMailOf,
  nthCoupleMail,
  signInTokenIn,
} from '../../infra/stack/src/couple-sign-in';
import { query } from './security/stored-data';

/**
 * The couple's dashboard access through the gateway, against the built programs over real
 * PostgreSQL, RabbitMQ and SMTP (the mail catcher): a link emailed to the order's email opens one
 * session once; expired, used or another order's, it opens nothing; a wrong email learns nothing and
 * gets nothing; the partner invited and removed loses access; "Keluar dari semua perangkat" ends
 * every session; links are limited per order and address and per client; admin tokens and couple
 * sessions never pass each other's guard; a cross-site form cannot change anything.
 */
jest.setTimeout(180_000);

/** Low, so the per-client limit is reached; each request names a client of its own otherwise. */
const PER_CLIENT = 8;
const PROXY = '127.0.0.1';

let stack: TestStack;
let sim: string;
let admin: Record<string, string>;
let clients = 0;
/** A client address of its own (the gateway believes X-Forwarded-For from PROXY only). */
const newClient = () => `10.77.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;

interface Answer {
  status: number;
  body: Record<string, unknown>;
  cookies: string[];
}

async function call(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; client?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': init.client ?? newClient(), ...init.headers };
  if (init.body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(stack.baseUrl + path, {
    method: init.method ?? 'GET',
    headers,
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
    cookies: res.headers.getSetCookie(),
  };
}
const post = (path: string, body: unknown = {}, more: Parameters<typeof call>[1] = {}) =>
  call(path, { method: 'POST', body, ...more });
const asCouple = (cookie: string, path: string, init: Parameters<typeof call>[1] = {}) =>
  call(path, { ...init, headers: { cookie, ...init.headers } });

const cartItems = [{ packageId: 3, designId: 'premium-eucalyptus-mist', addons: [], quantity: 1 }];

/** An order of `email`, paid through the simulator unless asked otherwise. */
async function order(email: string, paid = true): Promise<string> {
  const customer = { name: 'Rina & Bayu', phone: '081298765432', email };
  const created = await post('/api/orders/create-transaction', { cartItems, customerDetails: customer });
  expect(created.status).toBe(200);
  const orderId = created.body.order_id as string;
  if (!paid) return orderId;
  const settled = await fetch(`${sim}/sim/transactions/${orderId}/settle?method=bca_va`, { method: 'POST' });
  expect(settled.status).toBe(200);
  await waitFor(
    `${orderId} paid`,
    () => post('/api/orders/track', { order_id: orderId, phone: customer.phone }),
    (r) => r.body.payment_status === 'paid',
  );
  return orderId;
}

/** Asks for a link for `email` and reads the token of the `count`th email to it. */
async function linkFor(orderId: string, email: string, count = 1): Promise<string> {
  const asked = await post('/api/pasangan/tautan-masuk', { orderId, email });
  expect(asked).toMatchObject({ status: 200, body: { message: COUPLE_ACCESS_MESSAGES.linkSent } });
  return signInTokenIn((await nthCoupleMail(stack, email.toLowerCase(), count)).Text);
}

/** Signs in with a link's token: the session cookie as a Cookie header. */
async function signIn(token: string): Promise<string> {
  const answer = await post('/api/pasangan/masuk', { token });
  expect(answer.status).toBe(200);
  return answer.cookies[0].split(';')[0];
}

const signInRowsOf = async (email: string) =>
  Number(
    (
      await query(stack, 'invitations', 'SELECT count(*) AS n FROM couple_sign_ins WHERE email = $1', [email])
    )[0].n,
  );

const SESSION_ENDED = {
  status: 401,
  body: { message: COUPLE_ACCESS_MESSAGES.sessionEnded, code: 'unauthorized' },
};
const LINK_INVALID = {
  status: 401,
  body: { message: COUPLE_ACCESS_MESSAGES.linkInvalid, code: 'unauthorized' },
};

beforeAll(async () => {
  stack = await startTestStack({
    services: COUPLE_STACK_SERVICES,
    env: {
      ...COUPLE_STACK_ENV,
      PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: String(PER_CLIENT),
      TRUSTED_PROXIES: PROXY,
    },
  });
  sim = `http://127.0.0.1:${stack.specs['midtrans-sim'].port}`;
  const login = await post('/admin/login', {
    username: stack.env.ADMIN_USERNAME ?? 'admin',
    password: stack.env.ADMIN_PASSWORD ?? 'admin12345',
  });
  admin = { authorization: `Bearer ${login.body.token as string}` };
});

afterAll(async () => {
  await stack?.stop();
});

it("emails a link to the order's email that opens the dashboard once, as an HttpOnly cookie for the couple's routes", async () => {
  const email = `rina.${Date.now()}@contoh.test`;
  const orderId = await order(email);
  // The email is compared as the couple types it, in any case.
  const asked = await post('/api/pasangan/tautan-masuk', { orderId, email: email.toUpperCase() });
  expect(asked).toMatchObject({ status: 200, body: { message: COUPLE_ACCESS_MESSAGES.linkSent } });
  const mail = await nthCoupleMail(stack, email, 1);
  expect(mail.Subject).toBe(`Tautan masuk Dasbor Pasangan — ${orderId}`);
  expect(mail.Text).toContain('Masuk ke Dasbor Pasangan');
  expect(mail.Text).toContain('hanya dapat dipakai satu kali');
  const token = signInTokenIn(mail.Text);
  // Only its hash is kept.
  const [row] = await query(
    stack,
    'invitations',
    'SELECT token_hash FROM couple_sign_ins WHERE order_id = $1',
    [orderId],
  );
  expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(await query(stack, 'invitations', 'SELECT * FROM couple_sign_ins'))).not.toContain(
    token,
  );

  // A mail scanner fetching the link (a GET) uses nothing up: only the page's POST does.
  expect((await fetch(`${stack.baseUrl}/pasangan/masuk?t=${token}`)).status).toBe(200);
  const first = await post('/api/pasangan/masuk', { token });
  expect(first).toMatchObject({ status: 200, body: { order_id: orderId, email, role: 'pasangan' } });
  const [cookie] = first.cookies;
  expect(cookie).toMatch(
    /^pasangan_sesi=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/api\/pasangan; HttpOnly; SameSite=Lax$/,
  );
  expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).toBeGreaterThan((COUPLE_SIGN_IN.sessionDays - 1) * 86_400);
  const session = cookie.split(';')[0];
  expect(JSON.stringify(await query(stack, 'invitations', 'SELECT * FROM couple_sessions'))).not.toContain(
    session.split('=')[1],
  );

  const me = await asCouple(session, '/api/pasangan/sesi');
  expect(me).toMatchObject({
    status: 200,
    body: { order_id: orderId, email, role: 'pasangan', payment_status: 'paid', work_status: 'pending' },
  });

  // Used twice: refused, and the first session is untouched.
  expect(await post('/api/pasangan/masuk', { token })).toMatchObject(LINK_INVALID);
  // Unknown, or not a token at all.
  expect(await post('/api/pasangan/masuk', { token: 'A'.repeat(43) })).toMatchObject(LINK_INVALID);
  expect(await post('/api/pasangan/masuk', { token: 'bukan-token' })).toMatchObject({
    status: 400,
    body: { message: COUPLE_ACCESS_MESSAGES.linkInvalid },
  });
  expect((await asCouple(session, '/api/pasangan/sesi')).status).toBe(200);
  expect(await call('/api/pasangan/sesi')).toMatchObject(SESSION_ENDED);

  // Neither the link nor the session is written in any program's log.
  for (const program of ['gateway', 'invitations', 'notifications'])
    expect({ program, token: stack.logs(program).includes(token) }).toEqual({ program, token: false });
});

it('answers a wrong email, an unknown order and an unpaid order exactly as a right one, and sends them nothing', async () => {
  const email = `dewi.${Date.now()}@contoh.test`;
  const orderId = await order(email);
  const unpaidEmail = `belum.${Date.now()}@contoh.test`;
  const unpaid = await order(unpaidEmail, false);
  const stranger = `orang.lain.${Date.now()}@contoh.test`;
  const answers = [
    await post('/api/pasangan/tautan-masuk', { orderId, email: stranger }),
    await post('/api/pasangan/tautan-masuk', { orderId: 'INV-20260101-ZZZZZZ', email: stranger }),
    await post('/api/pasangan/tautan-masuk', { orderId: unpaid, email: unpaidEmail }),
    await post('/api/pasangan/tautan-masuk', { orderId, email }),
  ];
  for (const answer of answers)
    expect(answer).toEqual({ status: 200, body: { message: COUPLE_ACCESS_MESSAGES.linkSent }, cookies: [] });
  await nthCoupleMail(stack, email, 1);
  expect(await signInRowsOf(stranger)).toBe(0);
  expect(await signInRowsOf(unpaidEmail)).toBe(0);
  expect(await coupleMailOf(stack, stranger)).toEqual([]);
  expect(await coupleMailOf(stack, unpaidEmail)).toEqual([]);
});

it("lets one order's email and session reach that order only", async () => {
  const emailA = `anisa.${Date.now()}@contoh.test`;
  const emailB = `bunga.${Date.now()}@contoh.test`;
  const [orderA, orderB] = [await order(emailA), await order(emailB)];
  // A's email asking for B's dashboard gets nothing.
  await post('/api/pasangan/tautan-masuk', { orderId: orderB, email: emailA });
  const sessionA = await signIn(await linkFor(orderA, emailA));
  expect(await signInRowsOf(emailA)).toBe(1);
  const sessionB = await signIn(await linkFor(orderB, emailB));
  // B invites a partner; A sees none, and A's session names A's order only.
  const partner = `mitra.b.${Date.now()}@contoh.test`;
  expect(
    (await asCouple(sessionB, '/api/pasangan/mitra', { method: 'POST', body: { email: partner } })).status,
  ).toBe(200);
  expect((await asCouple(sessionA, '/api/pasangan/mitra')).body).toEqual({ partner: null });
  expect((await asCouple(sessionA, '/api/pasangan/sesi')).body.order_id).toBe(orderA);
  // A's "everywhere" ends A's sessions, not B's.
  expect((await asCouple(sessionA, '/api/pasangan/keluar-semua', { method: 'POST', body: {} })).status).toBe(
    200,
  );
  expect((await asCouple(sessionB, '/api/pasangan/sesi')).body.order_id).toBe(orderB);
  // A removing "the partner" has none to remove; B's stays.
  const sessionA2 = await signIn(await linkFor(orderA, emailA, 2));
  expect((await asCouple(sessionA2, '/api/pasangan/mitra', { method: 'DELETE', body: {} })).status).toBe(404);
  expect((await asCouple(sessionB, '/api/pasangan/mitra')).body).toMatchObject({
    partner: { email: partner },
  });
});

it('gives the invited partner a session of their own, and takes it and their links away when removed', async () => {
  const email = `sari.${Date.now()}@contoh.test`;
  const orderId = await order(email);
  const owner = await signIn(await linkFor(orderId, email));
  const partner = `joko.${Date.now()}@contoh.test`;
  const invited = await asCouple(owner, '/api/pasangan/mitra', {
    method: 'POST',
    body: { email: partner.toUpperCase() },
  });
  expect(invited).toMatchObject({ status: 200, body: { partner: { email: partner } } });
  const invitation = await nthCoupleMail(stack, partner, 1);
  expect(invitation.Subject).toBe(`Anda diundang mengelola undangan pesanan ${orderId}`);
  const partnerSession = await signIn(signInTokenIn(invitation.Text));
  expect((await asCouple(partnerSession, '/api/pasangan/sesi')).body).toMatchObject({
    order_id: orderId,
    role: 'mitra',
  });

  // One partner per order; the order's own email is not one; the partner manages no partner.
  expect(
    await asCouple(owner, '/api/pasangan/mitra', { method: 'POST', body: { email: `lain.${partner}` } }),
  ).toMatchObject({ status: 409, body: { message: COUPLE_ACCESS_MESSAGES.partnerExists } });
  expect(await asCouple(owner, '/api/pasangan/mitra', { method: 'POST', body: { email } })).toMatchObject({
    status: 400,
    body: { message: COUPLE_ACCESS_MESSAGES.partnerIsOrderEmail },
  });
  expect(await asCouple(partnerSession, '/api/pasangan/mitra', { method: 'DELETE', body: {} })).toMatchObject(
    {
      status: 403,
      body: { message: COUPLE_ACCESS_MESSAGES.partnerOnlyByOrderEmail },
    },
  );

  // The partner asks for a link of their own (not used yet), then is removed.
  const unused = await linkFor(orderId, partner, 2);
  expect(await asCouple(owner, '/api/pasangan/mitra', { method: 'DELETE', body: {} })).toMatchObject({
    status: 200,
    body: { message: COUPLE_ACCESS_MESSAGES.partnerRemoved },
  });
  expect(await asCouple(partnerSession, '/api/pasangan/sesi')).toMatchObject(SESSION_ENDED);
  expect(await post('/api/pasangan/masuk', { token: unused })).toMatchObject(LINK_INVALID);
  await post('/api/pasangan/tautan-masuk', { orderId, email: partner });
  expect(await signInRowsOf(partner)).toBe(0);
  // The owner's own session goes on.
  expect((await asCouple(owner, '/api/pasangan/mitra')).body).toEqual({ partner: null });
});

it('signs out this device alone, or every device of the order at once', async () => {
  const email = `wulan.${Date.now()}@contoh.test`;
  const orderId = await order(email);
  const phone = await signIn(await linkFor(orderId, email, 1));
  const laptop = await signIn(await linkFor(orderId, email, 2));
  const tablet = await signIn(await linkFor(orderId, email, 3));
  const partnerEmail = `adi.${Date.now()}@contoh.test`;
  await asCouple(phone, '/api/pasangan/mitra', { method: 'POST', body: { email: partnerEmail } });
  const partner = await signIn(signInTokenIn((await nthCoupleMail(stack, partnerEmail, 1)).Text));

  const out = await asCouple(tablet, '/api/pasangan/keluar', { method: 'POST', body: {} });
  expect(out).toMatchObject({ status: 200, body: { message: COUPLE_ACCESS_MESSAGES.signedOut } });
  expect(out.cookies[0]).toMatch(/^pasangan_sesi=; Max-Age=0; Path=\/api\/pasangan; HttpOnly; SameSite=Lax$/);
  expect(await asCouple(tablet, '/api/pasangan/sesi')).toMatchObject(SESSION_ENDED);
  expect((await asCouple(phone, '/api/pasangan/sesi')).status).toBe(200);

  const everywhere = await asCouple(laptop, '/api/pasangan/keluar-semua', { method: 'POST', body: {} });
  expect(everywhere).toMatchObject({
    status: 200,
    body: { message: COUPLE_ACCESS_MESSAGES.signedOutEverywhere },
  });
  for (const session of [phone, laptop, partner])
    expect(await asCouple(session, '/api/pasangan/sesi')).toMatchObject(SESSION_ENDED);
});

it('never lets an admin token through the couple guard, nor a couple session through the admin guard', async () => {
  const email = `putri.${Date.now()}@contoh.test`;
  const orderId = await order(email);
  const session = await signIn(await linkFor(orderId, email));
  const token = session.split('=')[1];
  for (const path of ['/api/pasangan/sesi', '/api/pasangan/mitra'])
    expect(await call(path, { headers: admin })).toMatchObject(SESSION_ENDED);
  expect(
    await call('/api/pasangan/sesi', {
      headers: { ...admin, cookie: `pasangan_sesi=${admin.authorization.slice(7)}` },
    }),
  ).toMatchObject(SESSION_ENDED);
  const adminRefused = { status: 401, body: { message: MESSAGES.unauthorized, code: 'unauthorized' } };
  expect(await asCouple(session, '/api/admin/me')).toMatchObject(adminRefused);
  expect(await call('/api/admin/me', { headers: { authorization: `Bearer ${token}` } })).toMatchObject(
    adminRefused,
  );
  expect(await call('/api/admin/orders?page=1&limit=10', { headers: { cookie: session } })).toMatchObject(
    adminRefused,
  );
  // The admin's own token still works, and so does the session.
  expect((await call('/api/admin/me', { headers: admin })).status).toBe(200);
  expect((await asCouple(session, '/api/pasangan/sesi')).status).toBe(200);
});

it('refuses a write that a cross-site form could send, whatever cookie it carries', async () => {
  const email = `nina.${Date.now()}@contoh.test`;
  const orderId = await order(email);
  const session = await signIn(await linkFor(orderId, email));
  const forms: [string, string][] = [
    ['application/x-www-form-urlencoded', 'email=penyerang%40contoh.test'],
    ['text/plain', '{"email":"penyerang@contoh.test"}'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\npenyerang@contoh.test\r\n--x--\r\n',
    ],
  ];
  for (const [type, body] of forms) {
    for (const path of ['/api/pasangan/mitra', '/api/pasangan/keluar-semua', '/api/pasangan/keluar']) {
      const answer = await asCouple(session, path, {
        method: 'POST',
        body,
        headers: { 'content-type': type },
      });
      expect({ type, path, status: answer.status }).toEqual({ type, path, status: 415 });
    }
  }
  expect((await asCouple(session, '/api/pasangan/mitra')).body).toEqual({ partner: null });
  expect((await asCouple(session, '/api/pasangan/sesi')).status).toBe(200);
});

it('limits links per order and address, whichever client asks, and per client across orders', async () => {
  const email = `lina.${Date.now()}@contoh.test`;
  const orderId = await order(email);
  for (let i = 0; i < COUPLE_SIGN_IN.perOrderAndAddressPerHour; i++)
    expect((await post('/api/pasangan/tautan-masuk', { orderId, email })).status).toBe(200);
  const over = await post('/api/pasangan/tautan-masuk', { orderId, email: email.toUpperCase() });
  expect(over).toMatchObject({ status: 429, body: { message: COUPLE_ACCESS_MESSAGES.tooManyLinks } });
  // A stranger's address for the same order is counted apart, and learns the same either way.
  const stranger = `asing.${Date.now()}@contoh.test`;
  for (let i = 0; i < COUPLE_SIGN_IN.perOrderAndAddressPerHour; i++)
    expect((await post('/api/pasangan/tautan-masuk', { orderId, email: stranger })).status).toBe(200);
  expect((await post('/api/pasangan/tautan-masuk', { orderId, email: stranger })).status).toBe(429);
  expect(await signInRowsOf(email)).toBe(COUPLE_SIGN_IN.perOrderAndAddressPerHour);

  // One client asking for many orders meets the per-client limit.
  const client = newClient();
  const answers: number[] = [];
  for (let i = 0; i <= PER_CLIENT; i++)
    answers.push(
      (
        await post(
          '/api/pasangan/tautan-masuk',
          { orderId: `INV-20260101-AAAAA${i}`, email: stranger },
          { client },
        )
      ).status,
    );
  expect(answers.slice(0, PER_CLIENT).every((s) => s === 200)).toBe(true);
  const refused = await post('/api/pasangan/tautan-masuk', { orderId, email }, { client });
  expect(refused).toMatchObject({ status: 429, body: { message: PUBLIC_WRITE_RATE_LIMITED } });
});

it("sends the link to the order's email when tracking asks with the order's phone, and nothing for another phone", async () => {
  const email = `tari.${Date.now()}@contoh.test`;
  const orderId = await order(email);
  const wrong = await post('/api/pasangan/tautan-masuk', { orderId, phone: '081300000000' });
  expect(wrong).toMatchObject({
    status: 200,
    body: { message: COUPLE_ACCESS_MESSAGES.linkSentToOrderEmail },
  });
  expect(await signInRowsOf(email)).toBe(0);
  const right = await post('/api/pasangan/tautan-masuk', { orderId, phone: '+62 812-9876-5432' });
  expect(right).toEqual(wrong);
  const session = await signIn(signInTokenIn((await nthCoupleMail(stack, email, 1)).Text));
  expect((await asCouple(session, '/api/pasangan/sesi')).body).toMatchObject({
    order_id: orderId,
    role: 'pasangan',
  });
});

it('refuses an expired link: the lifetime is a setting, here 0 seconds', async () => {
  const email = `maya.${Date.now()}@contoh.test`;
  const orderId = await order(email);
  const invitations = stack.specs.invitations;
  const before = invitations.env.COUPLE_SIGN_IN_LINK_SECONDS;
  // The same program, started again with links that expire as they are made.
  (invitations.env as Record<string, string>).COUPLE_SIGN_IN_LINK_SECONDS = '0';
  await stack.stopProgram('invitations');
  await stack.startProgram('invitations');
  try {
    const token = await linkFor(orderId, email);
    expect(await post('/api/pasangan/masuk', { token })).toMatchObject(LINK_INVALID);
  } finally {
    (invitations.env as Record<string, string>).COUPLE_SIGN_IN_LINK_SECONDS = before ?? '';
    if (before === undefined) delete (invitations.env as Record<string, string>).COUPLE_SIGN_IN_LINK_SECONDS;
    await stack.stopProgram('invitations');
    await stack.startProgram('invitations');
  }
  // With the default lifetime again, a new link opens the dashboard.
  const session = await signIn(await linkFor(orderId, email, 2));
  expect((await asCouple(session, '/api/pasangan/sesi')).status).toBe(200);
});
