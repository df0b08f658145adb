import {
  EVENT_TYPES,
  INVITATION_LIMITS,
  INVITATION_MESSAGES,
  REVENUE_EVENT_TYPES,
} from '@undangan/contracts';
import { pngImage } from '../../../services/proof-storage/test/image-fixtures';
import { Answer, refusalProblems, send } from './answers';
import { useSecurityStack } from './harness';
import { CART, CART_SERVER_TOTAL, CUSTOMER, payAtSimulator } from './shop-fixtures';
import { query } from './stored-data';
import { waitFor } from '@undangan/platform/testing';
import { ORDER_LOOKUP_LIMITS, ORDER_LOOKUP_LOCKED } from '../../src/limits/order-lookup-limit';

/**
 * Many requests at once: identical checkouts, the same confirmation sent again and again, admins
 * editing one order row together, and two admins deciding on one proof. The data must come out
 * whole: every payment priced by the server, no row written half by one request and half by
 * another, unique things unique, limits held however many arrive together, and a payment on the
 * decision made last.
 */
// The claim is about what many requests at once leave in the data, not the gateway's patience:
// fifty checkouts at once on a machine half as fast outlast the 5 s a service has in production
// to answer, and a 504 would say nothing of the data. The client waits 30 s (below); so does the gateway.
// Two replicas of ordering and proof-storage, as compose may scale them: events of one order can
// then be published and taken in out of the order they were written (two proof decisions at once).
const { shop, tally } = useSecurityStack('concurrency', {
  env: { RPC_TIMEOUT_MS: '30000' },
  scale: { ordering: 2, 'proof-storage': 2 },
});

const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  send(shop.base, path, { method: 'POST', json, headers, timeoutMs: 30_000 });

/** A multipart form of text fields. */
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};

/** The fields of a manual confirmation of CART for an order id issued with its secret. */
const confirmationFields = (issued: Record<string, unknown>) => ({
  orderId: issued.orderId as string,
  orderSecret: issued.orderSecret as string,
  customerName: CUSTOMER.name,
  customerPhone: CUSTOMER.phone,
  customerEmail: CUSTOMER.email,
  cartItems: JSON.stringify(CART),
});

const balance = async () => (await send(shop.base, '/admin/dashboard/balance', { headers: shop.admin })).body;

/** A paid online payment, whose fulfilment order then appears for the admin. */
async function paidOrderRow(): Promise<{ id: string; order_id: string }> {
  const created = await post('/api/orders/create-transaction', {
    cartItems: CART,
    customerDetails: CUSTOMER,
  });
  expect(created.status).toBe(200);
  return payAtSimulator(shop, created.body.order_id as string);
}

describe('fifty identical checkouts at once', () => {
  it('make fifty distinct payments at the server price, each whole', async () => {
    const before = await balance();
    const [{ n: countBefore }] = await query(
      shop.stack,
      'ordering',
      'SELECT count(*)::int AS n FROM payments',
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/api/orders/create-transaction', { cartItems: CART, customerDetails: CUSTOMER, totalHarga: 1 }),
      ),
    );
    tally.add('simultaneous identical checkouts', answers.length);
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const ids = answers.map((a) => a.body.order_id as string);
    expect(new Set(ids).size).toBe(50);
    expect(new Set(answers.map((a) => a.body.token)).size).toBe(50);
    expect(answers.map((a) => a.body.gross_amount)).toEqual(Array(50).fill(CART_SERVER_TOTAL));

    const rows = await query(
      shop.stack,
      'ordering',
      `SELECT t.order_id, t.status, t.amount::int, t.subtotal::int, t.discount::int, t.snap_token,
              (SELECT sum(i.item_price * i.item_quantity)::int FROM payment_items i WHERE i.order_id = t.order_id) AS items
       FROM payments t WHERE t.order_id = ANY($1)`,
      [ids],
    );
    expect(rows).toHaveLength(50);
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'pending',
        amount: CART_SERVER_TOTAL,
        subtotal: CART_SERVER_TOTAL,
        discount: 0,
        items: CART_SERVER_TOTAL,
      });
      expect(row.snap_token).toEqual(expect.any(String));
    }
    const [{ n: countAfter }] = await query(
      shop.stack,
      'ordering',
      'SELECT count(*)::int AS n FROM payments',
    );
    expect(countAfter).toBe(countBefore + 50);

    // Midtrans was asked for each of them, at the same amount.
    const atProvider = (await send(shop.sim, '/sim/transactions')).body.transactions as {
      order_id: string;
      gross_amount: number;
    }[];
    const asked = atProvider.filter((t) => ids.includes(t.order_id));
    expect(asked).toHaveLength(50);
    expect(new Set(asked.map((t) => t.gross_amount))).toEqual(new Set([CART_SERVER_TOTAL]));

    // Reporting hears of every one exactly once.
    const after = await waitFor(balance, (b) => b.pending_transactions === before.pending_transactions + 50);
    expect(after.pending_transactions).toBe(before.pending_transactions + 50);
    expect(after.pending_revenue).toBe(before.pending_revenue + 50 * CART_SERVER_TOTAL);
  });

  it('record one payment when the same manual confirmation arrives ten times at once', async () => {
    const issued = (await post('/api/orders/create-order-id', {})).body;
    const orderId = issued.orderId as string;
    const form = () => formOf({ ...confirmationFields(issued), referralCode: 'BAHAGIA10' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(shop.base, '/api/payments/confirm', { method: 'POST', body: form(), timeoutMs: 30_000 }),
      ),
    );
    tally.add('simultaneous identical confirmations', answers.length);
    const discounted = CART_SERVER_TOTAL - Math.floor(CART_SERVER_TOTAL / 10);
    for (const answer of answers) {
      // Losing a race for the proof row may ask the customer to try again; nothing else may happen.
      if (answer.status !== 200) expect(answer.status).toBe(409);
      else expect(answer.body).toMatchObject({ order_id: orderId, amount: discounted });
    }
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    const payments = await query(
      shop.stack,
      'ordering',
      'SELECT amount::int FROM payments WHERE order_id = $1',
      [orderId],
    );
    expect(payments).toEqual([{ amount: discounted }]);
    const usages = await query(
      shop.stack,
      'ordering',
      'SELECT code FROM referral_usages WHERE order_id = $1',
      [orderId],
    );
    expect(usages).toEqual([{ code: 'BAHAGIA10' }]);
    const proofs = await query(
      shop.stack,
      'proof-storage',
      'SELECT status FROM payment_proofs WHERE order_id = $1',
      [orderId],
    );
    expect(proofs).toEqual([{ status: 'pending' }]);
  });
});

describe('admins editing at once', () => {
  it('leave one order row exactly as one of twenty simultaneous edits wrote it', async () => {
    const row = await paidOrderRow();
    const statuses = ['pending', 'in_progress', 'completed'];
    const edits = Array.from({ length: 20 }, (_, i) => ({
      status: statuses[i % 3],
      admin_notes: `Catatan suntingan ${i}`,
      client_id: `klien-suntingan-${i}`,
      client_url: `https://undangan.example/suntingan-${i}`,
    }));
    const answers = await Promise.all(
      edits.map((json) =>
        send(shop.base, `/api/admin/orders/${row.id}`, {
          method: 'PUT',
          headers: shop.admin,
          json,
          timeoutMs: 30_000,
        }),
      ),
    );
    tally.add('simultaneous edits of one order', answers.length);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const won = answers.filter((a) => a.status === 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    // Each answer shows its own edit whole.
    for (const answer of won) {
      const edit = edits.find((e) => e.client_id === answer.body.order.client_id);
      expect(answer.body.order).toMatchObject(edit!);
    }

    const [stored] = await query(
      shop.stack,
      'ordering',
      'SELECT status, admin_notes, client_id, client_url FROM fulfilment_orders WHERE id = $1',
      [row.id],
    );
    const i = Number(String(stored.client_id).replace('klien-suntingan-', ''));
    expect(stored).toEqual(edits[i]);
    const [{ n }] = await query(
      shop.stack,
      'gateway',
      "SELECT count(*)::int AS n FROM admin_audit_log WHERE action = 'order.update' AND target = $1",
      [row.id],
    );
    expect(n).toBe(won.length);
  });

  it('give a client id to exactly one of several orders claiming it at once', async () => {
    const rows = [];
    for (let i = 0; i < 5; i++) rows.push(await paidOrderRow());
    const answers = await Promise.all(
      rows.map((row) =>
        send(shop.base, `/api/admin/orders/${row.id}`, {
          method: 'PUT',
          headers: shop.admin,
          json: { status: 'in_progress', admin_notes: '', client_id: 'sari-dan-dimas', client_url: '' },
          timeoutMs: 30_000,
        }),
      ),
    );
    tally.add('simultaneous claims of one client id', answers.length);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('conflict');
    }
    const [{ n }] = await query(
      shop.stack,
      'ordering',
      "SELECT count(*)::int AS n FROM fulfilment_orders WHERE client_id = 'sari-dan-dimas'",
    );
    expect(n).toBe(1);
  });

  it('create a package, an add-on, a design and a code once when ten admins create each at once', async () => {
    const creations: [string, () => Promise<Answer>][] = [
      [
        'package',
        () =>
          post('/api/admin/database/packages', { id: 777, name: 'Paket Kembar', price: 1000 }, shop.admin),
      ],
      [
        'add-on',
        () =>
          post('/api/admin/database/addons', { id: 777, title: 'Add-on Kembar', price: 1000 }, shop.admin),
      ],
      [
        'referral code',
        () => post('/api/admin/database/referral-codes', { code: 'KEMBAR', percentage: 5 }, shop.admin),
      ],
      [
        'design',
        () => {
          const form = formOf({
            id: 'desain-kembar',
            name: 'Kembar',
            package_id: 'Basic',
            package_allowed: '2',
            category: 'wedding',
          });
          return send(shop.base, '/api/admin/database/designs', {
            method: 'POST',
            headers: shop.admin,
            body: form,
            timeoutMs: 30_000,
          });
        },
      ],
    ];
    for (const [what, create] of creations) {
      const answers = await Promise.all(Array.from({ length: 10 }, create));
      tally.add('simultaneous identical creations', answers.length);
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      const refused = answers.filter((a) => a.status !== 201);
      expect(refused.flatMap((a) => refusalProblems(a, [409])).map((p) => `${what}: ${p}`)).toEqual([]);
    }
    const deletions = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(shop.base, '/api/admin/database/packages/777', {
          method: 'DELETE',
          headers: shop.admin,
          timeoutMs: 30_000,
        }),
      ),
    );
    tally.add('simultaneous identical deletions', deletions.length);
    expect(deletions.filter((a) => a.status === 200)).toHaveLength(1);
    expect(deletions.filter((a) => a.status !== 200).flatMap((a) => refusalProblems(a, [404]))).toEqual([]);
  });

  it('leave a package as one of ten simultaneous edits wrote it', async () => {
    const edits = Array.from({ length: 10 }, (_, i) => ({
      id: 2,
      name: `Basic ${i}`,
      price: 100_000 + i,
      feature: `Fitur ${i}, Lainnya ${i}`,
    }));
    const answers = await Promise.all(
      edits.map((json) =>
        send(shop.base, '/api/admin/database/packages/2', {
          method: 'PUT',
          headers: shop.admin,
          json,
          timeoutMs: 30_000,
        }),
      ),
    );
    tally.add('simultaneous edits of one package', answers.length);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const [stored] = await query(
      shop.stack,
      'catalogue',
      'SELECT name, price::int, features FROM packages WHERE id = 2',
    );
    const i = Number(String(stored.name).replace('Basic ', ''));
    expect(stored).toEqual({
      name: `Basic ${i}`,
      price: 100_000 + i,
      features: [`Fitur ${i}`, `Lainnya ${i}`],
    });
  });
});

describe('two admins deciding on one proof at once', () => {
  /** A second admin, signed in on a session of their own. */
  async function secondAdmin(): Promise<Record<string, string>> {
    const account = { username: 'siti', password: 'siti-rahasia-123' };
    expect((await post('/api/admin/accounts', account, shop.admin)).status).toBe(201);
    const login = await post('/admin/login', account);
    expect(login.status).toBe(200);
    return { authorization: `Bearer ${login.body.token as string}` };
  }

  /** A manual payment confirmed by its customer: a pending proof and a pending payment. */
  async function confirmedManually(): Promise<string> {
    const issued = (await post('/api/orders/create-order-id', {})).body;
    const confirmed = await send(shop.base, '/api/payments/confirm', {
      method: 'POST',
      body: formOf(confirmationFields(issued)),
      timeoutMs: 30_000,
    });
    expect(confirmed.status).toBe(200);
    return issued.orderId as string;
  }

  const decide = async (orderId: string, status: string, admin: Record<string, string>, afterMs: number) => {
    await new Promise((resolve) => setTimeout(resolve, afterMs));
    const form = formOf({
      orderId,
      customerName: CUSTOMER.name,
      customerPhone: CUSTOMER.phone,
      customerEmail: CUSTOMER.email,
      status,
    });
    return send(shop.base, '/api/admin/payment-proofs/update', {
      method: 'POST',
      headers: admin,
      body: form,
      timeoutMs: 30_000,
    });
  };

  /** Every event of `types` about these orders that `producer` wrote, taken in by `consumer`. */
  const takenIn = (producer: string, consumer: string, types: readonly string[], orderIds: string[]) =>
    waitFor(
      `${consumer} to take in the events of ${producer}`,
      async () => {
        const events = await query(
          shop.stack,
          producer,
          `SELECT id::text FROM outbox WHERE type = ANY($1) AND payload->'data'->>'orderId' = ANY($2)`,
          [types, orderIds],
        );
        const ids = events.map((row) => row.id as string);
        const [{ n }] = await query(
          shop.stack,
          consumer,
          'SELECT count(*)::int AS n FROM inbox WHERE event_id::text = ANY($1)',
          [ids],
        );
        return n === ids.length;
      },
      (done) => done,
      60_000,
    );

  it('leave every payment, its order and the revenue agreeing with the proof as it was decided last', async () => {
    const siti = await secondAdmin();
    const before = await balance();
    const orderIds: string[] = [];
    for (let pair = 0; pair < 10; pair++) {
      const orderId = await confirmedManually();
      // Half of the pairs at once, half 30 ms apart; each admin takes each side in turn.
      const [approver, rejecter] = pair % 2 ? [shop.admin, siti] : [siti, shop.admin];
      const gap = pair < 5 ? 0 : 30;
      const answers = await Promise.all([
        decide(orderId, 'approved', approver, pair % 4 < 2 ? 0 : gap),
        decide(orderId, 'rejected', rejecter, pair % 4 < 2 ? gap : 0),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      orderIds.push(orderId);
    }
    tally.add('simultaneous decisions on one proof', orderIds.length * 2);
    await takenIn('proof-storage', 'ordering', [EVENT_TYPES.proofStatusChanged], orderIds);
    await takenIn('ordering', 'reporting', REVENUE_EVENT_TYPES, orderIds);

    const proofs = await query(
      shop.stack,
      'proof-storage',
      'SELECT order_id, status FROM payment_proofs WHERE order_id = ANY($1) ORDER BY order_id',
      [orderIds],
    );
    const payments = await query(
      shop.stack,
      'ordering',
      `SELECT p.order_id, p.status, (o.order_id IS NOT NULL AND o.hold_reason IS NULL) AS at_work
       FROM payments p LEFT JOIN fulfilment_orders o USING (order_id) WHERE p.order_id = ANY($1) ORDER BY p.order_id`,
      [orderIds],
    );
    expect(payments).toEqual(
      proofs.map(({ order_id, status }) => ({
        order_id,
        status: status === 'approved' ? 'paid' : 'rejected',
        at_work: status === 'approved',
      })),
    );
    const approved = proofs.filter((proof) => proof.status === 'approved').length;
    const expectedRevenue = (before.total_revenue as number) + approved * CART_SERVER_TOTAL;
    expect((await balance()).total_revenue).toBe(expectedRevenue);
  });
});

describe('wrong phones guessed in parallel', () => {
  it('ask at most the limit of them for one order, by any look-up by phone, and then lock the right one out too', async () => {
    const { order_id: orderId } = await paidOrderRow();
    // Half on the tracking page, half on the payment page: one count for every look-up by phone.
    const guesses = Array.from({ length: 150 }, (_, i) => ({
      path: i % 2 === 0 ? '/api/orders/track' : '/api/transactions/pending-transactions',
      phone: `0813${String(i).padStart(8, '0')}`,
    }));
    const answers = await Promise.all(
      guesses.map(({ path, phone }) => post(path, { order_id: orderId, phone })),
    );
    tally.add('wrong phones guessed at once', answers.length);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(ORDER_LOOKUP_LIMITS.misses);
    expect(statuses.filter((status) => status === 429)).toHaveLength(150 - ORDER_LOOKUP_LIMITS.misses);
    const right = await post('/api/orders/track', { order_id: orderId, phone: CUSTOMER.phone });
    expect({ status: right.status, message: right.body.message }).toEqual({
      status: 429,
      message: ORDER_LOOKUP_LOCKED,
    });
  });
});

describe("a couple's photos at once", () => {
  it(`keep ${INVITATION_LIMITS.photos} of fifteen photos sent together for one order, and refuse the rest whole`, async () => {
    const { order_id: orderId } = await paidOrderRow();
    const stagedUploads = async () =>
      (await query(shop.stack, 'proof-storage', 'SELECT count(*)::int AS n FROM staged_uploads'))[0].n;
    const stagedBefore = await stagedUploads();
    const form = (i: number) => {
      const body = new FormData();
      body.set('order_id', orderId);
      body.set('phone', CUSTOMER.phone);
      body.set(
        'photo',
        new Blob([new Uint8Array(pngImage(6, 6 + i))], { type: 'image/png' }),
        `foto-${i}.png`,
      );
      return body;
    };
    // From as many addresses: one client's share of uploads at once is two.
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        send(shop.base, '/api/orders/invitation/photos', {
          method: 'POST',
          headers: { 'x-forwarded-for': `203.0.113.${100 + i}` },
          body: form(i),
          timeoutMs: 60_000,
        }),
      ),
    );
    tally.add('simultaneous photos for one order', answers.length);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(INVITATION_LIMITS.photos);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.flatMap((a) => refusalProblems(a, [409]))).toEqual([]);
    expect(new Set(refused.map((a) => a.body.message))).toEqual(new Set([INVITATION_MESSAGES.tooManyPhotos]));
    const rows = await query(
      shop.stack,
      'proof-storage',
      'SELECT count(*)::int AS n FROM invitation_photos WHERE order_id = $1',
      [orderId],
    );
    expect(rows[0].n).toBe(INVITATION_LIMITS.photos);
    // Nothing of a refused photo is left behind.
    expect(await stagedUploads()).toBe(stagedBefore);
  });
});
