import { randomUUID } from 'node:crypto';
import { connectBroker, createLogger } from '@undangan/platform';
import { TEST_POSTGRES_URL, uniqueName } from '@undangan/platform/testing';
import type { Channel, ConsumeMessage } from 'amqplib';
import { Client } from 'pg';
import { withDatabase } from './bare-checkout';
import { startBareServer } from './bare-server';
import { percentiles } from './load';
import type { Latency } from './results';

/**
 * The least a settled payment's way to the balance can cost on this machine, one at a time: a
 * committed row with its event (the writer's transaction), the event through the machine's
 * RabbitMQ (published with a confirm, consumed), a committed row in a second database (the
 * reader's), and one HTTP request answered by bare node:http (the balance read). No service, no
 * framework: the baseline beside section 3's figures.
 */
export async function bareEventPath(amqpUrl: string, count: number): Promise<Latency> {
  const database = uniqueName('bench_bare_event');
  const maintenance = new Client({ connectionString: withDatabase(TEST_POSTGRES_URL, 'postgres') });
  await maintenance.connect();
  await maintenance.query(`CREATE DATABASE "${database}"`);
  const writer = new Client({ connectionString: withDatabase(TEST_POSTGRES_URL, database) });
  const reader = new Client({ connectionString: withDatabase(TEST_POSTGRES_URL, database) });
  const broker = connectBroker(amqpUrl, createLogger('bench', 'warn'), 'bench:bare-event-path');
  const bare = await startBareServer(Buffer.from('{"total_revenue":0}'), {
    'content-type': 'application/json',
  });
  try {
    await writer.connect();
    await reader.connect();
    await writer.query(
      `CREATE TABLE payments (id uuid PRIMARY KEY, amount bigint NOT NULL, status text NOT NULL);
       CREATE TABLE outbox (id uuid PRIMARY KEY, payload jsonb NOT NULL);
       CREATE TABLE balance_events (id uuid PRIMARY KEY, amount bigint NOT NULL)`,
    );
    let deliver: ((message: ConsumeMessage) => void) | undefined;
    let queue = '';
    const channel = broker.createChannel({
      confirm: true,
      setup: async (ch: Channel) => {
        queue = (await ch.assertQueue('', { exclusive: true, autoDelete: true })).queue;
        await ch.consume(queue, (message) => {
          if (message) {
            ch.ack(message);
            deliver?.(message);
          }
        });
      },
    });
    await channel.waitForConnect();
    const timings: number[] = [];
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const started = process.hrtime.bigint();
      await writer.query('BEGIN');
      await writer.query(`INSERT INTO payments VALUES ($1, 309000, 'paid')`, [id]);
      await writer.query(`INSERT INTO outbox VALUES ($1, $2)`, [id, JSON.stringify({ id, amount: 309000 })]);
      await writer.query('COMMIT');
      const received = new Promise<ConsumeMessage>((resolve) => (deliver = resolve));
      await channel.sendToQueue(queue, Buffer.from(JSON.stringify({ id, amount: 309000 })), {
        persistent: true,
      });
      const message = await received;
      const event = JSON.parse(message.content.toString()) as { id: string; amount: number };
      await reader.query('BEGIN');
      await reader.query('INSERT INTO balance_events VALUES ($1, $2)', [event.id, event.amount]);
      await reader.query('COMMIT');
      await (await fetch(bare.url)).arrayBuffer();
      timings.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    await channel.close();
    return percentiles(timings);
  } finally {
    await bare.close();
    await broker.close();
    await writer.end().catch(() => undefined);
    await reader.end().catch(() => undefined);
    await maintenance.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await maintenance.end();
  }
}
