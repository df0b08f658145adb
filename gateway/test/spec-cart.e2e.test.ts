import { startTestStack, TestStack } from '../../infra/stack/src/test-stack';
import { waitFor } from '@undangan/platform/testing';

/**
 * A client written from docs/PRODUCT.md alone buys through the whole running system: its cart names the
 * package, design and add-ons (no ids) and carries made-up prices; the shop charges the catalogue's
 * prices, names what it cannot find, and refuses an order over MAX_ORDER_TOTAL (set low here).
 */
jest.setTimeout(180_000);

const CEILING = 1_000_000;
let stack: TestStack;
let admin: Record<string, string>;

const call = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(stack.baseUrl + path, init);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
};
const post = (path: string, body: unknown) =>
  call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const customer = { name: 'Dewi & Arif', phone: '081298765432', email: 'dewi@example.com' };

/** PRODUCT.md section 3's cart item, every price a lie. */
const specItem = (packageName: string, designName: string, addons: string[], quantity = 1) => ({
  packageName,
  designName,
  packagePrice: packageName ? 1 : 0,
  addons: addons.map((title) => ({ title, description: '', price: 1 })),
  totalPrice: 1,
  quantity,
});

const createPayment = (cartItems: unknown[]) =>
  post('/api/orders/create-transaction', {
    cartItems,
    totalHarga: 1,
    discountAmount: 0,
    referralCode: '',
    customerDetails: customer,
  });

async function confirmManual(cartItems: unknown[]) {
  const { body } = await post('/api/orders/create-order-id', {});
  const form = new FormData();
  form.set('orderId', body.orderId as string);
  form.set('orderSecret', body.orderSecret as string);
  form.set('customerName', customer.name);
  form.set('customerPhone', customer.phone);
  form.set('customerEmail', customer.email);
  form.set('cartItems', JSON.stringify(cartItems));
  form.set('amount', '1');
  form.set('paymentType', 'Manual');
  return {
    orderId: body.orderId as string,
    answer: await call('/api/payments/confirm', { method: 'POST', body: form }),
  };
}

/** The manual transfer page's placement (`POST /api/orders/place-manual`), which prices the cart too. */
async function placeManual(cartItems: unknown[]) {
  const { body } = await post('/api/orders/create-order-id', {});
  return post('/api/orders/place-manual', {
    order_id: body.orderId,
    order_secret: body.orderSecret,
    cartItems,
    customerDetails: customer,
    referralCode: '',
  });
}

const balance = async () => (await call('/admin/dashboard/balance', { headers: admin })).body;

/** One Day Service (24 Jam) is Rp 100.000: ten of them make the ceiling exactly. */
const atCeiling = [specItem('', '', ['One Day Service (24 Jam)'], 10)];
const overCeiling = [...atCeiling, specItem('', '', ['Revisi Foto/Musik'])];
const SPEC_CART_TOTAL = (179_000 + 80_000) * 2 + 50_000;

let startingBalance: Record<string, unknown>;

beforeAll(async () => {
  stack = await startTestStack({ env: { MAX_ORDER_TOTAL: String(CEILING), SIM_RETRY_SCALE: '0.0001' } });
  const login = await post('/admin/login', {
    username: stack.env.ADMIN_USERNAME ?? 'admin',
    password: stack.env.ADMIN_PASSWORD ?? 'admin12345',
  });
  expect(login.status).toBe(200);
  admin = { authorization: `Bearer ${login.body.token as string}` };
  startingBalance = await balance();
});

afterAll(async () => {
  await stack?.stop();
});

it("charges a SPEC.md cart the catalogue's prices through create-transaction", async () => {
  const res = await createPayment([
    specItem('Premium', 'Eucalyptus Mist', ['Split Link'], 2),
    specItem('', '', ['Express 2 Hari']),
  ]);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ gross_amount: SPEC_CART_TOTAL, token: expect.any(String) });
});

it.each([
  ['an unknown package', specItem('Gold', 'Eucalyptus Mist', []), 'Paket "Gold" tidak ditemukan.'],
  [
    'a design the package may not have',
    specItem('Basic', 'Eucalyptus Mist', []),
    'Desain "Eucalyptus Mist" tidak ditemukan untuk paket Basic.',
  ],
  ['an unknown add-on', specItem('', '', ['Pijat Refleksi']), 'Add-on "Pijat Refleksi" tidak ditemukan.'],
  [
    'an add-on the package already includes',
    specItem('Premium', 'Eucalyptus Mist', ['Penyesuaian Warna']),
    'Penyesuaian Warna sudah termasuk di paket Premium.',
  ],
  [
    'Express and One Day for one deadline',
    specItem('Premium', 'Eucalyptus Mist', ['Express 2 Hari', 'One Day Service (24 Jam)']),
    'Pilih satu waktu pengerjaan saja: Normal, Express, atau One Day.',
  ],
])('answers %s with a 400 naming it, on both ways to pay', async (_label, item, message) => {
  expect(await createPayment([item])).toEqual({
    status: 400,
    body: expect.objectContaining({ message }),
  });
  expect(await placeManual([item])).toEqual({ status: 400, body: expect.objectContaining({ message }) });
  const { answer } = await confirmManual([item]);
  expect(answer).toEqual({ status: 400, body: expect.objectContaining({ message }) });
});

it('refuses an order over the configured ceiling with its message, on both ways to pay', async () => {
  const message =
    'Total pesanan melebihi batas Rp 1.000.000. Untuk pesanan sebesar ini, silakan hubungi kami melalui WhatsApp.';
  expect(await createPayment(overCeiling)).toEqual({
    status: 400,
    body: expect.objectContaining({ message }),
  });
  const { answer } = await confirmManual(overCeiling);
  expect(answer).toEqual({ status: 400, body: expect.objectContaining({ message }) });
});

it('accepts a manual order exactly at the ceiling, and pending revenue counts only what was accepted', async () => {
  const { orderId, answer } = await confirmManual(atCeiling);
  expect(answer).toEqual({
    status: 200,
    body: { message: 'Konfirmasi pembayaran berhasil dikirim.', order_id: orderId, amount: CEILING },
  });
  const expected = {
    pending_transactions: (startingBalance.pending_transactions as number) + 2,
    pending_revenue: (startingBalance.pending_revenue as number) + SPEC_CART_TOTAL + CEILING,
  };
  const now = await waitFor(
    'both pending payments in the balance',
    balance,
    (b) => b.pending_transactions === expected.pending_transactions,
    20_000,
  );
  expect(now).toMatchObject(expected);
});
