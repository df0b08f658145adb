import type { BenchResults } from '../results';
import { fmt, sectionState, table } from './markdown';

const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;

const WEB_HEADING = '## 5. Web';

/** Section 5: what each route loads and Lighthouse's figures (also what `--only web` rewrites). */
export function renderWeb(results: BenchResults): string {
  const out: string[] = [WEB_HEADING, ''];
  const web = results.sections.web;
  if (web.data) {
    out.push(
      'Production build, gzip sizes of what each route loads before it shows (entry, route chunk and their imports), and what it loads later on its own.',
      '',
    );
    out.push(
      table(
        ['Route', 'JS gzip', 'CSS gzip', 'JS raw', 'JS on demand (gzip)'],
        web.data.bundles.map((b) => [
          `\`${b.route}\``,
          kb(b.jsGzip),
          kb(b.cssGzip),
          kb(b.jsRaw),
          kb(b.onDemandJsGzip),
        ]),
      ),
      '',
    );
    if (web.data.lighthouse.length > 0) {
      out.push(
        `Lighthouse ${web.data.lighthouseVersion ?? ''} mobile preset (simulated slow 4G, 4x CPU slowdown), headless Chromium. Each route is run ${Math.max(...web.data.lighthouse.map((l) => l.runs?.length ?? 1))} times; the figures are the run Lighthouse names the median (nearest the median first paint and time to interactive), with every run's performance beside it.`,
        '',
      );
      out.push(
        table(
          [
            'Route',
            'Performance',
            'Every run',
            'Accessibility',
            'LCP ms',
            'LCP element',
            'TBT ms',
            'CLS',
            'Audits under 0.9',
          ],
          web.data.lighthouse.map((l) => [
            `\`${l.route}\``,
            fmt(l.performance, 0),
            (l.runs ?? []).map((run) => fmt(run, 0)).join(' / '),
            fmt(l.accessibility, 0),
            fmt(l.lcpMs, 0),
            l.lcpElement ? `\`${l.lcpElement.replace(/[|`]/g, ' ')}\`` : '',
            fmt(l.tbtMs, 0),
            fmt(l.cls, 3),
            l.error ? `error: ${l.error}` : (l.failedAudits ?? []).join(', '),
          ]),
        ),
        '',
      );
    }
    if (web.data.lighthouseNote) out.push(web.data.lighthouseNote, '');
  } else out.push(sectionState(web) ?? '', '');
  return out.join('\n');
}

export const TRACING_HEADING = '## 8. Tracing export';
