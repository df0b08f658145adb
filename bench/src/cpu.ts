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

/** The processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return children;
}

export const LOAD_GENERATOR = 'load generator (autocannon)';

export type CpuSnapshot = Map<string, Map<number, number>>;

/**
 * CPU time so far of the stack's programs, of the machine's PostgreSQL and RabbitMQ (shared with
 * anything else running on the machine) and of the bench itself, which is the load generator.
 */
export function cpuSnapshot(programs: Record<string, number | undefined>): CpuSnapshot {
  const groups: [string, number[]][] = [
    // A program with processes of its own (nginx's workers, cache manager) counts them all.
    ...Object.entries(programs).map(([name, pid]): [string, number[]] => [
      name,
      pid ? [pid, ...childrenOf(pid)] : [],
    ]),
    ['PostgreSQL (all backends)', pidsNamed('postgres')],
    ['RabbitMQ', pidsNamed('beam.smp')],
    [LOAD_GENERATOR, [process.pid]],
  ];
  return new Map(
    groups.map(([name, pids]) => [
      name,
      new Map(pids.flatMap((pid) => (processCpuMs(pid) === undefined ? [] : [[pid, processCpuMs(pid)!]]))),
    ]),
  );
}

/** CPU ms per request of each process group between two snapshots (processes that came and went count from 0). */
export function cpuPerRequest(
  before: CpuSnapshot,
  after: CpuSnapshot,
  requests: number,
): Record<string, number> {
  const result: Record<string, number> = {};
  for (const [name, now] of after) {
    const then = before.get(name) ?? new Map<number, number>();
    let ms = 0;
    for (const [pid, cpu] of now) ms += cpu - (then.get(pid) ?? 0);
    result[name] = requests > 0 ? Math.round((ms / requests) * 1000) / 1000 : 0;
  }
  return result;
}
