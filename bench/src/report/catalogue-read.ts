import type { BenchResults } from '../results';
import { fmt, loadRow, sectionState, sum, table } from './markdown';

/** Section 1: each catalogue route against bare node:http, the CPU per read and how fresh a read is after a change. */
export function renderCatalogueRead(results: BenchResults): string {
  const out: string[] = ['## 1. Catalogue read', ''];
  const read = results.sections.catalogueRead;
  if (read.data) {
    const through =
      results.front.kind === 'nginx'
        ? 'through nginx (whose cache answers each read the gateway answered earlier in the same second) and the gateway (with its catalogue cache)'
        : 'through the gateway alone (with its catalogue cache)';
    out.push(
      `Each route under autocannon, 50 connections, ${through}, and against a bare node:http server ` +
        "answering the same bytes and headers straight to the load generator (the machine's baseline: one " +
        'Node process with the answer in memory), the two taking turns in slices so that both meet the ' +
        'same background load. Load generator, shop and baseline share the same cores, so the one that ' +
        'spends less CPU per read leaves more to the load generator.',
      '',
    );
    const rows: (string | number)[][] = [];
    for (const route of read.data.routes) {
      rows.push(loadRow(`\`${route.path}\` the shop`, route.shop));
      rows.push(loadRow(`\`${route.path}\` bare node:http`, route.bare));
      rows.push([`\`${route.path}\` ratio`, `${fmt(route.ratio, 3)} x`, '', '', '', '']);
    }
    out.push(table(['Target', 'req/s (2xx)', 'p50 ms', 'p99 ms', 'max ms', 'failed'], rows), '');
    out.push(
      table(
        ['Route', "CPU per read in the shop's programs µs", 'bare node:http µs'],
        read.data.routes.map((r) => [
          `\`${r.path}\``,
          fmt(sum(r.cpuMsPerRequest) * 1000, 1),
          fmt(r.bareCpuMsPerRequest * 1000, 1),
        ]),
      ),
      '',
    );
    out.push(
      read.data.routes
        .map(
          (r) =>
            `\`${r.path}\`: ${r.bodyBytes} bytes; If-None-Match with its ETag answers ${r.notModifiedStatus}.`,
        )
        .join(' '),
      '',
    );
    const fresh = read.data.freshness;
    out.push(
      `**Freshness.** An add-on's price changed through the admin API ${fresh.changes} times, each at a ` +
        `different moment of the second, and read through the front every ${fresh.readEveryMs} ms: the ` +
        `last read that began after the save was answered and still got the old price began ` +
        `${fmt(fresh.staleForMs.p50, 1)} ms after it at the median, ${fmt(fresh.staleForMs.max, 1)} ms at ` +
        `most; ${fresh.oldAfterBound} reads begun a second or more after a save got the old price. ` +
        'The rule is in docs/ARCHITECTURE.md ("The catalogue cache").',
      '',
    );
  } else out.push(sectionState(read) ?? '', '');
  return out.join('\n');
}
