import { ORDER_LOOKUP_NOT_FOUND, RECEIPT_NOT_READY } from '@undangan/contracts';
import { startTestStack, TestStack } from '../../infra/stack/src/test-stack';
import { waitFor } from '@undangan/platform/testing';

/**
 * A customer follows their order with its id and the WhatsApp number used at checkout, in any form
 * they type it, and reads the receipt once paid; nobody else learns anything about it.
 */
jest.setTimeout(180_000);

let stack: TestStack;
let sim: string;
let admin: Record<string, string>;

const call = async (path: string, init: RequestInit = {}, base = stack.baseUrl) => {
  const res = await fetch(base + path, init);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
};
const post = (path: string, body: unknown, headers: Record<string, string> = {}, base?: string) =>
  call(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
    base,
  );

const customer = { name: 'Dewi & Arif', phone: '081298765432', email: 'dewi@example.com' };
const cartItems = [{ packageId: 3, designId: 'premium-eucalyptus-mist', addons: [{ id: 5 }], quantity: 1 }];

beforeAll(async () => {
  stack = await startTestStack({ env: { SIM_RETRY_SCALE: '0.0001' } });
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

it('shows the order to its customer, in every form of the phone, and the receipt once paid', async () => {
  const created = await post('/api/orders/create-transaction', { cartItems, customerDetails: customer });
  expect(created.status).toBe(200);
  const orderId = created.body.order_id as string;

  const pending = await post('/api/orders/track', { order_id: orderId, phone: '+62 812-9876-5432' });
  expect(pending.status).toBe(200);
  expect(pending.body).toMatchObject({
    order_id: orderId,
    amount: 259_000,
    payment_status: 'pending',
    work_status: null,
    invitation_url: null,
    receipt_available: false,
  });
  const early = await post('/api/orders/receipt', { order_id: orderId, phone: customer.phone });
  expect(early).toEqual({ status: 409, body: { message: RECEIPT_NOT_READY, code: 'conflict' } });

  expect((await post(`/sim/transactions/${orderId}/settle?method=bca_va`, {}, {}, sim)).status).toBe(200);
  const paid = await waitFor(
    () => post('/api/orders/track', { order_id: orderId, phone: '6281298765432' }),
    (r) => r.body.payment_status === 'paid',
  );
  expect(paid.body).toMatchObject({
    payment_status: 'paid',
    work_status: 'pending',
    receipt_available: true,
  });

  const receipt = await post('/api/orders/receipt', { order_id: orderId, phone: '0812 9876 5432' });
  expect(receipt.status).toBe(200);
  expect(receipt.body).toMatchObject({
    order_id: orderId,
    customer_name: customer.name,
    payment_type: 'bank_transfer',
    subtotal: 259_000,
    discount: 0,
    total: 259_000,
    lines: [
      { name: 'Premium', design_name: 'Eucalyptus Mist', price: 179_000, quantity: 1, total: 179_000 },
      { name: 'Split Link', design_name: null, price: 80_000, quantity: 1, total: 80_000 },
    ],
  });

  // The admin sets the invitation's address; the customer sees it.
  const orders = await call('/api/admin/orders?showCompleted=false&page=1&limit=10', { headers: admin });
  const order = (orders.body.data as { id: string; order_id: string }[]).find((o) => o.order_id === orderId)!;
  const set = await call(`/api/admin/orders/${order.id}`, {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      status: 'in_progress',
      admin_notes: '',
      client_id: 'dewi-arif',
      client_url: 'https://undangan.example/dewi-arif',
    }),
  });
  expect(set.status).toBe(200);
  const shown = await post('/api/orders/track', { order_id: orderId, phone: customer.phone });
  expect(shown.body).toMatchObject({
    work_status: 'in_progress',
    invitation_url: 'https://undangan.example/dewi-arif',
  });
});

it('answers an unknown order and a wrong phone alike, and refuses malformed input', async () => {
  const created = await post('/api/orders/create-transaction', { cartItems, customerDetails: customer });
  const orderId = created.body.order_id as string;
  const notFound = { status: 404, body: { message: ORDER_LOOKUP_NOT_FOUND, code: 'not_found' } };
  for (const path of ['/api/orders/track', '/api/orders/receipt']) {
    expect(await post(path, { order_id: orderId, phone: '081200000000' })).toEqual(notFound);
    expect(await post(path, { order_id: 'INV-20260101-ZZZZZZ', phone: customer.phone })).toEqual(notFound);
    expect((await post(path, { order_id: orderId, phone: 'bukan nomor' })).status).toBe(400);
    expect((await post(path, { order_id: "x' OR 1=1", phone: customer.phone })).status).toBe(400);
    expect((await call(`${path}?order_id=${orderId}&phone=${customer.phone}`)).status).toBe(404);
  }
});
