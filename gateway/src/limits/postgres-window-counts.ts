import type { Logger } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { checkRule, liveTimes, retryAfterMs, Taken, WindowCounts, WindowRule } from './window-counts';

/**
 * The database's clock in milliseconds, unless the caller (a test) gives `now` as $n. The
 * statement's start, so it reads the same wherever a statement uses it.
 */
const nowMs = (n: number) =>
  `COALESCE($${n}::bigint, floor(extract(epoch FROM statement_timestamp()) * 1000)::bigint)`;

/**
 * One statement per admitted event ($1 key, $2 limit, $3 window, $4 now): counts it when fewer
 * than the limit of the key's times are within the window, keeping only those (in order), and
 * answers the time counted; answers nothing when refused. The new row's `times` is [now]. ON
 * CONFLICT locks the key's row, so replicas taking one key at once count one after the other.
 */
const TAKE = `
  INSERT INTO rate_limit_events AS r (key, times, expires_at)
  SELECT $1, ARRAY[n], n + $3::bigint FROM (SELECT ${nowMs(4)} AS n) at
  ON CONFLICT (key) DO UPDATE SET
    times = ARRAY(SELECT t FROM unnest(r.times || EXCLUDED.times) t
                  WHERE t > EXCLUDED.times[1] - $3::bigint ORDER BY t),
    expires_at = GREATEST(r.expires_at, EXCLUDED.expires_at)
  WHERE (SELECT count(*) FROM unnest(r.times) t WHERE t > EXCLUDED.times[1] - $3::bigint) < $2
  RETURNING ${nowMs(4)} AS at`;

/** A key's times (none when it has no row) and the clock they are read at. */
const READ = `
  SELECT coalesce(r.times, '{}') AS times, at.n AS now
  FROM (SELECT ${nowMs(2)} AS n) at LEFT JOIN rate_limit_events r ON r.key = $1`;

/** How often each gateway deletes the rows that count nothing any more. */
export const PRUNE_EVERY_MS = 60_000;

const asNumbers = (values: (string | number)[]) => values.map(Number);

/**
 * The rate limits' counts in the gateway's database (table rate_limit_events), so a limit holds
 * across every gateway replica: a client spreading its attempts over replicas meets one count.
 * The database's clock times the events, so replicas whose clocks differ still agree. A row
 * counts nothing once a window has passed since its last event; prune() deletes those rows, so
 * the table holds only the keys active within the last window (and each at most its limit of times).
 */
export class PostgresWindowCounts extends WindowCounts {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async take(key: string, rule: WindowRule, now?: number): Promise<Taken> {
    checkRule(rule);
    const counted: { at: string }[] = await this.dataSource.query(TAKE, [
      key,
      rule.limit,
      rule.windowMs,
      now ?? null,
    ]);
    if (counted.length > 0) return { admitted: true, at: Number(counted[0].at), retryAfterMs: 0 };
    // Refused (a second statement, on this path only): when may it act again?
    const { times, at } = await this.read(key, now);
    const live = liveTimes(times, rule.windowMs, at);
    return { admitted: false, at, retryAfterMs: Math.max(1, retryAfterMs(live, rule, at)) };
  }

  async count(key: string, windowMs: number, now?: number): Promise<number> {
    const { times, at } = await this.read(key, now);
    return liveTimes(times, windowMs, at).length;
  }

  async giveBack(key: string, taken: Taken): Promise<void> {
    if (!taken.admitted) return;
    await this.dataSource.query(
      `UPDATE rate_limit_events r SET times = r.times[:p.i - 1] || r.times[p.i + 1:]
       FROM (SELECT array_position(times, $2::bigint) AS i FROM rate_limit_events WHERE key = $1) p
       WHERE r.key = $1 AND p.i IS NOT NULL`,
      [key, taken.at],
    );
  }

  async reset(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM rate_limit_events WHERE key = $1', [key]);
  }

  /** Deletes the rows that count nothing any more; answers how many. */
  async prune(now?: number): Promise<number> {
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM rate_limit_events WHERE expires_at <= ${nowMs(1)}`,
      [now ?? null],
    )) as [unknown, number];
    return deleted;
  }

  /**
   * Prunes every PRUNE_EVERY_MS. Every replica runs it; that is harmless: deleting rows that
   * count nothing leaves the same table however often and however many run it at once.
   */
  startPruning(logger: Logger, everyMs = PRUNE_EVERY_MS): { stop(): void } {
    const timer = setInterval(() => {
      this.prune().catch((err: unknown) => logger.warn({ err }, 'pruning the rate limit counts failed'));
    }, everyMs);
    timer.unref();
    return { stop: () => clearInterval(timer) };
  }

  private async read(key: string, now?: number): Promise<{ times: number[]; at: number }> {
    const [row]: { times: (string | number)[]; now: string }[] = await this.dataSource.query(READ, [
      key,
      now ?? null,
    ]);
    return { times: asNumbers(row.times), at: Number(row.now) };
  }
}
