import amqp from 'amqplib';
import { EVENT_TYPES, EVENTS_EXCHANGE } from '@undangan/contracts';
import type { Logger } from '@undangan/platform';

export interface CatalogueChangeHandlers {
  changed(): void;
  subscribed(): void;
  lost(): void;
}

const RECONNECT_MS = 1_000;

/**
 * Hears `catalogue.changed` on an exclusive, auto-deleted queue of its own: every gateway replica
 * gets every change, and nothing is left behind in the broker when a replica goes. There is no
 * inbox: an event only empties a cache, so a duplicate is harmless and a missed one is bounded by
 * the cache's TTL. Reconnects by itself after a broker restart.
 */
export class CatalogueChangeListener {
  private connection?: amqp.ChannelModel;
  private closed = false;
  private retry?: NodeJS.Timeout;
  private failures = 0;
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
    void this.connect();
    const ok = await subscribed;
    clearTimeout(timer);
    if (!ok) this.logger.warn('catalogue change subscription not ready yet; catalogue reads are not cached');
    return ok;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const connection = this.connection;
    this.connection = undefined;
    await connection?.close().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    let connection: amqp.ChannelModel | undefined;
    try {
      connection = await amqp.connect(this.url, {
        noDelay: true,
        clientProperties: { connection_name: 'gateway:catalogue-changes' },
      });
      this.connection = connection;
      const current = connection;
      current.on('error', (err: Error) => this.logger.warn({ err }, 'catalogue change connection error'));
      current.on('close', () => this.dropped(current));
      const channel = await current.createChannel();
      channel.on('error', (err: Error) => this.logger.warn({ err }, 'catalogue change channel error'));
      // A channel closed by the broker alone would leave us deaf: start over on a new connection.
      channel.on('close', () => void current.close().catch(() => undefined));
      await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
      const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
      await channel.bindQueue(queue, EVENTS_EXCHANGE, EVENT_TYPES.catalogueChanged);
      await channel.consume(
        queue,
        (msg) => {
          if (msg === null) void current.close().catch(() => undefined);
          else this.handlers.changed();
        },
        { noAck: true },
      );
      if (this.closed) {
        await current.close().catch(() => undefined);
        return;
      }
      this.failures = 0;
      this.handlers.subscribed();
      this.subscribedOnce?.();
      this.logger.info({ queue }, 'listening for catalogue changes');
    } catch (err) {
      // One line per outage and then one a minute, not one per retry.
      if (this.failures++ % 60 === 0)
        this.logger.warn({ err }, 'catalogue change subscription failed; retrying');
      await connection?.close().catch(() => undefined);
      this.schedule();
    }
  }

  private dropped(connection: amqp.ChannelModel): void {
    if (this.connection !== connection) return;
    this.connection = undefined;
    this.handlers.lost();
    if (!this.closed) {
      this.logger.warn('catalogue change subscription lost; catalogue reads go uncached until it is back');
      this.schedule();
    }
  }

  private schedule(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, RECONNECT_MS);
    this.retry.unref();
  }
}
