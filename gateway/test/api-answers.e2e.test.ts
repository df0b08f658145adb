/**
 * The API document's answers checked against the real ones: a customer's checkout, a manual
 * transfer, the couple's dashboard and the admin's day, each answer validated against the schema /api/openapi.json gives
 * for its route and status. A route whose JSON answer no step here checks must be named below, so
 * a schema cannot go stale unseen. Run `npm run build` first (the stack runs the built programs).
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { waitFor } from '@undangan/platform/testing';
import { pngImage } from '../../services/proof-storage/test/image-fixtures';
import { SENDABLE_INVITATION_DATA } from '../../services/ordering/test/invitation-fixtures';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';
import { nthCoupleMail, signInTokenIn } from '../../infra/stack/src/couple-sign-in';

jest.setTimeout(240_000);

type Schema = Record<string, unknown>;
type Operation = {
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: Schema }> }>;
};
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, { content: Record<string, { schema: Schema }> }>;
  };
}

/** JSON routes whose answers this walk does not reach, and why. */
const NOT_WALKED: Record<string, string> = {
  'post /api/admin/account/password': 'ends the session the walk signs in with (admin-auth.test.ts)',
  'post /api/admin/account/sessions/revoke-all':
    'ends the session the walk signs in with (admin-auth.test.ts)',
  'post /api/admin/accounts': 'adds an admin for good (admin-auth.test.ts)',
  'post /api/admin/accounts/{id}/disable': 'needs a second admin to disable (admin-auth.test.ts)',
  'post /api/admin/accounts/{id}/enable': 'needs a disabled admin to enable (admin-auth.test.ts)',
  'post /api/admin/accounts/{id}/sessions/revoke-all':
    "ends another admin's sessions, which the walk has none of (admin-auth.test.ts)",
  'post /api/payments/notification': "needs Midtrans's signature (payments.e2e.test.ts)",
};

let stack: TestStack;
let doc: OpenApi;
let sim: string;
let admin: Record<string, string>;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
const validators = new Map<string, ValidateFunction>();
/** `method template` of every JSON answer checked, and every answer that broke its schema. */
const checked = new Set<string>();
const broken: string[] = [];

/** The schema of an operation's answer with a status, its references resolved. */
function schemaFor(operation: Operation, status: number): Schema {
  const response = operation.responses[String(status)];
  const resolved = response.$ref
    ? doc.components.responses[response.$ref.split('/').pop()!]
    : (response as { content: Record<string, { schema: Schema }> });
  const schema = resolved.content['application/json'].schema;
  return schema.$ref ? doc.components.schemas[String(schema.$ref).split('/').pop()!] : schema;
}

/** Calls a route and checks its JSON answer against the document. */
async function call(
  method: string,
  template: string,
  options: {
    params?: Record<string, string>;
    query?: string;
    body?: unknown;
    form?: FormData;
    auth?: boolean;
    /** More headers (a couple's session cookie). */
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: Record<string, unknown>; cookies: string[] }> {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(options.params![name]));
  const headers: Record<string, string> = {
    ...(options.auth === false ? {} : admin),
    ...options.headers,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${stack.baseUrl}${path}${options.query ? `?${options.query}` : ''}`, {
    method: method.toUpperCase(),
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const body = (await res.json()) as Record<string, unknown>;
  const key = `${method} ${template} ${res.status}`;
  const operation = doc.paths[template]?.[method];
  if (!operation?.responses[String(res.status)]) {
    broken.push(`${key}: not in the document (${JSON.stringify(body).slice(0, 200)})`);
    return { status: res.status, body, cookies: res.headers.getSetCookie() };
  }
  let validate = validators.get(key);
  if (!validate) validators.set(key, (validate = ajv.compile(schemaFor(operation, res.status))));
  if (!validate(body))
    broken.push(`${key}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 300)}`);
  if (res.status < 300) checked.add(`${method} ${template}`);
  return { status: res.status, body, cookies: res.headers.getSetCookie() };
}

const form = (fields: Record<string, string>, files: Record<string, [Buffer, string]> = {}) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  for (const [name, [bytes, filename]] of Object.entries(files))
    data.set(name, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), filename);
  return data;
};

const customer = { name: 'Sari Wulandari', phone: '081311112222', email: 'sari@example.com' };
const cartItems = [{ packageId: 3, designId: 'premium-eucalyptus-mist', addons: [{ id: 1 }], quantity: 1 }];

beforeAll(async () => {
  stack = await startTestStack({
    env: { SIM_RETRY_SCALE: '0.0001', PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '0' },
  });
  sim = `http://127.0.0.1:${stack.specs['midtrans-sim'].port}`;
  doc = (await (await fetch(`${stack.baseUrl}/api/openapi.json`)).json()) as OpenApi;
  const signIn = (template: string) =>
    call('post', template, {
      auth: false,
      body: {
        username: stack.env.ADMIN_USERNAME ?? 'admin',
        password: stack.env.ADMIN_PASSWORD ?? 'admin12345',
      },
    });
  await signIn('/admin/login');
  const login = await signIn('/api/admin/login');
  admin = { authorization: `Bearer ${String(login.body.token)}` };
});

afterAll(async () => {
  await stack?.stop();
});

it("answers a customer's checkout as the document says", async () => {
  for (const template of [
    '/api/designs/all',
    '/api/addons',
    '/api/details/data',
    '/api/packages',
    '/api/musik',
  ])
    expect((await call('get', template, { auth: false })).status).toBe(200);
  await call('get', '/api/catalogue/addons', { auth: false });
  await call('get', '/api/catalogue/packages', { auth: false });
  await call('get', '/api/catalogue/designs/{packageId}', { auth: false, params: { packageId: '3' } });
  await call('get', '/get-scroll', { auth: false });
  await call('get', '/api/payment-config', { auth: false });
  await call('get', '/health', { auth: false });
  await call('get', '/api/openapi.json', { auth: false });

  const code = 'JAWABAN10';
  const made = { code, percentage: 10, active: true, expires_at: null, usage_limit: 5, description: '' };
  expect((await call('post', '/api/admin/database/referral-codes', { body: made })).status).toBe(201);
  await call('post', '/api/referral/validate', { auth: false, body: { code } });
  await call('post', '/api/referral/validate', { auth: false, body: { code: 'TIDAKADA' } });

  const created = await call('post', '/api/orders/create-transaction', {
    auth: false,
    body: { cartItems, customerDetails: customer, referralCode: code },
  });
  expect(created.status).toBe(200);
  const orderId = String(created.body.order_id);
  await call('get', '/api/transactions/pending-transactions', { auth: false, query: `order_id=${orderId}` });
  await call('post', '/api/transactions/pending-transactions', {
    auth: false,
    body: { order_id: orderId, phone: customer.phone },
  });
  await call('get', '/api/referral/check', { auth: false, query: `order_id=${orderId}` });
  await call('post', '/api/orders/track', {
    auth: false,
    body: { order_id: orderId, phone: customer.phone },
  });
  await call('post', '/api/orders/receipt', {
    auth: false,
    body: { order_id: orderId, phone: customer.phone },
  });

  expect(
    (await fetch(`${sim}/sim/transactions/${orderId}/settle?method=bca_va`, { method: 'POST' })).status,
  ).toBe(200);
  await waitFor(
    () =>
      call('post', '/api/orders/track', { auth: false, body: { order_id: orderId, phone: customer.phone } }),
    (r) => r.body.payment_status === 'paid',
  );
  expect(
    (
      await call('post', '/api/orders/receipt', {
        auth: false,
        body: { order_id: orderId, phone: customer.phone },
      })
    ).status,
  ).toBe(200);

  // The couple's photos for their invitation, once paid (before the data is sent: then they are kept).
  const lookup = { order_id: orderId, phone: customer.phone };
  const photo = await call('post', '/api/orders/invitation/photos', {
    auth: false,
    form: form(lookup, { photo: [pngImage(12, 12), 'foto.png'] }),
  });
  expect(photo.status).toBe(201);
  const spare = await call('post', '/api/orders/invitation/photos', {
    auth: false,
    form: form(lookup, { photo: [pngImage(10, 10), 'lain.png'] }),
  });
  expect(
    (await call('post', '/api/orders/invitation/photos/list', { auth: false, body: lookup })).status,
  ).toBe(200);
  expect(
    (
      await call('delete', '/api/orders/invitation/photos/{photoId}', {
        auth: false,
        params: { photoId: String(spare.body.id) },
        body: lookup,
      })
    ).status,
  ).toBe(200);

  // The couple sends their invitation's data: read, saved, sent.
  const couple = { order_id: orderId, phone: customer.phone };
  expect((await call('post', '/api/orders/invitation', { auth: false, body: couple })).status).toBe(200);
  const saved = await call('put', '/api/orders/invitation', {
    auth: false,
    body: { ...couple, version: 0, data: SENDABLE_INVITATION_DATA },
  });
  expect(saved.status).toBe(200);
  expect((await call('post', '/api/orders/invitation/submit', { auth: false, body: couple })).status).toBe(
    200,
  );
  const revision = await call('post', '/api/orders/revisions', {
    auth: false,
    body: { ...couple, kind: 'text', description: 'Ganti kata sambutan.' },
  });
  expect(revision.status).toBe(201);
  await call('post', '/api/orders/revisions/list', { auth: false, body: couple });
  expect((await call('get', '/api/admin/revisions', { query: 'status=queued' })).status).toBe(200);
  await call('put', '/api/admin/revisions/{id}', {
    params: { id: String(revision.body.id) },
    body: { status: 'done' },
  });

  const other = await call('post', '/api/orders/create-transaction', {
    auth: false,
    body: { cartItems, customerDetails: customer },
  });
  await call('post', '/api/orders/delete-payment-online', {
    auth: false,
    body: { order_id: String(other.body.order_id) },
  });

  const manual = await call('post', '/api/orders/create-order-id', { auth: false });
  const manualId = String(manual.body.orderId);
  await call('post', '/api/referral/use', {
    auth: false,
    body: { code, order_id: manualId, order_secret: String(manual.body.orderSecret) },
  });
  const placement = { order_id: manualId, order_secret: String(manual.body.orderSecret) };
  expect(
    (
      await call('post', '/api/orders/place-manual', {
        auth: false,
        body: { ...placement, cartItems, customerDetails: customer, referralCode: code },
      })
    ).status,
  ).toBe(200);
  expect((await call('post', '/api/orders/manual-order', { auth: false, body: placement })).status).toBe(200);
  const confirmed = await call('post', '/api/payments/confirm', {
    auth: false,
    form: form(
      {
        orderId: manualId,
        orderSecret: String(manual.body.orderSecret),
        customerName: customer.name,
        customerPhone: customer.phone,
        customerEmail: customer.email,
        cartItems: JSON.stringify(cartItems),
        paymentType: 'Manual',
      },
      { proofFile: [pngImage(12, 12), 'bukti.png'] },
    ),
  });
  expect(confirmed.status).toBe(200);
  // A clearer picture of the same transfer, sent from the tracking page while it waits.
  const newProof = await call('post', '/api/orders/proof', {
    auth: false,
    form: form(
      { order_id: manualId, phone: customer.phone },
      { proofFile: [pngImage(14, 14), 'bukti-2.png'] },
    ),
  });
  expect(newProof.status).toBe(201);

  // The admin's day: payments, proofs, orders, the catalogue, the dashboard.
  await call('get', '/api/admin/me');
  // The manual order's email ("Menunggu transfer"), once sent, and sent again.
  const emails = await waitFor(
    () => call('get', '/api/admin/emails', { query: `order_id=${manualId}` }),
    (r) =>
      Array.isArray(r.body.data) && (r.body.data as { status: string }[]).some((e) => e.status === 'sent'),
  );
  const [sentEmail] = (emails.body.data as { id: string; status: string }[]).filter(
    (e) => e.status === 'sent',
  );
  expect((await call('post', '/api/admin/emails/{id}/resend', { params: { id: sentEmail.id } })).status).toBe(
    201,
  );
  await call('get', '/api/admin/emails/undelivered');
  await call('get', '/api/admin/accounts');
  await call('get', '/admin/dashboard/balance');
  await call('get', '/api/admin/dashboard/balance');
  await call('get', '/api/admin/dashboard/summary');
  await call('get', '/api/admin/transactions/payments', { query: 'page=1&limit=10' });
  await call('get', '/api/admin/transactions/detail', { query: `order_id=${orderId}` });
  await call('get', '/api/admin/transactions/detail', { query: 'order_id=INV-20200101-NOPE00' });
  await call('get', '/api/admin/transactions/proof-queue');
  await call('post', '/api/admin/payments/reconcile', { body: { olderThanMs: 0 } });
  await call('get', '/api/admin/payment-proofs/{orderId}', { params: { orderId: manualId } });
  await call('post', '/api/admin/payment-proofs/update', {
    form: form({
      orderId: manualId,
      customerName: customer.name,
      customerPhone: customer.phone,
      customerEmail: customer.email,
      status: 'approved',
    }),
  });
  const orders = await waitFor(
    () => call('get', '/api/admin/orders', { query: 'page=1&limit=10' }),
    (r) => (r.body.data as { order_id: string }[]).some((o) => o.order_id === orderId),
  );
  const order = (orders.body.data as { id: string; order_id: string }[]).find((o) => o.order_id === orderId)!;
  const photos = await call('get', '/api/admin/orders/{id}/invitation/photos', { params: { id: order.id } });
  expect(photos.body).toEqual({ photos: [photo.body] });
  await call('put', '/api/admin/orders/{id}', {
    params: { id: order.id },
    body: {
      status: 'in_progress',
      admin_notes: '',
      client_id: 'sari-dan-bima',
      client_url: 'https://contoh.id/sari',
    },
  });
  await call('get', '/api/clients/{clientId}', { auth: false, params: { clientId: 'sari-dan-bima' } });
  expect((await call('get', '/api/admin/orders/{id}/invitation', { params: { id: order.id } })).status).toBe(
    200,
  );
  // The couple's page: the admin's look, Terbitkan, and what a guest sends back.
  expect((await call('get', '/api/admin/orders/{id}/pratinjau', { params: { id: order.id } })).status).toBe(
    200,
  );
  expect((await call('post', '/api/admin/orders/{id}/terbitkan', { params: { id: order.id } })).status).toBe(
    200,
  );
  expect((await call('get', '/api/admin/orders/{id}/halaman', { params: { id: order.id } })).status).toBe(
    200,
  );
  expect((await call('get', '/api/admin/orders/{id}/tamu', { params: { id: order.id } })).status).toBe(200);
  // Its own domain: none; a Premium order is refused one; removing (nothing) is always answered.
  const domainOf = { params: { id: order.id } };
  expect((await call('get', '/api/admin/orders/{id}/domain', domainOf)).body).toEqual({
    domain: null,
    client_id: null,
  });
  expect(
    (
      await call('put', '/api/admin/orders/{id}/domain', {
        ...domainOf,
        body: { domain: 'sari-dan-bima.com' },
      })
    ).status,
  ).toBe(409);
  expect(
    (await call('put', '/api/admin/orders/{id}/domain', { ...domainOf, body: { domain: '' } })).status,
  ).toBe(200);
  const guest = { auth: false, params: { clientId: 'sari-dan-bima' } } as const;
  await call('post', '/api/undangan/{clientId}/rsvp', {
    ...guest,
    body: { name: 'Pak Dedi', attending: true, people: 2, message: '' },
  });
  await call('post', '/api/undangan/{clientId}/ucapan', {
    ...guest,
    body: { name: 'Bu Sari', message: 'Selamat!' },
  });
  expect((await call('post', '/api/orders/invitation/responses', { auth: false, body: couple })).status).toBe(
    200,
  );
  expect(
    (await call('post', '/api/orders/invitation/preview', { auth: false, body: { ...couple, data: {} } }))
      .status,
  ).toBe(200);
  // The couple's dashboard: a link by email and by the tracking page's phone, the session it opens,
  // the partner invited and removed, signing out here and everywhere.
  expect(
    (
      await call('post', '/api/pasangan/tautan-masuk', {
        auth: false,
        body: { orderId, email: customer.email },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await call('post', '/api/pasangan/tautan-masuk', {
        auth: false,
        body: { orderId, phone: customer.phone },
      })
    ).status,
  ).toBe(200);
  const coupleSession = async (count: number) => {
    const token = signInTokenIn((await nthCoupleMail(stack, customer.email, count)).Text);
    const signedIn = await call('post', '/api/pasangan/masuk', { auth: false, body: { token } });
    expect(signedIn.status).toBe(200);
    return { auth: false, headers: { cookie: signedIn.cookies[0].split(';')[0] } };
  };
  const dashboard = await coupleSession(1);
  expect((await call('get', '/api/pasangan/sesi', dashboard)).status).toBe(200);
  expect(
    (await call('post', '/api/pasangan/mitra', { ...dashboard, body: { email: 'bima@example.com' } })).status,
  ).toBe(200);
  expect((await call('get', '/api/pasangan/mitra', dashboard)).status).toBe(200);
  expect((await call('delete', '/api/pasangan/mitra', { ...dashboard, body: {} })).status).toBe(200);
  // Their guest list: groups, sessions, guests added, edited, sent, given a new link and removed,
  // an import checked and saved, the counts, the settings, and the wish a guest left hidden.
  const couple2xx = async (method: string, template: string, options: Parameters<typeof call>[2] = {}) => {
    const answer = await call(method, template, { ...dashboard, ...options });
    // The route and its answer beside the verdict: a refusal says which and why.
    expect([template, answer.status < 300, answer.body]).toEqual([template, true, answer.body]);
    return answer.body;
  };
  const group = await couple2xx('post', '/api/pasangan/kelompok', { body: { name: 'Keluarga' } });
  await couple2xx('put', '/api/pasangan/kelompok/{id}', {
    params: { id: String(group.id) },
    body: { name: 'Kerabat' },
  });
  await couple2xx('get', '/api/pasangan/kelompok');
  const session = await couple2xx('post', '/api/pasangan/sesi-acara', {
    body: { name: 'Sesi 1', time: '11.00-13.00 WIB', capacity: 100 },
  });
  await couple2xx('put', '/api/pasangan/sesi-acara/{id}', {
    params: { id: String(session.id) },
    body: { name: 'Sesi 1', time: '11.00-13.30 WIB', capacity: 120 },
  });
  await couple2xx('get', '/api/pasangan/sesi-acara');
  const listed = await couple2xx('post', '/api/pasangan/tamu', {
    body: {
      name: 'Bapak Joko',
      phone: '081300001111',
      group_id: group.id,
      session_id: session.id,
      people: 2,
    },
  });
  const guestId = { id: String(listed.id) };
  await couple2xx('put', '/api/pasangan/tamu/{id}', {
    params: guestId,
    body: { name: 'Bapak Joko Susilo', phone: '081300001111', group_id: null, session_id: null, people: 3 },
  });
  await couple2xx('post', '/api/pasangan/tamu/terkirim', { body: { guest_ids: [listed.id] } });
  await couple2xx('post', '/api/pasangan/tamu/{id}/tautan-baru', { params: guestId, body: {} });
  await couple2xx('get', '/api/pasangan/tamu', { query: 'search=joko&page=1' });
  const sheet = {
    file_name: 'tamu.csv',
    content: Buffer.from('Nama;Jumlah Orang\r\nIbu Wati;2\r\n').toString('base64'),
  };
  await couple2xx('post', '/api/pasangan/tamu/impor/periksa', { body: sheet });
  await couple2xx('post', '/api/pasangan/tamu/impor', { body: sheet });
  await couple2xx('get', '/api/pasangan/tamu/ringkasan');
  await couple2xx('get', '/api/pasangan/pengaturan-tamu');
  await couple2xx('put', '/api/pasangan/pengaturan-tamu', {
    body: { open_link: true, message_template: 'Halo {nama}, {tautan}', reminder_template: null },
  });
  const wishes = (await couple2xx('get', '/api/pasangan/ucapan')) as unknown as { id: string }[];
  await couple2xx('put', '/api/pasangan/ucapan/{id}', {
    params: { id: wishes[0].id },
    body: { hidden: true },
  });
  await couple2xx('delete', '/api/pasangan/tamu/{id}', { params: guestId, body: {} });
  await couple2xx('delete', '/api/pasangan/sesi-acara/{id}', {
    params: { id: String(session.id) },
    body: {},
  });
  await couple2xx('delete', '/api/pasangan/kelompok/{id}', { params: { id: String(group.id) }, body: {} });
  expect((await call('post', '/api/pasangan/keluar', { ...dashboard, body: {} })).status).toBe(200);
  const again = await coupleSession(2);
  expect((await call('post', '/api/pasangan/keluar-semua', { ...again, body: {} })).status).toBe(200);
  await call('get', '/api/admin/audit-log');

  for (const table of ['packages', 'addons', 'designs', 'referral-codes'])
    await call('get', `/api/admin/database/${table}`);
  const addon = { id: 9001, title: 'Musik Khusus', description: '', price: 25000 };
  await call('post', '/api/admin/database/addons', { body: addon });
  await call('put', '/api/admin/database/addons/{id}', {
    params: { id: '9001' },
    body: { ...addon, price: 30000 },
  });
  await call('delete', '/api/admin/database/addons/{id}', { params: { id: '9001' } });
  const pkg = { id: 9001, name: 'Uji', price: 1000, feature: 'Satu, Dua' };
  await call('post', '/api/admin/database/packages', { body: pkg });
  await call('put', '/api/admin/database/packages/{id}', { params: { id: '9001' }, body: pkg });
  await call('delete', '/api/admin/database/packages/{id}', { params: { id: '9001' } });
  const design = {
    id: 'uji-jawaban',
    name: 'Uji Jawaban',
    package_id: 'Premium',
    package_allowed: '3',
    category: 'wedding',
  };
  await call('post', '/api/admin/database/designs', {
    form: form(design, { image: [pngImage(16, 16), 'd.png'] }),
  });
  await call('put', '/api/admin/database/designs/{id}', { params: { id: design.id }, form: form(design) });
  await call('delete', '/api/admin/database/designs/{id}', { params: { id: design.id } });
  await call('post', '/api/designs/upload', {
    form: form({ name: 'Unggahan Uji', packageId: '3' }, { image: [pngImage(16, 16), 'u.png'] }),
  });
  await call('put', '/api/admin/database/referral-codes/{code}', {
    params: { code },
    body: { ...made, percentage: 15 },
  });
  await call('delete', '/api/admin/database/referral-codes/{code}', { params: { code } });
  // The holidays of Settings: added, listed, a day only once, removed, and unknown once removed.
  const holiday = { day: '2026-12-25', name: 'Hari Raya Natal' };
  expect((await call('post', '/api/admin/holidays', { body: holiday })).status).toBe(201);
  expect((await call('post', '/api/admin/holidays', { body: holiday })).status).toBe(409);
  expect((await call('get', '/api/admin/holidays')).body).toEqual([
    { ...holiday, created_at: expect.any(String) },
  ]);
  expect((await call('delete', '/api/admin/holidays/{day}', { params: { day: holiday.day } })).status).toBe(
    200,
  );
  expect((await call('delete', '/api/admin/holidays/{day}', { params: { day: holiday.day } })).status).toBe(
    404,
  );
  await call('delete', '/api/admin/payment-proofs/{orderId}', { params: { orderId: manualId } });
  await call('post', '/api/admin/logout');

  expect(broken).toEqual([]);
});

it('has walked every JSON answer the document describes, but for those named', () => {
  const json: string[] = [];
  for (const [template, methods] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(methods)) {
      const success = Object.entries(operation.responses).find(([status]) => Number(status) < 300)![1];
      if (success.content?.['application/json']) json.push(`${method} ${template}`);
    }
  const unwalked = json.filter((route) => !checked.has(route));
  expect(unwalked.sort()).toEqual(Object.keys(NOT_WALKED).sort());
});
