import { request } from 'node:http';
import {
  NEW_PROOF_MESSAGES,
  ORDER_LOOKUP_NOT_FOUND,
  OrderTracking,
  PROOF_UPLOAD_MESSAGES,
} from '@undangan/contracts';
import { waitFor } from '@undangan/platform/testing';
import { pngImage } from '../../services/proof-storage/test/image-fixtures';
import { startTestStack, TestStack } from '../../infra/stack/src/test-stack';

/**
 * POST /api/orders/proof through the whole shop: the couple of a manual payment sent without a
 * picture, or whose proof was rejected, sends one from the tracking page; a wrong phone, an online
 * payment and a decided one are refused before the file is read. Run `npm run build` first.
 */
jest.setTimeout(180_000);

let stack: TestStack;
let admin: Record<string, string>;

const customer = { name: 'Dewi & Arif', phone: '081366667777', email: 'dewi@example.com' };
const cartItems = [{ packageId: 2, designId: 'basic-dusty-blue', addons: [], quantity: 1 }];

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(stack.baseUrl + path, init);
  const text = await res.text();
  return {
    status: res.status,
    body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

const proofForm = (orderId: string, phone: string, bytes: Buffer = pngImage(16, 12), type = 'image/png') => {
  const form = new FormData();
  form.set('order_id', orderId);
  form.set('phone', phone);
  form.set('proofFile', new Blob([new Uint8Array(bytes)], { type }), 'bukti.png');
  return form;
};
const sendProof = (orderId: string, phone = customer.phone, bytes?: Buffer, type?: string) =>
  call('/api/orders/proof', { method: 'POST', body: proofForm(orderId, phone, bytes, type) });
const track = async (orderId: string) =>
  (
    await call('/api/orders/track', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: orderId, phone: customer.phone }),
    })
  ).body as unknown as OrderTracking;

/** A manual payment confirmed as the page sends it, with or without a picture. */
async function manualPayment(withProof: boolean): Promise<string> {
  const issued = await call('/api/orders/create-order-id', { method: 'POST' });
  const form = new FormData();
  form.set('orderId', String(issued.body.orderId));
  form.set('orderSecret', String(issued.body.orderSecret));
  form.set('customerName', customer.name);
  form.set('customerPhone', customer.phone);
  form.set('customerEmail', customer.email);
  form.set('cartItems', JSON.stringify(cartItems));
  form.set('paymentType', 'Manual');
  if (withProof)
    form.set('proofFile', new Blob([new Uint8Array(pngImage(8, 8))], { type: 'image/png' }), 'b.png');
  expect((await call('/api/payments/confirm', { method: 'POST', body: form })).status).toBe(200);
  return String(issued.body.orderId);
}

async function decide(orderId: string, status: 'approved' | 'rejected', reason?: string): Promise<void> {
  const form = new FormData();
  form.set('orderId', orderId);
  form.set('customerName', customer.name);
  form.set('customerPhone', customer.phone);
  form.set('customerEmail', customer.email);
  form.set('status', status);
  if (reason) form.set('reason', reason);
  expect(
    (await call('/api/admin/payment-proofs/update', { method: 'POST', headers: admin, body: form })).status,
  ).toBe(200);
  const payment = status === 'approved' ? 'paid' : 'rejected';
  await waitFor(
    `${orderId} ${payment}`,
    () => track(orderId),
    (order) => order.payment_status === payment,
    30_000,
    100,
  );
}

/**
 * The fields, then the start of a file that never ends: answered only if the shop refuses before
 * it reads the file.
 */
function sendFieldsThenStall(orderId: string, phone: string): Promise<number> {
  const boundary = 'stall-boundary';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="order_id"\r\n\r\n${orderId}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="phone"\r\n\r\n${phone}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="proofFile"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`;
  const url = new URL('/api/orders/proof', stack.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': 100_000 },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      },
    );
    req.on('error', (error) => {
      if (!req.destroyed) reject(error);
    });
    req.write(head);
    req.write(pngImage(4, 4).subarray(0, 20));
  });
}

beforeAll(async () => {
  stack = await startTestStack({ env: { PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '0' } });
  const login = await call('/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: stack.env.ADMIN_USERNAME ?? 'admin',
      password: stack.env.ADMIN_PASSWORD ?? 'admin12345',
    }),
  });
  admin = { authorization: `Bearer ${String(login.body.token)}` };
});

afterAll(async () => {
  await stack?.stop();
});

it('takes a picture sent later, and a new one after a rejection, which then waits for a decision again', async () => {
  const orderId = await manualPayment(false);
  expect((await track(orderId)).proof).toEqual({ attached: false, rejection_reason: null });
  const sent = await sendProof(orderId, '+62 813-6666-7777');
  expect(sent.status).toBe(201);
  expect(sent.body).toMatchObject({
    order_id: orderId,
    payment_status: 'pending',
    proof: { attached: true },
  });
  const image = await fetch(`${stack.baseUrl}/api/admin/payment-proofs/${orderId}/image`, { headers: admin });
  expect(image.status).toBe(200);

  await decide(orderId, 'rejected', 'Foto bukti transfer tidak terbaca.');
  expect((await track(orderId)).proof).toEqual({
    attached: true,
    rejection_reason: 'Foto bukti transfer tidak terbaca.',
  });
  // Not a picture: refused with the proof's words, and the rejection stands.
  const refused = await sendProof(orderId, customer.phone, Buffer.from('bukan gambar'), 'image/png');
  expect(refused.status).toBe(400);
  expect([PROOF_UPLOAD_MESSAGES.wrongType, PROOF_UPLOAD_MESSAGES.unreadable]).toContain(refused.body.message);
  expect((await track(orderId)).payment_status).toBe('rejected');

  expect((await sendProof(orderId)).status).toBe(201);
  expect(await track(orderId)).toMatchObject({
    payment_status: 'pending',
    proof: { attached: true, rejection_reason: null },
  });
  const proof = await call(`/api/admin/payment-proofs/${orderId}`, { headers: admin });
  expect(proof.body.status).toBe('pending');

  await decide(orderId, 'approved');
  const decided = await sendProof(orderId);
  expect(decided).toMatchObject({ status: 409, body: { message: NEW_PROOF_MESSAGES.notAccepted } });
});

it('refuses a wrong phone and an online payment before it reads the file', async () => {
  const orderId = await manualPayment(true);
  expect(await sendFieldsThenStall(orderId, '081200000000')).toBe(404);
  expect(await sendProof(orderId, '081200000000')).toMatchObject({
    status: 404,
    body: { message: ORDER_LOOKUP_NOT_FOUND },
  });

  const online = await call('/api/orders/create-transaction', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cartItems, customerDetails: customer }),
  });
  const onlineId = String(online.body.order_id);
  expect(await sendFieldsThenStall(onlineId, customer.phone)).toBe(409);
  expect((await track(onlineId)).proof).toBeNull();
});
