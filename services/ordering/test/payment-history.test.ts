import { RpcException } from '@nestjs/microservices';
import { EventEnvelope, ORDERING, PaymentHistoryCursor, PaymentHistoryPage } from '@undangan/contracts';
import { createLogger, openDataSource, parseRpcInput } from '@undangan/platform';
import { createTestDatabase } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { orderingEntities, orderingMigrations } from '../src/ordering.program';
import { historyEventId, PaymentHistoryService } from '../src/payments/payment-history.service';

/** The payment history read models are rebuilt from: every payment once, in keyset pages. */
jest.setTimeout(60_000);

let dataSource: DataSource;
let drop: () => Promise<void>;
let history: PaymentHistoryService;

// Ties on purpose: three payments in the same microsecond, two a microsecond apart (a JavaScript
// Date would see those two as equal and a millisecond cursor would skip or repeat them).
const payments = [
  {
    id: 'INV-20261101-AAAA01',
    status: 'paid',
    at: '2026-11-01 10:00:00.000001+00',
    settled: '2026-11-01 17:30:00+00',
  },
  { id: 'INV-20261101-AAAA02', status: 'pending', at: '2026-11-01 10:00:00.000002+00', settled: null },
  { id: 'INV-20261101-BBBB03', status: 'expired', at: '2026-11-02 08:00:00.123456+00', settled: null },
  {
    id: 'INV-20261101-BBBB01',
    status: 'paid',
    at: '2026-11-02 08:00:00.123456+00',
    settled: '2026-11-30 18:00:00+00',
  },
  { id: 'INV-20261101-BBBB02', status: 'rejected', at: '2026-11-02 08:00:00.123456+00', settled: null },
  { id: 'INV-20261101-CCCC01', status: 'failed', at: '2026-11-03 09:00:00+00', settled: null },
  {
    id: 'INV-20261101-CCCC02',
    status: 'paid',
    at: '2026-11-03 09:00:00.5+00',
    settled: '2026-12-01 01:00:00+00',
  },
];

beforeAll(async () => {
  const db = await createTestDatabase('history');
  drop = db.drop;
  dataSource = await openDataSource({
    url: db.url,
    entities: orderingEntities,
    migrations: orderingMigrations,
    logger: createLogger('test', 'silent'),
  });
  history = new PaymentHistoryService(dataSource);
  for (const p of payments) {
    await dataSource.query(
      `INSERT INTO payments (order_id, status, payment_type, amount, subtotal, discount, customer_name,
         customer_phone, customer_email, created_at, updated_at, settled_at)
       VALUES ($1, $2, 'bank_transfer', 259000, 259000, 0, 'Dewi', '0812345678', 'dewi@example.com', $3, $3, $4)`,
      [p.id, p.status, p.at, p.settled],
    );
    await dataSource.query(
      `INSERT INTO payment_items (order_id, line_no, cart_index, item_type, item_id, item_name, item_price,
         item_quantity, design_id, design_name)
       VALUES ($1, 0, 0, 'package', '3', 'Premium', 179000, 1, 'premium-eucalyptus-mist', 'Eucalyptus Mist'),
              ($1, 1, 0, 'addon', '5', 'Split Link', 80000, 1, NULL, NULL)`,
      [p.id],
    );
  }
});

afterAll(async () => {
  await dataSource?.destroy();
  await drop?.();
});

async function allPages(limit: number): Promise<PaymentHistoryPage[]> {
  const pages: PaymentHistoryPage[] = [];
  let after: PaymentHistoryCursor | undefined;
  do {
    const page = await history.page(after ? { after, limit } : { limit });
    pages.push(page);
    after = page.next ?? undefined;
  } while (after && pages.length < 20);
  return pages;
}

const orderOf = (events: EventEnvelope[]) =>
  events
    .filter((event) => event.type === 'payment.created')
    .map((event) => (event.data as { orderId: string }).orderId);

it('walks every payment once, oldest first, across pages that split same-microsecond ties', async () => {
  const expectedOrder = [
    'INV-20261101-AAAA01',
    'INV-20261101-AAAA02',
    'INV-20261101-BBBB01',
    'INV-20261101-BBBB02',
    'INV-20261101-BBBB03',
    'INV-20261101-CCCC01',
    'INV-20261101-CCCC02',
  ];
  // A full page always names a next one, so a history that ends on a page boundary ends with an empty page.
  const pageSizes: Record<number, number[]> = {
    1: [1, 1, 1, 1, 1, 1, 1, 0],
    2: [2, 2, 2, 1],
    3: [3, 3, 1],
    7: [7, 0],
    1000: [7],
  };
  for (const [limit, sizes] of Object.entries(pageSizes)) {
    const pages = await allPages(Number(limit));
    expect(orderOf(pages.flatMap((page) => page.events))).toEqual(expectedOrder);
    expect(pages.map((page) => page.payments)).toEqual(sizes);
  }
  const [first] = await allPages(2);
  expect(first.next).toEqual({ createdAt: '2026-11-01T10:00:00.000002Z', orderId: 'INV-20261101-AAAA02' });
});

it('describes each payment by its creation and the event of its final status', async () => {
  const [page] = await allPages(1000);
  const byOrder = (id: string) =>
    page.events.filter((event) => (event.data as { orderId: string }).orderId === id);
  const items = [
    { type: 'package', id: '3', name: 'Premium', price: 179_000, quantity: 1 },
    { type: 'addon', id: '5', name: 'Split Link', price: 80_000, quantity: 1 },
  ];
  const customer = { name: 'Dewi', phone: '0812345678', email: 'dewi@example.com' };
  expect(byOrder('INV-20261101-BBBB01')).toEqual([
    {
      id: historyEventId('INV-20261101-BBBB01', 'payment.created'),
      type: 'payment.created',
      occurredAt: '2026-11-02T08:00:00.123Z',
      version: 1,
      data: {
        orderId: 'INV-20261101-BBBB01',
        amount: 259_000,
        paymentType: 'bank_transfer',
        createdAt: '2026-11-02T08:00:00.123Z',
        items,
        customer,
        version: 1,
      },
    },
    {
      id: historyEventId('INV-20261101-BBBB01', 'payment.settled'),
      type: 'payment.settled',
      occurredAt: '2026-11-30T18:00:00.000Z',
      version: 1,
      data: {
        orderId: 'INV-20261101-BBBB01',
        amount: 259_000,
        paymentType: 'bank_transfer',
        settledAt: '2026-11-30T18:00:00.000Z',
        items,
        customer,
        version: 2,
      },
    },
  ]);
  const types = (id: string) =>
    byOrder(id).map((event) => [event.type, (event.data as { status?: string }).status]);
  expect(types('INV-20261101-AAAA02')).toEqual([['payment.created', undefined]]);
  expect(types('INV-20261101-BBBB03')).toEqual([
    ['payment.created', undefined],
    ['payment.expired', 'expired'],
  ]);
  expect(types('INV-20261101-BBBB02')).toEqual([
    ['payment.created', undefined],
    ['payment.failed', 'rejected'],
  ]);
  expect(types('INV-20261101-CCCC01')).toEqual([
    ['payment.created', undefined],
    ['payment.failed', 'failed'],
  ]);
  // The same history read twice gives the same envelopes, ids included.
  expect((await allPages(1000))[0].events).toEqual(page.events);
  expect(new Set(page.events.map((event) => event.id)).size).toBe(page.events.length);
  expect(
    page.events.every((event) =>
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(event.id),
    ),
  ).toBe(true);
});

it('refuses page sizes above 1000 and cursors it did not make, with 400', () => {
  for (const request of [
    { limit: 0 },
    { limit: 1001 },
    { limit: 2.5 },
    { after: { createdAt: '2026-11-01T10:00:00Z', orderId: 'INV-1' } },
    { after: { createdAt: '2026-11-01T10:00:00.000001Z', orderId: "x' OR 1=1" } },
  ]) {
    // The contract's check, which @Handles applies before the service is asked.
    let failure: unknown;
    try {
      parseRpcInput(ORDERING.paymentHistory.schema, request);
    } catch (err) {
      failure = err;
    }
    expect(failure).toBeInstanceOf(RpcException);
    expect((failure as RpcException).getError()).toMatchObject({ status: 400, code: 'bad_request' });
  }
});
