import { sampleValue } from '../../../services/platform/test/metrics-text';
import { findRepoRoot } from '../src/compose-config';
import { startTestStack, TestStack } from '../src/test-stack';
import {
  exposedMetricNames,
  PROMETHEUS_OWN_METRICS,
  promqlMetricNames,
  queryPanels,
  readDashboard,
  readScrapeConfigs,
} from './observability';

/**
 * The built programs, started as `npm start` starts them, against the observability profile's
 * configuration: Prometheus scrapes exactly the programs that answer /metrics, and every metric
 * the dashboard asks for is one a program exports.
 */

const repoRoot = findRepoRoot(__dirname);

describe('the dashboard against the running programs', () => {
  let stack: TestStack;
  /** Program -> the metric names its /metrics declares. */
  const exported = new Map<string, Set<string>>();
  /** Program -> its /metrics text. */
  const texts = new Map<string, string>();

  beforeAll(async () => {
    stack = await startTestStack();
    for (const [name, spec] of Object.entries(stack.specs)) {
      const port = spec.env.METRICS_PORT ?? spec.env[spec.portVariable];
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      const text = await res.text();
      if (res.status === 200 && /^text\/plain/.test(res.headers.get('content-type') ?? '')) {
        exported.set(name, exposedMetricNames(text));
        texts.set(name, text);
      }
    }
  }, 180_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('scrapes every program that exports metrics, and no other', () => {
    const scraped = readScrapeConfigs(repoRoot).flatMap(
      (job) => job.dns_sd_configs?.flatMap((sd) => sd.names) ?? [],
    );
    expect([...exported.keys()].sort()).toEqual(scraped.sort());
    expect(exported.size).toBeGreaterThanOrEqual(5);
  });

  it('asks only for metrics that some program exports', () => {
    const all = new Set([...exported.values()].flatMap((names) => [...names]));
    const missing = queryPanels(readDashboard(repoRoot)).flatMap((panel) =>
      (panel.targets ?? [])
        .flatMap((target) => promqlMetricNames(target.expr))
        .filter((name) => !all.has(name) && !PROMETHEUS_OWN_METRICS.has(name))
        .map((name) => `${panel.title}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("reports each service's outbox lag, and ordering's payments by status", () => {
    for (const service of ['catalogue', 'ordering', 'proof-storage', 'reporting']) {
      const text = texts.get(service) ?? '';
      const unpublished = sampleValue(text, 'outbox_unpublished_events', { service });
      const age = sampleValue(text, 'outbox_oldest_unpublished_age_seconds', { service });
      expect({ service, unpublished: unpublished !== undefined && unpublished >= 0 }).toEqual({
        service,
        unpublished: true,
      });
      expect({ service, age: age !== undefined && age >= 0 && age < 60 }).toEqual({ service, age: true });
      expect(exported.get(service)?.has('events_dead_lettered_total')).toBe(true);
    }
    // A fresh shop has no payment yet.
    expect(sampleValue(texts.get('ordering') ?? '', 'payments_by_status', { status: 'paid' })).toBe(0);
    expect(sampleValue(texts.get('ordering') ?? '', 'payments_by_status', { status: 'pending' })).toBe(0);
    // ordering's dead letters start at 0 for the queue it consumes.
    expect(
      sampleValue(texts.get('ordering') ?? '', 'events_dead_lettered_total', {
        queue: 'ordering.proof-decisions',
        reason: 'handler_failed',
      }),
    ).toBe(0);
  });

  it('reports the emails of notifications by status, and its sending attempts', () => {
    const text = texts.get('notifications') ?? '';
    // A fresh shop has sent nothing, and nothing waits for an admin.
    for (const status of ['queued', 'sent', 'failed', 'rejected']) {
      expect({ status, n: sampleValue(text, 'notifications_emails_by_status', { status }) }).toEqual({
        status,
        n: 0,
      });
    }
    expect(exported.get('notifications')?.has('notifications_emails_total')).toBe(true);
  });
});
