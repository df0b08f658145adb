import { Counter } from 'prom-client';
import type { DataSource } from 'typeorm';
import { metricsRegistry, type Logger } from '@undangan/platform';
import { claimDueEmails, markNotSent, markSent, type ClaimedEmail } from './emails.table';
import type { Mailer } from './smtp-mailer';

export interface DispatcherOptions {
  dataSource: DataSource;
  mailer: Mailer;
  from: string;
  logger: Logger;
  perMinute: number;
  maxAttempts: number;
  retryBaseMs: number;
  pollMs: number;
}

/** Emails sent at once by one replica. */
const BATCH = 5;
/** A claimed email is another replica's again after this, should its sender have died. */
const CLAIM_MS = 120_000;
/** The longest wait between two attempts. */
const MAX_RETRY_MS = 60 * 60 * 1000;

export const emailsSent = new Counter({
  name: 'notifications_emails_total',
  help: 'Email attempts, by how they ended: sent, retry, failed (parked), rejected (address refused)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/** The wait before attempt `attempts + 1`: doubling from `baseMs`, at most an hour. */
export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(MAX_RETRY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends the emails due, on every replica: each claims a few under the shared rate bound, sends
 * them, and records how each went. A failure is tried again later, doubling the wait, and parked
 * as `failed` after `maxAttempts`; an address the server refuses is `rejected` at once. Nothing of
 * the email (address, subject, content) is logged: only its id and what the server answered.
 */
export class MailDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** Woken while a round was running: look again as soon as it ends. */
  private woken = false;

  constructor(private readonly opts: DispatcherOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Looks for due emails soon (an event just queued some). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.woken = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.opts.mailer.close();
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.sendDue()
        .catch((err: unknown) => {
          this.opts.logger.warn({ err }, 'sending emails failed; trying again shortly');
          return false;
        })
        .then((more) => {
          this.running = undefined;
          const again = more || this.woken;
          this.woken = false;
          if (!this.stopped) this.schedule(again ? 0 : this.opts.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** One round: claims and sends a batch; true when there may be more to send now. */
  async sendDue(): Promise<boolean> {
    const claimed = await claimDueEmails(this.opts.dataSource, {
      perMinute: this.opts.perMinute,
      batch: BATCH,
      claimMs: CLAIM_MS,
    });
    await Promise.all(claimed.map((email) => this.deliver(email)));
    return claimed.length === BATCH;
  }

  private async deliver(email: ClaimedEmail): Promise<void> {
    const { dataSource, mailer, logger, maxAttempts, retryBaseMs } = this.opts;
    const result = await mailer.send({ ...email, from: this.opts.from, to: email.recipient });
    if (result.ok) {
      await markSent(dataSource, email.id, result.messageId);
      emailsSent.inc({ outcome: 'sent' });
      logger.info({ emailId: email.id, attempts: email.attempts }, 'email sent');
      return;
    }
    const context = { emailId: email.id, attempts: email.attempts, error: result.error };
    if (result.kind === 'address') {
      await markNotSent(dataSource, email.id, { status: 'rejected', error: result.error, retryAt: null });
      emailsSent.inc({ outcome: 'rejected' });
      logger.warn(context, 'email refused for its address; not retried');
    } else if (email.attempts >= maxAttempts) {
      await markNotSent(dataSource, email.id, { status: 'failed', error: result.error, retryAt: null });
      emailsSent.inc({ outcome: 'failed' });
      logger.error(context, 'email not sent after its last attempt; parked for an admin to resend');
    } else {
      const retryInMs = retryDelay(email.attempts, retryBaseMs);
      await markNotSent(dataSource, email.id, {
        status: 'queued',
        error: result.error,
        retryAt: new Date(Date.now() + retryInMs),
      });
      emailsSent.inc({ outcome: 'retry' });
      logger.warn({ ...context, retryInMs }, 'email not sent; will try again');
    }
  }
}
