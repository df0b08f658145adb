import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createLogger,
  endSpan,
  formatTraceparent,
  newSpanId,
  newTraceId,
  OtlpExporter,
  runInSpan,
  setSpanSink,
  startSpan,
} from '@undangan/platform';
import { http, type BenchContext } from '../context';
import type { Budget, TracingData } from '../results';
import { checkoutRequest } from './checkout';

/** Spans timed per mode: enough for a steady figure, a fraction of a second each. */
const SPANS = { full: 200_000, quick: 20_000 };
/**
 * Export off may add at most this share of a checkout's CPU (docs/OPERATIONS.md section 7: tracing
 * is free when off).
 */
const OFF_BUDGET_SHARE = 0.01;

const ATTRIBUTES = () => ({
  'http.request.method': 'POST',
  'http.route': '/api/orders/create-transaction',
  'http.response.status_code': 200,
  'request.id': 'bench',
});

/**
 * What OpenTelemetry export costs, off (no OTEL_EXPORTER_OTLP_ENDPOINT, the default) and on: the
 * platform's own span code timed in this process, per span, as each program runs it for every
 * request, RPC and event. Spans are always written to the log (their ids join a request's lines
 * across programs); the endpoint only adds the export. Off, ending a span is a clock read and one
 * check of whether an exporter is set; the figure set beside it is the clock read and rounding
 * that any log line with a duration does.
 */
export async function measureTracing(
  ctx: BenchContext,
  cpuMsPerCheckout: number | undefined,
): Promise<{ data: TracingData; budgets: Budget[] }> {
  const spans = ctx.quick ? SPANS.quick : SPANS.full;
  const spansPerCheckout = await countCheckoutSpans(ctx);

  // Ending one span, export off, beside what any timed log line does anyway: read the clock and
  // round the duration. The difference is all that export off adds.
  const span = startSpan('bench', 'server', INCOMING);
  const durationOnly = timePerSpan(
    spans,
    () => Math.round(Number(process.hrtime.bigint() - span.startNs) / 1e4) / 100,
  );
  const endOff = timePerSpan(spans, () => endSpan(span, false, ATTRIBUTES));
  const tracedOff = timePerSpan(spans, traceOneSpan);

  const collector = await startCollector();
  const exporter = new OtlpExporter({
    endpoint: collector.url,
    service: 'bench',
    logger: createLogger('bench', 'silent'),
    maxQueue: spans,
  });
  setSpanSink(exporter);
  let tracedOn: number;
  try {
    const started = process.hrtime.bigint();
    for (let i = 0; i < spans; i++) traceOneSpan();
    // The export's own work (serialising the batches, posting them) is part of its price.
    await exporter.shutdown();
    tracedOn = Number(process.hrtime.bigint() - started) / spans;
  } finally {
    setSpanSink(undefined);
    await collector.close();
  }

  const offAddsNs = Math.max(0, endOff - durationOnly);
  const data: TracingData = {
    spansTimed: spans,
    spansPerCheckout,
    durationOnlyNs: round(durationOnly),
    spanEndOffNs: round(endOff),
    spanOffNs: round(tracedOff),
    spanOnNs: round(tracedOn),
    exportOffAddsNs: round(offAddsNs),
    spansReceivedByCollector: collector.received(),
  };
  const offPerCheckoutUs = (offAddsNs * spansPerCheckout) / 1000;
  const limitUs = cpuMsPerCheckout ? cpuMsPerCheckout * 1000 * OFF_BUDGET_SHARE : null;
  return {
    data,
    budgets: [
      {
        name: 'OTLP export off: CPU it adds to a checkout',
        target:
          `< ${OFF_BUDGET_SHARE * 100}% of a checkout's CPU` + (limitUs ? ` (${round(limitUs, 0)} µs)` : ''),
        value: round(offPerCheckoutUs, 2),
        unit: 'µs',
        met: limitUs === null ? null : offPerCheckoutUs < limitUs,
        note:
          `${fmtNs(offAddsNs)} per span x ${spansPerCheckout} spans` +
          (cpuMsPerCheckout
            ? `; a checkout takes ${round(cpuMsPerCheckout, 1)} ms of CPU in the programs (section 2)`
            : '') +
          `; export on: ${fmtNs(tracedOn - tracedOff)} more per span`,
      },
    ],
  };
}

/** One span as a program makes it for a request: started from a traceparent, current, ended. */
function traceOneSpan(): number {
  const span = startSpan('POST /api/orders/create-transaction', 'server', INCOMING);
  runInSpan(span, () => span.spanId);
  return endSpan(span, false, ATTRIBUTES);
}

const INCOMING = formatTraceparent({ traceId: newTraceId(), spanId: newSpanId(), flags: '01' });

/** Nanoseconds per call of fn, after a warm-up of a tenth as many calls. */
function timePerSpan(count: number, fn: () => unknown): number {
  for (let i = 0; i < count / 10; i++) fn();
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i++) fn();
  return Number(process.hrtime.bigint() - started) / count;
}

/**
 * The span lines of one checkout in every program's log: the request sent with a traceparent of
 * the bench's own, then every line carrying its trace id counted once the events have been handled.
 */
async function countCheckoutSpans(ctx: BenchContext): Promise<number> {
  const { body } = await checkoutRequest(ctx);
  const traceId = newTraceId();
  const answer = await http(ctx, '/api/orders/create-transaction', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      traceparent: formatTraceparent({ traceId, spanId: newSpanId(), flags: '01' }),
    },
    body,
  });
  if (answer.status !== 200) throw new Error(`create-transaction answered ${answer.status}`);
  const count = () =>
    Object.keys(ctx.stack.specs)
      .map((name) => ctx.stack.logs(name).split('\n'))
      .flat()
      .filter((line) => line.includes(`"traceId":"${traceId}"`)).length;
  // The payment's events are consumed after the answer: wait until the count stops growing.
  let last = -1;
  for (let tries = 0; tries < 20; tries++) {
    const now = count();
    if (now === last) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return last;
}

/** A stand-in OpenTelemetry collector: accepts OTLP/HTTP JSON and counts the spans it receives. */
async function startCollector(): Promise<{ url: string; received(): number; close(): Promise<void> }> {
  let received = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received += countSpans(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The spans in one OTLP/HTTP JSON export request, by their `"spanId":` keys (a parent's key is
 * `"parentSpanId":`): the stand-in runs in the bench's process, so it counts without parsing.
 */
export function countSpans(body: string): number {
  return body.split('"spanId":').length - 1;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const fmtNs = (ns: number) => (ns >= 1000 ? `${round(ns / 1000, 2)} µs` : `${round(ns, 0)} ns`);
