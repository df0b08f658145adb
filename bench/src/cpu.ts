import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ; 100 on Linux x86 and arm). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system, all threads) of one process in ms; undefined once it is gone. */
function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself contain spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Each process's parent, from /proc (for the children of a program, e.g. nginx's workers). */
function parents(): Map<number, number> {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  return parent;
}

/** A program's process and every process under it. */
function withDescendants(pid: number, parent: Map<number, number>): number[] {
  const found = [pid];
  for (let i = 0; i < found.length; i++) {
    for (const [child, of] of parent) if (of === found[i]) found.push(child);
  }
  return found;
}

/** Every process whose command name is `comm` (e.g. all PostgreSQL backends). */
function pidsNamed(comm: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === comm) pids.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return pids;
}

export const LOAD_GENERATOR = 'load generator (autocannon)';

export type CpuSnapshot = Map<string, Map<number, number>>;

/**
 * CPU time so far of the stack's programs (each with the processes it started, e.g. nginx's
 * workers), of the machine's PostgreSQL and RabbitMQ (shared with anything else running on the
 * machine) and of the bench itself, which is the load generator.
 */
export function cpuSnapshot(
  programs: Record<string, number | undefined>,
  /** Groups of processes known by their ids (e.g. the PostgreSQL backends of some databases). */
  others: Record<string, number[]> = {},
): CpuSnapshot {
  const parent = parents();
  const groups: [string, number[]][] = [
    ...Object.entries(programs).map(([name, pid]): [string, number[]] => [
      name,
      pid ? withDescendants(pid, parent) : [],
    ]),
    ['PostgreSQL (all backends)', pidsNamed('postgres')],
    ['RabbitMQ', pidsNamed('beam.smp')],
    [LOAD_GENERATOR, [process.pid]],
    ...Object.entries(others),
  ];
  return new Map(
    groups.map(([name, pids]) => [
      name,
      new Map(pids.flatMap((pid) => (processCpuMs(pid) === undefined ? [] : [[pid, processCpuMs(pid)!]]))),
    ]),
  );
}

/** CPU ms of each process group between two snapshots (processes that came and went count from 0), added to `into`. */
export function addCpuSpent(
  into: Record<string, number>,
  before: CpuSnapshot,
  after: CpuSnapshot,
): Record<string, number> {
  for (const [name, now] of after) {
    const then = before.get(name) ?? new Map<number, number>();
    let ms = 0;
    for (const [pid, cpu] of now) ms += cpu - (then.get(pid) ?? 0);
    into[name] = (into[name] ?? 0) + ms;
  }
  return into;
}

/** CPU ms per request of each group of `spent`, rounded to microseconds. */
export function perRequest(spent: Record<string, number>, requests: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(spent).map(([name, ms]) => [
      name,
      requests > 0 ? Math.round((ms / requests) * 1000) / 1000 : 0,
    ]),
  );
}

/** CPU ms per request of each process group between two snapshots (processes that came and went count from 0). */
export function cpuPerRequest(
  before: CpuSnapshot,
  after: CpuSnapshot,
  requests: number,
): Record<string, number> {
  return perRequest(addCpuSpent({}, before, after), requests);
}
