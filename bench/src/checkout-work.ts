import { metricSamples, type MetricSample as Sample } from '@undangan/platform/testing';
import type { BareCheckout } from './bare-checkout';
import { BenchContext, sleep } from './context';
import { LoadOptions, runLoad, round } from './load';
import type { CheckoutWork } from './results';

/** Where a program answers /metrics: its own metrics port (the gateway), else beside its /health. */
function metricsUrl(spec: BenchContext['stack']['specs'][string]): string | undefined {
  if (spec.env.METRICS_PORT) return `http://127.0.0.1:${spec.env.METRICS_PORT}/metrics`;
  return spec.healthUrl.endsWith('/health') ? spec.healthUrl.replace(/\/health$/, '/metrics') : undefined;
}

/** The counters a checkout moves, of every program that has them, by program. */
const COUNTED = new Set([
  'db_statements_total',
  'rpc_handler_duration_seconds_count',
  'events_published_total',
  'events_consumed_total',
]);

async function readCounters(ctx: BenchContext): Promise<Map<string, Sample[]>> {
  const read = new Map<string, Sample[]>();
  for (const [name, spec] of Object.entries(ctx.stack.specs)) {
    const url = metricsUrl(spec);
    if (!url) continue;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (!res.ok) continue;
      read.set(
        name,
        metricSamples(await res.text()).filter((sample) => COUNTED.has(sample.name)),
      );
    } catch {
      // a program without /metrics (the simulator, nginx)
    }
  }
  return read;
}

/** Each series' growth between two reads, keyed by program, metric and the labels that matter. */
function growth(
  before: Map<string, Sample[]>,
  after: Map<string, Sample[]>,
  key: (sample: Sample) => string | undefined,
): Map<string, number> {
  const sums = new Map<string, number>();
  const add = (program: string, samples: Sample[] | undefined, sign: number) => {
    for (const sample of samples ?? []) {
      const k = key(sample);
      if (k === undefined) continue;
      const id = `${program}\u0000${k}`;
      sums.set(id, (sums.get(id) ?? 0) + sign * sample.value);
    }
  };
  for (const [program, samples] of after) {
    add(program, samples, 1);
    add(program, before.get(program), -1);
  }
  return sums;
}

const eventTotals = (read: Map<string, Sample[]>) =>
  [...read.values()]
    .flat()
    .filter((s) => s.name === 'events_published_total' || s.name === 'events_consumed_total')
    .map((s) => `${s.name}:${s.value}`)
    .join(',');

/** Until the events of the checkouts are published and consumed: their counters still for a while. */
async function settled(ctx: BenchContext): Promise<Map<string, Sample[]>> {
  let last = await readCounters(ctx);
  let still = 0;
  for (let waited = 0; still < 4 && waited < 20_000; waited += 250) {
    await sleep(250);
    const now = await readCounters(ctx);
    still = eventTotals(now) === eventTotals(last) ? still + 1 : 0;
    last = now;
  }
  return last;
}

/**
 * What checkouts cost each part of the shop, counted by the programs themselves (their /metrics)
 * over a run of checkouts and the events they cause: statements and transactions per database,
 * RPC calls, events published and delivered, log lines; and what the bare baseline sent to its own
 * database for the same checkouts. Includes what the programs did meanwhile on their own (the
 * outbox relays' polls), as a checkout pays for it too.
 */
export async function measureCheckoutWork(
  ctx: BenchContext,
  shop: { url: string; body: string },
  bare: BareCheckout,
  connections: number,
): Promise<CheckoutWork> {
  const requests = ctx.quick ? 100 : 1_000;
  const before = await settled(ctx);
  const lines = ctx.lines ?? new Map<string, number>();
  const linesBefore = new Map(lines);
  const checkoutsAt = (url: string): LoadOptions => ({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: shop.body,
    connections,
    requests,
  });
  const load = await runLoad(checkoutsAt(shop.url));
  const after = await settled(ctx);
  const checkouts = load.requests - load.errors - load.non2xx;
  const per = (value: number) => (checkouts > 0 ? round(value / checkouts, 3) : 0);

  const statements = growth(before, after, (s) =>
    s.name === 'db_statements_total' ? s.labels.kind : undefined,
  );
  const databases = new Map<string, CheckoutWork['databases'][number]>();
  for (const [id, value] of statements) {
    const [program, kind] = id.split('\u0000');
    const row = databases.get(program) ?? { program, statements: 0, transactions: 0, kinds: {} };
    row.kinds[kind] = per(value);
    row.statements = round(row.statements + per(value), 3);
    if (kind === 'begin' || kind === 'alone') row.transactions = round(row.transactions + per(value), 3);
    databases.set(program, row);
  }
  const rows = <T>(
    metric: string,
    label: string,
    make: (program: string, value: string, perCheckout: number) => T,
  ): T[] =>
    [...growth(before, after, (s) => (s.name === metric ? s.labels[label] : undefined))]
      .filter(([, value]) => value > 0)
      .map(([id, value]) => {
        const [program, labelValue] = id.split('\u0000');
        return make(program, labelValue, per(value));
      });
  const rpcCalls = rows('rpc_handler_duration_seconds_count', 'pattern', (program, pattern, perCheckout) => ({
    program,
    pattern,
    perCheckout,
  }));
  const eventsPublished = rows('events_published_total', 'type', (program, type, perCheckout) => ({
    program,
    type,
    perCheckout,
  }));
  const eventsConsumed = rows('events_consumed_total', 'queue', (program, queue, perCheckout) => ({
    program,
    queue,
    perCheckout,
  }));
  const sumOf = (list: { perCheckout: number }[]) => list.reduce((sum, row) => sum + row.perCheckout, 0);
  const logLines: Record<string, number> = {};
  for (const [program, count] of lines) {
    const grown = count - (linesBefore.get(program) ?? 0);
    if (grown > 0) logLines[program] = per(grown);
  }

  const bareBefore = await bare.stats();
  const bareLoad = await runLoad(checkoutsAt(bare.url));
  const bareAfter = await bare.stats();
  const bareCheckouts = bareAfter.checkouts - bareBefore.checkouts;
  const perBare = (key: 'statements' | 'transactions') =>
    bareCheckouts > 0 ? round((bareAfter[key] - bareBefore[key]) / bareCheckouts, 3) : 0;

  return {
    checkouts,
    failed: load.requests - checkouts + (bareLoad.requests - bareCheckouts),
    databases: [...databases.values()].filter((row) => row.statements > 0),
    rpcCalls,
    eventsPublished,
    eventsConsumed,
    brokerMessages: round(2 * sumOf(rpcCalls) + sumOf(eventsPublished) + sumOf(eventsConsumed), 3),
    logLines,
    bare: { statements: perBare('statements'), transactions: perBare('transactions') },
  };
}
