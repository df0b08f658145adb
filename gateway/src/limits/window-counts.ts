import { HttpError } from '../http/http-error';
/** A limit: at most `limit` events of a key within any `windowMs` (a sliding window). */
export interface WindowRule {
  limit: number;
  windowMs: number;
}

/** What `take` answers. */
export interface Taken {
  admitted: boolean;
  /** When the event was counted (its time in the key's log, for giveBack). */
  at: number;
  /** When refused: how long until the key may act again. */
  retryAfterMs: number;
}

/**
 * Events counted per key within sliding windows, exactly: each key keeps the times of its events
 * still within the window, at most `limit` of them, so a take costs the same however long the
 * window. An event is in the window while less than `windowMs` has passed since it. `now`
 * (milliseconds) is given by tests only; otherwise the store's own clock counts.
 */
export abstract class WindowCounts {
  /** Counts one event of `key` unless the key is at its limit; a refused event is not counted. */
  abstract take(key: string, rule: WindowRule, now?: number): Promise<Taken>;
  /** How many events `key` has within a window of `windowMs`. */
  abstract count(key: string, windowMs: number, now?: number): Promise<number>;
  /** Takes back an event `take` counted (an attempt that another limit then refused). */
  abstract giveBack(key: string, taken: Taken): Promise<void>;
  /** Forgets every event of `key`. */
  abstract reset(key: string): Promise<void>;
}

export function checkRule(rule: WindowRule): void {
  if (!Number.isInteger(rule.limit) || rule.limit < 1) throw new RangeError('A limit must be 1 or more');
  if (!Number.isInteger(rule.windowMs) || rule.windowMs < 1)
    throw new RangeError('A window must be 1 ms or more');
}

/** The times (in order) still within the window at `now`. */
export const liveTimes = (times: readonly number[], windowMs: number, now: number): number[] =>
  times.filter((t) => t > now - windowMs);

/** How long until a key with these live times (in order) may act again under `rule`. */
export function retryAfterMs(live: readonly number[], rule: WindowRule, now: number): number {
  if (live.length < rule.limit) return 0;
  return Math.max(0, live[live.length - rule.limit] + rule.windowMs - now);
}

/**
 * One process's counts in a map: the model PostgresWindowCounts must agree with (its tests run
 * both on the same events), and the store of unit tests. Nothing prunes it, so no long-running
 * gateway uses it.
 */
export class MemoryWindowCounts extends WindowCounts {
  private readonly times = new Map<string, number[]>();

  async take(key: string, rule: WindowRule, now = Date.now()): Promise<Taken> {
    checkRule(rule);
    const live = liveTimes(this.times.get(key) ?? [], rule.windowMs, now);
    if (live.length >= rule.limit)
      return { admitted: false, at: now, retryAfterMs: retryAfterMs(live, rule, now) };
    const position = live.findIndex((t) => t > now);
    live.splice(position < 0 ? live.length : position, 0, now);
    this.times.set(key, live);
    return { admitted: true, at: now, retryAfterMs: 0 };
  }

  async count(key: string, windowMs: number, now = Date.now()): Promise<number> {
    return liveTimes(this.times.get(key) ?? [], windowMs, now).length;
  }

  async giveBack(key: string, taken: Taken): Promise<void> {
    const times = this.times.get(key);
    const position = taken.admitted && times ? times.indexOf(taken.at) : -1;
    if (times && position >= 0) times.splice(position, 1);
  }

  async reset(key: string): Promise<void> {
    this.times.delete(key);
  }
}

/**
 * Counts one request against `rule` under `key` and lets it through, or refuses it: 429 with
 * `message` and a Retry-After header saying when a place comes free.
 */
export async function admitOrRefuse(
  counts: WindowCounts,
  key: string,
  rule: WindowRule,
  reply: { header(name: string, value: string): unknown },
  message: string,
): Promise<void> {
  const taken = await counts.take(key, rule);
  if (taken.admitted) return;
  reply.header('retry-after', String(Math.max(1, Math.ceil(taken.retryAfterMs / 1000))));
  throw new HttpError('rate_limited', message);
}
