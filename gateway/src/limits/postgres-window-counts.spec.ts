import { createLogger, openDataSource } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { rateLimitDatabase } from '../../test/window-count-stores';
import { PostgresWindowCounts } from './postgres-window-counts';
import { MemoryWindowCounts, Taken, WindowRule } from './window-counts';

jest.setTimeout(60_000);

let database: Awaited<ReturnType<typeof rateLimitDatabase>>;
let counts: PostgresWindowCounts;

beforeAll(async () => {
  database = await rateLimitDatabase('gw_pg_window_counts');
  counts = new PostgresWindowCounts(database.dataSource);
});
afterAll(() => database?.close());
beforeEach(() => database.dataSource.query('TRUNCATE rate_limit_events'));

/** A small seeded generator, so a failing sequence can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('PostgresWindowCounts', () => {
  it('answers every take, count, give-back and reset as the in-memory model does', async () => {
    const model = new MemoryWindowCounts();
    const rules: Record<string, WindowRule> = {
      a: { limit: 3, windowMs: 1000 },
      b: { limit: 1, windowMs: 500 },
      c: { limit: 10, windowMs: 2000 },
    };
    const next = random(16);
    const taken: Record<string, Taken[]> = { a: [], b: [], c: [] };
    let now = 1_000_000;
    let steps = 0;
    let refused = 0;
    for (let i = 0; i < 600; i++) {
      // Steps of 50 ms, so events often fall exactly on a window's edge.
      now += 50 * Math.floor(next() * 5);
      const key = 'abc'[Math.floor(next() * 3)];
      const rule = rules[key];
      const roll = next();
      const step = `step ${i} at ${now} on ${key}`;
      if (roll < 0.75) {
        const [expected, actual] = [await model.take(key, rule, now), await counts.take(key, rule, now)];
        expect({ step, ...actual }).toEqual({ step, ...expected });
        if (expected.admitted) taken[key].push(expected);
        else refused++;
      } else if (roll < 0.9) {
        expect([step, await counts.count(key, rule.windowMs, now)]).toEqual([
          step,
          await model.count(key, rule.windowMs, now),
        ]);
      } else if (roll < 0.97) {
        const last = taken[key].pop();
        if (last) await Promise.all([model.giveBack(key, last), counts.giveBack(key, last)]);
      } else {
        await Promise.all([model.reset(key), counts.reset(key)]);
      }
      steps++;
    }
    expect(steps).toBe(600);
    expect(refused).toBeGreaterThan(50);
  });

  it('counts takes of one key from two replicas at once against one limit', async () => {
    // A second gateway's own pool on the same database.
    const other: DataSource = await openDataSource({
      url: database.url,
      entities: [],
      migrations: [],
      logger: createLogger('test', 'silent'),
    });
    try {
      const replicas = [counts, new PostgresWindowCounts(other)];
      const rule = { limit: 10, windowMs: 60_000 };
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => replicas[i % 2].take('client', rule)),
      );
      // The first admitted take fell after `started` and each refusal before now, on the same
      // machine's clock (the database's), so each wait is the window less at most that span.
      const span = Date.now() - started;
      expect(answers.filter((a) => a.admitted)).toHaveLength(10);
      for (const refused of answers.filter((a) => !a.admitted)) {
        expect(refused.retryAfterMs).toBeGreaterThanOrEqual(60_000 - span - 1);
        expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
      }
      expect(await replicas[1].count('client', rule.windowMs)).toBe(10);
    } finally {
      await other.destroy();
    }
  });

  it('times events by the database clock when no time is given', async () => {
    const [{ ms }] = await database.dataSource.query(
      'SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms',
    );
    const taken = await counts.take('clock', { limit: 1, windowMs: 1000 });
    expect(taken.admitted).toBe(true);
    expect(Math.abs(taken.at - Number(ms))).toBeLessThan(1000);
  });

  it('prunes the rows that count nothing any more, and only those', async () => {
    const rule = { limit: 1, windowMs: 1000 };
    for (let i = 0; i < 100; i++) await counts.take(`old-${i}`, rule, 0);
    await counts.take('recent', rule, 4500);
    expect(await counts.prune(1000)).toBe(100);
    expect(await counts.prune(5000)).toBe(0);
    const [{ n }] = await database.dataSource.query('SELECT count(*)::int AS n FROM rate_limit_events');
    expect(n).toBe(1);
    // The key still held keeps its count.
    expect((await counts.take('recent', rule, 5000)).admitted).toBe(false);
    expect(await counts.prune(5500)).toBe(1);
  });

  it('costs one statement per admitted request, two per refused one', async () => {
    const rule = { limit: 20, windowMs: 60_000 };
    const statements = jest.spyOn(database.dataSource, 'query');
    try {
      const takes = 1000;
      // 50 clients: each key's row carries up to 20 times, then is refused.
      let refused = 0;
      for (let i = 0; i < takes; i++) {
        if (!(await counts.take(`client-${i % 50}`, rule)).admitted) refused += 1;
      }
      expect(refused).toBe(0);
      for (let i = 0; i < 50; i++) expect((await counts.take(`client-${i}`, rule)).admitted).toBe(false);
      // The refused ones also read when the client may act again.
      expect(statements).toHaveBeenCalledTimes(takes + 50 * 2);
    } finally {
      statements.mockRestore();
    }
  });
});
