import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  endSpan,
  formatTraceparent,
  newSpanId,
  newTraceId,
  runInSpan,
  startSpan,
  traceFields,
} from '@undangan/platform';
import { startTestStack } from '@undangan/stack';
import { http, type BenchContext } from '../context';
import type { Budget, TracingData } from '../results';
import { checkoutRequest } from './checkout';

const run = promisify(execFile);
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** Spans timed per mode: enough for a steady figure, a fraction of a second each. */
const SPANS = { full: 200_000, quick: 20_000 };
/** Export off may add at most this share of a checkout's CPU (the budget). */
const OFF_BUDGET_SHARE = 0.03;
/** The lines a program writes for a span it handles: the ones counted per checkout. */
const SPAN_LINES = new Set(['request', 'rpc handled', 'event consumed']);

const ATTRIBUTES = () => ({
  'http.request.method': 'POST',
  'http.route': '/api/orders/create-transaction',
  'http.response.status_code': 200,
  'request.id': 'bench',
});

/**
 * What tracing through OpenTelemetry's SDK costs a checkout, off (no OTEL_EXPORTER_OTLP_ENDPOINT,
 * the default) and on. The platform's span code is timed in this process, per span, as each
 * program runs it for every request, RPC and event it handles; beside it, what a program without
 * tracing would do for the same line (read the clock, round the duration). A stack of its own with
 * export on to a stand-in collector shows how many span lines one checkout writes (made whether or
 * not export is on) and how many spans it exports (queries, RPC calls, publishes and the Midtrans
 * call too). Off, those span lines and the trace fields of each line are the whole cost: no
 * instrumentation is registered.
 */
export async function measureTracing(
  ctx: Pick<BenchContext, 'quick' | 'log'>,
  cpuMsPerCheckout: number | undefined,
): Promise<{ data: TracingData; budgets: Budget[] }> {
  const spans = ctx.quick ? SPANS.quick : SPANS.full;
  const collector = await startCollector();
  try {
    const perCheckout = await countCheckoutSpans(ctx, collector);

    // What a program that does not trace at all does for a timed line: read the clock and round.
    const startNs = process.hrtime.bigint();
    const notLoaded = timePerCall(
      spans,
      () => Math.round(Number(process.hrtime.bigint() - startNs) / 1e4) / 100,
    );
    const tracedOff = timePerCall(spans, traceOneSpan);
    // A log line's trace fields (pino's mixin), inside a span.
    const fields = runInSpan(startSpan('bench', 'server', INCOMING), () => timePerCall(spans, traceFields));

    const receivedBefore = collector.received();
    const tracedOn = await spanOnNs(collector.url, spans);

    const offAddsNs = Math.max(0, tracedOff - notLoaded);
    const offPerCheckoutUs = (offAddsNs * perCheckout.spanLines + fields * perCheckout.lines) / 1000;
    const onPerCheckoutUs = (tracedOn * perCheckout.exported) / 1000;
    const data: TracingData = {
      spansTimed: spans,
      spansPerCheckout: perCheckout.spanLines,
      linesPerCheckout: perCheckout.lines,
      spansExportedPerCheckout: perCheckout.exported,
      notLoadedNs: round(notLoaded),
      spanOffNs: round(tracedOff),
      traceFieldsNs: round(fields),
      spanOnNs: round(tracedOn),
      exportOffAddsNs: round(offAddsNs),
      offPerCheckoutUs: round(offPerCheckoutUs, 2),
      onPerCheckoutUs: round(onPerCheckoutUs, 1),
      cpuMsPerCheckout: cpuMsPerCheckout === undefined ? undefined : round(cpuMsPerCheckout, 2),
      spansReceivedByCollector: collector.received() - receivedBefore,
    };
    const limitUs = cpuMsPerCheckout ? cpuMsPerCheckout * 1000 * OFF_BUDGET_SHARE : null;
    return {
      data,
      budgets: [
        {
          name: 'Tracing, export off: CPU it adds to a checkout',
          target:
            `< ${OFF_BUDGET_SHARE * 100}% of a checkout's CPU` +
            (limitUs ? ` (${round(limitUs, 0)} µs)` : ''),
          value: round(offPerCheckoutUs, 2),
          unit: 'µs',
          met: limitUs === null ? null : offPerCheckoutUs < limitUs,
          note:
            `${fmtNs(offAddsNs)} per span x ${perCheckout.spanLines} spans + ${fmtNs(fields)} per line x ` +
            `${perCheckout.lines} lines` +
            (cpuMsPerCheckout
              ? `; a checkout takes ${round(cpuMsPerCheckout, 1)} ms of CPU in the programs (section 2)`
              : '') +
            `; export on: about ${round(onPerCheckoutUs, 0)} µs for its ${perCheckout.exported} spans`,
        },
      ],
    };
  } finally {
    await collector.close();
  }
}

/** One span as a program makes it for a request: started from a traceparent, current, ended. */
/**
 * CPU per span with export on, in a process of its own as a program exports: each span made as
 * traceOneSpan makes it, in rounds the SDK's queue (4096) can hold, each flushed, so every span is
 * also serialised and posted. Not in this process: the SDK's exporter loads node:http with a
 * dynamic import(), which a test runner's sandbox (the quick bench runs in one) refuses.
 */
async function spanOnNs(collectorUrl: string, spans: number): Promise<number> {
  const script = `
    const p = require('@undangan/platform');
    const incoming = p.formatTraceparent({ traceId: p.newTraceId(), spanId: p.newSpanId(), flags: '01' });
    const attributes = () => (${JSON.stringify(ATTRIBUTES())});
    const one = () => {
      const span = p.startSpan('POST /api/orders/create-transaction', 'server', incoming);
      p.runInSpan(span, () => span.spanId);
      return p.endSpan(span, false, attributes);
    };
    (async () => {
      const [url, count] = [process.argv[1], Number(process.argv[2])];
      const provider = p.exportingProvider('bench', url);
      p.useTracer(provider.getTracer('@undangan/platform'));
      const started = process.cpuUsage();
      for (let done = 0; done < count; done += 2000) {
        for (let i = 0; i < 2000; i++) one();
        await provider.forceFlush();
      }
      const used = process.cpuUsage(started);
      p.useTracer(undefined);
      await provider.shutdown();
      process.stdout.write(JSON.stringify({ ns: ((used.user + used.system) * 1000) / count }));
    })().catch((err) => { console.error(err); process.exit(1); });`;
  const { stdout } = await run(process.execPath, ['-e', script, collectorUrl, String(spans)], {
    cwd: REPO_ROOT,
  });
  return (JSON.parse(stdout) as { ns: number }).ns;
}

function traceOneSpan(): number {
  const span = startSpan('POST /api/orders/create-transaction', 'server', INCOMING);
  runInSpan(span, () => span.spanId);
  return endSpan(span, false, ATTRIBUTES);
}

const INCOMING = formatTraceparent({ traceId: newTraceId(), spanId: newSpanId(), flags: '01' });

/**
 * Nanoseconds of this process's CPU per call of fn, after a warm-up of a tenth as many calls:
 * CPU time, not the clock, so that other work on a shared machine does not count as the span's.
 */
function timePerCall(count: number, fn: () => unknown): number {
  for (let i = 0; i < count / 10; i++) fn();
  const started = process.cpuUsage();
  for (let i = 0; i < count; i++) fn();
  return cpuNsSince(started) / count;
}

function cpuNsSince(started: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(started);
  return (used.user + used.system) * 1000;
}

/**
 * One checkout through a stack of its own exporting to the stand-in collector, sent with a
 * traceparent of the bench's own: the span lines and all lines carrying its trace id in every
 * program's log, and the spans of its trace the collector received, counted once the events have
 * been handled and the batches sent.
 */
async function countCheckoutSpans(
  ctx: Pick<BenchContext, 'quick' | 'log'>,
  collector: Collector,
): Promise<{ spanLines: number; lines: number; exported: number }> {
  ctx.log('  a stack exporting to a stand-in collector, for one checkout');
  const stack = await startTestStack({
    services: ['catalogue', 'ordering', 'reporting', 'midtrans-sim', 'gateway'],
    env: { PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '0', OTEL_EXPORTER_OTLP_ENDPOINT: collector.url },
  });
  try {
    const own: BenchContext = { stack, quick: ctx.quick, log: ctx.log } as BenchContext;
    const { body } = await checkoutRequest(own);
    const traceId = newTraceId();
    const answer = await http(own, '/api/orders/create-transaction', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        traceparent: formatTraceparent({ traceId, spanId: newSpanId(), flags: '01' }),
      },
      body,
    });
    if (answer.status !== 200) throw new Error(`create-transaction answered ${answer.status}`);
    const count = () => {
      const lines = Object.keys(stack.specs)
        .flatMap((name) => stack.logs(name).split('\n'))
        .filter((line) => line.includes(`"traceId":"${traceId}"`));
      const spanLines = lines.filter((line) => SPAN_LINES.has(String(parse(line).msg))).length;
      return { spanLines, lines: lines.length, exported: collector.spansOf(traceId) };
    };
    // The payment's events are consumed after the answer, and spans are sent each second: wait
    // until the counts stop growing.
    let last = '';
    for (let tries = 0; tries < 30; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const now = count();
      if (JSON.stringify(now) === last) return now;
      last = JSON.stringify(now);
    }
    return count();
  } finally {
    await stack.stop();
  }
}

function parse(line: string): Record<string, unknown> {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return {};
  }
}

interface Collector {
  url: string;
  received(): number;
  spansOf(traceId: string): number;
  close(): Promise<void>;
}

/**
 * A stand-in OpenTelemetry collector: accepts OTLP/HTTP JSON and counts the spans it receives, and
 * those of each trace (ids are hex in OTLP/JSON).
 */
async function startCollector(): Promise<Collector> {
  let received = 0;
  const byTrace = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received += countSpans(text);
      for (const [, traceId] of text.matchAll(/"traceId":"([0-9a-f]{32})"/g))
        byTrace.set(traceId, (byTrace.get(traceId) ?? 0) + 1);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received: () => received,
    spansOf: (traceId) => byTrace.get(traceId) ?? 0,
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
