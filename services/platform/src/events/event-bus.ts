import { REQUEST_ID_HEADER } from '../service/rpc-options';
import { withChildSpan } from '../tracing/span';
import { TRACEPARENT_HEADER } from '../tracing/traceparent';
import type { AmqpConnectionManager, ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel } from 'amqplib';
import { EVENTS_EXCHANGE, type EventEnvelope } from '@undangan/contracts';
import type { Logger } from '../logger';
import { assertEventExchanges, connectBroker, reconnectOnChannelError } from './amqp-connection';
import { countPublished } from './event-metrics';

export interface EventBusOptions {
  /** A publish not confirmed within this time fails, so a relay pass never hangs on a dead broker. */
  publishTimeoutMs?: number;
}

/** The request id and traceparent as AMQP headers too, for tools that look at headers only. */
function messageHeaders(envelope: EventEnvelope): Record<string, string> | undefined {
  if (!envelope.requestId && !envelope.traceparent) return undefined;
  const headers: Record<string, string> = {};
  if (envelope.requestId) headers[REQUEST_ID_HEADER] = envelope.requestId;
  if (envelope.traceparent) headers[TRACEPARENT_HEADER] = envelope.traceparent;
  return headers;
}

/**
 * Publishes event envelopes to the `undangan.events` topic exchange on a confirm channel.
 * The connection reconnects by itself after a broker restart.
 */
export class EventBus {
  private readonly connection: AmqpConnectionManager;
  private readonly channel: ChannelWrapper;
  private readonly publishTimeoutMs: number;
  private closed = false;

  private constructor(url: string, logger: Logger, options: EventBusOptions) {
    this.publishTimeoutMs = options.publishTimeoutMs ?? 10_000;
    this.connection = connectBroker(url, logger, 'event-bus');
    this.channel = this.connection.createChannel({
      name: 'event-bus',
      confirm: true,
      setup: async (ch: ConfirmChannel) => {
        reconnectOnChannelError(this.connection, ch, logger, 'event-bus', () => this.closed);
        await assertEventExchanges(ch);
      },
    });
    // Without a listener an 'error' event would throw and take the process down.
    this.channel.on('error', (err: Error) => logger.error({ err }, 'event bus channel setup failed'));
  }

  /** Returns at once; publishes wait for the (re)connection, up to the publish timeout. */
  static connect(url: string, logger: Logger, options: EventBusOptions = {}): EventBus {
    return new EventBus(url, logger, options);
  }

  /**
   * Resolves once the broker has confirmed the message (persisted for durable queues). With export
   * on, the publish is a producer span in the trace of the request that made the event (its
   * envelope's traceparent), though the relay sends it later.
   */
  async publish(envelope: EventEnvelope): Promise<void> {
    if (this.closed) throw new Error('The event bus is closed');
    await withChildSpan(
      `publish ${envelope.type}`,
      'producer',
      {
        'messaging.system': 'rabbitmq',
        'messaging.operation.type': 'send',
        'messaging.destination.name': EVENTS_EXCHANGE,
        'messaging.rabbitmq.destination.routing_key': envelope.type,
        'messaging.message.id': envelope.id,
      },
      () =>
        this.channel.publish(EVENTS_EXCHANGE, envelope.type, Buffer.from(JSON.stringify(envelope)), {
          persistent: true,
          messageId: envelope.id,
          type: envelope.type,
          contentType: 'application/json',
          timestamp: Math.floor(Date.parse(envelope.occurredAt) / 1000) || undefined,
          headers: messageHeaders(envelope),
          timeout: this.publishTimeoutMs,
        }),
      envelope.traceparent,
    );
    countPublished(envelope.type);
  }

  /** Resolves when the channel is ready (at start, so the first relay pass finds it connected). */
  async waitForConnect(timeoutMs = 15_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The event bus could not connect to the broker')), timeoutMs);
    });
    try {
      await Promise.race([this.channel.waitForConnect(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  isConnected(): boolean {
    return !this.closed && this.connection.isConnected();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.connection.close();
  }
}
