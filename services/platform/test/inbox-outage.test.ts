import { randomUUID } from 'node:crypto';
import amqplib from 'amqplib';
import pino from 'pino';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import type { EventEnvelope } from '@undangan/contracts';
import { openDataSource } from '../src/database';
import { createOutboxAndInboxTables, EventBus, InboxConsumer } from '../src/events';
import { createTestDatabase, createTestVhost, type Disposable } from '../src/testing';
import { waitFor } from '@undangan/platform/testing';

/**
 * A database connection that drops while the handler runs is an outage, not a bad event: the
 * consumer waits and tries again as long as it takes, and never dead-letters the event for it.
 */
jest.setTimeout(30_000);

class CreateOutageTestTables1700000000001 implements MigrationInterface {
  name = 'CreateOutageTestTables1700000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createOutboxAndInboxTables(queryRunner);
    await queryRunner.query('CREATE TABLE effects (event_id uuid NOT NULL)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE effects');
  }
}

const lines: { level: number; msg: string }[] = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });

let database: Disposable<never>;
let vhost: Disposable<never>;
let dataSource: DataSource;
let bus: EventBus;
let consumer: InboxConsumer;

beforeAll(async () => {
  [database, vhost] = await Promise.all([createTestDatabase('outage'), createTestVhost('outage')]);
  dataSource = await openDataSource({
    url: database.url,
    entities: [],
    migrations: [CreateOutageTestTables1700000000001],
    logger,
  });
  bus = EventBus.connect(vhost.url, logger);
  await bus.waitForConnect();
});

afterAll(async () => {
  await consumer?.stop();
  await bus?.close();
  await dataSource?.destroy();
  await Promise.allSettled([database?.drop(), vhost?.drop()]);
});

it('retries an event whose connection was cut mid-handler more often than maxAttempts, and applies it once', async () => {
  let calls = 0;
  consumer = new InboxConsumer({
    dataSource,
    url: vhost.url,
    queue: 'test.outage',
    bindings: ['test.outage'],
    logger,
    maxAttempts: 3,
    handler: async (event, manager) => {
      calls += 1;
      await manager.query('INSERT INTO effects (event_id) VALUES ($1)', [event.id]);
      // The first four runs lose their connection after writing: PostgreSQL terminates it.
      if (calls <= 4) await manager.query('SELECT pg_terminate_backend(pg_backend_pid())');
    },
  });
  await consumer.start();
  const event: EventEnvelope = {
    id: randomUUID(),
    type: 'test.outage',
    occurredAt: new Date().toISOString(),
    version: 1,
    data: { orderId: 'INV-1' },
  };
  await bus.publish(event);

  await waitFor(
    'five handler calls',
    () => calls,
    (n) => n >= 5,
    20_000,
    50,
  );
  const effects = async () =>
    (await dataSource.query('SELECT count(*)::int AS n FROM effects WHERE event_id = $1', [event.id]))[0].n;
  await waitFor('the effect recorded', effects, (n: number) => n > 0, 20_000, 50);

  expect(calls).toBe(5);
  expect(await effects()).toBe(1);
  expect(lines.filter((l) => l.msg === 'database unavailable while handling an event')).toHaveLength(4);
  expect(lines.filter((l) => l.msg === 'event handling failed; dead-lettered')).toHaveLength(0);
  const broker = await amqplib.connect(vhost.url);
  try {
    const channel = await broker.createChannel();
    expect((await channel.checkQueue('test.outage.dead')).messageCount).toBe(0);
    expect((await channel.checkQueue('test.outage')).messageCount).toBe(0);
  } finally {
    await broker.close();
  }
});
