import type { Channel } from 'amqplib';
import { AmqpConnectionManager, connectBroker, Logger } from '@undangan/platform';

/** How long the first question waits for the broker connection being made. */
const CONNECT_WAIT_MS = 1_000;

/**
 * Tells whether a service's RPC queue has a consumer, so a call to a stopped service fails at once
 * with 503 instead of waiting for its timeout. Answers are cached briefly. The connection is the
 * platform's connectBroker (opened at the first question, reconnecting after a broker restart);
 * the channel is a plain one on it, because a check of a missing queue closes its channel (404),
 * and a new one is simply opened for the next question.
 */
export class QueueProbe {
  private broker?: AmqpConnectionManager;
  private channel?: Channel;
  private opening?: Promise<Channel>;
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

  /**
   * The probe's channel, opened once for concurrent questions. The promise is forgotten when it
   * settles, from a callback and so always after it was stored: when the broker is away the
   * opening fails before its first await, and clearing it inside the opening itself would run
   * before the assignment and keep that failure for every later question.
   */
  private open(): Promise<Channel> {
    if (this.channel) return Promise.resolve(this.channel);
    if (!this.opening) {
      const opening = this.openChannel();
      this.opening = opening;
      const forget = () => {
        if (this.opening === opening) this.opening = undefined;
      };
      opening.then(forget, forget);
    }
    return this.opening;
  }

  private async openChannel(): Promise<Channel> {
    if (!this.broker) {
      this.broker = connectBroker(this.url, this.logger, 'gateway:queue-probe');
      // The first question waits for the first connection; later ones fail fast while the broker
      // is away (connectBroker keeps reconnecting in the background).
      await this.broker.connect({ timeout: CONNECT_WAIT_MS }).catch(() => undefined);
    }
    const connection = this.broker.connection;
    if (!connection) throw new Error('broker not connected');
    const channel = await connection.createChannel();
    channel.on('error', () => undefined);
    channel.on('close', () => {
      if (this.channel === channel) this.channel = undefined;
    });
    this.channel = channel;
    return channel;
  }

  async close(): Promise<void> {
    const broker = this.broker;
    this.broker = undefined;
    this.channel = undefined;
    await broker?.close().catch(() => undefined);
  }
}
