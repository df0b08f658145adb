import {
  context,
  Context,
  ROOT_CONTEXT,
  Span as OtelSpan,
  SpanKind,
  SpanStatusCode,
  trace,
  Tracer,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { AlwaysOnSampler, ParentBasedSampler } from '@opentelemetry/sdk-trace';
import { newSpanId, newTraceId, parseTraceparent, TraceContext } from './traceparent';

/**
 * OpenTelemetry's span kinds that occur here: an HTTP request or RPC handled (server), an event
 * consumed (consumer), an RPC call made (client), an event published (producer).
 */
export type SpanKindName = 'server' | 'consumer' | 'client' | 'producer';

const KINDS: Record<SpanKindName, SpanKind> = {
  server: SpanKind.SERVER,
  consumer: SpanKind.CONSUMER,
  client: SpanKind.CLIENT,
  producer: SpanKind.PRODUCER,
};

/** A span this code started and ends itself, with the ids its log line carries. */
export interface Span extends TraceContext {
  /** The caller's span (from the incoming traceparent); none when this span started the trace. */
  parentSpanId?: string;
  startNs: bigint;
  /** The SDK's span. */
  otel: OtelSpan;
  /** The context in which what the span causes runs: its RPC calls, queries, events. */
  context: Context;
}

export type SpanAttributes = Record<string, string | number | boolean | undefined>;

/** The ids every span is given: the platform's pooled random ids, which also satisfy the SDK. */
export const idGenerator = { generateTraceId: newTraceId, generateSpanId: newSpanId };

/** Sampled unless the caller said not to (its traceparent's flag), like the hand-written code was. */
export const sampler = new ParentBasedSampler({ root: new AlwaysOnSampler() });

// Context lives in AsyncLocalStorage: RPC calls, events and queries made inside a span find it.
// Set once per process (a second call is refused by the API and changes nothing).
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());

// Until startTracing sets an exporting provider (and in a test's in-process service), spans are
// only logged: they have ids to log and to pass on, and go nowhere else.
let tracer: Tracer | undefined;

/**
 * Used by startTracing (and the bench): next makes the spans from now on, and exports them; none
 * goes back to the spans that are only logged.
 */
export function useTracer(next?: Tracer): void {
  tracer = next;
}

/** A context whose span is the caller's, as its traceparent said. */
function remoteContext(parent: TraceContext): Context {
  return trace.setSpanContext(ROOT_CONTEXT, {
    traceId: parent.traceId,
    spanId: parent.spanId,
    traceFlags: parseInt(parent.flags, 16),
    isRemote: true,
  });
}

function flagsOf(otel: OtelSpan): string {
  return (otel.spanContext().traceFlags & 0xff).toString(16).padStart(2, '0');
}

/**
 * A new span: a child of the incoming traceparent when it is valid, otherwise the root of a new
 * trace (an invalid or missing header is never trusted, never an error).
 */
export function startSpan(name: string, kind: SpanKindName, traceparent: unknown): Span {
  const parent = parseTraceparent(traceparent);
  const parentContext = parent ? remoteContext(parent) : ROOT_CONTEXT;
  // Export off: the API's non-recording span, what the SDK makes of a span it does not sample. It
  // has the ids to log and pass on, and costs no more than they do; the SDK's span is built only
  // for an exporter to read.
  const otel = tracer
    ? tracer.startSpan(name, { kind: KINDS[kind] }, parentContext)
    : trace.wrapSpanContext({
        traceId: parent?.traceId ?? newTraceId(),
        spanId: newSpanId(),
        traceFlags: parseInt(parent?.flags ?? '01', 16),
      });
  const { traceId, spanId } = otel.spanContext();
  return {
    traceId,
    spanId,
    flags: flagsOf(otel),
    parentSpanId: parent?.spanId,
    startNs: process.hrtime.bigint(),
    otel,
    context: trace.setSpan(parentContext, otel),
  };
}

/** Runs fn with span as the current span: RPC calls, queries and events made inside carry it on. */
export function runInSpan<T>(span: Span, fn: () => T): T {
  return context.with(span.context, fn);
}

/**
 * Runs fn outside any span: for work that outlives the request that set it going (a timer loop a
 * request kicked), so that neither that work nor what it starts later joins the request's trace.
 */
export function outsideSpans<T>(fn: () => T): T {
  return context.with(ROOT_CONTEXT, fn);
}

/** The current span's trace context, if any. */
function currentSpan(): TraceContext | undefined {
  const otel = trace.getSpan(context.active());
  if (!otel) return undefined;
  const { traceId, spanId } = otel.spanContext();
  return { traceId, spanId, flags: flagsOf(otel) };
}

/** The traceparent to send with an RPC call or put on an event, from the current span. */
export function currentTraceparent(): string | undefined {
  const span = currentSpan();
  return span ? `00-${span.traceId}-${span.spanId}-${span.flags}` : undefined;
}

/** The ids every span line carries, so one `grep <trace id>` finds a request in every service. */
export function spanIds(span: Span): { traceId: string; spanId: string; parentSpanId?: string } {
  return span.parentSpanId
    ? { traceId: span.traceId, spanId: span.spanId, parentSpanId: span.parentSpanId }
    : { traceId: span.traceId, spanId: span.spanId };
}

/**
 * Ends a span: its duration in milliseconds. The attributes are asked for only when spans are
 * exported: with export off (the default) nothing is built that no one would read.
 */
export function endSpan(span: Span, failed: boolean, attributes?: () => SpanAttributes): number {
  const endNs = process.hrtime.bigint();
  if (span.otel.isRecording()) {
    if (attributes) setAttributes(span.otel, attributes());
    if (failed) span.otel.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.otel.end();
  return Math.round(Number(endNs - span.startNs) / 1e4) / 100;
}

function setAttributes(otel: OtelSpan, attributes: SpanAttributes): void {
  for (const key in attributes) {
    const value = attributes[key];
    if (value !== undefined) otel.setAttribute(key, value);
  }
}

/**
 * A span of work the current span does that only an exporter would show (an RPC call sent, an
 * event published): made only while spans are exported, and then a child of `parent` (a stored
 * traceparent) or else of the current span; none without either. fn's promise ends it.
 */
export async function withChildSpan<T>(
  name: string,
  kind: SpanKindName,
  attributes: SpanAttributes,
  fn: () => Promise<T>,
  parent?: string,
): Promise<T> {
  if (!tracer) return fn();
  const stored = parseTraceparent(parent);
  const parentContext = stored ? remoteContext(stored) : context.active();
  if (!trace.getSpan(parentContext)) return fn();
  const otel = tracer.startSpan(name, { kind: KINDS[kind] }, parentContext);
  setAttributes(otel, attributes);
  try {
    return await context.with(trace.setSpan(parentContext, otel), fn);
  } catch (err) {
    otel.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message });
    throw err;
  } finally {
    otel.end();
  }
}
