import {
  CATALOGUE,
  CartItemInput,
  SAMPLE_CHOICE,
  SAMPLE_CLIENT_ID,
  SAMPLE_COUPLE,
  SAMPLE_ORDER_ID,
  SAMPLE_TRACK_ID,
  sampleCoupleData,
} from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import { openTestDataSource, sleep, waitFor } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { orderingConfigOf } from '../src/ordering.config';
import { createOrderingServices, orderingEntities, orderingMigrations } from '../src/ordering.program';
import { CataloguePrices, DEFAULT_MAX_ORDER_TOTAL } from '../src/pricing/catalogue-prices';
import { SampleOrder } from '../src/sample/sample-order';
import { OrderingBackend, silentLogger, startOrderingBackend } from './backend';

/**
 * The sample couple's order of development (SAMPLE_ORDER): absent from a shop started without the
 * flag; written once, however many replicas write it at once, paid, its data sent and its work
 * finished at /contoh, at the catalogue's price; and written in the background, waiting for a
 * catalogue still starting.
 */
jest.setTimeout(120_000);

const PUBLIC_BASE_URL = 'http://localhost:8080';

let backend: OrderingBackend;
const closing: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  // The program as the test stacks start it: SEED_ON_EMPTY on, SAMPLE_ORDER left at its default.
  backend = await startOrderingBackend('sample_order');
});

afterAll(async () => {
  for (const close of closing.reverse()) await close();
  await backend?.close();
});

/** Ordering's parts on a database of their own, built as the program builds them, asking the backend's catalogue. */
async function orderingOnOwnDatabase(name: string) {
  const db = await openTestDataSource(name, { entities: orderingEntities, migrations: orderingMigrations });
  const services = createOrderingServices(
    { dataSource: db.dataSource, logger: silentLogger, amqpUrl: backend.vhostUrl },
    orderingConfigOf({ PUBLIC_BASE_URL }),
  );
  closing.push(db.close, () => services.catalogue.close());
  const prices = new CataloguePrices(services.catalogue, DEFAULT_MAX_ORDER_TOTAL);
  /** The sample order written with these prices. */
  const sampleWith = (asked: Pick<CataloguePrices, 'quote'>) =>
    new SampleOrder({
      dataSource: db.dataSource,
      ledger: services.ledger,
      prices: Object.assign(Object.create(prices) as CataloguePrices, { quote: asked.quote }),
      publicBaseUrl: PUBLIC_BASE_URL,
    });
  return { dataSource: db.dataSource, services, prices, sampleWith };
}

const paymentsIn = async (dataSource: DataSource) =>
  Number((await dataSource.query('SELECT count(*) AS n FROM payments'))[0].n);

it('is not written by a shop started without SAMPLE_ORDER', async () => {
  // The flag on, the catalogue answering, it is written within a second of the start.
  await sleep(3000);
  const { rows } = await backend.sql.query('SELECT count(*)::int AS n FROM payments');
  expect(rows[0].n).toBe(0);
});

it('is written once by replicas writing it at once: paid, its data sent, finished at /contoh, at the catalogue price', async () => {
  const { dataSource, services, prices, sampleWith } = await orderingOnOwnDatabase('sample_order_once');
  // Each replica has found no sample order before any of them is priced, so all three reach the lock.
  let waiting = 0;
  let allAsked!: () => void;
  const together = new Promise<void>((resolve) => (allAsked = resolve));
  const replica = () =>
    sampleWith({
      quote: async (cart: CartItemInput[]) => {
        if (++waiting === 3) allAsked();
        await together;
        return prices.quote(cart);
      },
    });
  const wrote = await Promise.all([replica(), replica(), replica()].map((sample) => sample.writeIfMissing()));
  expect(wrote.filter(Boolean)).toHaveLength(1);
  expect(await paymentsIn(dataSource)).toBe(1);
  expect(await replica().writeIfMissing()).toBe(false);

  // The catalogue's own figures for the package and design the sample invitation names.
  const exclusive = (await services.catalogue.call(CATALOGUE.listPackages, {})).find(
    (item) => item.name === SAMPLE_CHOICE.package,
  )!;
  const design = (await services.catalogue.call(CATALOGUE.listDesigns, {})).find(
    (item) => item.name === SAMPLE_CHOICE.design && item.package_id === SAMPLE_CHOICE.package,
  )!;
  const order = await services.tracking.coupleOrder(SAMPLE_ORDER_ID);
  expect(order).toMatchObject({
    order_id: SAMPLE_ORDER_ID,
    email: SAMPLE_COUPLE.email,
    customer_name: SAMPLE_COUPLE.name,
    paid: true,
    package: SAMPLE_CHOICE.package,
    stage: 'completed',
    tracking: {
      amount: exclusive.price,
      payment_status: 'paid',
      payment_type: 'Manual',
      work_status: 'completed',
      on_hold: false,
      invitation_url: `${PUBLIC_BASE_URL}/${SAMPLE_CLIENT_ID}`,
    },
  });
  expect(order?.tracking.data_submitted_at).not.toBeNull();
  expect(order?.tracking.promise).not.toBeNull();
  const lines = await dataSource.query(
    'SELECT item_type, item_id, design_id, item_price FROM payment_items WHERE order_id = $1',
    [SAMPLE_ORDER_ID],
  );
  expect(lines).toEqual([
    {
      item_type: 'package',
      item_id: String(exclusive.id),
      design_id: design.id,
      item_price: String(exclusive.price),
    },
  ]);

  // The couple's data as the sample invitation shows it, sent: what the shop would publish.
  const view = await services.invitations.view({ order_id: SAMPLE_ORDER_ID, phone: SAMPLE_COUPLE.phone });
  const sample = sampleCoupleData(SAMPLE_TRACK_ID);
  expect(view).toMatchObject({ design: SAMPLE_CHOICE.design, editable: false });
  expect(view.data).toMatchObject({ groom: sample.groom, bride: sample.bride, music: SAMPLE_TRACK_ID });
  expect(view.data.events.map((event) => event.venue)).toEqual(sample.events.map((event) => event.venue));

  // Announced as any paid order is, so reporting counts it.
  const announced = await dataSource.query(
    `SELECT type FROM outbox WHERE payload->'data'->>'orderId' = $1 ORDER BY occurred_at`,
    [SAMPLE_ORDER_ID],
  );
  expect(announced.map((row: { type: string }) => row.type)).toEqual(['payment.created', 'payment.settled']);
});

it('waits in the background for a catalogue still starting, and gives up after its attempts', async () => {
  const { dataSource, prices, sampleWith } = await orderingOnOwnDatabase('sample_order_waits');
  const retry = { attempts: 4, firstWaitMs: 20, longestWaitMs: 50 };
  const unavailable = () => Promise.reject(rpcFailure('unavailable', 'Layanan sedang tidak tersedia.'));

  let asked = 0;
  const stopNever = sampleWith({ quote: () => (asked++, unavailable()) }).writeInBackground(
    silentLogger,
    retry,
  );
  await waitFor(
    'every attempt',
    () => asked,
    (n) => n >= retry.attempts,
  );
  await sleep(300);
  stopNever();
  expect({ asked, payments: await paymentsIn(dataSource) }).toEqual({ asked: retry.attempts, payments: 0 });

  let starting = 2;
  const stop = sampleWith({
    quote: (cart) => (starting-- > 0 ? unavailable() : prices.quote(cart)),
  }).writeInBackground(silentLogger, retry);
  await waitFor(
    'the sample order',
    () => paymentsIn(dataSource),
    (n) => n === 1,
  );
  stop();
  expect(starting).toBe(-1);
});
