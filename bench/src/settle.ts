import { addCpuSpent, cpuSnapshot, LOAD_GENERATOR } from './cpu';
import { type BenchContext, programPids, sleep } from './context';

/** A second in which the shop, PostgreSQL and RabbitMQ spent less than this is a quiet one (5% of a core). */
const QUIET_MS_PER_SECOND = 50;
/** Quiet seconds in a row before a browser measurement starts. */
const QUIET_SECONDS = 3;
/** The longest wait (a quick run's is short): a machine never quiet is measured as it is, and the report says so. */
const MAX_WAIT_MS = { full: 60_000, quick: 5_000 };

export interface Settled {
  /** Whether the quiet seconds came within the longest wait. */
  quiet: boolean;
  waitedMs: number;
  /** CPU ms the shop and its databases spent in the last second before the measurement. */
  lastSecondMs: number;
}

/**
 * Waits until the work the earlier sections left (outbox relays, reporting catching up, PostgreSQL
 * writing out what they stored) is done, so a browser measurement meets the shop as a visitor
 * does, not in the wake of the bench's own load.
 */
export async function untilSettled(ctx: BenchContext): Promise<Settled> {
  const started = Date.now();
  const maxWaitMs = ctx.quick ? MAX_WAIT_MS.quick : MAX_WAIT_MS.full;
  let quietSeconds = 0;
  let lastSecondMs = Number.NaN;
  while (Date.now() - started < maxWaitMs) {
    const before = cpuSnapshot(programPids(ctx));
    await sleep(1_000);
    const spent = addCpuSpent({}, before, cpuSnapshot(programPids(ctx)));
    delete spent[LOAD_GENERATOR];
    lastSecondMs = Math.round(Object.values(spent).reduce((sum, ms) => sum + ms, 0));
    quietSeconds = lastSecondMs < QUIET_MS_PER_SECOND ? quietSeconds + 1 : 0;
    if (quietSeconds >= QUIET_SECONDS) return { quiet: true, waitedMs: Date.now() - started, lastSecondMs };
  }
  return { quiet: false, waitedMs: Date.now() - started, lastSecondMs };
}
