import pino from 'pino';
import type { DataSource } from 'typeorm';
import { databaseGauges } from './database-gauges';
import { metricsRegistry } from './metrics';

const logger = pino({ level: 'silent' });

/** A stand-in data source: only whether it is open matters to the gauges, the query is injected. */
function source(name: string): DataSource & { name: string } {
  return { name, isInitialized: true } as unknown as DataSource & { name: string };
}

const values = async (name: string) =>
  Object.fromEntries(
    (await metricsRegistry.getSingleMetric(name)!.get()).values.map((v) => [
      Object.entries(v.labels)
        .map(([k, l]) => `${k}=${l}`)
        .join(','),
      v.value,
    ]),
  );

describe('databaseGauges', () => {
  const reads: string[] = [];
  const failing = new Set<string>();
  const gauges = databaseGauges(
    {
      rows: { name: 'spec_rows', help: 'rows', labelNames: ['kind'] },
      age: { name: 'spec_age_seconds', help: 'age' },
    },
    async (dataSource) => {
      const { name } = dataSource as DataSource & { name: string };
      reads.push(name);
      if (failing.has(name)) throw new Error('database unavailable');
      return {
        rows: [
          { labels: { kind: 'a' }, value: name.length },
          { labels: { kind: 'b' }, value: 0 },
        ],
        age: [{ value: 7 }],
      };
    },
  );
  const alpha = source('alpha');
  const beta = source('gamma-beta');
  gauges.watch('alpha', alpha, logger);
  gauges.watch('beta', beta, logger);

  beforeEach(() => {
    reads.length = 0;
    failing.clear();
  });

  it('reads each database once per scrape, for every gauge, under its service name', async () => {
    const text = await metricsRegistry.metrics();
    expect(text).toContain('spec_rows{service="alpha",kind="a"} 5');
    expect(text).toContain('spec_rows{service="beta",kind="a"} 10');
    expect(text).toContain('spec_age_seconds{service="beta"} 7');
    expect(reads.sort()).toEqual(['alpha', 'gamma-beta']);
  });

  it("drops a failing database's values for that scrape and keeps the others", async () => {
    failing.add('alpha');
    await expect(metricsRegistry.metrics()).resolves.toContain('spec_rows{service="beta",kind="b"} 0');
    expect(await values('spec_rows')).toEqual({ 'service=beta,kind=a': 10, 'service=beta,kind=b': 0 });
    failing.clear();
    expect(await values('spec_age_seconds')).toEqual({ 'service=alpha': 7, 'service=beta': 7 });
  });

  it('forgets a database once it is closed, and a service watched again reads the new one', async () => {
    (beta as { isInitialized: boolean }).isInitialized = false;
    expect(await values('spec_age_seconds')).toEqual({ 'service=alpha': 7 });
    gauges.watch('alpha', source('alpha-again'), logger);
    expect(await values('spec_rows')).toMatchObject({ 'service=alpha,kind=a': 11 });
  });

  it('reuses the last values for scrapes within minIntervalMs', async () => {
    let count = 0;
    const throttled = databaseGauges(
      { n: { name: 'spec_throttled', help: 'reads so far' } },
      async () => ({ n: [{ value: ++count }] }),
      { minIntervalMs: 60_000 },
    );
    throttled.watch('alpha', source('alpha'), logger);
    expect(await values('spec_throttled')).toEqual({ 'service=alpha': 1 });
    expect(await values('spec_throttled')).toEqual({ 'service=alpha': 1 });
    const now = Date.now();
    const later = jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      expect(await values('spec_throttled')).toEqual({ 'service=alpha': 2 });
    } finally {
      later.mockRestore();
    }
    // A database watched anew is read at the next scrape.
    throttled.watch('beta', source('beta'), logger);
    expect(await values('spec_throttled')).toEqual({ 'service=alpha': 3, 'service=beta': 4 });
  });
});
