import autocannon from 'autocannon';
import type { Latency, LoadResult } from './results';

/**
 * How much load: for a time (a full run's steady figures), or until a number of requests were
 * answered (the quick run: the same work on a fast machine and a slow one, so no section ends
 * with nothing measured because the machine was slower than a fixed second).
 */
export type Dose = { seconds: number; requests?: undefined } | { requests: number; seconds?: undefined };

export const doseText = (dose: Dose) =>
  dose.requests !== undefined ? `${dose.requests} requests` : `${dose.seconds} s`;

/** A dose split into `parts` turns. */
const share = (dose: Dose, parts: number): Dose =>
  dose.requests !== undefined
    ? { requests: Math.max(1, Math.round(dose.requests / parts)) }
    : { seconds: Math.max(1, Math.round(dose.seconds / parts)) };

export type LoadOptions = Dose & {
  url: string;
  connections: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A fresh body for every request (e.g. a new order id each time). */
  bodyFor?: () => string;
  /** At most this many requests a second over all connections (a steady stream, not the most it can take). */
  overallRate?: number;
};

interface Slice {
  ok: number;
  requests: number;
  errors: number;
  non2xx: number;
  seconds: number;
}

/** One autocannon run; every response time goes into `samples`. `running` receives its stop. */
function drive(
  options: LoadOptions,
  samples: number[],
  running?: (stop: () => void) => void,
): Promise<Slice> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        // autocannon wants at least one request per connection.
        ...(options.requests !== undefined
          ? { amount: Math.max(options.requests, options.connections) }
          : { duration: options.seconds }),
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        timeout: 10,
        ...(options.overallRate ? { overallRate: options.overallRate } : {}),
        ...(options.bodyFor
          ? { requests: [{ setupRequest: (req: object) => ({ ...req, body: options.bodyFor!() }) }] }
          : {}),
      },
      (err, result) => {
        if (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
          return;
        }
        resolve({
          ok: result['2xx'],
          requests: result.requests.total,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          seconds: Number(process.hrtime.bigint() - started) / 1e9,
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      samples.push(responseTime);
    });
    running?.(() => instance.stop());
  });
}

function summarise(slices: Slice[], samples: number[], connections: number): LoadResult {
  const seconds = slices.reduce((sum, s) => sum + s.seconds, 0);
  const total = (key: keyof Slice) => slices.reduce((sum, s) => sum + s[key], 0);
  return {
    ...percentiles(samples),
    // Answered with 2xx: a fast error is not throughput.
    requestsPerSecond: round(total('ok') / seconds, 1),
    requests: total('requests'),
    errors: total('errors'),
    non2xx: total('non2xx'),
    durationSeconds: round(seconds, 2),
    connections,
  };
}

/**
 * Drives one URL with autocannon. Latencies are taken from every response with sub-millisecond
 * precision (autocannon's own histogram rounds to whole milliseconds, too coarse for a 10 ms budget).
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const samples: number[] = [];
  return summarise([await drive(options, samples)], samples, options.connections);
}

/** A load that runs until stopped (e.g. behind another target's measured turns): its figures at the stop. */
export function startLoad(options: Omit<LoadOptions, 'seconds' | 'requests'>): {
  stop(): Promise<LoadResult>;
} {
  const samples: number[] = [];
  let stopLoad = () => {};
  // An hour: far longer than any turn it runs behind; stopped before.
  const slice = drive({ ...options, seconds: 3600 }, samples, (stop) => (stopLoad = stop));
  return {
    stop: async () => {
      stopLoad();
      return summarise([await slice], samples, options.connections);
    },
  };
}

/** Called around each slice of runInterleaved with the target's index (0 first, 1 second). */
export interface TurnHooks {
  before?(target: number): unknown;
  after?(target: number): unknown;
}

/**
 * Two targets under the same load, taken in turns (`rounds` slices each): on a shared machine
 * whose background load comes and goes, both then meet the same conditions. Each gets its dose
 * in all. `turns` is told of each slice (e.g. to count each target's CPU apart).
 */
export async function runInterleaved(
  first: LoadOptions,
  second: LoadOptions,
  rounds: number,
  turns: TurnHooks = {},
): Promise<[LoadResult, LoadResult]> {
  const runs = [first, second].map((options) => ({
    options: { ...options, ...share(options, rounds) } as LoadOptions,
    slices: [] as Slice[],
    samples: [] as number[],
  }));
  for (let round = 0; round < rounds; round++) {
    for (const [target, run] of runs.entries()) {
      await turns.before?.(target);
      run.slices.push(await drive(run.options, run.samples));
      await turns.after?.(target);
    }
  }
  const [a, b] = runs.map((run) => summarise(run.slices, run.samples, run.options.connections));
  return [a, b];
}

/** p50, p99 and max of a list of milliseconds, rounded to microseconds. */
export function percentiles(values: number[]): Latency {
  if (values.length === 0) return { p50: Number.NaN, p99: Number.NaN, max: Number.NaN, samples: 0 };
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return {
    p50: round(at(0.5), 3),
    p99: round(at(0.99), 3),
    max: round(sorted[sorted.length - 1], 3),
    samples: sorted.length,
  };
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Times an async step in milliseconds. */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = process.hrtime.bigint();
  const value = await work();
  return { value, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}
