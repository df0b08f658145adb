import type { BenchResults } from '../results';
import { fmt, sectionState, table } from './markdown';

/** Section 4: the admin's queries over a large generated history. */
export function renderAdminAtScale(results: BenchResults): string {
  const out: string[] = ['## 4. Admin at scale', ''];
  const adm = results.sections.adminAtScale;
  if (adm.data) {
    out.push(
      `${fmt(adm.data.generatedRows, 0)} payments generated in ordering's database (${fmt(adm.data.totalRows, 0)} in all; ` +
        `${fmt(adm.data.loadSeconds, 0)} s including ${fmt(adm.data.indexSeconds, 0)} s to rebuild the indexes), ` +
        `then each admin query through the ${results.front.kind === 'nginx' ? 'front' : 'gateway'}, one at a time. Every request draws its own value: the phone, ` +
        'order id or first name of a different sampled payment, a date range of 7 to 31 days starting at a random ' +
        'day, a random page in the deepest half; three warm-up requests use values of their own too.',
      '',
    );
    out.push(
      table(
        ['Query', 'p50 ms', 'p99 ms', 'max ms', 'samples', 'answers'],
        adm.data.queries.map((q) => [
          q.baseline ? `${q.name} (reference)` : q.name,
          fmt(q.p50, 2),
          fmt(q.p99, 2),
          fmt(q.max, 1),
          q.samples,
          Object.entries(q.statuses)
            .map(([k, v]) => `${v}x ${k}`)
            .join(', '),
        ]),
      ),
      '',
    );
  } else out.push(sectionState(adm) ?? '', '');
  return out.join('\n');
}
