import type { BenchResults } from '../results';
import { fmt, sectionState, table } from './markdown';

/** Section 6: each program's resident memory, idle, after the reads, after a load and settled, beside bare node:http. */
export function renderMemory(results: BenchResults): string {
  const out: string[] = ['## 6. Memory', ''];
  const mem = results.sections.memory;
  if (mem.data) {
    const { load, bare } = mem.data;
    out.push(
      'Resident memory (VmRSS) of each program of the stack, idle after start and after the catalogue read test' +
        (load
          ? `; then after ${fmt(load.gatewayRequests, 0)} more \`GET ${load.path}\` sent to the gateway's own ` +
            `address (${load.connections} connections, past any front), and again after ${mem.data.settleSeconds} s ` +
            'without requests.'
          : '.'),
      '',
    );
    out.push(
      table(
        ['Program', 'Idle MB', 'After read MB', 'After load MB', 'Settled MB'],
        [
          ...mem.data.programs.map((p) => [
            p.name,
            fmt(p.idleMb, 1),
            fmt(p.afterReadMb, 1),
            fmt(p.afterLoadMb, 1),
            fmt(p.settledMb, 1),
          ]),
          ...(bare && load
            ? [
                [
                  `bare node:http (baseline, ${fmt(load.bareRequests, 0)} requests)`,
                  fmt(bare.idleMb, 1),
                  '',
                  fmt(bare.afterLoadMb, 1),
                  fmt(bare.settledMb, 1),
                ],
              ]
            : []),
        ],
      ),
      '',
    );
  } else out.push(sectionState(mem) ?? '', '');
  return out.join('\n');
}
