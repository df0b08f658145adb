import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { SimLogger } from './sim-logger';

/** Midtrans's pauses between deliveries of one notification, in minutes. */
export const RETRY_DELAYS_MINUTES = [2, 10, 30, 90, 210] as const;

/** How many more times Midtrans sends a notification after the merchant answered this way. */
export function retriesAfter(httpStatus: number | null): number {
  if (httpStatus === null) return 5;
  if (httpStatus >= 200 && httpStatus < 400) return 0;
  if (httpStatus === 500) return 1;
  if (httpStatus === 503) return 4;
  if (httpStatus === 400 || httpStatus === 404) return 2;
  return 5;
}

/** Midtrans follows these redirects, re-POSTing the same body, at most this many times in a row. */
export const FOLLOWED_REDIRECTS: ReadonlySet<number> = new Set([307, 308]);
export const MAX_REDIRECTS = 5;

/** The longest pause setTimeout can wait. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface DeliveryAttempt {
  number: number;
  at: string;
  /** The last answer, after any redirects were followed. */
  httpStatus: number | null;
  error?: string;
  /** Every Location followed, in order. */
  redirects: string[];
  durationMs: number;
}

export type DeliveryState =
  'held' | 'queued' | 'sending' | 'retry_scheduled' | 'delivered' | 'failed' | 'cancelled';

/** One notification and every attempt to deliver it. */
export interface Delivery {
  id: string;
  orderId: string;
  transactionStatus: string;
  statusCode: string;
  body: Record<string, unknown>;
  state: DeliveryState;
  attempts: DeliveryAttempt[];
  nextAttemptAt?: string;
}

export interface NotifierOptions {
  url: string;
  /** Multiplies the retry pauses, so tests can run Midtrans's schedule in milliseconds. */
  retryScale: number;
  timeoutMs: number;
  logger: SimLogger;
}

interface Answer {
  httpStatus: number | null;
  error?: string;
  location?: string;
}

/** POSTs signed notifications to the merchant with Midtrans's retry rule. */
export class Notifier {
  /** Each scheduled retry, by delivery id. */
  private readonly retryTimers = new Map<string, NodeJS.Timeout | null>();
  private readonly inFlight = new Set<http.ClientRequest>();
  private readonly firstAttempts = new Map<string, Promise<void>>();
  /** Every delivery since the last reset, by id, with the generation it belongs to. */
  private readonly deliveries = new Map<string, { delivery: Delivery; generation: number }>();
  /** Attempts queued or under way, so a tester can wait until nothing is in flight. */
  private readonly running = new Set<Promise<void>>();
  // Bumped by cancelAll(), so work started before a reset never touches the new state.
  private generation = 0;

  constructor(private readonly options: NotifierOptions) {}

  /**
   * First attempts for one order go out in the order the changes happened (pending before
   * settlement); retries then run on their own clocks, so later deliveries can overtake them.
   */
  send(orderId: string, body: Record<string, unknown>): Delivery {
    const delivery = this.register(orderId, body, 'queued');
    this.queueFirstAttempt(delivery);
    return delivery;
  }

  /**
   * A notification Midtrans has made but not yet sent (a delayed one): it waits until released,
   * so a tester can deliver it late, after later ones, or never.
   */
  hold(orderId: string, body: Record<string, unknown>): Delivery {
    return this.register(orderId, body, 'held');
  }

  byId(id: string): Delivery | undefined {
    return this.deliveries.get(id)?.delivery;
  }

  /** Sends a held notification now; undefined when there is no such delivery or it is not held. */
  release(id: string): Delivery | undefined {
    const entry = this.deliveries.get(id);
    if (!entry || entry.delivery.state !== 'held' || entry.generation !== this.generation) return undefined;
    entry.delivery.state = 'queued';
    this.queueFirstAttempt(entry.delivery);
    return entry.delivery;
  }

  /** The same notification once more, as a delivery of its own (Midtrans does send duplicates). */
  duplicate(id: string): Delivery | undefined {
    const entry = this.deliveries.get(id);
    if (!entry || entry.generation !== this.generation) return undefined;
    return this.send(entry.delivery.orderId, entry.delivery.body);
  }

  /**
   * The clock moves on to every scheduled retry: each waiting delivery gets its next attempt now.
   * Resolves once those attempts were answered, with the deliveries they were for.
   */
  async retryDue(): Promise<Delivery[]> {
    const due: Delivery[] = [];
    for (const [id, timer] of [...this.retryTimers]) {
      const entry = this.deliveries.get(id);
      if (timer) clearTimeout(timer);
      this.retryTimers.delete(id);
      if (!entry || entry.generation !== this.generation) continue;
      due.push(entry.delivery);
      this.track(this.attempt(entry.delivery, entry.generation));
    }
    await this.idle();
    return due;
  }

  /** Resolves when no attempt is queued or under way (held and scheduled deliveries wait on). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Stops every scheduled retry and in-flight request (reset, shutdown). */
  cancelAll(): void {
    this.generation++;
    for (const timer of this.retryTimers.values()) if (timer) clearTimeout(timer);
    this.retryTimers.clear();
    for (const req of this.inFlight) req.destroy();
    this.inFlight.clear();
    this.firstAttempts.clear();
    for (const { delivery } of this.deliveries.values()) {
      if (delivery.state === 'held' || delivery.state === 'retry_scheduled') delivery.state = 'cancelled';
    }
    this.deliveries.clear();
  }

  private register(orderId: string, body: Record<string, unknown>, state: DeliveryState): Delivery {
    const delivery: Delivery = {
      id: randomUUID(),
      orderId,
      transactionStatus: String(body.transaction_status),
      statusCode: String(body.status_code),
      body,
      state,
      attempts: [],
    };
    this.deliveries.set(delivery.id, { delivery, generation: this.generation });
    return delivery;
  }

  private queueFirstAttempt(delivery: Delivery): void {
    const generation = this.generation;
    const orderId = delivery.orderId;
    const previous = this.firstAttempts.get(orderId) ?? Promise.resolve();
    const next = previous.then(() => this.attempt(delivery, generation));
    this.firstAttempts.set(orderId, next);
    this.track(next);
    void next.finally(() => {
      if (this.firstAttempts.get(orderId) === next) this.firstAttempts.delete(orderId);
    });
  }

  private track(work: Promise<void>): void {
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }

  private async attempt(delivery: Delivery, generation: number): Promise<void> {
    if (generation !== this.generation) {
      delivery.state = 'cancelled';
      return;
    }
    delivery.state = 'sending';
    delivery.nextAttemptAt = undefined;
    const started = Date.now();
    const { answer, redirects } = await this.deliver(delivery.body, generation);
    if (generation !== this.generation) {
      delivery.state = 'cancelled';
      return;
    }
    const number = delivery.attempts.length + 1;
    delivery.attempts.push({
      number,
      at: new Date(started).toISOString(),
      httpStatus: answer.httpStatus,
      ...(answer.error ? { error: answer.error } : {}),
      redirects,
      durationMs: Date.now() - started,
    });
    const log = {
      orderId: delivery.orderId,
      status: delivery.transactionStatus,
      attempt: number,
      answer: answer.httpStatus,
    };
    if (answer.httpStatus !== null && answer.httpStatus >= 200 && answer.httpStatus < 300) {
      delivery.state = 'delivered';
      this.options.logger.info(log, 'notification delivered');
      return;
    }
    const retriesDone = number - 1;
    if (retriesDone >= retriesAfter(answer.httpStatus)) {
      delivery.state = 'failed';
      this.options.logger.warn({ ...log, error: answer.error }, 'notification not accepted, no more retries');
      return;
    }
    const delayMs = RETRY_DELAYS_MINUTES[retriesDone] * 60_000 * this.options.retryScale;
    delivery.state = 'retry_scheduled';
    delivery.nextAttemptAt = new Date(Date.now() + delayMs).toISOString();
    this.options.logger.warn(
      { ...log, error: answer.error, retryInMs: delayMs },
      'notification not accepted, will retry',
    );
    // Beyond setTimeout's reach (a scale that stops the clock), only retryDue() sends it.
    const timer =
      delayMs <= MAX_TIMER_MS
        ? setTimeout(() => {
            this.retryTimers.delete(delivery.id);
            this.track(this.attempt(delivery, generation));
          }, delayMs)
        : null;
    timer?.unref();
    this.retryTimers.set(delivery.id, timer);
  }

  /** One delivery attempt: the POST, and the same POST again to each 307/308 Location, up to five. */
  private async deliver(
    body: Record<string, unknown>,
    generation: number,
  ): Promise<{ answer: Answer; redirects: string[] }> {
    const redirects: string[] = [];
    let target = this.options.url;
    for (;;) {
      const answer = await this.post(body, target);
      if (
        answer.httpStatus === null ||
        !FOLLOWED_REDIRECTS.has(answer.httpStatus) ||
        answer.location === undefined ||
        redirects.length >= MAX_REDIRECTS ||
        generation !== this.generation
      ) {
        return { answer, redirects };
      }
      try {
        target = new URL(answer.location, target).toString();
      } catch {
        return { answer: { ...answer, error: `invalid Location ${answer.location}` }, redirects };
      }
      redirects.push(target);
    }
  }

  private post(body: Record<string, unknown>, target: string): Promise<Answer> {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return Promise.resolve({ httpStatus: null, error: `invalid notification URL ${target}` });
    }
    const payload = Buffer.from(JSON.stringify(body));
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve) => {
      const req = client.request(url, {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'content-length': payload.length,
          'user-agent': 'Veritrans',
        },
      });
      const timer = setTimeout(
        () => req.destroy(new Error(`no answer within ${this.options.timeoutMs} ms`)),
        this.options.timeoutMs,
      );
      let settled = false;
      const finish = (answer: Answer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(answer);
      };
      this.inFlight.add(req);
      req.on('response', (res) => {
        const location = res.headers.location;
        finish({ httpStatus: res.statusCode ?? null, ...(location ? { location } : {}) });
        res.resume();
      });
      req.on('error', (err) => finish({ httpStatus: null, error: err.message }));
      req.on('close', () => {
        this.inFlight.delete(req);
        finish({ httpStatus: null, error: 'connection closed without an answer' });
      });
      req.end(payload);
    });
  }
}
