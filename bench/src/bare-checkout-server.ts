import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { Pool, type PoolClient } from 'pg';

/**
 * The checkout baseline, a program of its own (started by bare-checkout.ts): node:http and one pg
 * Pool, no framework, no broker, no second service. For each POST of the storefront's checkout
 * body it does a checkout's durable work in one PostgreSQL transaction (an order id from a
 * sequence, the cart priced from the price tables whatever the browser says, the payment row, the
 * outbox row), then asks the Midtrans simulator for a Snap token as ordering does (same URL, auth
 * and body), and answers the token and the gross amount. GET /stats says what it has done.
 */

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const pool = new Pool({ connectionString: required('BARE_DATABASE_URL'), max: 10 });
const snapUrl = new URL(`${required('BARE_SNAP_URL').replace(/\/$/, '')}/transactions`);
const authorization = `Basic ${Buffer.from(`${required('BARE_SERVER_KEY')}:`).toString('base64')}`;
const publicBaseUrl = required('BARE_PUBLIC_BASE_URL');
const run = Date.now().toString(36).toUpperCase();
const agent = new http.Agent({ keepAlive: true });
const counts = { checkouts: 0, statements: 0, transactions: 0 };

interface Line {
  packageId: number;
  designId: string;
  addonIds: number[];
  quantity: number;
}
interface Customer {
  name: string;
  phone: string;
  email: string;
}
interface Checkout {
  lines: Line[];
  customer: Customer;
}

const isId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/** The body checked by hand: a cart of package, design and add-ons by id, and the customer. */
function checked(body: unknown): Checkout | string {
  if (typeof body !== 'object' || body === null) return 'Permintaan tidak valid.';
  const { cartItems, customerDetails, referralCode } = body as Record<string, unknown>;
  if (referralCode) return 'Kode referal tidak didukung.';
  if (!Array.isArray(cartItems) || cartItems.length === 0 || cartItems.length > 20)
    return 'Keranjang tidak valid.';
  const lines: Line[] = [];
  for (const item of cartItems as Record<string, unknown>[]) {
    if (typeof item !== 'object' || item === null) return 'Keranjang tidak valid.';
    const quantity = item.quantity ?? 1;
    const addons = item.addons ?? [];
    if (!isId(item.packageId) || !isText(item.designId, 50) || !Array.isArray(addons) || addons.length > 20)
      return 'Keranjang tidak valid.';
    if (!Number.isSafeInteger(quantity) || (quantity as number) < 1 || (quantity as number) > 100)
      return 'Jumlah tidak valid.';
    const addonIds = (addons as { id?: unknown }[]).map((addon) => addon?.id);
    if (!addonIds.every(isId)) return 'Add-on tidak valid.';
    lines.push({
      packageId: item.packageId,
      designId: item.designId,
      addonIds,
      quantity: quantity as number,
    });
  }
  if (typeof customerDetails !== 'object' || customerDetails === null) return 'Data pelanggan tidak valid.';
  const { name, phone, email } = customerDetails as Record<string, unknown>;
  if (!isText(name, 100) || !isText(phone, 20) || !/^\+?[0-9][0-9 -]{7,19}$/.test(phone))
    return 'Data pelanggan tidak valid.';
  if (!isText(email, 254) || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return 'Email tidak valid.';
  return { lines, customer: { name, phone, email } };
}

interface PriceRow {
  n: string;
  packages: Record<string, { name: string; price: number }>;
  designs: Record<string, { name: string; packages: number[] }>;
  addons: Record<string, { name: string; price: number }>;
}

const PRICES = `
  SELECT nextval('order_numbers') AS n,
    (SELECT coalesce(json_object_agg(id, json_build_object('name', name, 'price', price)), '{}')
       FROM packages WHERE id = ANY($1::integer[])) AS packages,
    (SELECT coalesce(json_object_agg(id, json_build_object('name', name, 'packages', package_ids)), '{}')
       FROM designs WHERE id = ANY($2::text[])) AS designs,
    (SELECT coalesce(json_object_agg(id, json_build_object('name', title, 'price', price)), '{}')
       FROM addons WHERE id = ANY($3::integer[])) AS addons`;

interface Item {
  id: string;
  name: string;
  price: number;
  quantity: number;
}

/** The lines priced from the tables, or undefined when the cart names something not sold. */
function priced(checkout: Checkout, row: PriceRow): Item[] | undefined {
  const items: Item[] = [];
  for (const line of checkout.lines) {
    const pkg = row.packages[line.packageId];
    const design = row.designs[line.designId];
    if (!pkg || !design || !design.packages.includes(line.packageId)) return undefined;
    items.push({
      id: `PKG-${line.packageId}`,
      name: `${pkg.name} - ${design.name}`.slice(0, 50),
      price: Number(pkg.price),
      quantity: line.quantity,
    });
    for (const id of line.addonIds) {
      const addon = row.addons[id];
      if (!addon) return undefined;
      items.push({
        id: `ADDON-${id}`,
        name: addon.name.slice(0, 50),
        price: Number(addon.price),
        quantity: line.quantity,
      });
    }
  }
  return items;
}

async function query(client: PoolClient, text: string, values?: unknown[]) {
  counts.statements += 1;
  return client.query(text, values);
}

/** The durable part, in one transaction: the order id, the priced cart, the payment and its event. */
async function record(
  checkout: Checkout,
): Promise<{ orderId: string; items: Item[]; total: number } | undefined> {
  const client = await pool.connect();
  try {
    counts.transactions += 1;
    await query(client, 'BEGIN');
    const { rows } = await query(client, PRICES, [
      checkout.lines.map((line) => line.packageId),
      checkout.lines.map((line) => line.designId),
      checkout.lines.flatMap((line) => line.addonIds),
    ]);
    const row = rows[0] as PriceRow;
    const items = priced(checkout, row);
    if (!items) {
      await query(client, 'ROLLBACK');
      return undefined;
    }
    const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    const orderId = `BARE-${run}-${row.n}`;
    await query(
      client,
      `INSERT INTO payments (order_id, amount, customer_name, customer_phone, customer_email, items)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        orderId,
        total,
        checkout.customer.name,
        checkout.customer.phone,
        checkout.customer.email,
        JSON.stringify(items),
      ],
    );
    const event = {
      id: randomUUID(),
      type: 'payment.created',
      occurredAt: new Date().toISOString(),
      version: 1,
    };
    await query(client, 'INSERT INTO outbox (id, type, payload) VALUES ($1, $2, $3)', [
      event.id,
      event.type,
      JSON.stringify({ ...event, data: { orderId, amount: total, customer: checkout.customer, items } }),
    ]);
    await query(client, 'COMMIT');
    return { orderId, items, total };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** "yyyy-MM-dd HH:mm:ss +0700", as ordering sends Snap's expiry start. */
function wibNow(): string {
  const wib = new Date(Date.now() + 7 * 3_600_000).toISOString();
  return `${wib.slice(0, 10)} ${wib.slice(11, 19)} +0700`;
}

/** The Snap call ordering makes: the same address, auth and body. */
function snapToken(orderId: string, items: Item[], total: number, customer: Customer) {
  const body = JSON.stringify({
    transaction_details: { order_id: orderId, gross_amount: total },
    item_details: items,
    customer_details: { first_name: customer.name, email: customer.email, phone: customer.phone },
    expiry: { start_time: wibNow(), unit: 'hour', duration: 24 },
    callbacks: { finish: `${publicBaseUrl}/payment/finish`, error: `${publicBaseUrl}/payment/failed` },
  });
  return new Promise<{ token: string; redirect_url: string }>((resolve, reject) => {
    const req = http.request(
      snapUrl,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization,
          'content-length': Buffer.byteLength(body),
        },
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if ((res.statusCode ?? 500) >= 300)
            return reject(new Error(`Snap answered ${res.statusCode}: ${text}`));
          try {
            resolve(JSON.parse(text) as { token: string; redirect_url: string });
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('Snap did not answer')));
    req.on('error', reject);
    req.end(body);
  });
}

function answer(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function checkout(text: string, res: http.ServerResponse): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(res, 400, { message: 'Permintaan tidak valid.' });
  }
  const asked = checked(body);
  if (typeof asked === 'string') return answer(res, 400, { message: asked });
  const payment = await record(asked);
  if (!payment) return answer(res, 400, { message: 'Produk yang dipilih tidak tersedia.' });
  const snap = await snapToken(payment.orderId, payment.items, payment.total, asked.customer);
  counts.checkouts += 1;
  answer(res, 200, {
    token: snap.token,
    order_id: payment.orderId,
    redirect_url: snap.redirect_url,
    gross_amount: payment.total,
  });
}

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/stats') return answer(res, 200, counts);
  if (req.method !== 'POST') return answer(res, 404, { message: 'Alamat tidak ditemukan.' });
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    checkout(Buffer.concat(chunks).toString('utf8'), res).catch((err: unknown) => {
      process.stderr.write(`bare checkout failed: ${String(err)}\n`);
      answer(res, 500, { message: 'Gagal memproses pembayaran.' });
    });
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`port ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
