import { REFERRAL_MESSAGES } from '@undangan/contracts';
import { Client } from 'pg';
import { startTestStack, TestStack } from '../../infra/stack/src/test-stack';

/**
 * POST /api/referral/use through the running system: only an order the shop issued may take a
 * code, one code per order whatever arrives at once, and a code's limit is spent by payments, not
 * by reservations, following the browser's manual flow (create-order-id, use, check, confirm).
 */
jest.setTimeout(180_000);

const ORDER_NOT_FOUND = 'Order ID tidak ditemukan. Harap ulangi proses dari halaman Keranjang.';
const REFERRAL_NOT_OWNED =
  'Kode referal untuk Order ID ini hanya dapat digunakan dari perangkat yang membuat pesanan.';

let stack: TestStack;
let admin: Record<string, string>;
let sql: Client;

const call = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(stack.baseUrl + path, init);
  const text = await res.text();
  let body: Record<string, unknown>;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { text };
  }
  return { status: res.status, body };
};
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const customer = { name: 'Dewi & Arif', phone: '081298765432', email: 'dewi@example.com' };
/** Premium (179.000) + Premium design + Split Link (80.000). */
const cartItems = [
  { packageId: 3, designId: 'premium-eucalyptus-mist', addons: [{ id: 5 }], quantity: 1, totalPrice: 1 },
];
const SERVER_TOTAL = 179_000 + 80_000;

/** The secret issued with each order id, as the browser keeps it. */
const secrets = new Map<string, string>();
const newOrderId = async () => {
  const { body } = await post('/api/orders/create-order-id', {});
  secrets.set(body.orderId as string, body.orderSecret as string);
  return body.orderId as string;
};
const use = (code: string, orderId: string, orderSecret = secrets.get(orderId)) =>
  post('/api/referral/use', {
    code,
    order_id: orderId,
    ...(orderSecret ? { order_secret: orderSecret } : {}),
    total_price: 1,
  });

/** The browser's manual confirmation; it names the code only when the order has none yet. */
function confirm(orderId: string, referralCode?: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    orderId,
    orderSecret: secrets.get(orderId) ?? '',
    customerName: customer.name,
    customerPhone: customer.phone,
    customerEmail: customer.email,
    cartItems: JSON.stringify(cartItems),
    amount: '1',
    paymentType: 'Manual',
    ...(referralCode ? { referralCode } : {}),
  }))
    form.set(k, v);
  return call('/api/payments/confirm', { method: 'POST', body: form });
}

async function createCode(code: string, percentage: number, usageLimit: number | null) {
  const created = await post(
    '/api/admin/database/referral-codes',
    { code, percentage, usage_limit: usageLimit },
    admin,
  );
  expect(created.status).toBe(201);
}

const referralRows = async () =>
  (
    await sql.query(
      `SELECT (SELECT count(*) FROM referral_usages)::int AS usages,
              (SELECT coalesce(sum(used_count), 0) FROM referral_codes)::int AS used,
              (SELECT count(*) FROM issued_order_ids)::int AS issued`,
    )
  ).rows[0];

beforeAll(async () => {
  stack = await startTestStack({
    env: { SIM_RETRY_SCALE: '0.0001', PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '0' },
  });
  const login = await post('/admin/login', {
    username: stack.env.ADMIN_USERNAME ?? 'admin',
    password: stack.env.ADMIN_PASSWORD ?? 'admin12345',
  });
  expect(login.status).toBe(200);
  admin = { authorization: `Bearer ${login.body.token as string}` };
  sql = new Client({ connectionString: stack.specs.ordering.env.DATABASE_URL });
  await sql.connect();
}, 180_000);

afterAll(async () => {
  await sql?.end();
  await stack?.stop();
}, 60_000);

it('refuses an invented order id with 404 and the SPEC message, recording nothing', async () => {
  const before = await referralRows();
  const answer = await use('BAHAGIA10', 'INV-20260101-ZZZZZZ');
  expect(answer.status).toBe(404);
  expect(answer.body).toEqual({ code: 'not_found', message: ORDER_NOT_FOUND });
  expect(await referralRows()).toEqual(before);
});

it("refuses a stranger's code for someone else's order: the owner's own code still goes through", async () => {
  await createCode('ORANGLAIN', 30, null);
  const orderId = await newOrderId();
  const before = await referralRows();
  const stranger = [await use('ORANGLAIN', orderId, ''), await use('ORANGLAIN', orderId, 'x'.repeat(43))];
  expect(stranger.map((a) => [a.status, a.body])).toEqual(
    Array(2).fill([403, { code: 'forbidden', message: REFERRAL_NOT_OWNED }]),
  );
  expect(await referralRows()).toEqual(before);
  const owner = await use('BAHAGIA10', orderId);
  expect([owner.status, owner.body.discount_percentage]).toEqual([200, 10]);
});

it('answers 20 codes sent at once for one order with one 200 and nineteen 409s', async () => {
  const codes = Array.from({ length: 20 }, (_, i) => `BARENG${i}`);
  for (const [i, code] of codes.entries()) await createCode(code, 5 + i, null);
  const orderId = await newOrderId();
  const answers = await Promise.all(codes.map((code) => use(code, orderId)));
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  const refused = answers.filter((a) => a.status !== 200);
  expect(refused.map((a) => [a.status, a.body.message])).toEqual(
    Array(19).fill([409, REFERRAL_MESSAGES.alreadyUsed]),
  );
  const usages = await sql.query('SELECT code FROM referral_usages WHERE order_id = $1', [orderId]);
  expect(usages.rowCount).toBe(1);
});

it('spends a limited code only on the order that pays, through the manual flow', async () => {
  await createCode('SEKALIPAKAI', 10, 1);
  // Ten customers reserve the code for orders they never pay.
  const idle = await Promise.all(Array.from({ length: 10 }, newOrderId));
  const reservations = await Promise.all(idle.map((orderId) => use('SEKALIPAKAI', orderId)));
  expect(reservations.map((a) => a.status)).toEqual(Array(10).fill(200));

  // One customer goes through the manual page: use, check, then confirm without the code.
  const orderId = await newOrderId();
  expect((await use('SEKALIPAKAI', orderId)).status).toBe(200);
  expect((await call(`/api/referral/check?order_id=${orderId}`)).body).toEqual({ exists: true });
  const confirmed = await confirm(orderId);
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.amount).toBe(SERVER_TOTAL - Math.floor(SERVER_TOTAL / 10));
  const [code] = (await sql.query("SELECT used_count FROM referral_codes WHERE code = 'SEKALIPAKAI'")).rows;
  expect(code.used_count).toBe(1);

  // The code is now used up: a reserved order paying later is refused, as is any new use.
  const late = await confirm(idle[0]);
  expect([late.status, late.body.message]).toEqual([400, REFERRAL_MESSAGES.exhausted]);
  const fresh = await use('SEKALIPAKAI', await newOrderId());
  expect([fresh.status, fresh.body.message]).toEqual([400, REFERRAL_MESSAGES.exhausted]);
  const [after] = (await sql.query("SELECT used_count FROM referral_codes WHERE code = 'SEKALIPAKAI'")).rows;
  expect(after.used_count).toBe(1);
});
