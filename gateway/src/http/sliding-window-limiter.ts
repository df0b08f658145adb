/** The times of one key's recent events, oldest first; `head` skips those already out of the window. */
interface Hits {
  times: number[];
  head: number;
}

/**
 * Counts events per key within a sliding time window; in memory, per gateway process. Each key
 * keeps at most `limit` times and drops expired ones from the front, so a take costs the same
 * however high the limit. The number of keys is bounded: expired keys are pruned first, then the
 * oldest keys, so a flood of new keys cannot grow the map (or the cost of pruning) without end.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, Hits>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  /** Records one event for `key`; false when the key is already at its limit. */
  take(key: string, now = Date.now()): boolean {
    let entry = this.hits.get(key);
    if (!entry) {
      if (this.hits.size >= this.maxKeys) this.prune(now);
      entry = { times: [], head: 0 };
      this.hits.set(key, entry);
    }
    const { times } = entry;
    while (entry.head < times.length && now - times[entry.head] >= this.windowMs) entry.head++;
    if (entry.head > 64 && entry.head * 2 > times.length) {
      times.splice(0, entry.head);
      entry.head = 0;
    }
    if (times.length - entry.head >= this.limit) return false;
    times.push(now);
    return true;
  }

  /** How many events `key` has within the window. */
  count(key: string, now = Date.now()): number {
    const entry = this.hits.get(key);
    if (!entry) return 0;
    let first = entry.head;
    while (first < entry.times.length && now - entry.times[first] >= this.windowMs) first++;
    return entry.times.length - first;
  }

  /** How long until `key` may act again (0 when it may now). */
  retryAfterMs(key: string, now = Date.now()): number {
    const entry = this.hits.get(key);
    if (!entry || entry.times.length - entry.head < this.limit) return 0;
    return Math.max(0, entry.times[entry.times.length - this.limit] + this.windowMs - now);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** The number of keys held (for tests and metrics). */
  get size(): number {
    return this.hits.size;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.hits) {
      const last = entry.times[entry.times.length - 1];
      if (last === undefined || now - last >= this.windowMs) this.hits.delete(key);
    }
    // Still full of live keys: forget the oldest tenth rather than grow or prune on every call.
    const target = Math.floor(this.maxKeys * 0.9);
    for (const key of this.hits.keys()) {
      if (this.hits.size <= target) break;
      this.hits.delete(key);
    }
  }
}
