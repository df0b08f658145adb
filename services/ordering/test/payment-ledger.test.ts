import { isUniqueViolation, openDataSource } from '@undangan/platform';
import { createTestDatabase } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { FulfilmentOrdersService } from '../src/fulfilment/fulfilment-orders.service';
import { PaymentLedger } from '../src/payments/payment-ledger';
import type { PricedCart } from '../src/pricing/cart-pricing';
import { orderingEntities, orderingMigrations } from '../src/ordering.program';
import { revisionPayments } from '../src/revisions/revision-payments';

/** Opening a payment writes the payment, its lines and its event together, or nothing at all. */
jest.setTimeout(60_000);

let db: { url: string; drop(): Promise<void> };
let dataSource: DataSource;
let ledger: PaymentLedger;
const customer = { name: 'Sari & Dimas', phone: '081311112222', email: 'sari@example.com' };

const cart = (price: number): PricedCart => ({
  lines: [
    {
      type: 'package',
      id: '3',
      name: 'Premium',
      price,
      quantity: 2,
      cartIndex: 0,
      designId: 'premium-sage',
      designName: 'Sage',
      revisionId: null,
    },
    {
      type: 'addon',
      id: '1',
      name: 'Express 2 Hari',
      price: 50_000,
      quantity: 1,
      cartIndex: 0,
      designId: null,
      designName: null,
      revisionId: null,
    },
  ],
  subtotal: price * 2 + 50_000,
  discount: 0,
  total: price * 2 + 50_000,
});

/** Opens a payment inside a transaction, or as a statement of its own. */
const open = (orderId: string, priced: PricedCart, inTransaction = true) => {
  const args = { orderId, priced, customer, paymentType: null, referralCode: null };
  return inTransaction
    ? dataSource.transaction((manager) => ledger.open(manager, args))
    : ledger.open(dataSource.manager, args);
};

const stored = async (orderId: string) => ({
  payment: await dataSource.query(
    'SELECT status, amount, subtotal, customer_name, created_at FROM payments WHERE order_id = $1',
    [orderId],
  ),
  lines: await dataSource.query(
    `SELECT line_no, cart_index, item_type, item_id, item_name, item_price, item_quantity, design_id, design_name
     FROM payment_items WHERE order_id = $1 ORDER BY line_no`,
    [orderId],
  ),
  events: await dataSource.query(`SELECT payload FROM outbox WHERE payload->'data'->>'orderId' = $1`, [
    orderId,
  ]),
});

beforeAll(async () => {
  db = await createTestDatabase('ledger');
  dataSource = await openDataSource({
    url: db.url,
    entities: orderingEntities,
    migrations: orderingMigrations,
  });
  ledger = new PaymentLedger({
    fulfilment: new FulfilmentOrdersService(dataSource),
    revisions: revisionPayments,
  });
});

afterAll(async () => {
  await dataSource?.destroy();
  await db?.drop();
});

it.each([
  ['in a transaction', 'INV-20261122-AAAAAA', true],
  ['as one statement', 'INV-20261122-AAAAAB', false],
])(
  'writes the payment, every line in order and one payment.created, %s',
  async (_, orderId, inTransaction) => {
    const { createdAt } = await open(orderId, cart(199_000), inTransaction);
    const { payment, lines, events } = await stored(orderId);
    expect(payment).toEqual([
      {
        status: 'pending',
        amount: '448000',
        subtotal: '448000',
        customer_name: customer.name,
        created_at: createdAt,
      },
    ]);
    expect(lines).toEqual([
      {
        line_no: 0,
        cart_index: 0,
        item_type: 'package',
        item_id: '3',
        item_name: 'Premium',
        item_price: '199000',
        item_quantity: 2,
        design_id: 'premium-sage',
        design_name: 'Sage',
      },
      {
        line_no: 1,
        cart_index: 0,
        item_type: 'addon',
        item_id: '1',
        item_name: 'Express 2 Hari',
        item_price: '50000',
        item_quantity: 1,
        design_id: null,
        design_name: null,
      },
    ]);
    expect(events).toHaveLength(1);
    expect(events[0].payload).toMatchObject({
      type: 'payment.created',
      data: { orderId, amount: 448_000, createdAt: createdAt.toISOString() },
    });
  },
);

it('refuses a taken order id as a unique violation and leaves the first payment as it was', async () => {
  await open('INV-20261122-BBBBBB', cart(99_000));
  const before = await stored('INV-20261122-BBBBBB');
  for (const inTransaction of [true, false]) {
    const err = await open('INV-20261122-BBBBBB', cart(1), inTransaction).catch((error: unknown) => error);
    expect(isUniqueViolation(err, 'payments_pkey')).toBe(true);
  }
  expect(await stored('INV-20261122-BBBBBB')).toEqual(before);
});

const eventsOf = async (orderId: string, type: string) =>
  (
    (await dataSource.query(
      `SELECT payload FROM outbox WHERE type = $1 AND payload->'data'->>'orderId' = $2 ORDER BY occurred_at`,
      [type, orderId],
    )) as { payload: { data: Record<string, unknown> } }[]
  ).map((row) => row.payload.data);

const move = (orderId: string, status: 'pending' | 'expired', details: Record<string, unknown> = {}) =>
  dataSource.transaction(async (manager) => {
    const payment = (await ledger.lock(manager, orderId))!;
    return ledger.transition(manager, payment, { status }, { source: 'notification', details });
  });

it("tells a pending payment's instructions once the provider gives them, again only when they change, and whom an expiry concerns", async () => {
  const orderId = 'INV-20261127-INSTRU';
  await open(orderId, cart(99_000));
  const va = { paymentType: 'bank_transfer', vaNumbers: [{ bank: 'bca', va_number: '12345678901' }] };
  await move(orderId, 'pending', { providerStatus: 'pending' });
  expect(await eventsOf(orderId, 'payment.instructions-issued')).toEqual([]);
  await move(orderId, 'pending', va);
  await move(orderId, 'pending', va);
  // What else the provider says of it (its state, its expiry) is no new instruction.
  await move(orderId, 'pending', {
    providerStatus: 'pending_again',
    expiryTime: new Date('2026-11-28T07:00:00Z'),
  });
  const told = await eventsOf(orderId, 'payment.instructions-issued');
  expect(told).toHaveLength(1);
  expect(told[0]).toMatchObject({
    orderId,
    amount: 248_000,
    paymentType: 'bank_transfer',
    vaNumbers: va.vaNumbers,
    store: null,
    paymentCode: null,
    customer,
  });
  await move(orderId, 'pending', { vaNumbers: [{ bank: 'bni', va_number: '9880001' }] });
  expect(await eventsOf(orderId, 'payment.instructions-issued')).toHaveLength(2);

  await move(orderId, 'expired');
  expect(await eventsOf(orderId, 'payment.expired')).toEqual([
    expect.objectContaining({ orderId, status: 'expired', customer }),
  ]);
});
