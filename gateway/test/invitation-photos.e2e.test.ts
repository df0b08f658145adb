import {
  INVITATION_LIMITS,
  INVITATION_MESSAGES,
  INVITATION_PHOTO_UPLOAD_MESSAGES,
  InvitationPhoto,
  ORDER_LOOKUP_NOT_FOUND,
} from '@undangan/contracts';
import { waitFor } from '@undangan/platform/testing';
import { pixelsOf, pngImage } from '../../services/proof-storage/test/image-fixtures';
import { SENDABLE_INVITATION_DATA } from '../../services/ordering/test/invitation-fixtures';
import { startTestStack, TestStack } from '../../infra/stack/src/test-stack';

/**
 * A couple's photos for their invitation, through the whole shop: once paid, the holder of the
 * order's phone adds, lists, reads and deletes photos; a wrong phone learns nothing and changes
 * nothing; the admin reads them by the order's row. Run `npm run build` first.
 */
jest.setTimeout(180_000);

let stack: TestStack;
let sim: string;
let admin: Record<string, string>;

const customer = { name: 'Laras & Bima', phone: '081377778888', email: 'laras@example.com' };
const cartItems = [{ packageId: 3, designId: 'premium-eucalyptus-mist', addons: [], quantity: 1 }];
const WRONG_PHONE = '081200000000';

interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  body: Record<string, unknown>;
}

const call = async (path: string, init: RequestInit = {}): Promise<Answer> => {
  const res = await fetch(stack.baseUrl + path, init);
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = res.headers.get('content-type')?.startsWith('application/json');
  return { status: res.status, headers: res.headers, bytes, body: json ? JSON.parse(bytes.toString()) : {} };
};
const json = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const photoForm = (orderId: string, phone: string, bytes: Buffer, name = 'foto.png') => {
  const form = new FormData();
  form.set('order_id', orderId);
  form.set('phone', phone);
  form.set('photo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  return form;
};
const upload = (orderId: string, phone: string, bytes: Buffer = pngImage(12, 9)) =>
  call('/api/orders/invitation/photos', { method: 'POST', body: photoForm(orderId, phone, bytes) });
const list = (orderId: string, phone: string) =>
  json('POST', '/api/orders/invitation/photos/list', { order_id: orderId, phone });
const image = (orderId: string, phone: string, photoId: string) =>
  json('POST', `/api/orders/invitation/photos/${photoId}/image`, { order_id: orderId, phone });
const remove = (orderId: string, phone: string, photoId: string) =>
  json('DELETE', `/api/orders/invitation/photos/${photoId}`, { order_id: orderId, phone });

const notFound = { message: ORDER_LOOKUP_NOT_FOUND, code: 'not_found' };

/** A new order for the customer, paid at the simulator; answers its order id and admin row id. */
async function paidOrder(): Promise<{ orderId: string; rowId: string }> {
  const orderId = await unpaidOrder();
  const paid = await fetch(`${sim}/sim/transactions/${orderId}/settle?method=bca_va`, { method: 'POST' });
  expect(paid.status).toBe(200);
  const rows = await waitFor(
    () => call('/api/admin/orders?showCompleted=false&page=1&limit=100', { headers: admin }),
    (r) => (r.body.data as { order_id: string }[]).some((o) => o.order_id === orderId),
  );
  const row = (rows.body.data as { id: string; order_id: string }[]).find((o) => o.order_id === orderId)!;
  return { orderId, rowId: row.id };
}

/** Saves the couple's data and sends it ("Kirim Data"): from then on the photos are kept as they are. */
async function sendData(orderId: string): Promise<void> {
  const couple = { order_id: orderId, phone: customer.phone };
  expect(
    (await json('PUT', '/api/orders/invitation', { ...couple, version: 0, data: SENDABLE_INVITATION_DATA }))
      .status,
  ).toBe(200);
  expect((await json('POST', '/api/orders/invitation/submit', couple)).status).toBe(200);
}

async function unpaidOrder(): Promise<string> {
  const created = await json('POST', '/api/orders/create-transaction', {
    cartItems,
    customerDetails: customer,
  });
  expect(created.status).toBe(200);
  return created.body.order_id as string;
}

beforeAll(async () => {
  stack = await startTestStack({
    env: { SIM_RETRY_SCALE: '0.0001', PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '0' },
  });
  sim = `http://127.0.0.1:${stack.specs['midtrans-sim'].port}`;
  const login = await json('POST', '/admin/login', {
    username: stack.env.ADMIN_USERNAME ?? 'admin',
    password: stack.env.ADMIN_PASSWORD ?? 'admin12345',
  });
  admin = { authorization: `Bearer ${login.body.token as string}` };
});

afterAll(async () => {
  await stack?.stop();
});

it('lets the holder of the order add, list, read and delete photos, and the admin read them', async () => {
  const { orderId, rowId } = await paidOrder();
  const first = pngImage(12, 9, { colour: [10, 20, 30] });
  const added = await upload(orderId, '+62 813-7777-8888', first);
  expect(added.status).toBe(201);
  const photo = added.body as unknown as InvitationPhoto;
  expect(photo).toEqual({
    id: expect.any(String),
    content_type: 'image/png',
    size: expect.any(Number),
    created_at: expect.any(String),
  });
  const second = (await upload(orderId, customer.phone, pngImage(7, 7))).body as unknown as InvitationPhoto;

  expect(await list(orderId, customer.phone)).toMatchObject({
    status: 200,
    body: { photos: [photo, second] },
  });
  const read = await image(orderId, customer.phone, photo.id);
  expect(read.status).toBe(200);
  expect(read.headers.get('content-type')).toBe('image/png');
  expect(read.headers.get('cache-control')).toBe('private, no-store');
  expect(read.headers.get('x-content-type-options')).toBe('nosniff');
  expect(Buffer.compare(await pixelsOf(read.bytes), await pixelsOf(first))).toBe(0);

  // The admin, by the order's row.
  const adminList = await call(`/api/admin/orders/${rowId}/invitation/photos`, { headers: admin });
  expect(adminList).toMatchObject({ status: 200, body: { photos: [photo, second] } });
  const adminRead = await call(`/api/admin/orders/${rowId}/invitation/photos/${photo.id}`, {
    headers: admin,
  });
  expect(adminRead.status).toBe(200);
  expect(adminRead.headers.get('cache-control')).toBe('private, no-store');
  expect(adminRead.headers.get('content-disposition')).toBeNull();
  expect(Buffer.compare(adminRead.bytes, read.bytes)).toBe(0);
  const download = await call(`/api/admin/orders/${rowId}/invitation/photos/${second.id}?download=1`, {
    headers: admin,
  });
  expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${orderId}-foto-2.png"`);
  expect((await call(`/api/admin/orders/${rowId}/invitation/photos`)).status).toBe(401);
  expect((await call(`/api/admin/orders/999999/invitation/photos`, { headers: admin })).status).toBe(404);

  expect(await remove(orderId, customer.phone, photo.id)).toMatchObject({
    status: 200,
    body: { deleted: true },
  });
  expect(await remove(orderId, customer.phone, photo.id)).toMatchObject({
    status: 404,
    body: { message: INVITATION_MESSAGES.photoNotFound, code: 'not_found' },
  });
  expect((await image(orderId, customer.phone, photo.id)).status).toBe(404);
  expect((await list(orderId, customer.phone)).body).toEqual({ photos: [second] });
});

it('tells a wrong phone or an unknown order nothing, and changes nothing for them', async () => {
  const { orderId } = await paidOrder();
  const kept = (await upload(orderId, customer.phone)).body as unknown as InvitationPhoto;
  for (const [who, order, phone] of [
    ['a wrong phone', orderId, WRONG_PHONE],
    ['an unknown order', 'INV-20260101-ZZZZZZ', customer.phone],
  ]) {
    const refused = { who, status: 404, body: notFound };
    const answer = (a: Answer) => ({ who, status: a.status, body: a.body });
    expect(answer(await upload(order, phone))).toEqual(refused);
    expect(answer(await list(order, phone))).toEqual(refused);
    expect(answer(await image(order, phone, kept.id))).toEqual(refused);
    expect(answer(await remove(order, phone, kept.id))).toEqual(refused);
  }
  // Another order's photo is unknown to this order's holder.
  const other = await paidOrder();
  expect(await image(other.orderId, customer.phone, kept.id)).toMatchObject({
    status: 404,
    body: { message: INVITATION_MESSAGES.photoNotFound },
  });
  expect((await remove(other.orderId, customer.phone, kept.id)).status).toBe(404);
  expect((await list(orderId, customer.phone)).body).toEqual({ photos: [kept] });
});

it('takes photos only once the order is paid, at most ten, and refuses what is no photo', async () => {
  const unpaid = await unpaidOrder();
  expect(await upload(unpaid, customer.phone)).toMatchObject({
    status: 409,
    body: { message: INVITATION_MESSAGES.notPaid, code: 'conflict' },
  });
  expect((await list(unpaid, customer.phone)).status).toBe(409);

  const { orderId } = await paidOrder();
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
  expect(await upload(orderId, customer.phone, svg)).toMatchObject({
    status: 400,
    body: { message: INVITATION_PHOTO_UPLOAD_MESSAGES.wrongType },
  });
  const noFile = new FormData();
  noFile.set('order_id', orderId);
  noFile.set('phone', customer.phone);
  expect(await call('/api/orders/invitation/photos', { method: 'POST', body: noFile })).toMatchObject({
    status: 400,
    body: { message: INVITATION_PHOTO_UPLOAD_MESSAGES.empty },
  });
  for (let i = 0; i < INVITATION_LIMITS.photos; i++)
    expect((await upload(orderId, customer.phone, pngImage(5 + i, 5))).status).toBe(201);
  expect(await upload(orderId, customer.phone)).toMatchObject({
    status: 409,
    body: { message: INVITATION_MESSAGES.tooManyPhotos, code: 'conflict' },
  });
  expect(((await list(orderId, customer.phone)).body.photos as unknown[]).length).toBe(
    INVITATION_LIMITS.photos,
  );
});

it('keeps the photos as they are once the data is sent: listed and read, no longer added or deleted', async () => {
  const { orderId, rowId } = await paidOrder();
  const kept = (await upload(orderId, customer.phone)).body as unknown as InvitationPhoto;
  await sendData(orderId);
  const sent = { status: 409, body: { message: INVITATION_MESSAGES.alreadySent, code: 'conflict' } };
  expect(await upload(orderId, customer.phone)).toMatchObject(sent);
  expect(await remove(orderId, customer.phone, kept.id)).toMatchObject(sent);
  expect((await list(orderId, customer.phone)).body).toEqual({ photos: [kept] });
  expect((await image(orderId, customer.phone, kept.id)).status).toBe(200);
  expect((await call(`/api/admin/orders/${rowId}/invitation/photos`, { headers: admin })).body).toEqual({
    photos: [kept],
  });
});
