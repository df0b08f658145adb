import { PAYMENT_STATUSES } from '@undangan/contracts';
import { createLogger, runService, RunningService } from '@undangan/platform';
import { createTestDatabase, createTestVhost } from '@undangan/platform/testing';
import { Client } from 'pg';
import { sampleValue, scrape } from '../../platform/test/metrics-text';
import { orderingConfigOf } from '../src/ordering.config';
import { createOrderingProgram } from '../src/ordering.program';
import { PAYMENT_COUNT_INTERVAL_MS } from '../src/payments/payment-metrics';

/** Ordering's /metrics counts the payments in each status when it is scraped. */
jest.setTimeout(60_000);

const logger = createLogger('test', 'silent');
const disposables: { drop(): Promise<void> }[] = [];
let ordering: RunningService;
let sql: Client;

beforeAll(async () => {
  const [vhost, database] = await Promise.all([
    createTestVhost('paymetrics'),
    createTestDatabase('paymetrics'),
  ]);
  disposables.push(vhost, database);
  ordering = await runService(createOrderingProgram(orderingConfigOf()), {
    amqpUrl: vhost.url,
    databaseUrl: database.url,
    httpPort: 0,
    handleSignals: false,
    logger,
  });
  sql = new Client({ connectionString: database.url });
  await sql.connect();
});

afterAll(async () => {
  await sql?.end();
  await ordering?.close();
  await Promise.all(disposables.map((d) => d.drop()));
});

async function addPayment(orderId: string, status: string): Promise<void> {
  await sql.query(
    `INSERT INTO payments (order_id, status, amount, subtotal, customer_name, customer_phone, customer_email)
     VALUES ($1, $2, 150000, 150000, 'Rina & Bayu', '081234567890', 'rina@example.com')`,
    [orderId, status],
  );
}

const byStatus = (text: string) =>
  Object.fromEntries(
    PAYMENT_STATUSES.map((status) => [
      status,
      sampleValue(text, 'payments_by_status', { status, service: 'ordering' }),
    ]),
  );

test('every status is reported, 0 while there are no payments', async () => {
  const counts = byStatus(await scrape(ordering.httpPort));
  expect(counts).toEqual(Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, 0])));
});

const realNow = Date.now.bind(Date);
let clockShift = 0;

/** Moves the clock past the interval within which scrapes reuse the last count. */
function aMinuteLater(): void {
  clockShift += PAYMENT_COUNT_INTERVAL_MS + 1_000;
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + clockShift);
}

afterEach(() => jest.restoreAllMocks());

test('each payment counts once, in its current status, counted at most once a minute', async () => {
  await addPayment('INV-20261123-MTR001', 'paid');
  await addPayment('INV-20261123-MTR002', 'paid');
  await addPayment('INV-20261123-MTR003', 'pending');
  await addPayment('INV-20261123-MTR004', 'charged_back');
  // Within the minute the first scrape's count still stands.
  expect(byStatus(await scrape(ordering.httpPort))).toMatchObject({ paid: 0, pending: 0 });
  aMinuteLater();
  expect(byStatus(await scrape(ordering.httpPort))).toMatchObject({
    paid: 2,
    pending: 1,
    charged_back: 1,
    expired: 0,
    refunded: 0,
  });

  await sql.query("UPDATE payments SET status = 'refunded' WHERE order_id = 'INV-20261123-MTR002'");
  aMinuteLater();
  expect(byStatus(await scrape(ordering.httpPort))).toMatchObject({ paid: 1, refunded: 1, pending: 1 });
});
