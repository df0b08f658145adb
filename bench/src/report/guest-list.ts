import type { BenchResults } from '../results';
import { fmt, sectionState, table } from './markdown';

export const GUEST_LIST_HEADING = "## 10. The couple's guest list";

/** Section 10: a wedding's list at the shop's limit, imported, paged and searched from the dashboard. */
export function renderGuestList(results: BenchResults): string {
  const out: string[] = [GUEST_LIST_HEADING, ''];
  const section = results.sections.guestList;
  const data = section?.data;
  if (!data) {
    out.push((section && sectionState(section)) ?? 'Not measured in this run.', '');
    return out.join('\n');
  }
  const front = results.front.kind === 'nginx' ? 'front' : 'gateway';
  out.push(
    `${fmt(data.guests, 0)} guests in one CSV as Indonesian-locale Excel writes it (\`;\`, each guest with a phone ` +
      `and a group), imported through the ${front} as the couple's dashboard does it: the preview that checks ` +
      `every row, then the save, timed together, ${data.imports.length} time${data.imports.length === 1 ? '' : 's'} ` +
      `into orders of their own (${data.imports.map((i) => `${fmt(i.ms / 1000, 2)} s`).join(', ')}; ` +
      `${data.imports.map((i) => fmt(i.added, 0)).join(' / ')} added). Then the list of the last one read ` +
      `through the ${front} one request at a time, as a couple clicks: its first page of 50, and a name ` +
      'searched, every search for another name.',
    '',
    table(
      ['Read', 'p50 ms', 'p99 ms', 'max ms', 'samples', 'answers'],
      [
        ['First page', data.firstPage, data.firstPageStatuses] as const,
        ['A name searched', data.search, data.searchStatuses] as const,
      ].map(([name, latency, statuses]) => [
        name,
        fmt(latency.p50, 2),
        fmt(latency.p99, 2),
        fmt(latency.max, 1),
        latency.samples,
        Object.entries(statuses)
          .map(([status, n]) => `${n}x ${status}`)
          .join(', '),
      ]),
    ),
    '',
  );
  return out.join('\n');
}
