import {
  CreateOrderIdResult,
  EVENT_TYPES,
  ManualOrder,
  ORDER_NOT_OWNED_MESSAGE,
  ORDERING,
  type OrderPlacedData,
} from '@undangan/contracts';
import { randomUUID } from 'node:crypto';
import { EventBus, type RpcClient } from '@undangan/platform';
import { waitFor } from '@undangan/platform/testing';
import type { Client } from 'pg';
import { useOrderingOnBus } from './harness';

/**
 * A manual order placed by its transfer page: priced by the server, told once (order.placed, which
 * emails the couple a link carrying the order's secret), opened again with that secret on any
 * device and confirmed there at the same price.
 */
jest.setTimeout(90_000);

let rpc: RpcClient;
let sql: Client;
let bus: EventBus;
useOrderingOnBus('placement', (running) => ({ rpc, sql, bus } = running));

const customer = { name: 'Rina & Bayu', phone: '081234567890', email: 'rina@example.com' };
/** Basic (99.000) with a Basic design and Express 2 Hari (50.000), twice; the browser's prices are lies. */
const cart = [
  { packageId: 2, designId: 'basic-dusty-blue', addons: [{ id: 1, price: 1 }], quantity: 2, packagePrice: 1 },
];

const placedEvents = async (orderId: string): Promise<OrderPlacedData[]> =>
  (
    await sql.query(
      "SELECT payload FROM outbox WHERE type = $1 AND payload->'data'->>'orderId' = $2 ORDER BY occurred_at",
      [EVENT_TYPES.orderPlaced, orderId],
    )
  ).rows.map((row: { payload: { data: OrderPlacedData } }) => row.payload.data);

it('places a manual order at the server price and tells it once, never again however it changes', async () => {
  const { orderId, orderSecret } = await rpc.call<CreateOrderIdResult>(ORDERING.createOrderId.pattern, {});
  const request = {
    orderId,
    orderSecret,
    cart,
    customer,
    referralCode: 'BAHAGIA10',
    origin: '0f1e2d3c4b5a6978',
  };
  const placed = await rpc.call<ManualOrder>(ORDERING.placeManualOrder.pattern, request);
  // (99.000 + 50.000) x 2 = 298.000; 10% = 29.800
  expect(placed).toMatchObject({
    order_id: orderId,
    subtotal: 298_000,
    discount: 29_800,
    total: 268_200,
    customer,
  });
  expect(placed.items).toEqual([
    { name: 'Paket Basic — desain Dusty Blue', price: 99_000, quantity: 2 },
    { name: 'Express 2 Hari', price: 50_000, quantity: 2 },
  ]);
  expect(Date.parse(placed.confirm_by) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);

  await rpc.call(ORDERING.placeManualOrder.pattern, request);
  const [told] = await placedEvents(orderId);
  expect(await placedEvents(orderId)).toHaveLength(1);
  expect(told.confirmBy).toBe(placed.confirm_by);
  expect(told).toMatchObject({
    orderId,
    amount: 268_200,
    subtotal: 298_000,
    discount: 29_800,
    customer,
    orderSecret,
    // The placing client's key, for the email queue's turns.
    origin: request.origin,
  });

  // Placed again with another cart, then to another address: the order changes, nobody is mailed.
  const smaller = await rpc.call<ManualOrder>(ORDERING.placeManualOrder.pattern, {
    ...request,
    cart: [{ ...cart[0], quantity: 1 }],
  });
  expect(smaller.total).toBe(134_100);
  const elsewhere = { ...customer, name: 'Hadiah Rp5jt klaim di evil.example', email: 'korban@example.com' };
  const moved = await rpc.call<ManualOrder>(ORDERING.placeManualOrder.pattern, {
    ...request,
    customer: elsewhere,
  });
  expect(moved.customer).toEqual(elsewhere);
  expect(await placedEvents(orderId)).toEqual([told]);
});

it('opens the placed order only with its secret, and confirms it from there at the same price', async () => {
  const { orderId, orderSecret } = await rpc.call<CreateOrderIdResult>(ORDERING.createOrderId.pattern, {});
  const otherSecret = (await rpc.call<CreateOrderIdResult>(ORDERING.createOrderId.pattern, {})).orderSecret;
  await expect(
    rpc.call(ORDERING.placeManualOrder.pattern, { orderId, orderSecret: otherSecret, cart, customer }),
  ).rejects.toMatchObject({ status: 403, message: ORDER_NOT_OWNED_MESSAGE });
  await expect(rpc.call(ORDERING.manualOrder.pattern, { orderId, orderSecret })).rejects.toMatchObject({
    status: 404,
  });
  await rpc.call(ORDERING.placeManualOrder.pattern, { orderId, orderSecret, cart, customer });
  await expect(
    rpc.call(ORDERING.manualOrder.pattern, { orderId, orderSecret: otherSecret }),
  ).rejects.toMatchObject({ status: 403 });

  // Another device, holding only the link's secret: it reads the order and confirms with its cart.
  const opened = await rpc.call<ManualOrder>(ORDERING.manualOrder.pattern, { orderId, orderSecret });
  expect(opened).toMatchObject({ order_id: orderId, total: 298_000, customer });
  await expect(
    rpc.call(ORDERING.confirmManualPayment.pattern, {
      orderId,
      orderSecret,
      customer: opened.customer,
      cart: opened.cart,
      referralCode: opened.referral_code ?? undefined,
    }),
  ).resolves.toMatchObject({ order_id: orderId, amount: 298_000 });
  // Paid for (pending review): placing it again is refused.
  await expect(
    rpc.call(ORDERING.placeManualOrder.pattern, { orderId, orderSecret, cart, customer }),
  ).rejects.toMatchObject({ status: 409 });
});

it('refuses an order id it never issued', async () => {
  await expect(
    rpc.call(ORDERING.placeManualOrder.pattern, {
      orderId: 'INV-20261127-ZZZZZZ',
      orderSecret: 'x'.repeat(32),
      cart,
      customer,
    }),
  ).rejects.toMatchObject({ status: 404 });
});

it('tells the couple once their invitation is finished with its address, and again only for a new address', async () => {
  const { orderId, orderSecret } = await rpc.call<CreateOrderIdResult>(ORDERING.createOrderId.pattern, {});
  await rpc.call(ORDERING.confirmManualPayment.pattern, { orderId, orderSecret, customer, cart });
  await bus.publish({
    id: randomUUID(),
    type: EVENT_TYPES.proofStatusChanged,
    occurredAt: new Date().toISOString(),
    version: 1,
    data: { orderId, status: 'approved', previousStatus: 'pending', changedAt: new Date().toISOString() },
  });
  const { id } = await waitFor(
    'the fulfilment order opened',
    async () => (await sql.query('SELECT id FROM fulfilment_orders WHERE order_id = $1', [orderId])).rows[0],
    (row) => row !== undefined,
  );
  const completed = async () =>
    (
      await sql.query(
        "SELECT payload FROM outbox WHERE type = $1 AND payload->'data'->>'orderId' = $2 ORDER BY occurred_at",
        [EVENT_TYPES.orderCompleted, orderId],
      )
    ).rows.map((row: { payload: { data: unknown } }) => row.payload.data);
  const edit = (input: Record<string, string>) =>
    rpc.call(ORDERING.updateOrder.pattern, {
      id,
      input: {
        status: 'in_progress',
        admin_notes: '',
        client_id: `klien-${orderId}`,
        client_url: '',
        ...input,
      },
    });

  await edit({ status: 'in_progress', client_url: 'https://undangan.example/rina-bayu' });
  await edit({ status: 'completed', client_url: '' });
  expect(await completed()).toEqual([]);
  await edit({ status: 'completed', client_url: 'https://undangan.example/rina-bayu' });
  await edit({
    status: 'completed',
    client_url: 'https://undangan.example/rina-bayu',
    admin_notes: 'dikirim',
  });
  expect(await completed()).toEqual([
    expect.objectContaining({ orderId, clientUrl: 'https://undangan.example/rina-bayu', customer }),
  ]);
  await edit({ status: 'completed', client_url: 'https://undangan.example/rina-dan-bayu' });
  expect(await completed()).toHaveLength(2);
});
