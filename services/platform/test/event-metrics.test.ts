import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import amqplib, { type ChannelModel } from 'amqplib';
import pino from 'pino';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { EVENTS_EXCHANGE, type EventEnvelope } from '@undangan/contracts';
import { createOutboxAndInboxTables, dropOutboxAndInboxTables, InboxConsumer } from '../src/events';
import { runService, type RunningService, type ServiceContext, type ServiceProgram } from '../src/service';
import { createTestDatabase, createTestVhost, uniqueName, type Disposable } from '../src/testing';
import { sampleValue, scrape } from './metrics-text';
import { waitFor } from '@undangan/platform/testing';

/**
 * A running service's /metrics, as Prometheus scrapes it: how far its outbox lags, and how many
 * events its consumers dead-lettered.
 */

jest.setTimeout(30_000);

class CreateProbeTables1700000000001 implements MigrationInterface {
  name = 'CreateProbeTables1700000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createOutboxAndInboxTables(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropOutboxAndInboxTables(queryRunner);
  }
}

@Module({})
class ProbeModule {}

const SERVICE = 'metrics-probe';
const QUEUE = 'probe.failing';
const logger = pino({ level: 'silent' });

let database: Disposable<never>;
let vhost: Disposable<never>;
let broker: ChannelModel;
let service: RunningService;
let context: ServiceContext;

const program: ServiceProgram<{ consumer: InboxConsumer }> = {
  name: SERVICE,
  queue: uniqueName('probe_rpc'),
  defaultDatabase: 'unused',
  entities: [],
  migrations: [CreateProbeTables1700000000001],
  prepare: async (ctx) => {
    context = ctx;
    const consumer = new InboxConsumer({
      dataSource: ctx.dataSource,
      url: ctx.amqpUrl,
      queue: QUEUE,
      bindings: ['probe.#'],
      handler: () => Promise.reject(new Error('this handler always fails')),
      logger: ctx.logger,
      maxAttempts: 1,
    });
    await consumer.start();
    return { consumer };
  },
  module: () => ProbeModule,
  onShutdown: (_ctx, { consumer }) => consumer.stop(),
};

async function waitForMetric(
  name: string,
  labels: Record<string, string>,
  done: (value: number | undefined) => boolean,
): Promise<number | undefined> {
  return waitFor(
    `${name} ${JSON.stringify(labels)}`,
    async () => sampleValue(await scrape(service.httpPort), name, labels),
    done,
    10_000,
  );
}

beforeAll(async () => {
  [database, vhost] = await Promise.all([createTestDatabase('metrics'), createTestVhost('metrics')]);
  service = await runService(program, {
    databaseUrl: database.url,
    amqpUrl: vhost.url,
    httpPort: 0,
    handleSignals: false,
    logger,
  });
  broker = await amqplib.connect(vhost.url);
  broker.on('error', () => undefined);
});

afterAll(async () => {
  await broker?.close().catch(() => undefined);
  await service?.close();
  await Promise.allSettled([database?.drop(), vhost?.drop()]);
});

test('the outbox lag: unpublished events and the age of the oldest, then 0 once the relay caught up', async () => {
  const labels = { service: SERVICE };
  const idle = await scrape(service.httpPort);
  expect(sampleValue(idle, 'outbox_unpublished_events', labels)).toBe(0);
  expect(sampleValue(idle, 'outbox_oldest_unpublished_age_seconds', labels)).toBe(0);

  // With the relay paused, two events wait, the older for 90 seconds; a published one does not count.
  await context.relay.stop();
  const envelope = (): EventEnvelope => ({
    id: randomUUID(),
    type: 'lag.nobody-listens',
    occurredAt: new Date().toISOString(),
    version: 1,
    data: {},
  });
  const insert = (e: EventEnvelope, ageSeconds: number, published: boolean) =>
    context.dataSource.query(
      `INSERT INTO outbox (id, type, payload, occurred_at, published_at)
       VALUES ($1, $2, $3::jsonb, now() - make_interval(secs => $4), CASE WHEN $5 THEN now() END)`,
      [e.id, e.type, JSON.stringify(e), ageSeconds, published],
    );
  await insert(envelope(), 90, false);
  await insert(envelope(), 5, false);
  await insert(envelope(), 600, true);

  const lagging = await scrape(service.httpPort);
  expect(sampleValue(lagging, 'outbox_unpublished_events', labels)).toBe(2);
  const age = sampleValue(lagging, 'outbox_oldest_unpublished_age_seconds', labels) ?? 0;
  expect(age).toBeGreaterThanOrEqual(90);
  expect(age).toBeLessThan(120);

  context.relay.start();
  await waitForMetric('outbox_unpublished_events', labels, (value) => value === 0);
  const caughtUp = await scrape(service.httpPort);
  expect(sampleValue(caughtUp, 'outbox_oldest_unpublished_age_seconds', labels)).toBe(0);
  // The two the broker confirmed are counted as published, by type; the one published before is not.
  expect(sampleValue(caughtUp, 'events_published_total', { ...labels, type: 'lag.nobody-listens' })).toBe(2);
});

test("the statements sent to the service's database, by kind: each a round trip, the transactions begin and alone", async () => {
  // The relay's polls would count too: paused, only the scrape's own lag query runs beside ours.
  await context.relay.stop();
  try {
    const kinds = ['begin', 'in_transaction', 'commit', 'rollback', 'alone'];
    const count = async () => {
      const text = await scrape(service.httpPort);
      return Object.fromEntries(
        kinds.map((kind) => [
          kind,
          sampleValue(text, 'db_statements_total', { service: SERVICE, kind }) ?? 0,
        ]),
      );
    };
    const before = await count();
    await context.dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1');
      await manager.query('SELECT 2');
    });
    await expect(
      context.dataSource.transaction(async (manager) => {
        await manager.query('SELECT 3');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await context.dataSource.query('SELECT 4');
    const after = await count();
    const grown = Object.fromEntries(kinds.map((kind) => [kind, after[kind] - before[kind]]));
    expect({ ...grown, alone: undefined }).toEqual({
      begin: 2,
      in_transaction: 3,
      commit: 1,
      rollback: 1,
      alone: undefined,
    });
    // SELECT 4, and the lag gauge's query for the second scrape when it ran before the count was read.
    expect(grown.alone).toBeGreaterThanOrEqual(1);
    expect(grown.alone).toBeLessThanOrEqual(2);
  } finally {
    context.relay.start();
  }
});

test('dead letters, by queue and reason, from 0', async () => {
  const failed = { queue: QUEUE, reason: 'handler_failed', service: SERVICE };
  const unreadable = { queue: QUEUE, reason: 'unreadable', service: SERVICE };
  const before = await scrape(service.httpPort);
  expect(sampleValue(before, 'events_dead_lettered_total', failed)).toBe(0);
  expect(sampleValue(before, 'events_dead_lettered_total', unreadable)).toBe(0);

  const channel = await broker.createConfirmChannel();
  const event: EventEnvelope = {
    id: randomUUID(),
    type: 'probe.fails',
    occurredAt: new Date().toISOString(),
    version: 1,
    data: {},
  };
  channel.publish(EVENTS_EXCHANGE, 'probe.fails', Buffer.from(JSON.stringify(event)), { persistent: true });
  channel.publish(EVENTS_EXCHANGE, 'probe.garbled', Buffer.from('{ not json'), { persistent: true });
  await channel.waitForConfirms();
  await channel.close();

  expect(await waitForMetric('events_dead_lettered_total', failed, (value) => value === 1)).toBe(1);
  expect(await waitForMetric('events_dead_lettered_total', unreadable, (value) => value === 1)).toBe(1);
  // The delivery handled is counted by its outcome; the unreadable one never reached a handler.
  const handled = await scrape(service.httpPort);
  expect(
    sampleValue(handled, 'events_consumed_total', {
      queue: QUEUE,
      outcome: 'dead-lettered',
      service: SERVICE,
    }),
  ).toBe(1);
  expect(
    sampleValue(handled, 'events_consumed_total', { queue: QUEUE, outcome: 'ok', service: SERVICE }),
  ).toBe(undefined);
});
