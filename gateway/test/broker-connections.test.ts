import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import amqp from 'amqplib';
import { EVENT_TYPES, EVENTS_EXCHANGE } from '@undangan/contracts';
import { createLogger } from '@undangan/platform';
import { createTestVhost, waitFor } from '@undangan/platform/testing';
import { CatalogueChangeListener } from '../src/catalogue/catalogue-change-listener';
import { QueueProbe } from '../src/rpc/queue-probe';

/**
 * The gateway's own two broker connections, the queue probe (its readiness and the 503 of a
 * stopped service) and the catalogue change listener, come back by themselves after the broker
 * drops them. The outage is made in the test's own vhost: its connections are closed and, until
 * the test says so, refused (the guest user loses its permissions), so every reconnect attempt in
 * between fails as it does while a broker restarts, without stopping the machine's broker.
 */
jest.setTimeout(60_000);

const run = promisify(execFile);
const rabbitmqctl = (...args: string[]) => run('rabbitmqctl', ['-q', ...args]);
const logger = createLogger('test', 'silent');
let vhost: { url: string; drop(): Promise<void> };
let vhostName: string;

beforeAll(async () => {
  vhost = await createTestVhost('broker_conn');
  vhostName = decodeURIComponent(new URL(vhost.url).pathname.slice(1));
});

afterAll(async () => {
  await vhost?.drop();
});

/** Closes every connection of the vhost and refuses new ones until `restore` is called. */
async function breakBroker(): Promise<{ restore(): Promise<void> }> {
  await rabbitmqctl('clear_permissions', '-p', vhostName, 'guest');
  await rabbitmqctl('close_all_connections', '-p', vhostName, 'broker-connections test');
  return {
    restore: async () => {
      await rabbitmqctl('set_permissions', '-p', vhostName, 'guest', '.*', '.*', '.*');
    },
  };
}

it('the queue probe says the broker is away while it is, and reachable again once it is back', async () => {
  const probe = new QueueProbe(vhost.url, logger, 0);
  // A consumer of a queue of its own; the outage closes it too (an error it may ignore).
  const holder = await amqp.connect(vhost.url);
  holder.on('error', () => undefined);
  try {
    const channel = await holder.createChannel();
    // Not exclusive: another connection's check of an exclusive queue is refused (405).
    const { queue } = await channel.assertQueue('probe-first', { autoDelete: true });
    await channel.consume(queue, () => undefined);
    expect(await probe.brokerReachable()).toBe(true);
    expect(await probe.consumerCount(queue)).toBe(1);

    const outage = await breakBroker();
    // Asked again and again while the broker refuses: each answer is "away", none hangs.
    await waitFor(
      'the probe to see the outage',
      () => probe.brokerReachable(),
      (up) => !up,
      10_000,
      50,
    );
    expect(await probe.brokerReachable()).toBe(false);
    await outage.restore();

    await waitFor(
      'the probe to reach the broker again',
      () => probe.brokerReachable(),
      (up) => up,
      15_000,
      100,
    );
    const again = await amqp.connect(vhost.url);
    try {
      const channel2 = await again.createChannel();
      const { queue: queue2 } = await channel2.assertQueue('probe-again', { autoDelete: true });
      await channel2.consume(queue2, () => undefined);
      expect(await probe.consumerCount(queue2)).toBe(1);
    } finally {
      await again.close();
    }
  } finally {
    await holder.close().catch(() => undefined);
    await probe.close();
  }
});

it('the catalogue change listener says when it lost the broker and hears changes again after', async () => {
  const heard = { changed: 0, subscribed: 0, lost: 0 };
  const listener = new CatalogueChangeListener(vhost.url, logger, {
    changed: () => heard.changed++,
    subscribed: () => heard.subscribed++,
    lost: () => heard.lost++,
  });
  const publisher = { connection: undefined as amqp.ChannelModel | undefined };
  const publish = async () => {
    if (!publisher.connection) {
      publisher.connection = await amqp.connect(vhost.url);
      publisher.connection.on('error', () => undefined);
    }
    const channel = await publisher.connection.createChannel();
    await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
    channel.publish(EVENTS_EXCHANGE, EVENT_TYPES.catalogueChanged, Buffer.from('{}'));
    await channel.close();
  };
  try {
    expect(await listener.start(10_000)).toBe(true);
    await publish();
    await waitFor(
      'the first change heard',
      () => heard.changed,
      (n) => n === 1,
    );

    const outage = await breakBroker();
    publisher.connection = undefined;
    await waitFor(
      'the loss reported',
      () => heard.lost,
      (n) => n >= 1,
    );
    await outage.restore();

    await waitFor(
      'the subscription back',
      () => heard.subscribed,
      (n) => n >= 2,
      15_000,
    );
    await publish();
    await waitFor(
      'a change heard after the outage',
      () => heard.changed,
      (n) => n === 2,
    );
  } finally {
    await publisher.connection?.close().catch(() => undefined);
    await listener.close();
  }
});
