import { readFileSync } from 'node:fs';
import type { BenchContext } from '../context';
import type { MemoryData } from '../results';

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

export function memoryData(
  idle: ReturnType<typeof snapshot>,
  afterRead: ReturnType<typeof snapshot>,
): MemoryData {
  return {
    programs: Object.keys(idle).map((name) => ({
      name,
      pid: idle[name].pid,
      idleMb: idle[name].mb,
      afterReadMb: afterRead[name]?.mb ?? null,
    })),
  };
}
