import type { Channel } from 'amqplib';
import { EVENT_TYPES, EVENTS_EXCHANGE } from '@undangan/contracts';
import {
  AmqpConnectionManager,
  ChannelWrapper,
  connectBroker,
  Logger,
  reconnectOnChannelError,
} from '@undangan/platform';

export interface CatalogueChangeHandlers {
  changed(): void;
  subscribed(): void;
  lost(): void;
}

const PURPOSE = 'gateway:catalogue-changes';

/**
 * Hears `catalogue.changed` on an exclusive, auto-deleted queue of its own: every gateway replica
 * gets every change, and nothing is left behind in the broker when a replica goes. There is no
 * inbox: an event only empties a cache, so a duplicate is harmless and a missed one is bounded by
 * the cache's TTL. The platform's connectBroker reconnects after a broker restart, and the setup
 * below runs again on each new channel (a new exclusive queue).
 */
export class CatalogueChangeListener {
  private connection?: AmqpConnectionManager;
  private channel?: ChannelWrapper;
  private closed = false;
  private subscribedOnce?: () => void;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
    private readonly handlers: CatalogueChangeHandlers,
  ) {}

  /** Starts listening; resolves once subscribed or after `waitMs`, whichever is first. */
  async start(waitMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const subscribed = new Promise<boolean>((resolve) => {
      this.subscribedOnce = () => resolve(true);
      timer = setTimeout(() => resolve(false), waitMs);
    });
    const connection = connectBroker(this.url, this.logger, PURPOSE);
    connection.on('disconnect', () => {
      if (this.closed) return;
      this.handlers.lost();
      this.logger.warn('catalogue change subscription lost; catalogue reads go uncached until it is back');
    });
    this.connection = connection;
    this.channel = connection.createChannel({
      name: PURPOSE,
      confirm: false,
      setup: (channel: Channel) => this.subscribe(connection, channel),
    });
    this.channel.on('error', (err: Error) =>
      this.logger.warn({ err }, 'catalogue change subscription failed'),
    );
    const ok = await subscribed;
    clearTimeout(timer);
    if (!ok) this.logger.warn('catalogue change subscription not ready yet; catalogue reads are not cached');
    return ok;
  }

  async close(): Promise<void> {
    this.closed = true;
    const connection = this.connection;
    this.connection = undefined;
    this.channel = undefined;
    await connection?.close().catch(() => undefined);
  }

  private async subscribe(connection: AmqpConnectionManager, channel: Channel): Promise<void> {
    // A channel closed by the broker alone would leave us deaf: start over on a new connection.
    reconnectOnChannelError(connection, channel, this.logger, PURPOSE, () => this.closed);
    await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
    const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
    await channel.bindQueue(queue, EVENTS_EXCHANGE, EVENT_TYPES.catalogueChanged);
    await channel.consume(
      queue,
      (msg) => {
        if (msg !== null) this.handlers.changed();
        else if (!this.closed) connection.reconnect();
      },
      { noAck: true },
    );
    if (this.closed) return;
    this.handlers.subscribed();
    this.subscribedOnce?.();
    this.logger.info({ queue }, 'listening for catalogue changes');
  }
}
