import type { BenchResults, TracingData } from '../results';
import { fmt, sectionState, table } from './markdown';

export const TRACING_HEADING = '## 8. Tracing export';

export function renderTracing(results: BenchResults): string {
  const out: string[] = [TRACING_HEADING, ''];
  const section = results.sections.tracing;
  const data = section?.data;
  if (!data || data.notLoadedNs === undefined) {
    out.push((section && !data ? sectionState(section) : undefined) ?? 'Not measured.', '');
    return out.join('\n');
  }
  out.push(
    "Every program makes a span (through OpenTelemetry's SDK) and writes one log line for each request, " +
      'RPC and event it handles, whether or not spans are exported; each line written meanwhile carries the ' +
      "trace id (pino's mixin). `OTEL_EXPORTER_OTLP_ENDPOINT` adds the export to a collector, and with it the " +
      'spans of PostgreSQL queries, outgoing HTTP (Midtrans, S3), RPC calls and event publishes. The span code ' +
      `was timed in the bench's own process (its CPU time, not the clock), ${fmt(data.spansTimed, 0)} ` +
      'spans per figure; with export on, ' +
      'the spans went in batches to a stand-in collector in the same process (its share of the work is ' +
      `counted in the figure, an upper bound), which received ${fmt(data.spansReceivedByCollector, 0)} of ` +
      'them. A stack of its own, exporting to that collector, took one checkout: it wrote ' +
      `${data.spansPerCheckout} span lines and ${data.linesPerCheckout} lines with its trace id, and exported ` +
      `${data.spansExportedPerCheckout} spans.`,
    '',
    table(
      ['Measure', 'ns'],
      [
        ['Not tracing: reading the clock and rounding a duration, per timed line', fmt(data.notLoadedNs, 1)],
        ['A span (from a traceparent, current, ended), export off', fmt(data.spanOffNs, 1)],
        ['What a span adds, export off (the difference, at least 0)', fmt(data.exportOffAddsNs, 1)],
        ["A log line's trace fields, inside a span", fmt(data.traceFieldsNs, 1)],
        ['A span, export on (batched, serialised, posted)', fmt(data.spanOnNs, 1)],
      ],
    ),
    '',
    table(
      ['Per checkout', 'µs of CPU', 'share of a checkout'],
      [
        [
          'Export off: its span lines and trace fields',
          fmt(data.offPerCheckoutUs, 2),
          share(data.offPerCheckoutUs, data),
        ],
        [
          'Export on: its exported spans at the figure above (instrumentation aside)',
          fmt(data.onPerCheckoutUs, 1),
          share(data.onPerCheckoutUs, data),
        ],
      ],
    ),
    '',
    "Off, no instrumentation is registered and a span is the API's non-recording span (what the SDK " +
      'makes of a span it does not sample): its ids, current while it lasts, and the attributes an ' +
      'exporter would need are not even built. On, the SDK records each span, queues it, then ' +
      'serialises and posts it with its batch.',
    '',
  );
  return out.join('\n');
}

function share(us: number, data: TracingData): string {
  return data.cpuMsPerCheckout ? `${fmt((us / (data.cpuMsPerCheckout * 1000)) * 100, 2)}%` : 'n/a';
}
