import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import amqplib, { type Channel, type ChannelModel, type GetMessage } from 'amqplib';
import pino from 'pino';
import type { Counter } from 'prom-client';
import type { DataSource, EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { DEAD_LETTER_EXCHANGE, EVENTS_EXCHANGE, type EventEnvelope } from '@undangan/contracts';
import { openDataSource } from '../src/database';
import { metricsRegistry } from '../src/service/metrics';
import { createTestDatabase, createTestVhost, type Disposable } from '../src/testing';
import {
  createOutboxAndInboxTables,
  dropOutboxAndInboxTables,
  enqueueEvent,
  EventBus,
  InboxConsumer,
  OutboxRelay,
  pruneEventTables,
  type EventHandler,
} from '../src/events';
import { waitFor as pollUntil } from '@undangan/platform/testing';

jest.setTimeout(20_000);
const run = promisify(execFile);

class CreateEventTestTables1700000000000 implements MigrationInterface {
  name = 'CreateEventTestTables1700000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createOutboxAndInboxTables(queryRunner);
    await queryRunner.query('CREATE TABLE effect_refs (id text PRIMARY KEY)');
    // No unique key on event_id: only the inbox may stop a second effect.
    await queryRunner.query(`
      CREATE TABLE effects (
        id bigserial PRIMARY KEY,
        event_id uuid NOT NULL,
        ref text NULL REFERENCES effect_refs (id) DEFERRABLE INITIALLY DEFERRED
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE effects');
    await queryRunner.query('DROP TABLE effect_refs');
    await dropOutboxAndInboxTables(queryRunner);
  }
}

interface LogLine {
  level: number;
  msg: string;
  eventId?: string;
  queue?: string;
  retryInMs?: number;
  [key: string]: unknown;
}

const lines: LogLine[] = [];
const logger = pino(
  { level: 'debug' },
  { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
);
const ERROR = 50;

let database: Disposable<never>;
let vhost: Disposable<never>;
let dataSource: DataSource;
let bus: EventBus;
let broker: ChannelModel;
let channel: Channel;
const cleanups: Array<() => Promise<unknown>> = [];

/** The shared polling helper, at this file's pace: events arrive in milliseconds here. */
const waitFor = <T>(probe: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 8_000) =>
  pollUntil(probe, done, timeoutMs, 25);

async function countRows(sql: string, params: unknown[]): Promise<number> {
  const rows: Array<{ n: number }> = await dataSource.query(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return rows[0].n;
}

const effectsOf = (eventId: string) => countRows('effects WHERE event_id = $1', [eventId]);
const inboxRowsOf = (eventId: string) => countRows('inbox WHERE event_id = $1', [eventId]);
const logsAbout = (eventId: string, msg: string) =>
  lines.filter((l) => l.eventId === eventId && l.msg === msg);

const recordEffect: EventHandler = async (event, manager) => {
  await manager.query('INSERT INTO effects (event_id) VALUES ($1)', [event.id]);
};

async function startConsumer(
  queue: string,
  bindings: string[],
  handler: EventHandler,
  extra: { maxAttempts?: number; prefetch?: number } = {},
): Promise<InboxConsumer> {
  const consumer = new InboxConsumer({
    dataSource,
    url: vhost.url,
    queue,
    bindings,
    handler,
    logger,
    ...extra,
  });
  await consumer.start();
  cleanups.push(() => consumer.stop());
  return consumer;
}

/** A plain queue that keeps a copy of every message published with `routingKey`. */
async function spyOn(routingKey: string): Promise<string> {
  const { queue } = await channel.assertQueue('', { exclusive: true });
  await channel.bindQueue(queue, EVENTS_EXCHANGE, routingKey);
  return queue;
}

const messagesIn = async (queue: string) => (await channel.checkQueue(queue)).messageCount;

async function drain(queue: string): Promise<GetMessage[]> {
  const messages: GetMessage[] = [];
  for (;;) {
    const message = await channel.get(queue, { noAck: true });
    if (message === false) return messages;
    messages.push(message);
  }
}

function envelope(type: string, data: object): EventEnvelope {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), version: 1, data };
}

async function commitEvent(type: string, data: object): Promise<EventEnvelope> {
  return dataSource.transaction((manager: EntityManager) => enqueueEvent(manager, type, data));
}

beforeAll(async () => {
  [database, vhost] = await Promise.all([createTestDatabase('events'), createTestVhost('events')]);
  dataSource = await openDataSource({
    url: database.url,
    entities: [],
    migrations: [CreateEventTestTables1700000000000],
    logger,
  });
  broker = await amqplib.connect(vhost.url);
  broker.on('error', () => undefined);
  channel = await broker.createChannel();
  await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
  await channel.assertExchange(DEAD_LETTER_EXCHANGE, 'direct', { durable: true });
  bus = EventBus.connect(vhost.url, logger);
  await waitFor(
    () => bus.isConnected(),
    (connected) => connected,
  );
});

afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

afterAll(async () => {
  await bus?.close();
  await broker?.close().catch(() => undefined);
  await dataSource?.destroy();
  await Promise.allSettled([database?.drop(), vhost?.drop()]);
});

/** Publishes the events in order, then waits until `handled` took effect once and one message lies in `deadQueue`. */
async function publishUntilDeadLettered(events: EventEnvelope[], handled: EventEnvelope, deadQueue: string) {
  for (const event of events) await bus.publish(event);
  await waitFor(
    () => effectsOf(handled.id),
    (n) => n === 1,
  );
  await waitFor(
    () => messagesIn(deadQueue),
    (n) => n === 1,
  );
}

test('an event enqueued in a committed transaction is published once and handled once', async () => {
  const received: EventEnvelope[] = [];
  await startConsumer('test.committed', ['test.committed'], async (event, manager) => {
    received.push(event);
    await recordEffect(event, manager);
  });
  const spy = await spyOn('test.committed');
  // A poll interval far beyond the wait below: only kick() can deliver in time.
  const relay = new OutboxRelay({ dataSource, bus, logger, pollIntervalMs: 60_000 });
  relay.start();
  cleanups.push(() => relay.stop());

  const sent = await dataSource.transaction(async (manager) => {
    await manager.query("INSERT INTO effect_refs (id) VALUES ('business-change')");
    return enqueueEvent(manager, 'test.committed', { orderId: 'INV-1', amount: 150000 }, 'req-42');
  });
  relay.kick();

  await waitFor(
    () => effectsOf(sent.id),
    (n) => n === 1,
    30_000, // half the poll interval: only kick() delivers within it
  );
  expect(received).toEqual([sent]);
  expect(sent).toMatchObject({ type: 'test.committed', version: 1, requestId: 'req-42' });
  // The relay marks the row once the broker confirmed it, which may be after the consumer handled it.
  const [row] = await waitFor(
    () => dataSource.query('SELECT published_at, attempts FROM outbox WHERE id = $1', [sent.id]),
    (rows: { published_at: Date | null; attempts: number }[]) => rows[0]?.published_at != null,
    30_000,
  );
  expect(row.published_at).toBeInstanceOf(Date);
  expect(row.attempts).toBe(1);
  expect(await relay.publishPending()).toBe(0);

  const copies = await drain(spy);
  expect(copies).toHaveLength(1);
  expect(JSON.parse(copies[0].content.toString())).toEqual(sent);
  expect(copies[0].fields.routingKey).toBe('test.committed');
  expect(copies[0].properties).toMatchObject({
    messageId: sent.id,
    deliveryMode: 2,
    contentType: 'application/json',
  });
  expect(await inboxRowsOf(sent.id)).toBe(1);
});

test('an event enqueued in a rolled-back transaction is never published', async () => {
  const spy = await spyOn('test.rolled-back');
  const relay = new OutboxRelay({ dataSource, bus, logger });
  await expect(
    dataSource.transaction(async (manager) => {
      await enqueueEvent(manager, 'test.rolled-back', { orderId: 'INV-2' });
      throw new Error('business rule failed');
    }),
  ).rejects.toThrow('business rule failed');

  expect(await countRows("outbox WHERE type = 'test.rolled-back'", [])).toBe(0);
  expect(await relay.publishPending()).toBe(0);
  expect(await messagesIn(spy)).toBe(0);
  // Outside a transaction the event could outlive a failed change, so it is refused.
  await expect(enqueueEvent(dataSource.manager, 'test.rolled-back', { orderId: 'INV-2' })).rejects.toThrow(
    /open transaction/,
  );
  expect(await countRows("outbox WHERE type = 'test.rolled-back'", [])).toBe(0);
});

test('a relay that crashes between publishing and marking publishes again; the inbox keeps one effect', async () => {
  class CrashingRelay extends OutboxRelay {
    crashesLeft = 1;
    protected override async markPublished(runner: QueryRunner, ids: string[]): Promise<void> {
      if (this.crashesLeft-- > 0) throw new Error('simulated crash after publishing');
      await super.markPublished(runner, ids);
    }
  }
  await startConsumer('test.crash', ['test.crash'], recordEffect);
  const spy = await spyOn('test.crash');
  const relay = new CrashingRelay({ dataSource, bus, logger });
  const sent = await commitEvent('test.crash', { orderId: 'INV-3' });

  await expect(relay.publishPending()).rejects.toThrow('simulated crash after publishing');
  const [before] = await dataSource.query('SELECT published_at, attempts FROM outbox WHERE id = $1', [
    sent.id,
  ]);
  expect(before).toEqual({ published_at: null, attempts: 0 });
  await waitFor(
    () => effectsOf(sent.id),
    (n) => n === 1,
  );

  expect(await relay.publishPending()).toBe(1);
  await waitFor(
    () => logsAbout(sent.id, 'duplicate event ignored').length,
    (n) => n === 1,
  );
  expect(await messagesIn(spy)).toBe(2);
  expect(await effectsOf(sent.id)).toBe(1);
  expect(await inboxRowsOf(sent.id)).toBe(1);
  const [after] = await dataSource.query('SELECT published_at, attempts FROM outbox WHERE id = $1', [
    sent.id,
  ]);
  expect(after.published_at).toBeInstanceOf(Date);
  expect(after.attempts).toBe(1);
});

test('the same event delivered five times has exactly one effect', async () => {
  let calls = 0;
  await startConsumer('test.duplicated', ['test.duplicated'], async (event, manager) => {
    calls += 1;
    await recordEffect(event, manager);
  });
  const event = envelope('test.duplicated', { orderId: 'INV-4' });
  await Promise.all(Array.from({ length: 5 }, () => bus.publish(event)));

  await waitFor(
    () => logsAbout(event.id, 'duplicate event ignored').length,
    (n) => n === 4,
  );
  expect(calls).toBe(1);
  expect(await effectsOf(event.id)).toBe(1);
  expect(await inboxRowsOf(event.id)).toBe(1);
  expect(await messagesIn('test.duplicated')).toBe(0);
});

test('two replicas consuming one queue, each handed the same event at once, apply it once', async () => {
  // Replica b has its own pool, as another process would.
  const otherDataSource = await openDataSource({ url: database.url, entities: [], migrations: [], logger });
  cleanups.push(() => otherDataSource.destroy());
  /** Inbox inserts of another transaction waiting on this one's uncommitted key. */
  const waitingInserts = () =>
    countRows(
      `pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
       AND query LIKE 'INSERT INTO inbox%'`,
      [],
    );
  const handledBy: string[] = [];
  for (const [replica, source] of [
    ['a', dataSource],
    ['b', otherDataSource],
  ] as const) {
    const consumer = new InboxConsumer({
      dataSource: source,
      url: vhost.url,
      queue: 'test.replicas-inbox',
      bindings: ['test.replicas-inbox'],
      logger: logger.child({ replica }),
      handler: async (event, manager) => {
        handledBy.push(replica);
        await recordEffect(event, manager);
        // Keep this transaction open until the other replica's copy is blocked on its inbox key.
        await waitFor(waitingInserts, (n) => n >= 1);
      },
    });
    await consumer.start();
    cleanups.push(() => consumer.stop());
  }
  const event = envelope('test.replicas-inbox', { orderId: 'INV-R' });
  // Two copies (a redelivery): the broker hands them round-robin, one to each replica.
  await Promise.all([bus.publish(event), bus.publish(event)]);

  const ignored = await waitFor(
    () => logsAbout(event.id, 'duplicate event ignored'),
    (found) => found.length === 1,
  );
  expect(handledBy).toHaveLength(1);
  expect(ignored[0].replica).not.toBe(handledBy[0]);
  expect(await effectsOf(event.id)).toBe(1);
  expect(await inboxRowsOf(event.id)).toBe(1);
  expect(await messagesIn('test.replicas-inbox')).toBe(0);
});

test('a handler that keeps throwing is retried maxAttempts times, dead-lettered, and the queue flows on', async () => {
  let poisonCalls = 0;
  // prefetch 1: the good message waits behind the failing one, so it proves the queue moves on.
  await startConsumer(
    'test.poison',
    ['test.poison', 'test.after-poison'],
    async (event, manager) => {
      if (event.type === 'test.poison') {
        poisonCalls += 1;
        await manager.query('INSERT INTO effects (event_id) VALUES ($1)', [event.id]);
        throw new Error('handler exploded');
      }
      await recordEffect(event, manager);
    },
    { maxAttempts: 3, prefetch: 1 },
  );
  const poison = envelope('test.poison', { orderId: 'INV-5' });
  const good = envelope('test.after-poison', { orderId: 'INV-6' });
  await publishUntilDeadLettered([poison, good], good, 'test.poison.dead');
  expect(poisonCalls).toBe(3);
  expect(await effectsOf(poison.id)).toBe(0);
  expect(await inboxRowsOf(poison.id)).toBe(0);
  expect(logsAbout(poison.id, 'event handling failed; retrying')).toHaveLength(2);
  const failures = logsAbout(poison.id, 'event handling failed; dead-lettered');
  expect(failures).toHaveLength(1);
  expect(failures[0].level).toBe(ERROR);

  const dead = await drain('test.poison.dead');
  expect(dead).toHaveLength(1);
  expect(JSON.parse(dead[0].content.toString())).toEqual(poison);
  expect(dead[0].properties.headers?.['x-death']?.[0]).toMatchObject({
    queue: 'test.poison',
    reason: 'rejected',
  });
  expect(await messagesIn('test.poison')).toBe(0);
});

/**
 * A consumer with a batch handler, its first event held until the others wait in the consumer (the
 * queue has handed them all over), so they come to the batch handler together.
 */
async function startBatchConsumer(
  queue: string,
  batchHandler: (events: EventEnvelope[], manager: EntityManager) => Promise<void>,
  handler: EventHandler,
  extra: { maxAttempts?: number } = {},
  waiting: EventEnvelope[] = [],
): Promise<InboxConsumer> {
  await channel.assertQueue(queue, {
    durable: true,
    arguments: {
      'x-dead-letter-exchange': DEAD_LETTER_EXCHANGE,
      'x-dead-letter-routing-key': `${queue}.dead`,
    },
  });
  await channel.bindQueue(queue, EVENTS_EXCHANGE, queue);
  // The events are in the queue before the consumer starts, and its first event is held until the
  // queue has handed it the rest: they arrive together, whatever the machine's speed.
  for (const event of waiting) await bus.publish(event);
  let held = false;
  const consumer = new InboxConsumer({
    dataSource,
    url: vhost.url,
    queue,
    bindings: [queue],
    logger,
    ...extra,
    handler: async (event, manager) => {
      if (!held) {
        held = true;
        await waitFor(
          () => messagesIn(queue),
          (n) => n === 0,
        );
      }
      await handler(event, manager);
    },
    batchHandler,
  });
  await consumer.start();
  cleanups.push(() => consumer.stop());
  return consumer;
}

const outcomesOf = (eventId: string) =>
  logsAbout(eventId, 'event consumed')
    .map((l) => l.outcome)
    .sort();

test('a batch consumer handles the events waiting together in one transaction, each once, a repeated one once', async () => {
  const batches: string[][] = [];
  const queue = 'test.batched';
  const events = Array.from({ length: 8 }, (_, i) => envelope(queue, { orderId: `INV-B${i}` }));
  const repeated = events[3];
  await startBatchConsumer(
    queue,
    async (batch, manager) => {
      batches.push(batch.map((event) => event.id));
      for (const event of batch) await recordEffect(event, manager);
    },
    recordEffect,
    {},
    [...events, repeated],
  );

  await waitFor(
    () => outcomesOf(repeated.id),
    (outcomes) => outcomes.length === 2,
  );
  await waitFor(
    () => countRows('effects WHERE event_id = ANY($1::uuid[])', [events.map((e) => e.id)]),
    (n) => n === events.length,
  );
  expect(batches.some((batch) => batch.length > 1)).toBe(true);
  // No batch handed the repeated event twice; it took effect once and was acked as a duplicate once.
  for (const batch of batches) expect(new Set(batch).size).toBe(batch.length);
  expect(outcomesOf(repeated.id)).toEqual(['duplicate', 'ok']);
  for (const event of events) {
    expect(await effectsOf(event.id)).toBe(1);
    expect(await inboxRowsOf(event.id)).toBe(1);
  }
  expect(await messagesIn(queue)).toBe(0);
});

test('a batch that fails is undone, and each of its events is handled alone: the bad one dead-lettered, the rest once', async () => {
  const queue = 'test.batch-poison';
  const good = Array.from({ length: 4 }, (_, i) => envelope(queue, { orderId: `INV-G${i}` }));
  const poison = envelope(queue, { orderId: 'INV-POISON' });
  const failIfPoison: EventHandler = async (event, manager) => {
    await recordEffect(event, manager);
    if (event.id === poison.id) throw new Error('handler exploded');
  };
  await startBatchConsumer(
    queue,
    async (batch, manager) => {
      for (const event of batch) await failIfPoison(event, manager);
    },
    failIfPoison,
    { maxAttempts: 2 },
    [good[0], good[1], poison, good[2], good[3]],
  );

  await waitFor(
    () => messagesIn(`${queue}.dead`),
    (n) => n === 1,
  );
  await waitFor(
    () => countRows('effects WHERE event_id = ANY($1::uuid[])', [good.map((e) => e.id)]),
    (n) => n === good.length,
  );
  expect(
    lines.filter((l) => l.queue === queue && l.msg === 'event batch failed; handling each event alone'),
  ).not.toEqual([]);
  for (const event of good) {
    expect(await effectsOf(event.id)).toBe(1);
    expect(outcomesOf(event.id)).toEqual(['ok']);
  }
  // What the failed batch wrote for the good events went with it; the poison left nothing behind.
  expect(await effectsOf(poison.id)).toBe(0);
  expect(await inboxRowsOf(poison.id)).toBe(0);
  expect(outcomesOf(poison.id)).toEqual(['dead-lettered']);
  const dead = await drain(`${queue}.dead`);
  expect(JSON.parse(dead[0].content.toString())).toEqual(poison);
});

test('a malformed message is dead-lettered with an error logged and never reaches the handler', async () => {
  let calls = 0;
  await startConsumer('test.malformed', ['test.malformed'], async () => {
    calls += 1;
  });
  const bodies = [
    'this is not JSON {',
    JSON.stringify({ id: 'not-a-uuid', type: 'test.malformed', occurredAt: 'x', version: 1, data: {} }),
    JSON.stringify({ ...envelope('test.malformed', {}), version: 2 }),
  ];
  for (const body of bodies) channel.publish(EVENTS_EXCHANGE, 'test.malformed', Buffer.from(body));

  await waitFor(
    () => messagesIn('test.malformed.dead'),
    (n) => n === 3,
  );
  expect(calls).toBe(0);
  const errors = lines.filter((l) => l.queue === 'test.malformed' && l.level === ERROR).map((l) => l.msg);
  expect(errors).toEqual([
    'event message is not JSON; dead-lettered',
    'event message is not a valid envelope; dead-lettered',
    'event message is not a valid envelope; dead-lettered',
  ]);
  const dead = await drain('test.malformed.dead');
  expect(dead.map((m) => m.content.toString())).toEqual(bodies);
});

test('pruneEventTables removes only published outbox rows and inbox ids older than the cutoff', async () => {
  const [oldPublished, recentPublished, oldUnpublished, oldInbox, recentInbox] = Array.from(
    { length: 5 },
    () => randomUUID(),
  );
  const payload = JSON.stringify(envelope('test.prune', {}));
  await dataSource.query(
    `INSERT INTO outbox (id, type, payload, occurred_at, published_at, attempts) VALUES
       ($1, 'test.prune', $4, now() - interval '3 days', now() - interval '2 days', 1),
       ($2, 'test.prune', $4, now() - interval '3 days', now() - interval '1 minute', 1),
       ($3, 'test.prune', $4, now() - interval '3 days', NULL, 0)`,
    [oldPublished, recentPublished, oldUnpublished, payload],
  );
  await dataSource.query(
    `INSERT INTO inbox (event_id, event_type, processed_at) VALUES
       ($1, 'test.prune', now() - interval '2 days'), ($2, 'test.prune', now() - interval '1 minute')`,
    [oldInbox, recentInbox],
  );
  const inboxBefore = await countRows('inbox', []);
  const outboxBefore = await countRows('outbox', []);

  expect(await pruneEventTables(dataSource, 24 * 60 * 60 * 1000)).toEqual({ outbox: 1, inbox: 1 });

  const outboxLeft: Array<{ id: string }> = await dataSource.query(
    "SELECT id FROM outbox WHERE type = 'test.prune' ORDER BY id",
  );
  expect(outboxLeft.map((r) => r.id)).toEqual([recentPublished, oldUnpublished].sort());
  const inboxLeft: Array<{ event_id: string }> = await dataSource.query(
    "SELECT event_id FROM inbox WHERE event_type = 'test.prune'",
  );
  expect(inboxLeft.map((r) => r.event_id)).toEqual([recentInbox]);
  expect(await countRows('inbox', [])).toBe(inboxBefore - 1);
  expect(await countRows('outbox', [])).toBe(outboxBefore - 1);
  // The stale unpublished row would otherwise be sent by later tests' relays.
  await dataSource.query("DELETE FROM outbox WHERE type = 'test.prune'");
});

test('a message is acked only after its transaction commits: a failing commit is retried, then dead-lettered', async () => {
  let onceCalls = 0;
  let alwaysCalls = 0;
  // The deferred foreign key is checked at COMMIT, after the handler has returned successfully.
  await startConsumer(
    'test.commit',
    ['test.commit-fails-once', 'test.commit-fails-always'],
    async (event, manager) => {
      const failCommit = event.type === 'test.commit-fails-always' ? true : onceCalls === 0;
      if (event.type === 'test.commit-fails-always') alwaysCalls += 1;
      else onceCalls += 1;
      await manager.query('INSERT INTO effects (event_id, ref) VALUES ($1, $2)', [
        event.id,
        failCommit ? 'missing-ref' : null,
      ]);
    },
    { maxAttempts: 2 },
  );
  const once = envelope('test.commit-fails-once', { orderId: 'INV-7' });
  const always = envelope('test.commit-fails-always', { orderId: 'INV-8' });
  await publishUntilDeadLettered([once, always], once, 'test.commit.dead');
  expect(onceCalls).toBe(2);
  expect(await inboxRowsOf(once.id)).toBe(1);
  expect(alwaysCalls).toBe(2);
  expect(await effectsOf(always.id)).toBe(0);
  expect(await inboxRowsOf(always.id)).toBe(0);
  const retried = logsAbout(once.id, 'event handling failed; retrying');
  expect(retried).toHaveLength(1);
  expect((retried[0].err as { code?: string }).code).toBe('23503');
  const [dead] = await drain('test.commit.dead');
  expect(JSON.parse(dead.content.toString())).toEqual(always);
});

test('events go out in the order they were enqueued, even within one millisecond', async () => {
  const spy = await spyOn('test.ordered');
  const relay = new OutboxRelay({ dataSource, bus, logger, batchSize: 7 });
  await dataSource.transaction(async (manager) => {
    for (let seq = 0; seq < 30; seq += 1) await enqueueEvent(manager, 'test.ordered', { seq });
  });
  let published = 0;
  for (let n = await relay.publishPending(); n > 0; n = await relay.publishPending()) published += n;
  expect(published).toBe(30);
  const copies = await drain(spy);
  expect(
    copies.map((m) => (JSON.parse(m.content.toString()) as EventEnvelope<{ seq: number }>).data.seq),
  ).toEqual(Array.from({ length: 30 }, (_, i) => i));
});

test('an idle relay asks its database one statement a poll, and its poll still finds an event nobody kicked it for', async () => {
  const statements = async () =>
    Object.fromEntries(
      (await (metricsRegistry.getSingleMetric('db_statements_total') as Counter).get()).values.map((v) => [
        v.labels.kind,
        v.value,
      ]),
    );
  expect(await countRows('outbox WHERE published_at IS NULL', [])).toBe(0);
  const relay = new OutboxRelay({ dataSource, bus, logger, pollIntervalMs: 10 });
  const before = await statements();
  relay.start();
  cleanups.push(() => relay.stop());
  const idle = await waitFor(statements, (now) => now.alone - before.alone >= 10);
  // Ten polls and more, and not one transaction opened.
  expect(idle.begin).toBe(before.begin);

  const spy = await spyOn('test.unkicked');
  await commitEvent('test.unkicked', { orderId: 'INV-U' });
  await waitFor(
    () => messagesIn(spy),
    (n) => n === 1,
  );
  // The relay marks the row once the broker confirmed it, which may be after the consumer had it.
  await waitFor(
    () => countRows("outbox WHERE type = 'test.unkicked' AND published_at IS NULL", []),
    (unpublished) => unpublished === 0,
  );
});

test('two relays draining the same outbox never send a row twice', async () => {
  const spy = await spyOn('test.replicas');
  const otherBus = EventBus.connect(vhost.url, logger);
  cleanups.push(() => otherBus.close());
  await waitFor(
    () => otherBus.isConnected(),
    (connected) => connected,
  );
  await dataSource.transaction(async (manager) => {
    for (let seq = 0; seq < 60; seq += 1) await enqueueEvent(manager, 'test.replicas', { seq });
  });
  const replicas = [
    new OutboxRelay({ dataSource, bus, logger, batchSize: 5 }),
    new OutboxRelay({ dataSource, bus: otherBus, logger, batchSize: 5 }),
  ];
  const drainOutbox = async (relay: OutboxRelay) => {
    let total = 0;
    for (let n = await relay.publishPending(); n > 0; n = await relay.publishPending()) total += n;
    return total;
  };
  const totals = await Promise.all(replicas.map(drainOutbox));
  expect(totals[0] + totals[1]).toBe(60);
  const ids = (await drain(spy)).map((m) => m.properties.messageId as string);
  expect(ids).toHaveLength(60);
  expect(new Set(ids).size).toBe(60);
  expect(
    await countRows("outbox WHERE type = 'test.replicas' AND published_at IS NOT NULL AND attempts = 1", []),
  ).toBe(60);
});

test('a relay whose broker is unreachable backs off exponentially and keeps running', async () => {
  const deadBus = EventBus.connect('amqp://guest:guest@127.0.0.1:1', logger);
  cleanups.push(() => deadBus.close());
  const relay = new OutboxRelay({ dataSource, bus: deadBus, logger, pollIntervalMs: 20 });
  await expect(relay.publishPending()).rejects.toThrow('The event bus is not connected');
  const firstLine = lines.length;
  relay.start();
  cleanups.push(() => relay.stop());
  const delays = await waitFor(
    () =>
      lines
        .slice(firstLine)
        .filter((l) => l.msg === 'outbox relay pass failed')
        .map((l) => l.retryInMs),
    (found) => found.length >= 4,
    30_000,
  );
  expect(delays.slice(0, 4)).toEqual([40, 80, 160, 320]);
  relay.kick();
  await relay.stop();
  const failuresAtStop = lines.filter((l) => l.msg === 'outbox relay pass failed').length;
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(lines.filter((l) => l.msg === 'outbox relay pass failed').length).toBe(failuresAtStop);
});

async function consumersOn(queue: string): Promise<number> {
  // A passive check of a missing queue closes its channel, so it gets a channel of its own.
  const probe = await broker.createChannel();
  probe.on('error', () => undefined);
  try {
    return (await probe.checkQueue(queue)).consumerCount;
  } catch {
    return 0;
  } finally {
    await probe.close().catch(() => undefined);
  }
}

test('a consumer whose queue is deleted declares it again and resumes', async () => {
  await startConsumer('test.deleted', ['test.deleted'], recordEffect);
  await channel.deleteQueue('test.deleted');
  await waitFor(
    () => lines.filter((l) => l.queue === 'test.deleted' && l.msg.startsWith('consumer cancelled')).length,
    (n) => n === 1,
  );
  await waitFor(
    () => consumersOn('test.deleted'),
    (n) => n === 1,
  );
  const event = envelope('test.deleted', { orderId: 'INV-9' });
  await bus.publish(event);
  await waitFor(
    () => effectsOf(event.id),
    (n) => n === 1,
  );
});

test('start() rejects when the queue already exists with other arguments', async () => {
  await channel.assertQueue('test.conflict', { durable: true });
  const consumer = new InboxConsumer({
    dataSource,
    url: vhost.url,
    queue: 'test.conflict',
    bindings: ['test.conflict'],
    handler: recordEffect,
    logger,
  });
  await expect(consumer.start()).rejects.toThrow(/PRECONDITION_FAILED/);
  expect(consumer.isConnected()).toBe(false);
  expect(await consumersOn('test.conflict')).toBe(0);
});

/** What a broker restart looks like to clients: the broker closes their connections. */
async function closeClientConnections(): Promise<number> {
  const vhostName = decodeURIComponent(new URL(vhost.url).pathname.slice(1));
  const ownPort = (broker.connection as unknown as { stream: { localPort: number } }).stream.localPort;
  const { stdout } = await run('rabbitmqctl', [
    '-q',
    '--no-table-headers',
    'list_connections',
    'vhost',
    'peer_port',
    'pid',
  ]);
  const pids = stdout
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([name, port]) => name === vhostName && Number(port) !== ownPort)
    .map(([, , pid]) => pid);
  await Promise.all(
    pids.map((pid) => run('rabbitmqctl', ['-q', 'close_connection', pid, 'simulated restart'])),
  );
  return pids.length;
}

test('after the broker drops its connections, the bus and the consumer reconnect and events flow again', async () => {
  const consumer = await startConsumer('test.reconnect', ['test.reconnect'], recordEffect);
  const relay = new OutboxRelay({ dataSource, bus, logger });
  const before = await commitEvent('test.reconnect', { n: 1 });
  expect(await relay.publishPending()).toBe(1);
  await waitFor(
    () => effectsOf(before.id),
    (n) => n === 1,
  );
  const disconnects = () => lines.filter((l) => l.msg === 'broker disconnected').length;
  const disconnectsBefore = disconnects();

  expect(await closeClientConnections()).toBe(2);
  await waitFor(disconnects, (n) => n === disconnectsBefore + 2);
  await waitFor(
    () => bus.isConnected() && consumer.isConnected(),
    (connected) => connected,
  );

  const after = await commitEvent('test.reconnect', { n: 2 });
  expect(await relay.publishPending()).toBe(1);
  await waitFor(
    () => effectsOf(after.id),
    (n) => n === 1,
  );
  expect(await effectsOf(before.id)).toBe(1);
});

test('dropOutboxAndInboxTables removes both tables', async () => {
  await dataSource.undoLastMigration();
  const [tables] = await dataSource.query(
    "SELECT to_regclass('public.outbox') AS outbox, to_regclass('public.inbox') AS inbox",
  );
  expect(tables).toEqual({ outbox: null, inbox: null });
});
