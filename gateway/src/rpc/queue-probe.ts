import amqp from 'amqplib';
import type { Logger } from '@undangan/platform';

/**
 * Tells whether a service's RPC queue has a consumer, so a call to a stopped service fails at once
 * with 503 instead of waiting for its timeout. Answers are cached briefly; the connection is opened
 * lazily and reopened after a broker restart.
 */
export class QueueProbe {
  private connection?: amqp.ChannelModel;
  private channel?: amqp.Channel;
  private opening?: Promise<amqp.Channel>;
  private readonly cache = new Map<string, { consumers: number; at: number }>();

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
    private readonly cacheMs = 500,
  ) {}

  async consumerCount(queue: string): Promise<number> {
    const cached = this.cache.get(queue);
    if (cached && Date.now() - cached.at < this.cacheMs) return cached.consumers;
    let consumers = 0;
    try {
      const channel = await this.open();
      consumers = (await channel.checkQueue(queue)).consumerCount;
    } catch (err) {
      // A missing queue closes the channel (404): nobody has ever consumed it, so no consumer.
      this.logger.debug({ err, queue }, 'queue probe failed');
      this.channel = undefined;
    }
    this.cache.set(queue, { consumers, at: Date.now() });
    return consumers;
  }

  /** True when the broker answers: the gateway's readiness. */
  async brokerReachable(): Promise<boolean> {
    try {
      await this.open();
      return true;
    } catch {
      return false;
    }
  }

  private open(): Promise<amqp.Channel> {
    if (this.channel) return Promise.resolve(this.channel);
    this.opening ??= (async () => {
      try {
        if (!this.connection) {
          const connection = await amqp.connect(this.url, { noDelay: true });
          connection.on('error', () => undefined);
          connection.on('close', () => {
            this.connection = undefined;
            this.channel = undefined;
          });
          this.connection = connection;
        }
        const channel = await this.connection.createChannel();
        channel.on('error', () => undefined);
        channel.on('close', () => {
          if (this.channel === channel) this.channel = undefined;
        });
        this.channel = channel;
        return channel;
      } finally {
        this.opening = undefined;
      }
    })();
    return this.opening;
  }

  async close(): Promise<void> {
    await this.connection?.close().catch(() => undefined);
    this.connection = undefined;
    this.channel = undefined;
  }
}
