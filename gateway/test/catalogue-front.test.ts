import { get, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';
import { CART, CART_SERVER_TOTAL } from './security/shop-fixtures';

/**
 * The catalogue through the shop's front (nginx, which keeps each catalogue read for the rest of its
 * second, docs/ARCHITECTURE.md "The catalogue cache"): an admin's price change is charged at once,
 * whatever the front still shows, and shown to every read a second after the save.
 */
jest.setTimeout(180_000);

let stack: TestStack;
let admin: Record<string, string>;

const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(stack.baseUrl + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
};

interface Addon {
  id: number;
  title: string;
  description: string;
  price: number;
}
/** Split Link, the add-on of the cart (CART). */
const ADDON_ID = CART[0].addons[0].id;
const shownPrice = async () =>
  ((await call('GET', '/api/catalogue/addons')).body as Addon[]).find((a) => a.id === ADDON_ID)!.price;

beforeAll(async () => {
  stack = await startTestStack({
    services: ['catalogue', 'ordering', 'midtrans-sim', 'gateway'],
    front: 'nginx',
  });
  const login = await call('POST', '/admin/login', {
    username: stack.env.ADMIN_USERNAME ?? 'admin',
    password: stack.env.ADMIN_PASSWORD ?? 'admin12345',
  });
  expect(login.status).toBe(200);
  admin = { authorization: `Bearer ${login.body.token as string}` };
});

afterAll(async () => {
  await stack?.stop();
});

it("charges an admin's new price at once, and shows it to every read a second after the save", async () => {
  expect(stack.front).toBe('nginx');
  const addon = ((await call('GET', '/api/admin/database/addons', undefined, admin)).body as Addon[]).find(
    (a) => a.id === ADDON_ID,
  )!;
  const raised = addon.price + 7_500;
  for (let change = 0; change < 3; change++) {
    // The front holds the old answer for this second.
    expect(await shownPrice()).toBe(addon.price);
    const saved = await call(
      'PUT',
      `/api/admin/database/addons/${ADDON_ID}`,
      { ...addon, price: raised },
      admin,
    );
    expect(saved.status).toBe(200);
    const savedAt = Date.now();
    const checkout = await call('POST', '/api/orders/create-transaction', {
      cartItems: CART,
      totalHarga: CART_SERVER_TOTAL,
      discountAmount: 0,
      referralCode: '',
      customerDetails: { name: 'Dewi & Arif', phone: '081298765432', email: 'dewi@example.com' },
    });
    expect(checkout.status).toBe(200);
    expect(checkout.body.gross_amount).toBe(CART_SERVER_TOTAL + 7_500);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, savedAt + 1_000 - Date.now())));
    expect(await shownPrice()).toBe(raised);

    expect((await call('PUT', `/api/admin/database/addons/${ADDON_ID}`, addon, admin)).status).toBe(200);
    const restoredAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, restoredAt + 1_000 - Date.now())));
  }
});

/** A GET with exactly the headers given (fetch would add and undo an Accept-Encoding of its own). */
const raw = (path: string, headers: Record<string, string>) =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(stack.baseUrl + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });

it('keeps a gzipped answer for browsers and a plain one for the others, each sent as the gateway made it', async () => {
  const plain = await raw('/api/designs/all', { 'accept-encoding': 'identity' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  const designs = plain.body.toString('utf8');
  expect(JSON.parse(designs)).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: expect.any(String) })]),
  );
  // In turns, the gzipped first at the start of each second (so it is the copy kept first), then the
  // plain one: each must be answered from its own copy.
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
    const zipped = await raw('/api/designs/all', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(designs);
    const again = await raw('/api/designs/all', {});
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.body.toString('utf8')).toBe(designs);
  }
});
