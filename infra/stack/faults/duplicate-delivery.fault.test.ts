import type { EventEnvelope } from '@undangan/contracts';
import { createLogger, EventBus } from '@undangan/platform';
import { FaultStack, waitFor } from './fault-stack';

/**
 * The broker hands reporting the same payment.settled event again and again (a relay that crashed
 * after publishing, a redelivery after a lost ack): the payment counts once.
 */
jest.setTimeout(120_000);

let faults: FaultStack;
let bus: EventBus;

beforeAll(async () => {
  faults = await FaultStack.start();
  bus = EventBus.connect(faults.stack.env.AMQP_URL, createLogger('test', 'silent'));
  await bus.waitForConnect();
});

afterAll(async () => {
  await bus?.close();
  await faults?.stop();
});

async function settledEnvelope(orderId: string): Promise<EventEnvelope> {
  const { rows } = await faults.ordering.query(
    `SELECT payload FROM outbox WHERE type = 'payment.settled' AND payload->'data'->>'orderId' = $1`,
    [orderId],
  );
  expect(rows).toHaveLength(1);
  return rows[0].payload as EventEnvelope;
}

it('applies a payment.settled event delivered five more times, queued together, once', async () => {
  await faults.stack.stopProgram('reporting');
  const orderId = await faults.createPayment();
  await faults.settleAtSimulator(orderId);
  await waitFor(
    'ordering to record the payment',
    () => faults.statusCounts(),
    (c) => c.paid === 1,
  );
  await waitFor(
    'the outbox to be published',
    async () =>
      (await faults.ordering.query('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL'))
        .rows[0].n,
    (n) => n === 0,
  );
  const envelope = await settledEnvelope(orderId);
  for (let i = 0; i < 5; i++) await bus.publish(envelope);
  // created + settled + five copies of settled, all waiting for reporting.
  await waitFor(
    'the copies to be queued',
    () => faults.queueDepths(),
    (d) => d['reporting.payments'] === 7,
  );

  // Back up, reporting takes them all at once (prefetch): the copies race each other for the inbox.
  await faults.stack.startProgram('reporting');
  await faults.expectFigures(1, 0);
});

it('ignores five more copies of an event it has already applied', async () => {
  const orderId = await faults.createPayment();
  await faults.settleAtSimulator(orderId);
  await faults.expectFigures(2, 0);
  const envelope = await settledEnvelope(orderId);
  await Promise.all(Array.from({ length: 5 }, () => bus.publish(envelope)));
  await faults.expectFigures(2, 0);
});
