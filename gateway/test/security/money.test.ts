import { Answer, refusalProblems, send } from './answers';
import { useSecurityStack } from './harness';
import { CART, CART_SERVER_TOTAL, CUSTOMER, issueOrderId, ownerFields, secretOf } from './shop-fixtures';
import { changedTables, fingerprint, query, settledFingerprint } from './stored-data';
import { waitFor } from '@undangan/platform/testing';
// Midtrans's signature, as the simulator standing in for Midtrans computes it.
import { signatureKey } from '../../../infra/midtrans-sim/src/status-body';

/**
 * Money: the browser's prices, totals and discounts are never charged; referral codes cannot
 * discount a payment to nothing nor be used beyond their limit, even all at once; and Midtrans
 * notifications change a payment only when genuine, for a known order, for its exact amount, and
 * once.
 */
/** Notifications are an audit log: genuine ones are recorded even when they change nothing. */
const NOTIFICATIONS = 'ordering.payment_notifications';

const { shop, tally } = useSecurityStack('money');

const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  send(shop.base, path, { method: 'POST', json, headers });

async function createReferral(
  code: string,
  percentage: number,
  usageLimit: number | null = null,
): Promise<void> {
  const created = await post(
    '/api/admin/database/referral-codes',
    { code, percentage, usage_limit: usageLimit },
    shop.admin,
  );
  expect(created.status).toBe(201);
}

async function referralState(code: string) {
  const [row] = await query(shop.stack, 'ordering', 'SELECT used_count FROM referral_codes WHERE code = $1', [
    code,
  ]);
  const usages = await query(shop.stack, 'ordering', 'SELECT order_id FROM referral_usages WHERE code = $1', [
    code,
  ]);
  const payments = await query(
    shop.stack,
    'ordering',
    'SELECT order_id FROM payments WHERE referral_code = $1',
    [code],
  );
  return { used: row.used_count as number, usages: usages.length, payments: payments.length };
}

function confirmForm(orderId: string, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    orderId,
    ...ownerFields(orderId),
    customerName: CUSTOMER.name,
    customerPhone: CUSTOMER.phone,
    customerEmail: CUSTOMER.email,
    cartItems: JSON.stringify(CART),
    paymentType: 'Manual',
    ...extra,
  }))
    form.set(k, v);
  return form;
}

const newOrderId = () => issueOrderId(shop.base);

describe('prices, totals and discounts come from the server', () => {
  const TAMPERED: [string, Record<string, unknown>][] = [
    ['a total of 1', { totalHarga: 1 }],
    ['a negative total', { totalHarga: -259000 }],
    ['a huge discount', { discountAmount: 258999 }],
    ['a discount as text', { discountAmount: '100%' }],
    ['a gross amount', { gross_amount: 1, amount: 1 }],
    [
      'a paid status and an order id',
      { status: 'paid', order_id: 'INV-PILIHAN-SAYA', orderId: 'INV-PILIHAN-SAYA' },
    ],
    ['item prices of 1', {}],
    ['a negative item price', { cartItems: [{ ...CART[0], packagePrice: -179000, totalPrice: -1 }] }],
    ['a discount on the item', { cartItems: [{ ...CART[0], discount: 259000, price: 0 }] }],
  ];

  it.each(TAMPERED)('charges the server price despite %s', async (_label, tampered) => {
    const answer = await post('/api/orders/create-transaction', {
      cartItems: CART,
      customerDetails: CUSTOMER,
      referralCode: '',
      ...tampered,
    });
    tally.add('tampered prices, totals and discounts');
    expect(answer.status).toBe(200);
    expect(answer.body.gross_amount).toBe(CART_SERVER_TOTAL);
    expect(answer.body.order_id).toMatch(/^INV-\d{8}-[A-Z0-9]{6}$/);
    const [tx] = await query(shop.stack, 'ordering', 'SELECT * FROM payments WHERE order_id = $1', [
      answer.body.order_id,
    ]);
    expect(tx).toMatchObject({ status: 'pending', amount: String(CART_SERVER_TOTAL), discount: '0' });
    const items = await query(shop.stack, 'ordering', 'SELECT * FROM payment_items WHERE order_id = $1', [
      answer.body.order_id,
    ]);
    expect(items.map((i) => Number(i.item_price)).sort((a, b) => a - b)).toEqual([80_000, 179_000]);
    const atProvider = await send(shop.sim, `/sim/transactions/${answer.body.order_id}`);
    expect(atProvider.body.gross_amount).toBe(CART_SERVER_TOTAL);
  });

  it('records a manual transfer at the server price whatever amount the form states', async () => {
    for (const amount of ['1', '-5', '999999999999', 'gratis']) {
      const orderId = await newOrderId();
      const answer = await send(shop.base, '/api/payments/confirm', {
        method: 'POST',
        body: confirmForm(orderId, { amount }),
      });
      tally.add('tampered prices, totals and discounts');
      expect(answer.status).toBe(200);
      expect(answer.body.amount).toBe(CART_SERVER_TOTAL);
      const [tx] = await query(shop.stack, 'ordering', 'SELECT amount FROM payments WHERE order_id = $1', [
        orderId,
      ]);
      expect(Number(tx.amount)).toBe(CART_SERVER_TOTAL);
    }
  });

  it('refuses quantities and ids no customer can order', async () => {
    const before = await settledFingerprint(shop.stack);
    const failures: string[] = [];
    for (const [label, item] of [
      ['quantity 0', { ...CART[0], quantity: 0 }],
      ['quantity -1', { ...CART[0], quantity: -1 }],
      ['quantity 101', { ...CART[0], quantity: 101 }],
      ['the base-features package', { ...CART[0], packageId: 1 }],
      ['a package that does not exist', { ...CART[0], packageId: 999 }],
      ['an add-on that does not exist', { ...CART[0], addons: [{ id: 999 }] }],
      ['a Premium design with the Basic package', { ...CART[0], packageId: 2 }],
    ] as const) {
      const answer = await post('/api/orders/create-transaction', {
        cartItems: [item],
        customerDetails: CUSTOMER,
      });
      tally.add('tampered prices, totals and discounts');
      failures.push(...refusalProblems(answer, [400]).map((p) => `${label}: ${p}`));
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await fingerprint(shop.stack))).toEqual([]);
  });
});

describe('referral codes', () => {
  it('refuses a discount of 100%: nothing would be paid, so nothing is recorded', async () => {
    await createReferral('GRATIS100', 100);
    const before = await settledFingerprint(shop.stack);
    const online = await post('/api/orders/create-transaction', {
      cartItems: CART,
      customerDetails: CUSTOMER,
      referralCode: 'gratis100',
    });
    const manual = await send(shop.base, '/api/payments/confirm', {
      method: 'POST',
      body: confirmForm(await newOrderId(), { referralCode: 'GRATIS100' }),
    });
    tally.add('100% and 101% referrals', 2);
    expect([...refusalProblems(online, [400]), ...refusalProblems(manual, [400])]).toEqual([]);
    expect(changedTables(before, await fingerprint(shop.stack))).toEqual([]);
  });

  it('refuses a code of 101%, or of 0%, from the admin', async () => {
    const before = await settledFingerprint(shop.stack);
    const answers: Answer[] = [];
    for (const percentage of [101, 0, -10, 100.5, 1e9]) {
      answers.push(
        await post('/api/admin/database/referral-codes', { code: 'LEBIH101', percentage }, shop.admin),
      );
      answers.push(
        await send(shop.base, '/api/admin/database/referral-codes/GRATIS100', {
          method: 'PUT',
          headers: shop.admin,
          json: { code: 'GRATIS100', percentage },
        }),
      );
    }
    tally.add('100% and 101% referrals', answers.length);
    expect(answers.flatMap((a) => refusalProblems(a, [400]))).toEqual([]);
    expect(changedTables(before, await fingerprint(shop.stack))).toEqual([]);
  });

  it('lets exactly one of many simultaneous checkouts take the last use of a code', async () => {
    await createReferral('SEKALI1', 10, 1);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post('/api/orders/create-transaction', {
          cartItems: CART,
          customerDetails: CUSTOMER,
          referralCode: 'SEKALI1',
        }),
      ),
    );
    tally.add('a referral used twice at once', answers.length);
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(won[0].body.gross_amount).toBe(CART_SERVER_TOTAL - Math.floor(CART_SERVER_TOTAL / 10));
    expect(answers.filter((a) => a.status !== 200).flatMap((a) => refusalProblems(a, [400]))).toEqual([]);
    expect(await referralState('SEKALI1')).toEqual({ used: 1, usages: 1, payments: 1 });
  });

  it('lets reservations of a code not use it up; exactly one of the orders paying at once takes its last use', async () => {
    await createReferral('SEKALI2', 15, 1);
    const orders = await Promise.all(Array.from({ length: 8 }, newOrderId));
    const answers = await Promise.all(
      orders.map((orderId) =>
        post('/api/referral/use', {
          code: 'SEKALI2',
          order_id: orderId,
          order_secret: secretOf(orderId),
          total_price: 1,
        }),
      ),
    );
    tally.add('a referral used twice at once', answers.length);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(await referralState('SEKALI2')).toEqual({ used: 0, usages: 8, payments: 0 });
    const paying = await Promise.all(
      orders.map((orderId) =>
        send(shop.base, '/api/payments/confirm', {
          method: 'POST',
          body: confirmForm(orderId),
          timeoutMs: 30_000,
        }),
      ),
    );
    tally.add('a referral used twice at once', paying.length);
    expect(paying.filter((a) => a.status === 200)).toHaveLength(1);
    expect(paying.filter((a) => a.status !== 200).flatMap((a) => refusalProblems(a, [400]))).toEqual([]);
    const counted = await query(
      shop.stack,
      'ordering',
      "SELECT order_id FROM referral_usages WHERE code = 'SEKALI2' AND counted_at IS NOT NULL",
    );
    expect(counted).toHaveLength(1);
    expect(await referralState('SEKALI2')).toMatchObject({ used: 1, payments: 1 });
  });

  it('refuses a use for an order id the shop never issued, recording nothing', async () => {
    const before = await settledFingerprint(shop.stack);
    const invented = await post('/api/referral/use', { code: 'BAHAGIA10', order_id: 'INV-20260101-KARANG' });
    tally.add('a referral used twice at once');
    expect(refusalProblems(invented, [404])).toEqual([]);
    expect(changedTables(before, await fingerprint(shop.stack))).toEqual([]);
  });

  it("refuses a code forced onto someone else's order without its secret, recording nothing", async () => {
    const orderId = await newOrderId();
    const anotherOrdersSecret = secretOf(await newOrderId());
    const before = await fingerprint(shop.stack);
    for (const order_secret of [undefined, '', 'a'.repeat(43), anotherOrdersSecret]) {
      const forced = await post('/api/referral/use', { code: 'BAHAGIA10', order_id: orderId, order_secret });
      tally.add("a referral forced onto another's order");
      expect(refusalProblems(forced, order_secret === '' ? [400] : [403])).toEqual([]);
    }
    expect(changedTables(before, await fingerprint(shop.stack))).toEqual([]);
  });

  it('counts a code once, when its order pays, however many times one order uses it at once', async () => {
    await createReferral('GANDA', 5);
    const orderId = await newOrderId();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post('/api/referral/use', { code: 'GANDA', order_id: orderId, order_secret: secretOf(orderId) }),
      ),
    );
    tally.add('a referral used twice at once', answers.length);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(await referralState('GANDA')).toEqual({ used: 0, usages: 1, payments: 0 });
    // A second code for the same order is refused.
    const other = await post('/api/referral/use', {
      code: 'BAHAGIA10',
      order_id: orderId,
      order_secret: secretOf(orderId),
    });
    tally.add('a referral used twice at once');
    expect(refusalProblems(other, [409])).toEqual([]);
    const paid = await send(shop.base, '/api/payments/confirm', {
      method: 'POST',
      body: confirmForm(orderId),
    });
    expect(paid.status).toBe(200);
    expect(await referralState('GANDA')).toEqual({ used: 1, usages: 1, payments: 1 });
  });

  it('does not let a code be added to an order whose payment is already priced', async () => {
    const paid = await post('/api/orders/create-transaction', { cartItems: CART, customerDetails: CUSTOMER });
    expect(paid.status).toBe(200);
    const before = await settledFingerprint(shop.stack);
    const late = await post('/api/referral/use', { code: 'BAHAGIA10', order_id: paid.body.order_id });
    tally.add('a referral used twice at once');
    expect(refusalProblems(late, [409])).toEqual([]);
    expect(changedTables(before, await fingerprint(shop.stack))).toEqual([]);
  });
});

describe('Midtrans notifications', () => {
  let orderId: string;
  let gross: string;
  let pendingNotification: Record<string, unknown>;

  const notify = (body: unknown) => post('/api/payments/notification', body);
  const signed = (fields: Record<string, string>) => ({
    transaction_time: '2026-01-01 10:00:00',
    payment_type: 'bank_transfer',
    fraud_status: 'accept',
    ...fields,
    signature_key: signatureKey(fields.order_id, fields.status_code, fields.gross_amount, shop.serverKey),
  });
  const notificationsOf = (id: string) =>
    query(
      shop.stack,
      'ordering',
      'SELECT outcome FROM payment_notifications WHERE order_id = $1 ORDER BY id',
      [id],
    );
  const statusOf = async (id: string) =>
    (await query(shop.stack, 'ordering', 'SELECT status FROM payments WHERE order_id = $1', [id]))[0].status;

  beforeAll(async () => {
    const created = await post('/api/orders/create-transaction', {
      cartItems: CART,
      customerDetails: CUSTOMER,
    });
    expect(created.status).toBe(200);
    orderId = created.body.order_id;
    gross = `${CART_SERVER_TOTAL}.00`;
    // The customer picks a bank transfer: Midtrans sends a genuine, signed "pending" notification.
    expect(
      (
        await send(shop.sim, `/sim/transactions/${orderId}/method`, {
          method: 'POST',
          json: { method: 'bca_va' },
        })
      ).status,
    ).toBe(200);
    // A delivery's HTTP status is on its attempts (the old wait read it off the delivery and so
    // only ever ran out its time).
    const sim = await waitFor(
      'the pending notification answered 200',
      () => send(shop.sim, `/sim/transactions/${orderId}`),
      (s) =>
        s.body.deliveries?.some((d: { attempts: { http_status: number | null }[] }) =>
          d.attempts.some((attempt) => attempt.http_status === 200),
        ),
    );
    pendingNotification = sim.body.deliveries[0].body;
    expect(pendingNotification).toMatchObject({ status_code: '201', transaction_status: 'pending' });
  });

  it('refuses a forged signature, changing and recording nothing', async () => {
    const before = await settledFingerprint(shop.stack);
    const failures: string[] = [];
    const forgeries = [
      {
        ...pendingNotification,
        transaction_status: 'settlement',
        status_code: '200',
        signature_key: 'ab'.repeat(64),
      },
      { ...pendingNotification, transaction_status: 'settlement', status_code: '200', signature_key: '' },
      {
        ...pendingNotification,
        transaction_status: 'settlement',
        status_code: '200',
        signature_key: undefined,
      },
      {
        ...signed({
          order_id: orderId,
          status_code: '200',
          gross_amount: gross,
          transaction_status: 'settlement',
        }),
        signature_key: signatureKey(orderId, '200', gross, 'kunci-tebakan'),
      },
      { ...pendingNotification, status_code: '200', transaction_status: 'settlement' },
      { ...pendingNotification, gross_amount: '1.00', transaction_status: 'settlement' },
    ];
    for (const forged of forgeries) {
      const answer = await notify(forged);
      tally.add('forged signatures');
      failures.push(...refusalProblems(answer, [400, 401]));
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await fingerprint(shop.stack))).toEqual([]);
    expect(await statusOf(orderId)).toBe('pending');
  });

  it('believes Midtrans, not a genuine pending notification replayed as a settlement', async () => {
    // The signature does not cover transaction_status: the shop asks Midtrans, which says pending.
    const before = await settledFingerprint(shop.stack, [NOTIFICATIONS]);
    const seen = (await notificationsOf(orderId)).length;
    const failures: string[] = [];
    const edits = ['settlement', 'capture', 'expire', 'cancel'];
    for (const status of edits) {
      const answer = await notify({ ...pendingNotification, transaction_status: status });
      tally.add('replayed notifications');
      if (answer.status !== 200) failures.push(`${status}: answered ${answer.status}`);
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await fingerprint(shop.stack, [NOTIFICATIONS]))).toEqual([]);
    expect(await statusOf(orderId)).toBe('pending');
    const recorded = (await notificationsOf(orderId)).slice(seen);
    expect(recorded.map((r: { outcome: string }) => r.outcome)).toEqual(
      edits.map(() => 'notification-disagrees:unchanged'),
    );
  });

  it('refuses a notification for an unknown order, changing and recording nothing', async () => {
    const before = await settledFingerprint(shop.stack);
    const answers: Answer[] = [];
    for (const unknown of ['INV-20990101-NOPE00', 'INV-20990101-NOPE01']) {
      answers.push(
        await notify(
          signed({
            order_id: unknown,
            status_code: '200',
            gross_amount: gross,
            transaction_status: 'settlement',
          }),
        ),
      );
    }
    tally.add('notifications for unknown orders', answers.length);
    expect(answers.flatMap((a) => refusalProblems(a, [404]))).toEqual([]);
    expect(changedTables(before, await fingerprint(shop.stack))).toEqual([]);
  });

  it('refuses a genuine notification whose amount differs, and only records that it came', async () => {
    const before = await settledFingerprint(shop.stack, [NOTIFICATIONS]);
    const seen = (await notificationsOf(orderId)).length;
    const answers: Answer[] = [];
    for (const amount of [
      '1000.00',
      `${CART_SERVER_TOTAL - 1}.00`,
      `${CART_SERVER_TOTAL}.50`,
      `${CART_SERVER_TOTAL * 10}.00`,
    ]) {
      answers.push(
        await notify(
          signed({
            order_id: orderId,
            status_code: '200',
            gross_amount: amount,
            transaction_status: 'settlement',
          }),
        ),
      );
    }
    tally.add('notifications with a wrong amount', answers.length);
    expect(answers.flatMap((a) => refusalProblems(a, [400]))).toEqual([]);
    expect(changedTables(before, await fingerprint(shop.stack, [NOTIFICATIONS]))).toEqual([]);
    expect(await statusOf(orderId)).toBe('pending');
    const outcomes = (await notificationsOf(orderId)).slice(seen).map((n) => n.outcome);
    expect(outcomes.length).toBeGreaterThanOrEqual(1);
    expect(outcomes.every((o) => o === 'notification:amount_mismatch')).toBe(true);
  });

  it('applies a replayed settlement once, and ignores a stale pending after it', async () => {
    const balanceBefore = (await send(shop.base, '/admin/dashboard/balance', { headers: shop.admin })).body;
    // The customer pays at Midtrans (silently), then its signed settlement reaches the shop.
    const paid = await send(shop.sim, `/sim/transactions/${orderId}/settle?notify=false`, {
      method: 'POST',
      json: {},
    });
    expect(paid.status).toBe(200);
    const settlement = paid.body.midtrans as Record<string, unknown>;
    expect(settlement).toMatchObject({ transaction_status: 'settlement', status_code: '200' });
    expect((await notify(settlement)).status).toBe(200);
    expect(await statusOf(orderId)).toBe('paid');
    const after = await waitFor(
      async () => (await send(shop.base, '/admin/dashboard/balance', { headers: shop.admin })).body,
      (b) => b.total_revenue === balanceBefore.total_revenue + CART_SERVER_TOTAL,
    );
    expect(after.total_revenue).toBe(balanceBefore.total_revenue + CART_SERVER_TOTAL);

    const before = await settledFingerprint(shop.stack, [NOTIFICATIONS]);
    const replays = [
      settlement,
      settlement,
      pendingNotification,
      { ...settlement, transaction_time: '2026-01-02 10:00:00' },
    ];
    for (const replay of replays) {
      const answer = await notify(replay);
      tally.add('replayed notifications');
      expect(answer.status).toBe(200);
    }
    // The simulator's own resend of its last notification, as Midtrans retries.
    expect(
      (await send(shop.sim, `/sim/transactions/${orderId}/notify`, { method: 'POST', json: {} })).status,
    ).toBe(202);
    tally.add('replayed notifications');
    await new Promise((r) => setTimeout(r, 1000));
    expect(changedTables(before, await settledFingerprint(shop.stack, [NOTIFICATIONS]))).toEqual([]);
    expect(await statusOf(orderId)).toBe('paid');
    expect((await send(shop.base, '/admin/dashboard/balance', { headers: shop.admin })).body).toEqual(after);
  });
});
