import { createHash } from 'node:crypto';
import { startTestStack, TestStack } from '../../infra/stack/src/test-stack';
import { reportingCaughtUp } from '../../infra/stack/src/reporting-caught-up';
import { waitFor } from '@undangan/platform/testing';
import { ORDER_LOOKUP_NOT_FOUND } from '@undangan/contracts';
import { ORDER_LOOKUP_LIMITS, ORDER_LOOKUP_LOCKED } from '../src/limits/order-lookup-limit';
/** Premium (179.000) + Premium design + Split Link (80.000); every browser price is a lie. */
import { CART as cartItems } from './security/shop-fixtures';
import { pngImage } from '../../services/proof-storage/test/image-fixtures';

/**
 * Paying, both ways, through the whole running system: gateway -> ordering -> catalogue prices ->
 * the Midtrans simulator -> signed notifications -> reporting's balance, and manual transfers with
 * a proof an admin approves.
 */
jest.setTimeout(180_000);

let stack: TestStack;
let sim: string;
let serverKey: string;
let admin: Record<string, string>;

const call = async (path: string, init: RequestInit = {}, base = stack.baseUrl) => {
  const res = await fetch(base + path, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: body as Record<string, unknown> & { [k: string]: unknown } };
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
const SERVER_TOTAL = 179_000 + 80_000;

const balance = async () => (await call('/admin/dashboard/balance', { headers: admin })).body;

/** The balance once reporting has applied every payment event ordering wrote so far. */
async function settledBalance(): Promise<Record<string, unknown>> {
  await reportingCaughtUp(stack);
  return balance();
}

const sign = (orderId: string, statusCode: string, gross: string) =>
  createHash('sha512')
    .update(orderId + statusCode + gross + serverKey)
    .digest('hex');

beforeAll(async () => {
  stack = await startTestStack({ env: { SIM_RETRY_SCALE: '0.0001' } });
  sim = `http://127.0.0.1:${stack.specs['midtrans-sim'].port}`;
  serverKey = stack.specs.ordering.env.MIDTRANS_SERVER_KEY;
  const login = await post('/admin/login', {
    username: stack.env.ADMIN_USERNAME ?? 'admin',
    password: stack.env.ADMIN_PASSWORD ?? 'admin12345',
  });
  expect(login.status).toBe(200);
  admin = { authorization: `Bearer ${login.body.token as string}` };
});

afterAll(async () => {
  await stack?.stop();
});

describe('automatic payment through Snap', () => {
  let orderId: string;

  it('charges the server price, not the browser total', async () => {
    const res = await post('/api/orders/create-transaction', {
      cartItems,
      totalHarga: 2,
      discountAmount: 0,
      referralCode: '',
      customerDetails: customer,
    });
    expect(res.status).toBe(200);
    expect(res.body.gross_amount).toBe(SERVER_TOTAL);
    expect(res.body.token).toEqual(expect.any(String));
    orderId = res.body.order_id as string;
    const simState = await call(`/sim/transactions/${orderId}`, {}, sim);
    expect(simState.status).toBe(200);
  });

  it('settles on the signed notification, and reporting counts it exactly once', async () => {
    const before = await settledBalance();
    expect(
      (await post(`/sim/transactions/${orderId}/settle?method=bca_va`, {}, {}, sim)).status,
    ).toBeLessThan(300);
    // Once Midtrans's notifications were answered, the payment is paid, and by the notification
    // itself: nothing here asks the look-up (which would ask Midtrans) before that is checked.
    expect((await call('/sim/deliveries/idle', {}, sim)).status).toBe(200);
    const detail = await call(`/api/admin/transactions/detail?order_id=${orderId}`, { headers: admin });
    expect((detail.body.transaction as { status: string }).status).toBe('paid');
    const changes = (detail.body.timeline as { kind: string; to_status?: string; source?: string }[]).filter(
      (entry) => entry.kind === 'status',
    );
    expect(changes.map(({ to_status, source }) => ({ to_status, source }))).toEqual([
      { to_status: 'paid', source: 'notification' },
    ]);
    const lookup = await call(`/api/transactions/pending-transactions?order_id=${orderId}`);
    const [tx] = lookup.body.transactions as Record<string, unknown>[];
    expect(tx.transaction_status).toBe('settlement');
    expect(tx).toMatchObject({
      order_id: orderId,
      gross_amount: SERVER_TOTAL,
      payment_type: 'bank_transfer',
    });
    expect((tx.va_numbers as unknown[]).length).toBe(1);
    const after = await waitFor(
      balance,
      (b) => b.total_revenue === (before.total_revenue as number) + SERVER_TOTAL,
    );
    expect(after.total_revenue).toBe((before.total_revenue as number) + SERVER_TOTAL);
    expect(after.successful_transactions).toBe((before.successful_transactions as number) + 1);
    expect(after.addons_revenue).toBe((before.addons_revenue as number) + 80_000);

    // The same notification again changes nothing: once it was answered, the payment has the same
    // one change and the balance the same figures.
    expect((await post(`/sim/transactions/${orderId}/notify`, {}, {}, sim)).status).toBeLessThan(300);
    expect((await call('/sim/deliveries/idle', {}, sim)).status).toBe(200);
    const again = await call(`/api/admin/transactions/detail?order_id=${orderId}`, { headers: admin });
    expect((again.body.timeline as { kind: string }[]).filter((e) => e.kind === 'status')).toHaveLength(1);
    expect(await balance()).toEqual(after);
  });

  it('answers 503 while Midtrans cannot confirm a notification, changes nothing, and takes it once it can', async () => {
    const made = await post('/api/orders/create-transaction', { cartItems, customerDetails: customer });
    const id = made.body.order_id as string;
    const detailOf = async () =>
      (await call(`/api/admin/transactions/detail?order_id=${id}`, { headers: admin })).body as {
        transaction: { status: string };
        timeline: { kind: string; outcome?: string; source?: string }[];
      };
    type Delivery = { id: string; state: string; attempts: { http_status: number | null }[] };
    const lastDelivery = async () =>
      ((await call(`/sim/transactions/${id}`, {}, sim)).body.deliveries as Delivery[]).at(-1)!;
    // Midtrans's status API failing (503), then not knowing the transaction it just notified (404).
    for (const fault of [{ mode: 'error', http_status: 503 }, { mode: 'not_found' }]) {
      expect((await post('/sim/faults/status', { ...fault, order_id: id }, {}, sim)).status).toBe(200);
      const moved =
        fault.mode === 'error'
          ? `/sim/transactions/${id}/settle?method=bni_va`
          : `/sim/transactions/${id}/notify`;
      expect((await post(moved, {}, {}, sim)).status).toBeLessThan(300);
      // Midtrans sends it four more times after a 503, then gives up.
      const given = await waitFor(lastDelivery, (d) => d.state === 'failed');
      expect(given.attempts.map((a) => a.http_status)).toEqual([503, 503, 503, 503, 503]);
      const detail = await detailOf();
      expect(detail.transaction.status).toBe('pending');
      expect(detail.timeline.filter((e) => e.kind === 'status')).toEqual([]);
      const unconfirmed = detail.timeline.filter((e) => e.outcome === 'notification:unconfirmed');
      expect(unconfirmed).toHaveLength(fault.mode === 'not_found' ? 5 : 0);
    }
    // Midtrans answers again: the next notification is confirmed and applied.
    expect((await call(`/sim/faults/status?order_id=${id}`, { method: 'DELETE' }, sim)).status).toBe(200);
    expect((await post(`/sim/transactions/${id}/notify`, {}, {}, sim)).status).toBeLessThan(300);
    await waitFor(lastDelivery, (d) => d.state === 'delivered');
    const paid = await detailOf();
    expect(paid.transaction.status).toBe('paid');
    expect(paid.timeline.filter((e) => e.kind === 'status').map((e) => e.source)).toEqual(['notification']);
  });

  it('answers the reconcile button while the status API hangs, within the gateway wait', async () => {
    // A payment of its own to ask about, then every status question held open: Midtrans neither
    // answers nor fails.
    const created = await post('/api/orders/create-transaction', { cartItems, customerDetails: customer });
    expect(created.status).toBe(200);
    expect((await post('/sim/faults/status', { mode: 'timeout' }, {}, sim)).status).toBe(200);
    try {
      const pass = await post('/api/admin/payments/reconcile', {}, admin);
      expect({ status: pass.status, checked: pass.body.checked }).toEqual({
        status: 200,
        checked: expect.any(Number),
      });
      expect(pass.body.checked as number).toBeGreaterThan(0);
    } finally {
      expect((await call('/sim/faults/status', { method: 'DELETE' }, sim)).status).toBe(200);
    }
  });

  it('refuses forged, unknown and tampered notifications with 4xx', async () => {
    const base = {
      order_id: orderId,
      status_code: '200',
      gross_amount: `${SERVER_TOTAL}.00`,
      transaction_status: 'settlement',
    };
    const forged = await post('/api/payments/notification', { ...base, signature_key: 'ab'.repeat(64) });
    expect(forged.status).toBe(401);
    const unknown = await post('/api/payments/notification', {
      ...base,
      order_id: 'INV-20990101-NOPE00',
      signature_key: sign('INV-20990101-NOPE00', '200', base.gross_amount),
    });
    expect(unknown.status).toBe(404);
    const cheaper = await post('/api/payments/notification', {
      ...base,
      gross_amount: '1000.00',
      signature_key: sign(orderId, '200', '1000.00'),
    });
    expect(cheaper.status).toBe(400);
    const malformed = await call('/api/payments/notification', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"order_id":',
    });
    expect(malformed.status).toBe(400);
  });

  it('keeps a payment whose popup was closed payable: closed is not cancelled', async () => {
    const created = await post('/api/orders/create-transaction', { cartItems, customerDetails: customer });
    const id = created.body.order_id as string;
    const closed = await post('/api/orders/delete-payment-online', { order_id: id });
    expect(closed.status).toBe(200);
    // The customer's page asks with the phone it ordered with (+62 or 0, spaced as typed).
    const lookup = await post('/api/transactions/pending-transactions', {
      order_id: id,
      phone: `+62 ${customer.phone.slice(1)}`,
    });
    const [payment] = lookup.body.transactions as { transaction_status: string; payment_page: unknown }[];
    expect(payment.transaction_status).toBe('pending');
    expect(payment.payment_page).toEqual({
      token: created.body.token,
      redirect_url: created.body.redirect_url,
    });
  });

  it("gives the Snap page's token to the order's owner only, never in an address", async () => {
    const created = await post('/api/orders/create-transaction', { cartItems, customerDetails: customer });
    const id = created.body.order_id as string;
    const pageOf = (answer: { status: number; body: Record<string, unknown> }) => {
      expect(answer.status).toBe(200);
      return (answer.body.transactions as { payment_page: unknown }[])[0].payment_page;
    };
    expect(pageOf(await call(`/api/transactions/pending-transactions?order_id=${id}`))).toBeNull();
    expect(pageOf(await post('/api/transactions/pending-transactions', { order_id: id }))).toBeNull();
    // A wrong phone is the tracking page's "not found", never the list without its page.
    for (const phone of ['081200000000', '6281298765431']) {
      const wrong = await post('/api/transactions/pending-transactions', { order_id: id, phone });
      expect({ status: wrong.status, message: wrong.body.message }).toEqual({
        status: 404,
        message: ORDER_LOOKUP_NOT_FOUND,
      });
    }
    expect(
      pageOf(
        await post('/api/transactions/pending-transactions', { order_id: id, order_secret: 'k'.repeat(43) }),
      ),
    ).toBeNull();
    expect(
      pageOf(await post('/api/transactions/pending-transactions', { order_id: id, phone: customer.phone })),
    ).toEqual({
      token: created.body.token,
      redirect_url: created.body.redirect_url,
    });
    // Wrong phones count against the order with every other look-up by phone: past the limit, sent
    // all at once, no more are asked, and the right phone is refused too until the hour has passed.
    const burst = await Promise.all(
      Array.from({ length: ORDER_LOOKUP_LIMITS.misses * 2 }, (_, i) =>
        post('/api/transactions/pending-transactions', {
          order_id: id,
          phone: `0812000${String(i).padStart(5, '0')}`,
        }),
      ),
    );
    expect(burst.filter((a) => a.status === 404)).toHaveLength(ORDER_LOOKUP_LIMITS.misses - 2);
    expect(burst.filter((a) => a.status === 429)).toHaveLength(ORDER_LOOKUP_LIMITS.misses + 2);
    const locked = await post('/api/transactions/pending-transactions', {
      order_id: id,
      phone: customer.phone,
    });
    expect({ status: locked.status, message: locked.body.message }).toEqual({
      status: 429,
      message: ORDER_LOOKUP_LOCKED,
    });
  });

  it('refuses bad carts and customers with 400 and a message', async () => {
    const noDesign = await post('/api/orders/create-transaction', {
      cartItems: [{ packageId: 3, addons: [], quantity: 1 }],
      customerDetails: customer,
    });
    expect(noDesign.status).toBe(400);
    expect(noDesign.body.message).toBe(
      'Silakan pilih desain terlebih dahulu sebelum menambahkan paket ke keranjang.',
    );
    const badEmail = await post('/api/orders/create-transaction', {
      cartItems,
      customerDetails: { ...customer, email: 'bukan-email' },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('Email tidak valid.');
    const empty = await post('/api/orders/create-transaction', { cartItems: [], customerDetails: customer });
    expect(empty.body.message).toBe('Keranjang masih kosong.');
  });
});

describe('manual transfer with a proof', () => {
  const png = new Uint8Array(pngImage(1, 1));

  it('records the payment at the server price and settles it when the admin approves the proof', async () => {
    const { body } = await post('/api/orders/create-order-id', {});
    const orderId = body.orderId as string;
    const before = await settledBalance();
    const form = new FormData();
    form.set('orderId', orderId);
    form.set('orderSecret', body.orderSecret as string);
    form.set('customerName', customer.name);
    form.set('customerPhone', customer.phone);
    form.set('customerEmail', customer.email);
    form.set('cartItems', JSON.stringify(cartItems));
    form.set('amount', '1');
    form.set('paymentType', 'Manual');
    form.set('referralCode', 'BAHAGIA10');
    form.set('proofFile', new Blob([png], { type: 'image/png' }), 'bukti.png');
    const confirmed = await call('/api/payments/confirm', { method: 'POST', body: form });
    expect(confirmed.status).toBe(200);
    const discounted = SERVER_TOTAL - Math.floor((SERVER_TOTAL * 10) / 100);
    expect(confirmed.body).toEqual({
      message: 'Konfirmasi pembayaran berhasil dikirim.',
      order_id: orderId,
      amount: discounted,
    });
    const pending = await waitFor(
      balance,
      (b) => b.pending_transactions === (before.pending_transactions as number) + 1,
    );
    expect(pending.pending_revenue).toBe((before.pending_revenue as number) + discounted);

    const proof = await call(`/api/admin/payment-proofs/${orderId}`, { headers: admin });
    expect(proof.body).toMatchObject({ status: 'pending', customer_name: customer.name });

    const update = new FormData();
    update.set('orderId', orderId);
    update.set('customerName', customer.name);
    update.set('customerPhone', customer.phone);
    update.set('customerEmail', customer.email);
    update.set('status', 'approved');
    expect(
      (await call('/api/admin/payment-proofs/update', { method: 'POST', headers: admin, body: update }))
        .status,
    ).toBe(200);

    const after = await waitFor(
      balance,
      (b) => b.total_revenue === (before.total_revenue as number) + discounted,
    );
    expect(after.pending_transactions).toBe(before.pending_transactions);
    const orders = await waitFor(
      () => call('/api/admin/orders?showCompleted=false&page=1&limit=10', { headers: admin }),
      (r) => (r.body.data as { order_id: string }[])?.some((o) => o.order_id === orderId),
    );
    const order = (orders.body.data as Record<string, unknown>[]).find((o) => o.order_id === orderId);
    expect(order).toMatchObject({
      package: 'Premium',
      design: 'Eucalyptus Mist',
      addon: '["Split Link"]',
      status: 'pending',
    });
  });

  it('withdraws the recorded payment when its proof cannot be stored (flows/manual-confirmation)', async () => {
    const { body } = await post('/api/orders/create-order-id', {});
    const orderId = body.orderId as string;
    const form = new FormData();
    form.set('orderId', orderId);
    form.set('orderSecret', body.orderSecret as string);
    form.set('customerName', customer.name);
    form.set('customerPhone', customer.phone);
    form.set('customerEmail', customer.email);
    form.set('cartItems', JSON.stringify(cartItems));
    // No file: nothing is checked before ordering records the payment, and the store is what fails.
    await stack.stopProgram('proof-storage');
    try {
      // Until the broker has seen its consumer go, a call would wait for its timeout instead.
      await waitFor(
        () => call(`/api/admin/payment-proofs/${orderId}`, { headers: admin }),
        (r) => r.status === 503,
      );
      const confirmed = await call('/api/payments/confirm', { method: 'POST', body: form });
      expect(confirmed.status).toBe(503);
    } finally {
      await stack.startProgram('proof-storage');
    }
    const detail = await call(`/api/admin/transactions/detail?order_id=${orderId}`, { headers: admin });
    expect(detail.status).toBe(200);
    expect((detail.body.transaction as { status: string }).status).toBe('failed');
    const pending = await call(
      `/api/admin/transactions/payments?filter=order_id&query=${orderId}&status=pending`,
      {
        headers: admin,
      },
    );
    expect(pending.body.data).toEqual([]);
    // The store is back (once the gateway has seen its consumer again: it remembers "no consumer"
    // for half a second): the same confirmation goes through, and the payment is pending again.
    await waitFor(
      () => call(`/api/admin/payment-proofs/${orderId}`, { headers: admin }),
      (r) => r.status !== 503,
    );
    const retried = await call('/api/payments/confirm', { method: 'POST', body: form });
    expect(retried.status).toBe(200);
    const again = await call(`/api/admin/transactions/detail?order_id=${orderId}`, { headers: admin });
    expect((again.body.transaction as { status: string }).status).toBe('pending');
  });
});
