import os from 'node:os';
import { startTestStack, TestStack } from '@undangan/stack';
import { BenchContext, programPids } from '../context';
import { cpuPerRequest, cpuSnapshot } from '../cpu';
import { Dose, doseText, LoadOptions, round, runInterleaved, runLoad } from '../load';
import type { Budget, ReplicaRun, ReplicasData } from '../results';
import { READ_CONNECTIONS } from './catalogue-read';
import { CHECKOUT_CONNECTIONS, checkoutRequest } from './checkout';

/** The two shapes compared: everything once, then two gateways (behind the front) and two orderings. */
export const REPLICA_SETUPS: readonly ReplicaRun['replicas'][] = [
  { gateway: 1, ordering: 1 },
  { gateway: 2, ordering: 2 },
];
const READ_PATH = '/api/designs/all';

export interface ReplicasOptions {
  quick: boolean;
  repoRoot: string;
  scratchDir: string;
  /** The variables every bench stack runs with (BENCH_ENV). */
  env: Record<string, string>;
  /** The front the rest of the bench measures through. */
  front: 'nginx' | 'gateway';
  log(line: string): void;
}

const total = (cpu: Record<string, number>) => Object.values(cpu).reduce((sum, ms) => sum + ms, 0);

/** The two shapes take turns this many times, so both meet the same background load. */
const ROUNDS = 5;

/**
 * Checkout and catalogue reads with one and with two replicas of the gateway and ordering: both
 * stacks run side by side (the idle one costs little) and take turns under the load of sections 1
 * and 2, through the same front, so that the other work on a shared machine weighs on both alike.
 */
export async function measureReplicas(
  options: ReplicasOptions,
): Promise<{ data: ReplicasData; budgets: Budget[] }> {
  const dose: Dose = options.quick ? { requests: 100 } : { seconds: 10 };
  const readDose: Dose = options.quick ? { requests: 2_000 } : { seconds: 10 };
  const warm: Dose = options.quick ? { requests: 20 } : { seconds: 1 };
  const rounds = options.quick ? 1 : ROUNDS;
  const measuredAt = new Date().toISOString();
  const loadAverageAtStart = os.loadavg().map((l) => round(l, 2));
  const stacks: TestStack[] = [];
  try {
    for (const replicas of REPLICA_SETUPS) {
      options.log(`  gateway x${replicas.gateway}, ordering x${replicas.ordering}: starting a stack`);
      stacks.push(
        await startTestStack({
          healthTimeoutMs: 90_000,
          env: options.env,
          front: options.front,
          scale: replicas,
        }),
      );
    }
    const contexts: BenchContext[] = stacks.map((stack) => ({ ...options, stack, admin: {} }));
    const checkouts = await Promise.all(
      contexts.map(async (ctx) => ({
        url: `${ctx.stack.baseUrl}/api/orders/create-transaction`,
        method: 'POST' as const,
        headers: { 'content-type': 'application/json' },
        body: (await checkoutRequest(ctx)).body,
        connections: CHECKOUT_CONNECTIONS,
        ...dose,
      })),
    );
    // Every replica warm (its connections, its JIT) before the figures count.
    for (const load of checkouts) await runLoad({ ...load, ...warm } as LoadOptions);
    options.log(`  checkout: the two in turns, ${doseText(dose)} each, ${CHECKOUT_CONNECTIONS} connections`);
    const pids = () =>
      Object.assign({}, ...contexts.map((ctx, i) => prefixed(`${i + 1}:`, programPids(ctx)))) as Record<
        string,
        number | undefined
      >;
    const cpuBefore = cpuSnapshot(pids());
    const [oneCheckout, twoCheckout] = await runInterleaved(checkouts[0], checkouts[1], rounds);
    const cpuMs = total(
      cpuPerRequest(cpuBefore, cpuSnapshot(pids()), oneCheckout.requests + twoCheckout.requests),
    );
    const reads = stacks.map((stack) => ({
      url: stack.baseUrl + READ_PATH,
      connections: READ_CONNECTIONS,
      ...readDose,
    }));
    for (const load of reads) await runLoad({ ...load, ...warm } as LoadOptions);
    options.log(
      `  GET ${READ_PATH}: the two in turns, ${doseText(readDose)} each, ${READ_CONNECTIONS} connections`,
    );
    const [oneRead, twoRead] = await runInterleaved(reads[0], reads[1], rounds);
    const runs: ReplicaRun[] = [
      { replicas: REPLICA_SETUPS[0], front: stacks[0].front, checkout: oneCheckout, catalogueRead: oneRead },
      { replicas: REPLICA_SETUPS[1], front: stacks[1].front, checkout: twoCheckout, catalogueRead: twoRead },
    ];
    const cores = os.cpus().length;
    return {
      data: {
        measuredAt,
        loadAverageAtStart,
        loadAverageAtEnd: os.loadavg().map((l) => round(l, 2)),
        cores,
        runs,
        checkoutGain: round(twoCheckout.requestsPerSecond / oneCheckout.requestsPerSecond, 3),
        catalogueReadGain: round(twoRead.requestsPerSecond / oneRead.requestsPerSecond, 3),
        cpuMsPerCheckout: round(cpuMs, 3),
        // What the cores allow at most, whatever the number of processes sharing them.
        checkoutCeiling: round((cores * 1000) / cpuMs, 0),
      },
      budgets: [],
    };
  } finally {
    for (const stack of stacks) await stack.stop();
  }
}

function prefixed<T>(prefix: string, values: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [prefix + name, value]));
}
