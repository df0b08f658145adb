import type { AmqpConnectionManager, ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';
import type { DataSource, EntityManager } from 'typeorm';
import {
  DEAD_LETTER_EXCHANGE,
  EVENTS_EXCHANGE,
  isEventEnvelope,
  type EventEnvelope,
} from '@undangan/contracts';
import { isDatabaseUnavailable } from '../database-errors';
import type { Logger } from '../logger';
import { assertEventExchanges, connectBroker, reconnectOnChannelError } from './amqp-connection';
import { countConsumed, countDeadLetter, declareDeadLetters } from './event-metrics';
import { recordHandled, recordHandledAll } from './inbox.table';
import { endSpan, runInSpan, spanIds, startSpan, type Span } from '../tracing';

export type EventHandler = (event: EventEnvelope, manager: EntityManager) => Promise<void>;
/** Handles several events, in the order they were delivered, in one transaction. */
export type BatchEventHandler = (events: EventEnvelope[], manager: EntityManager) => Promise<void>;

export interface InboxConsumerOptions {
  dataSource: DataSource;
  url: string;
  /** A durable queue, one per purpose; `<queue>.dead` receives what keeps failing. */
  queue: string;
  /** Routing keys (event types or topic patterns such as `payment.*`). */
  bindings: string[];
  handler: EventHandler;
  logger: Logger;
  /** Handler runs per message before it is dead-lettered; default 3. */
  maxAttempts?: number;
  /** Unacknowledged messages in flight at once; default 20. */
  prefetch?: number;
  /** Told of each event once its handler's transaction has committed (not of duplicates). */
  afterCommit?: (event: EventEnvelope) => void;
  /**
   * For a consumer whose effects add up (a read model): the events delivered while the previous
   * batch was being handled (up to `prefetch`) are handled together, in one transaction with their
   * inbox rows, instead of one transaction each. One event alone, and each event of a batch that
   * failed, goes to `handler` by itself, with its retries, outage waits and dead letter. The batch
   * runs in no event's span (each event still has its span and its line): it suits a handler that
   * causes nothing further.
   */
  batchHandler?: BatchEventHandler;
}

/** A delivery and the channel it came on, which alone can settle it. */
interface Delivery {
  ch: Channel;
  msg: ConsumeMessage;
}

/** How handling one delivery ended, as its span line says. */
type EventOutcome = 'ok' | 'duplicate' | 'dead-lettered' | 'redelivered';

/** Marks an error thrown by the handler itself, as opposed to the database or the broker. */
class HandlerFailure extends Error {
  constructor(cause: unknown) {
    super('event handler failed', { cause });
  }
}

const MAX_OUTAGE_BACKOFF_MS = 5_000;

/**
 * Consumes one durable queue bound to `undangan.events`. Each event is handled exactly once in
 * effect: its id goes into `inbox` in the same transaction as the handler's changes, and the
 * message is acked only after that transaction commits. A redelivered or duplicated event finds
 * its id already there and is acked without running the handler again.
 */
export class InboxConsumer {
  private readonly opts: Required<Omit<InboxConsumerOptions, 'batchHandler'>> &
    Pick<InboxConsumerOptions, 'batchHandler'>;
  private readonly deadQueue: string;
  private connection: AmqpConnectionManager | undefined;
  private channel: ChannelWrapper | undefined;
  private consumer: { channel: Channel; consumerTag: string } | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private stopping = false;
  /** Deliveries waiting for the next batch (with a batchHandler), and whether one is being handled. */
  private readonly waiting: Delivery[] = [];
  private draining = false;

  constructor(opts: InboxConsumerOptions) {
    this.opts = { maxAttempts: 3, prefetch: 20, afterCommit: () => undefined, ...opts };
    if (!opts.queue) throw new TypeError('An inbox consumer needs a queue name');
    if (opts.bindings.length === 0) throw new TypeError(`Queue ${opts.queue} needs at least one binding`);
    if (!Number.isInteger(this.opts.maxAttempts) || this.opts.maxAttempts < 1) {
      throw new RangeError('maxAttempts must be a positive integer');
    }
    if (!Number.isInteger(this.opts.prefetch) || this.opts.prefetch < 1) {
      throw new RangeError('prefetch must be a positive integer');
    }
    this.deadQueue = `${opts.queue}.dead`;
    declareDeadLetters(opts.queue);
  }

  /** Resolves when the queue is asserted, bound and consuming. */
  async start(): Promise<void> {
    if (this.connection) throw new Error(`The consumer of ${this.opts.queue} is already started`);
    this.stopping = false;
    const connection = connectBroker(this.opts.url, this.opts.logger, `inbox:${this.opts.queue}`);
    const channel = connection.createChannel({ name: `inbox:${this.opts.queue}`, confirm: false });
    channel.on('error', (err: Error) =>
      this.opts.logger.error({ err, queue: this.opts.queue }, 'inbox consumer setup failed'),
    );
    this.connection = connection;
    this.channel = channel;
    try {
      await channel.waitForConnect();
      // Added once connected so that a failing declaration rejects start(); it stays
      // registered and runs again after every reconnect.
      await channel.addSetup((ch: Channel) => this.setup(ch));
    } catch (err) {
      await this.stop();
      throw err;
    }
  }

  isConnected(): boolean {
    return !this.stopping && (this.connection?.isConnected() ?? false);
  }

  /** Stops consuming, waits for messages in hand, then closes the connection. */
  async stop(): Promise<void> {
    this.stopping = true;
    const consumer = this.consumer;
    this.consumer = undefined;
    if (consumer) await consumer.channel.cancel(consumer.consumerTag).catch(() => undefined);
    await Promise.allSettled([...this.inFlight]);
    const connection = this.connection;
    this.connection = undefined;
    this.channel = undefined;
    await connection?.close();
  }

  private async setup(ch: Channel): Promise<void> {
    const { queue, bindings, prefetch, logger } = this.opts;
    const connection = this.connection;
    if (connection) reconnectOnChannelError(connection, ch, logger, `inbox:${queue}`, () => this.stopping);
    await assertEventExchanges(ch);
    await ch.assertQueue(this.deadQueue, { durable: true });
    await ch.bindQueue(this.deadQueue, DEAD_LETTER_EXCHANGE, this.deadQueue);
    await ch.assertQueue(queue, {
      durable: true,
      arguments: {
        'x-dead-letter-exchange': DEAD_LETTER_EXCHANGE,
        'x-dead-letter-routing-key': this.deadQueue,
      },
    });
    for (const key of bindings) await ch.bindQueue(queue, EVENTS_EXCHANGE, key);
    await ch.prefetch(prefetch);
    const { consumerTag } = await ch.consume(queue, (msg) => this.onDelivery(ch, msg), { noAck: false });
    this.consumer = { channel: ch, consumerTag };
  }

  private onDelivery(ch: Channel, msg: ConsumeMessage | null): void {
    if (msg === null) {
      // The broker cancelled us (queue deleted): reconnecting re-runs the setup and re-declares it.
      this.opts.logger.warn({ queue: this.opts.queue }, 'consumer cancelled by the broker; reconnecting');
      if (this.stopping) return;
      try {
        this.connection?.reconnect();
      } catch (err) {
        this.opts.logger.warn({ err, queue: this.opts.queue }, 'reconnect after cancellation failed');
      }
      return;
    }
    if (this.opts.batchHandler) {
      this.waiting.push({ ch, msg });
      if (!this.draining) this.track(this.drain());
      return;
    }
    this.track(this.process(ch, msg));
  }

  private track(work: Promise<void>): void {
    const tracked = work.catch((err: unknown) =>
      this.opts.logger.error({ err, queue: this.opts.queue }, 'unexpected failure handling an event'),
    );
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
  }

  /** Handles the waiting deliveries a batch at a time until none is left. */
  private async drain(): Promise<void> {
    this.draining = true;
    try {
      // The deliveries read from the socket together are all waiting once this runs: one batch.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.waiting.length > 0) await this.processBatch(this.waiting.splice(0, this.opts.prefetch));
    } finally {
      this.draining = false;
    }
  }

  private async process(ch: Channel, msg: ConsumeMessage): Promise<void> {
    const event = this.readable(ch, msg);
    if (event) await this.processEvent(ch, msg, event);
  }

  /** The delivery's event, or undefined when it is unreadable (then it is dead-lettered). */
  private readable(ch: Channel, msg: ConsumeMessage): EventEnvelope | undefined {
    const event = this.parse(msg);
    if (!event && settle(ch, msg, 'reject', this.opts.logger)) countDeadLetter(this.opts.queue, 'unreadable');
    return event;
  }

  /**
   * Several deliveries in one transaction: their inbox rows, then the batch handler with the events
   * seen for the first time. Should it fail, nothing of it was kept, and each is handled alone.
   */
  private async processBatch(batch: Delivery[]): Promise<void> {
    const events = batch.flatMap((d) => {
      const event = this.readable(d.ch, d.msg);
      return event ? [{ ...d, event }] : [];
    });
    if (events.length <= 1) {
      for (const { ch, msg, event } of events) await this.processEvent(ch, msg, event);
      return;
    }
    const { queue, logger, batchHandler } = this.opts;
    const spans = events.map(({ event }) => startSpan(event.type, 'consumer', event.traceparent));
    let first: Set<EventEnvelope>;
    try {
      first = await this.opts.dataSource.transaction(async (manager) => {
        const fresh = await recordHandledAll(
          manager,
          events.map(({ event }) => event),
        );
        await batchHandler!([...fresh], manager);
        return fresh;
      });
    } catch (err) {
      for (const span of spans) endSpan(span, true);
      logger.warn({ err, queue, events: events.length }, 'event batch failed; handling each event alone');
      for (const { ch, msg, event } of events) await this.processEvent(ch, msg, event);
      return;
    }
    events.forEach(({ ch, msg, event }, i) => {
      const outcome: EventOutcome = first.has(event) ? 'ok' : 'duplicate';
      if (outcome === 'ok') this.opts.afterCommit(event);
      settle(ch, msg, 'ack', logger);
      this.finished(spans[i], event, outcome);
    });
  }

  private async processEvent(ch: Channel, msg: ConsumeMessage, event: EventEnvelope): Promise<void> {
    const span = startSpan(event.type, 'consumer', event.traceparent);
    const outcome = await runInSpan(span, () => this.handle(ch, msg, event));
    this.finished(span, event, outcome);
  }

  /** An event's span ended, counted and told in its line. */
  private finished(span: Span, event: EventEnvelope, outcome: EventOutcome): void {
    const { queue, logger } = this.opts;
    countConsumed(queue, outcome);
    const ms = endSpan(span, outcome !== 'ok' && outcome !== 'duplicate', () => ({
      'messaging.destination.name': queue,
      'messaging.message.id': event.id,
      'request.id': event.requestId,
    }));
    logger.info(
      {
        ...spanIds(span),
        eventType: event.type,
        eventId: event.id,
        queue,
        requestId: event.requestId,
        outcome,
        ms,
      },
      'event consumed',
    );
  }

  /**
   * Handles one event with its retries, inside the event's span (so what the handler causes joins
   * its trace); says how it ended.
   */
  private async handle(ch: Channel, msg: ConsumeMessage, event: EventEnvelope): Promise<EventOutcome> {
    const { queue, maxAttempts, logger } = this.opts;
    const context = { queue, eventId: event.id, eventType: event.type, requestId: event.requestId };
    let attempt = 0;
    let outages = 0;
    for (;;) {
      try {
        const fresh = await this.handleOnce(event);
        if (fresh) this.opts.afterCommit(event);
        else logger.debug(context, 'duplicate event ignored');
        settle(ch, msg, 'ack', logger);
        return fresh ? 'ok' : 'duplicate';
      } catch (err) {
        if (this.stopping) {
          // Left unacked: the broker redelivers it once our channel closes.
          logger.warn({ ...context, err }, 'event not handled before stopping; it will be redelivered');
          return 'redelivered';
        }
        const cause = err instanceof HandlerFailure ? err.cause : err;
        // The connection may also drop while the handler runs: still the database, not the event.
        if (isDatabaseUnavailable(cause)) {
          // An outage is nobody's fault: hold the message and wait, never dead-letter it for this.
          outages += 1;
          const delay = Math.min(MAX_OUTAGE_BACKOFF_MS, 100 * 2 ** Math.min(outages, 10));
          logger.error({ ...context, err, retryInMs: delay }, 'database unavailable while handling an event');
          await sleep(delay);
          continue;
        }
        attempt += 1;
        if (attempt >= maxAttempts) {
          logger.error({ ...context, err: cause, attempts: attempt }, 'event handling failed; dead-lettered');
          if (settle(ch, msg, 'reject', logger)) countDeadLetter(queue, 'handler_failed');
          return 'dead-lettered';
        }
        const delay = Math.min(2_000, 100 * 2 ** (attempt - 1));
        logger.warn({ ...context, err: cause, attempt, retryInMs: delay }, 'event handling failed; retrying');
        await sleep(delay);
      }
    }
  }

  /** Runs the handler in one transaction with the inbox insert; false when the id was already there. */
  private handleOnce(event: EventEnvelope): Promise<boolean> {
    return this.opts.dataSource.transaction(async (manager) => {
      if (!(await recordHandled(manager, event))) return false;
      try {
        await this.opts.handler(event, manager);
      } catch (err) {
        throw new HandlerFailure(err);
      }
      return true;
    });
  }

  private parse(msg: ConsumeMessage): EventEnvelope | undefined {
    const where = {
      queue: this.opts.queue,
      routingKey: msg.fields.routingKey,
      messageId: msg.properties.messageId,
    };
    let body: unknown;
    try {
      body = JSON.parse(msg.content.toString('utf8'));
    } catch (err) {
      this.opts.logger.error({ ...where, err }, 'event message is not JSON; dead-lettered');
      return undefined;
    }
    if (!isEventEnvelope(body)) {
      this.opts.logger.error(where, 'event message is not a valid envelope; dead-lettered');
      return undefined;
    }
    return body;
  }
}

/**
 * Acks or rejects on the channel the message came from. If that channel has gone (the broker
 * restarted), the message is redelivered on the new one and the inbox absorbs the repeat.
 */
function settle(ch: Channel, msg: ConsumeMessage, outcome: 'ack' | 'reject', logger: Logger): boolean {
  try {
    if (outcome === 'ack') ch.ack(msg);
    else ch.nack(msg, false, false);
    return true;
  } catch (err) {
    logger.warn(
      { err, deliveryTag: msg.fields.deliveryTag },
      'channel closed before settling; will be redelivered',
    );
    return false;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
