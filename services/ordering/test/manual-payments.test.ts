import { randomUUID } from 'node:crypto';
import {
  AdminOrderRow,
  AdminPaymentDetail,
  CreateOrderIdResult,
  EVENT_TYPES,
  ORDER_NOT_OWNED_MESSAGE,
  ORDERING,
} from '@undangan/contracts';
import { EventBus, RpcClient } from '@undangan/platform';
import { waitFor as pollUntil } from '@undangan/platform/testing';
import { Client } from 'pg';
import { OrderingBackend, silentLogger, startOrderingBackend } from './backend';

/**
 * Manual payments end to end inside the backend: the catalogue prices the cart, ordering records
 * the payment, referral codes apply once, and a proof decision settles the payment exactly once.
 */
jest.setTimeout(90_000);

const logger = silentLogger;
let backend: OrderingBackend;
let vhostUrl: string;
let rpc: RpcClient;
let bus: EventBus;
let sql: Client;

beforeAll(async () => {
  backend = await startOrderingBackend('ordering');
  ({ vhostUrl, rpc, sql } = backend);
  bus = EventBus.connect(vhostUrl, logger);
});

afterAll(async () => {
  await bus?.close();
  await backend?.close();
});

const customer = { name: 'Rina & Bayu', phone: '081234567890', email: 'rina@example.com' };
/** Basic (99.000) with a Basic design and Express 2 Hari (50.000), twice; the browser's prices are lies. */
const cart = [
  {
    packageId: 2,
    designId: 'basic-dusty-blue',
    addons: [{ id: 1, price: 1 }],
    quantity: 2,
    packagePrice: 1,
    totalPrice: 2,
  },
];

const outboxCount = async (type: string, orderId: string) =>
  Number(
    (
      await sql.query("SELECT count(*) FROM outbox WHERE type = $1 AND payload->'data'->>'orderId' = $2", [
        type,
        orderId,
      ])
    ).rows[0].count,
  );

const waitFor = (check: () => Promise<boolean>, ms = 10_000) => pollUntil(check, (held) => held, ms, 50);

it('validates referral codes with their messages', async () => {
  await expect(rpc.call(ORDERING.validateReferral.pattern, { code: 'BAHAGIA10' })).resolves.toEqual({
    discount_percentage: 10,
  });
  await expect(rpc.call(ORDERING.validateReferral.pattern, { code: 'LEBARAN20' })).rejects.toMatchObject({
    status: 400,
    message: 'Kode referal sudah tidak aktif.',
  });
  await expect(rpc.call(ORDERING.validateReferral.pattern, { code: 'TIDAKADA' })).rejects.toMatchObject({
    status: 400,
    message: 'Kode referal tidak valid.',
  });
});

it('records a manual payment at the server price with the referral discount, once', async () => {
  const { orderId, orderSecret } = await rpc.call<CreateOrderIdResult>(ORDERING.createOrderId.pattern, {});
  expect(orderId).toMatch(/^INV-\d{8}-[A-Z0-9]{6}$/);
  const request = { orderId, orderSecret, customer, cart, referralCode: 'BAHAGIA10' };
  // (99.000 + 50.000) x 2 = 298.000; 10% = 29.800
  await expect(rpc.call(ORDERING.confirmManualPayment.pattern, request)).resolves.toEqual({
    order_id: orderId,
    amount: 268_200,
    customer,
  });
  // Sent again from the same browser with other details: the stored payment and customer answer.
  await expect(
    rpc.call(ORDERING.confirmManualPayment.pattern, { ...request, customer: { ...customer, name: 'Lain' } }),
  ).resolves.toEqual({ order_id: orderId, amount: 268_200, customer });
  const [tx] = (
    await sql.query(
      'SELECT status, payment_type, amount, subtotal, discount FROM payments WHERE order_id = $1',
      [orderId],
    )
  ).rows;
  expect(tx).toEqual({
    status: 'pending',
    payment_type: 'Manual',
    amount: '268200',
    subtotal: '298000',
    discount: '29800',
  });
  expect(await outboxCount(EVENT_TYPES.paymentCreated, orderId)).toBe(1);
  await expect(rpc.call(ORDERING.checkReferral.pattern, { orderId })).resolves.toEqual({ exists: true });
});

it('checks a confirmation as recording it would, and records nothing', async () => {
  const { orderId, orderSecret } = await rpc.call<CreateOrderIdResult>(ORDERING.createOrderId.pattern, {});
  const request = { orderId, orderSecret, customer, cart, referralCode: 'BAHAGIA10' };
  const stored = async () => ({
    payments: (await sql.query('SELECT order_id FROM payments WHERE order_id = $1', [orderId])).rows,
    referrals: (await sql.query('SELECT order_id FROM referral_usages WHERE order_id = $1', [orderId])).rows,
    events: (await sql.query("SELECT id FROM outbox WHERE payload->'data'->>'orderId' = $1", [orderId])).rows,
  });
  const nothing = await stored();
  await expect(rpc.call(ORDERING.checkManualPayment.pattern, request)).resolves.toEqual({
    order_id: orderId,
    amount: 268_200,
    customer,
  });
  expect(await stored()).toEqual(nothing);
  // The refusals confirmManualPayment would give, given before anything is uploaded.
  await expect(
    rpc.call(ORDERING.checkManualPayment.pattern, { ...request, orderSecret: undefined }),
  ).rejects.toMatchObject({ status: 403, message: ORDER_NOT_OWNED_MESSAGE });
  await expect(
    rpc.call(ORDERING.checkManualPayment.pattern, { ...request, orderId: 'INV-20260101-BUKAN1' }),
  ).rejects.toMatchObject({ status: 404 });
  await expect(
    rpc.call(ORDERING.checkManualPayment.pattern, {
      ...request,
      cart: [{ ...cart[0], designId: 'tidak-ada' }],
    }),
  ).rejects.toMatchObject({ status: 400 });
  expect(await stored()).toEqual(nothing);
  // After the check, the confirmation itself records the same figures.
  await expect(rpc.call(ORDERING.confirmManualPayment.pattern, request)).resolves.toMatchObject({
    amount: 268_200,
  });
  expect((await stored()).payments).toHaveLength(1);
});

it('takes a confirmation only from the browser that placed the order (its secret)', async () => {
  const { orderId, orderSecret } = await rpc.call<CreateOrderIdResult>(ORDERING.createOrderId.pattern, {});
  expect(orderSecret).toMatch(/^[A-Za-z0-9_-]{32}$/);
  const forbidden = { status: 403, message: ORDER_NOT_OWNED_MESSAGE };
  const paymentRows = async () =>
    (await sql.query('SELECT order_id, customer_name, amount FROM payments WHERE order_id = $1', [orderId]))
      .rows;
  // Someone else who knows the order id, before and after the customer confirms.
  await expect(
    rpc.call(ORDERING.confirmManualPayment.pattern, { orderId, customer, cart }),
  ).rejects.toMatchObject(forbidden);
  expect(await paymentRows()).toEqual([]);
  await rpc.call(ORDERING.confirmManualPayment.pattern, { orderId, orderSecret, customer, cart });
  const stored = await paymentRows();
  const stranger = { name: 'Penyusup', phone: '081200000000', email: 'x@example.com' };
  for (const attempt of [
    { orderId, customer: stranger, cart },
    { orderId, orderSecret: 'A'.repeat(32), customer: stranger, cart },
    { orderId, orderSecret: orderSecret.slice(1) + 'A', customer: stranger, cart },
  ]) {
    await expect(rpc.call(ORDERING.confirmManualPayment.pattern, attempt)).rejects.toMatchObject(forbidden);
  }
  expect(await paymentRows()).toEqual(stored);
  const [hash] = (await sql.query('SELECT owner_secret_hash FROM payments WHERE order_id = $1', [orderId]))
    .rows;
  expect(hash.owner_secret_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(hash.owner_secret_hash).not.toContain(orderSecret);
});

it('withdraws a manual payment whose proof could not be stored: closed as failed, with its event, once, and pending again when its owner retries', async () => {
  const { orderId, orderSecret } = await rpc.call<CreateOrderIdResult>(ORDERING.createOrderId.pattern, {});
  await rpc.call(ORDERING.confirmManualPayment.pattern, { orderId, orderSecret, customer, cart });
  await expect(rpc.call(ORDERING.withdrawManualPayment.pattern, { orderId })).resolves.toEqual({
    withdrawn: true,
  });
  await expect(rpc.call(ORDERING.withdrawManualPayment.pattern, { orderId })).resolves.toEqual({
    withdrawn: false,
  });
  const [payment] = (await sql.query('SELECT status FROM payments WHERE order_id = $1', [orderId])).rows;
  expect(payment.status).toBe('failed');
  expect(await outboxCount(EVENT_TYPES.paymentFailed, orderId)).toBe(1);
  // Only its owner can send it again, and then it is pending once more, announced at the next version.
  await expect(
    rpc.call(ORDERING.confirmManualPayment.pattern, { orderId, orderSecret: 'B'.repeat(32), customer, cart }),
  ).rejects.toMatchObject({ code: 'forbidden' });
  await expect(
    rpc.call(ORDERING.confirmManualPayment.pattern, { orderId, orderSecret, customer, cart }),
  ).resolves.toMatchObject({ order_id: orderId });
  const [reopened] = (await sql.query('SELECT status, version FROM payments WHERE order_id = $1', [orderId]))
    .rows;
  expect(reopened).toEqual({ status: 'pending', version: 3 });
  expect(await outboxCount(EVENT_TYPES.paymentCreated, orderId)).toBe(2);
  // A failure of any other kind stays final.
  await expect(rpc.call(ORDERING.withdrawManualPayment.pattern, { orderId })).resolves.toEqual({
    withdrawn: true,
  });
  await sql.query(
    `UPDATE payment_status_changes SET source = 'reconciliation' WHERE order_id = $1 AND version = 4`,
    [orderId],
  );
  await expect(
    rpc.call(ORDERING.confirmManualPayment.pattern, { orderId, orderSecret, customer, cart }),
  ).rejects.toMatchObject({ code: 'conflict' });
  // Nothing to withdraw: an order without a payment.
  const other = await rpc.call<CreateOrderIdResult>(ORDERING.createOrderId.pattern, {});
  await expect(rpc.call(ORDERING.withdrawManualPayment.pattern, { orderId: other.orderId })).resolves.toEqual(
    {
      withdrawn: false,
    },
  );
});

it('settles a manual payment once when its proof is approved, even if told five times, and follows a corrected decision', async () => {
  const { orderId, orderSecret } = await rpc.call<CreateOrderIdResult>(ORDERING.createOrderId.pattern, {});
  await rpc.call(ORDERING.confirmManualPayment.pattern, { orderId, orderSecret, customer, cart });
  const event = {
    id: randomUUID(),
    type: EVENT_TYPES.proofStatusChanged,
    occurredAt: new Date().toISOString(),
    version: 1 as const,
    data: { orderId, status: 'approved', previousStatus: 'pending', changedAt: new Date().toISOString() },
  };
  for (let i = 0; i < 5; i++) await bus.publish(event);
  await waitFor(async () => (await outboxCount(EVENT_TYPES.paymentSettled, orderId)) === 1);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await outboxCount(EVENT_TYPES.paymentSettled, orderId)).toBe(1);
  const [tx] = (await sql.query('SELECT status FROM payments WHERE order_id = $1', [orderId])).rows;
  expect(tx.status).toBe('paid');
  const orders = (
    await sql.query('SELECT package, design, addon, status FROM fulfilment_orders WHERE order_id = $1', [
      orderId,
    ])
  ).rows;
  expect(orders).toEqual([
    { package: 'Basic x2', design: 'Dusty Blue', addon: ['Express 2 Hari'], status: 'pending' },
  ]);

  // An admin who corrects the decision moves the payment back, holds the order and is named.
  const decide = (status: string, changedBy: string) =>
    bus.publish({ ...event, id: randomUUID(), data: { ...event.data, status, changedBy } });
  const state = async () => ({
    payment: (await sql.query('SELECT status, version FROM payments WHERE order_id = $1', [orderId])).rows[0],
    order: (await sql.query('SELECT hold_reason FROM fulfilment_orders WHERE order_id = $1', [orderId]))
      .rows[0],
  });
  await decide('rejected', 'siti');
  await waitFor(async () => (await outboxCount(EVENT_TYPES.paymentFailed, orderId)) === 1);
  expect(await state()).toEqual({
    payment: { status: 'rejected', version: 3 },
    order: { hold_reason: 'Ditahan: bukti pembayaran ditolak oleh admin.' },
  });
  await decide('approved', 'budi');
  await waitFor(async () => (await outboxCount(EVENT_TYPES.paymentSettled, orderId)) === 2);
  expect(await state()).toEqual({ payment: { status: 'paid', version: 4 }, order: { hold_reason: null } });
  // The hold and the release are announced, counted, for the invitations service (the first
  // approval released nothing: the order was never held).
  const holdEvents = await sql.query(
    `SELECT type, payload->'data' AS data FROM outbox
      WHERE type IN ($2, $3) AND payload->'data'->>'orderId' = $1 ORDER BY occurred_at`,
    [orderId, EVENT_TYPES.orderHeld, EVENT_TYPES.orderReleased],
  );
  expect(holdEvents.rows).toEqual([
    {
      type: EVENT_TYPES.orderHeld,
      data: expect.objectContaining({
        orderId,
        holdVersion: 1,
        reason: 'Ditahan: bukti pembayaran ditolak oleh admin.',
      }),
    },
    { type: EVENT_TYPES.orderReleased, data: expect.objectContaining({ orderId, holdVersion: 2 }) },
  ]);
  const history = await sql.query(
    'SELECT from_status, to_status, source, actor FROM payment_status_changes WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  expect(history.rows).toEqual([
    { from_status: 'pending', to_status: 'paid', source: 'proof', actor: null },
    { from_status: 'paid', to_status: 'rejected', source: 'proof', actor: 'siti' },
    { from_status: 'rejected', to_status: 'paid', source: 'proof', actor: 'budi' },
  ]);
});

it('lets exactly one of two concurrent orders take the last use of a limited code', async () => {
  await rpc.call(ORDERING.createReferralCode.pattern, {
    code: 'SEKALI',
    percentage: 20,
    active: true,
    expires_at: null,
    usage_limit: 1,
    description: '',
  });
  const ids = await Promise.all(
    [1, 2].map(() => rpc.call<CreateOrderIdResult>(ORDERING.createOrderId.pattern, {})),
  );
  // Reserving the code does not use it up; paying with it does.
  for (const { orderId, orderSecret } of ids)
    await rpc.call(ORDERING.useReferral.pattern, { code: 'SEKALI', orderId, orderSecret });
  const results = await Promise.allSettled(
    ids.map(({ orderId, orderSecret }) =>
      rpc.call(ORDERING.confirmManualPayment.pattern, { orderId, orderSecret, customer, cart }),
    ),
  );
  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
  expect(refused.reason).toMatchObject({
    status: 400,
    message: 'Kode referal sudah mencapai batas pemakaian.',
  });
  const [row] = (await sql.query("SELECT used_count FROM referral_codes WHERE code = 'SEKALI'")).rows;
  expect(row.used_count).toBe(1);
});

it('refuses a cart naming a design the package may not order', async () => {
  const { orderId, orderSecret } = await rpc.call<CreateOrderIdResult>(ORDERING.createOrderId.pattern, {});
  await expect(
    rpc.call(ORDERING.confirmManualPayment.pattern, {
      orderId,
      orderSecret,
      customer,
      cart: [{ packageId: 2, designId: 'exclusive-royal-javanese', addons: [], quantity: 1 }],
    }),
  ).rejects.toMatchObject({ status: 400, message: 'Desain yang dipilih tidak tersedia untuk paket ini.' });
  expect((await sql.query('SELECT 1 FROM payments WHERE order_id = $1', [orderId])).rowCount).toBe(0);
});

describe('admin reads and edits', () => {
  it('searches payments by a contains match, literally, with pages of the asked size', async () => {
    const { orderId, orderSecret } = await rpc.call<CreateOrderIdResult>(ORDERING.createOrderId.pattern, {});
    await rpc.call(ORDERING.confirmManualPayment.pattern, {
      orderId,
      orderSecret,
      customer: { name: 'Siti 100% Bahagia', phone: '085711112222', email: 'siti@example.com' },
      cart,
    });
    const byPhone = await rpc.call<{ data: { order_id: string }[]; totalPages: number; currentPage: number }>(
      ORDERING.listPayments.pattern,
      { page: 1, limit: 10, query: '5711112', filter: 'customer_phone' },
    );
    expect(byPhone.data.map((row) => row.order_id)).toEqual([orderId]);
    const literal = await rpc.call<{ data: { order_id: string }[] }>(ORDERING.listPayments.pattern, {
      page: 1,
      limit: 10,
      query: '100%',
      filter: 'customer_name',
    });
    expect(literal.data.map((row) => row.order_id)).toEqual([orderId]);
    const wildcard = await rpc.call<{ data: unknown[] }>(ORDERING.listPayments.pattern, {
      page: 1,
      limit: 10,
      query: '%',
      filter: 'customer_name',
    });
    expect(wildcard.data).toHaveLength(1);
    const all = await rpc.call<{ data: unknown[]; totalPages: number }>(ORDERING.listPayments.pattern, {
      page: 1,
      limit: 2,
      filter: 'order_id',
    });
    const [{ count }] = (await sql.query('SELECT count(*)::int AS count FROM payments')).rows;
    expect(all.data).toHaveLength(2);
    expect(all.totalPages).toBe(Math.ceil(count / 2));
    const future = await rpc.call<{ data: unknown[] }>(ORDERING.listPayments.pattern, {
      page: 1,
      limit: 10,
      filter: 'order_id',
      startDate: '2099-01-01',
    });
    expect(future.data).toEqual([]);
    const detail = await rpc.call<AdminPaymentDetail>(ORDERING.paymentDetail.pattern, { orderId });
    expect(detail.orderItems).toEqual([
      {
        item_type: 'PKG-2',
        item_name: 'Basic',
        item_price: 99_000,
        item_quantity: 2,
        design_name: 'Dusty Blue',
      },
      {
        item_type: 'ADDON-1',
        item_name: 'Express 2 Hari',
        item_price: 50_000,
        item_quantity: 2,
        design_name: null,
      },
    ]);
    expect(detail.summary).toEqual({ subtotal: 298_000, discount: 0, referral_code: null });
    expect(detail.timeline?.map((entry) => entry.kind)).toEqual(['created']);
    expect(detail.fulfilment).toBeNull();
  });

  it('finds a payment by a phone in any form, by one box for every field, by status, across pages', async () => {
    const { orderId, orderSecret } = await rpc.call<CreateOrderIdResult>(ORDERING.createOrderId.pattern, {});
    await rpc.call(ORDERING.confirmManualPayment.pattern, {
      orderId,
      orderSecret,
      customer: { name: 'Rahmat Hidayat', phone: '+62 812-7777-3131', email: 'rahmat@example.com' },
      cart,
    });
    const found = async (query: Record<string, unknown>) =>
      (
        await rpc.call<{ data: { order_id: string }[] }>(ORDERING.listPayments.pattern, {
          page: 1,
          limit: 10,
          filter: 'customer_phone',
          ...query,
        })
      ).data.map((row) => row.order_id);
    for (const typed of ['081277773131', '+62 812-7777-3131', '6281277773131', '7777-3131', '812 7777'])
      expect(await found({ query: typed })).toEqual([orderId]);
    expect(await found({ query: 'tanpa angka' })).toEqual([]);
    for (const typed of [orderId.slice(-6), 'Rahmat', '0812 7777 3131'])
      expect(await found({ filter: 'all', query: typed })).toEqual([orderId]);
    expect(await found({ filter: 'all', query: 'Rahmat', status: 'pending' })).toEqual([orderId]);
    expect(await found({ filter: 'all', query: 'Rahmat', status: 'paid' })).toEqual([]);

    // Approved: its order appears, and is found by the same box on any page of orders.
    await bus.publish({
      id: randomUUID(),
      type: EVENT_TYPES.proofStatusChanged,
      occurredAt: new Date().toISOString(),
      version: 1,
      data: { orderId, status: 'approved', previousStatus: 'pending', changedAt: new Date().toISOString() },
    });
    await waitFor(
      async () =>
        (await sql.query('SELECT 1 FROM fulfilment_orders WHERE order_id = $1', [orderId])).rowCount === 1,
    );
    for (const typed of [orderId, 'rahmat', '+62 812 7777 3131']) {
      const orders = await rpc.call<{ data: AdminOrderRow[]; totalPages: number }>(
        ORDERING.listOrders.pattern,
        {
          showCompleted: false,
          page: 1,
          limit: 1,
          query: typed,
        },
      );
      expect(orders.data.map((order) => [order.order_id, order.customer_name, order.payment_status])).toEqual(
        [[orderId, 'Rahmat Hidayat', 'paid']],
      );
      expect(orders.totalPages).toBe(1);
    }
    const detail = await rpc.call<AdminPaymentDetail>(ORDERING.paymentDetail.pattern, { orderId });
    expect(detail.timeline?.map((entry) => [entry.kind, entry.to_status ?? null])).toEqual([
      ['created', null],
      ['status', 'paid'],
    ]);
    expect(detail.fulfilment).toMatchObject({ status: 'pending', hold_reason: null });
    const queue = await rpc.call<{ count: number; data: { order_id: string }[] }>(
      ORDERING.proofQueue.pattern,
      {
        limit: 100,
      },
    );
    expect(queue.data.map((row) => row.order_id)).not.toContain(orderId);
  });

  it('edits an order row atomically under 20 concurrent edits and keeps client ids unique', async () => {
    const {
      data: [order],
    } = await rpc.call<{ data: { id: string; order_id: string }[] }>(ORDERING.listOrders.pattern, {
      showCompleted: false,
      page: 1,
      limit: 10,
    });
    expect(order).toBeDefined();
    const edits = Array.from({ length: 20 }, (_, i) => ({
      status: i % 2 ? 'in_progress' : 'completed',
      admin_notes: `catatan ${i}`,
      client_id: `klien-${i}`,
      client_url: `https://undangan.example/${i}`,
    }));
    await Promise.all(edits.map((input) => rpc.call(ORDERING.updateOrder.pattern, { id: order.id, input })));
    const [row] = (
      await sql.query(
        'SELECT status, admin_notes, client_id, client_url FROM fulfilment_orders WHERE id = $1',
        [order.id],
      )
    ).rows;
    const i = Number(row.client_id.split('-')[1]);
    // Whichever edit won, it won whole: every field comes from the same edit.
    expect(row).toEqual(edits[i]);
    await expect(rpc.call(ORDERING.clientPage.pattern, { clientId: row.client_id })).resolves.toEqual({
      client_id: row.client_id,
      client_url: row.client_url,
    });

    // On hold (its money went back): the invitation is not served, then served again once released.
    await sql.query(`UPDATE fulfilment_orders SET hold_reason = 'refunded' WHERE id = $1`, [order.id]);
    await expect(rpc.call(ORDERING.clientPage.pattern, { clientId: row.client_id })).rejects.toMatchObject({
      status: 404,
      message: 'Undangan tidak ditemukan.',
    });
    await sql.query('UPDATE fulfilment_orders SET hold_reason = NULL WHERE id = $1', [order.id]);
    await expect(rpc.call(ORDERING.clientPage.pattern, { clientId: row.client_id })).resolves.toMatchObject({
      client_url: row.client_url,
    });
  });
});
