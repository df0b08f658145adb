import { readFileSync } from 'node:fs';
import { startBareServer } from '../bare-server';
import { BenchContext, http, sleep } from '../context';
import { Dose, runInterleaved } from '../load';
import type { Budget, MemoryData } from '../results';

/** Resident memory of one process in MB, from /proc (Linux); null when it cannot be read. */
export function residentMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Math.round((Number(kb) / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

/** Every program of the stack by name, with its memory now. */
export function snapshot(ctx: BenchContext): Record<string, { pid: number | null; mb: number | null }> {
  return Object.fromEntries(
    Object.keys(ctx.stack.specs).map((name) => {
      const pid = ctx.stack.pid(name);
      return [name, { pid: pid ?? null, mb: residentMb(pid) }];
    }),
  );
}

type Snapshot = ReturnType<typeof snapshot>;

/** The read the load repeats: answered by the gateway from its catalogue cache, like section 1's. */
const LOAD_PATH = '/api/designs/all';
const LOAD_CONNECTIONS = 50;
/** Gateway and bare server take turns this many times (each meets the same background load). */
const ROUNDS = 2;
/** The budget: resident memory a little after the load, against the same program's idle figure. */
export const SETTLED_OVER_IDLE = 1.25;

/**
 * Resident memory of every program idle, after section 1, and after a load that reaches the
 * gateway itself (its own address, whatever front the shop has: a cache in nginx would spare it
 * section 1's reads), then again once it has had no request for a few seconds. A bare node:http
 * process answering the same bytes under the same load, in the same run, is the baseline: what
 * any node program keeps after such a load.
 */
export async function measureMemory(
  ctx: BenchContext,
  idle: Snapshot,
  afterRead: Snapshot,
): Promise<{ data: MemoryData; budgets: Budget[] }> {
  const dose: Dose = ctx.quick ? { requests: 3_000 } : { seconds: 20 };
  const settleSeconds = ctx.quick ? 2 : 10;
  const first = await http(ctx, LOAD_PATH, {}, ctx.stack.gatewayUrl);
  if (first.status !== 200) throw new Error(`${LOAD_PATH} answered ${first.status} at the gateway`);
  const bare = await startBareServer(first.bytes, {
    'content-type': first.headers.get('content-type') ?? 'application/json',
  });
  try {
    const bareIdle = residentMb(bare.pid);
    ctx.log(`  ${LOAD_PATH} at the gateway's own address and at bare node:http in turns`);
    const [gatewayLoad, bareLoad] = await runInterleaved(
      { url: ctx.stack.gatewayUrl + LOAD_PATH, connections: LOAD_CONNECTIONS, ...dose },
      { url: bare.url, connections: LOAD_CONNECTIONS, ...dose },
      ctx.quick ? 1 : ROUNDS,
    );
    const afterLoad = snapshot(ctx);
    const bareAfterLoad = residentMb(bare.pid);
    await sleep(settleSeconds * 1000);
    const settled = snapshot(ctx);
    const bareSettled = residentMb(bare.pid);
    const data: MemoryData = {
      programs: Object.keys(idle).map((name) => ({
        name,
        pid: idle[name].pid,
        idleMb: idle[name].mb,
        afterReadMb: afterRead[name]?.mb ?? null,
        afterLoadMb: afterLoad[name]?.mb ?? null,
        settledMb: settled[name]?.mb ?? null,
      })),
      load: {
        path: LOAD_PATH,
        connections: LOAD_CONNECTIONS,
        gatewayRequests: gatewayLoad.requests,
        bareRequests: bareLoad.requests,
      },
      settleSeconds,
      bare: { idleMb: bareIdle, afterLoadMb: bareAfterLoad, settledMb: bareSettled },
    };
    return { data, budgets: [settledBudget(data)] };
  } finally {
    await bare.close();
  }
}

function settledBudget(data: MemoryData): Budget {
  const gateway = data.programs.find((p) => p.name === 'gateway');
  const idleMb = gateway?.idleMb ?? null;
  const settledMb = gateway?.settledMb ?? null;
  const ratio = idleMb && settledMb !== null ? Math.round((settledMb / idleMb) * 100) / 100 : null;
  const bare = data.bare;
  return {
    name: `Gateway resident memory ${data.settleSeconds} s after load, vs idle`,
    target: `<= ${SETTLED_OVER_IDLE} x`,
    value: ratio,
    unit: 'x',
    met: ratio === null ? null : ratio <= SETTLED_OVER_IDLE,
    note:
      `${settledMb} MB vs ${idleMb} MB idle; bare node:http ${bare?.idleMb} MB idle, ` +
      `${bare?.settledMb} MB after the same load`,
  };
}
