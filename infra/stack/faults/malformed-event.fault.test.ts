import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { EVENTS_EXCHANGE } from '@undangan/contracts';
import { FaultStack, waitFor } from './fault-stack';

/**
 * Events reporting cannot use (not JSON; an envelope whose payment has no amount) are parked in
 * `reporting.payments.dead` with an error in the log, and the events behind them still flow.
 */
jest.setTimeout(120_000);

let faults: FaultStack;
let connection: amqp.ChannelModel;
let channel: amqp.ConfirmChannel;

beforeAll(async () => {
  faults = await FaultStack.start();
  connection = await amqp.connect(faults.stack.env.AMQP_URL);
  channel = await connection.createConfirmChannel();
});

afterAll(async () => {
  await connection?.close().catch(() => undefined);
  await faults?.stop();
});

const publishRaw = (routingKey: string, body: Buffer) =>
  new Promise<void>((resolve, reject) =>
    channel.publish(EVENTS_EXCHANGE, routingKey, body, { persistent: true }, (err) =>
      err ? reject(err) : resolve(),
    ),
  );

it('dead-letters malformed payment events, logs an error, and keeps applying good ones', async () => {
  const notJson = Buffer.from('{"id": "tidak lengkap');
  const noAmount = Buffer.from(
    JSON.stringify({
      id: randomUUID(),
      type: 'payment.settled',
      occurredAt: new Date().toISOString(),
      version: 1,
      data: {
        orderId: 'INV-20261122-RUSAK1',
        amount: 'banyak',
        settledAt: new Date().toISOString(),
        items: [],
      },
    }),
  );
  await publishRaw('payment.settled', notJson);
  await publishRaw('payment.settled', noAmount);

  // A good payment right behind them.
  const orderId = await faults.createPayment();
  await faults.settleAtSimulator(orderId);
  await faults.expectFigures(1, 0);

  const depths = await waitFor(
    'both bad events in the dead-letter queue',
    () => faults.queueDepths(),
    (d) => d['reporting.payments.dead'] === 2,
  );
  expect(depths['reporting.payments']).toBe(0);
  const parked: string[] = [];
  for (;;) {
    const message = await channel.get('reporting.payments.dead', { noAck: true });
    if (!message) break;
    parked.push(message.content.toString('utf8'));
  }
  expect(parked.sort()).toEqual([notJson.toString('utf8'), noAmount.toString('utf8')].sort());

  const errors = faults.stack
    .logs('reporting')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level >= 50)
    .map((line) => line.msg);
  expect(errors).toEqual(
    expect.arrayContaining([
      'event message is not JSON; dead-lettered',
      'event handling failed; dead-lettered',
    ]),
  );
});
