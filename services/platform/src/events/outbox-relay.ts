import type { DataSource, QueryRunner } from 'typeorm';
import type { Logger } from '../logger';
import { outsideSpans } from '../tracing/span';
import type { EventBus } from './event-bus';
import { anyUnpublished, claimUnpublished, countFailedAttempt, markOutboxPublished } from './outbox.table';

export interface OutboxRelayOptions {
  dataSource: DataSource;
  bus: EventBus;
  logger: Logger;
  /** How often to look for unpublished rows when nobody kicks; default 250 ms. */
  pollIntervalMs?: number;
  /** Rows claimed per pass; default 100. */
  batchSize?: number;
}

const MAX_BACKOFF_MS = 10_000;

/**
 * Publishes the outbox: claims unpublished rows with FOR UPDATE SKIP LOCKED (so replicas never
 * send the same row at once), publishes them in order with publisher confirms, and marks them
 * published in the same transaction. A crash between the confirm and the commit leaves the rows
 * unpublished, so they go out again later: delivery is at least once, consumers dedupe.
 */
export class OutboxRelay {
  private readonly dataSource: DataSource;
  private readonly bus: EventBus;
  private readonly logger: Logger;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;

  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;
  private kicked = false;
  /** Whether the next pass was asked for by a kick (or a full batch), not by the poll's timer. */
  private expectRows = false;
  private failures = 0;
  /** The last pass started in this process; passes never overlap here. */
  private tail: Promise<unknown> = Promise.resolve();

  constructor(opts: OutboxRelayOptions) {
    this.dataSource = opts.dataSource;
    this.bus = opts.bus;
    this.logger = opts.logger;
    this.pollIntervalMs = opts.pollIntervalMs ?? 250;
    this.batchSize = opts.batchSize ?? 100;
    if (!(this.pollIntervalMs > 0)) throw new RangeError('pollIntervalMs must be positive');
    if (!Number.isInteger(this.batchSize) || this.batchSize < 1) {
      throw new RangeError('batchSize must be a positive integer');
    }
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Publish soon: call after committing a transaction that enqueued events. */
  kick(): void {
    if (!this.running) return;
    if (this.ticking) {
      this.kicked = true;
      return;
    }
    // While backing off from a failure, a kick must not hammer a broken broker or database.
    if (this.failures === 0) {
      this.expectRows = true;
      this.schedule(0);
    }
  }

  /** One pass over at most batchSize rows; resolves with how many were published. */
  publishPending(): Promise<number> {
    const pass = this.tail.then(() => this.runPass());
    this.tail = pass.catch(() => undefined);
    return pass;
  }

  /** Stops polling and waits for a pass in flight. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.tail;
  }

  /** Marks claimed rows published; runs inside the claiming transaction. */
  protected async markPublished(runner: QueryRunner, ids: string[]): Promise<void> {
    await markOutboxPublished(runner, ids);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    // A kick comes from a request: the relay's passes are not that request's work.
    this.timer = outsideSpans(() => setTimeout(() => void this.tick(), delayMs));
  }

  private async tick(): Promise<void> {
    this.timer = undefined;
    if (!this.running) return;
    this.ticking = true;
    this.kicked = false;
    const expectRows = this.expectRows;
    this.expectRows = false;
    let delay = this.pollIntervalMs;
    try {
      // A poll finds nothing most of the time: it asks first in one statement, without the
      // claiming transaction's three, so an idle service costs its database little. (With the
      // broker away the pass fails at once, as before, and the relay backs off.)
      const idle = !expectRows && this.bus.isConnected() && !(await anyUnpublished(this.dataSource));
      const published = idle ? 0 : await this.publishPending();
      this.failures = 0;
      // A full batch means more rows are probably waiting.
      if (published >= this.batchSize || this.kicked) {
        delay = 0;
        this.expectRows = true;
      }
    } catch (err) {
      this.failures += 1;
      delay = Math.min(MAX_BACKOFF_MS, this.pollIntervalMs * 2 ** Math.min(this.failures, 16));
      this.logger.warn({ err, failures: this.failures, retryInMs: delay }, 'outbox relay pass failed');
    } finally {
      this.ticking = false;
    }
    if (this.running) this.schedule(delay);
  }

  private async runPass(): Promise<number> {
    // Claiming rows while the broker is away would only hold locks until the publish timeout.
    if (!this.bus.isConnected()) throw new Error('The event bus is not connected');
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const rows = await claimUnpublished(runner, this.batchSize);
      if (rows.length === 0) {
        await runner.commitTransaction();
        return 0;
      }
      // Published back to back on one channel, so the broker receives them in order.
      const results = await Promise.allSettled(rows.map((row) => this.bus.publish(row.payload)));
      const published = rows.filter((_, i) => results[i].status === 'fulfilled').map((row) => row.id);
      const failed = rows.filter((_, i) => results[i].status === 'rejected').map((row) => row.id);
      if (published.length > 0) await this.markPublished(runner, published);
      if (failed.length > 0) {
        await countFailedAttempt(runner, failed);
      }
      await runner.commitTransaction();
      if (failed.length > 0) {
        const reason = (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason;
        throw new Error(
          `${failed.length} of ${rows.length} outbox events were not confirmed by the broker: ${String(
            (reason as Error)?.message ?? reason,
          )}`,
        );
      }
      if (published.length > 0) this.logger.debug({ count: published.length }, 'outbox events published');
      return published.length;
    } catch (err) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw err;
    } finally {
      await runner.release();
    }
  }
}
