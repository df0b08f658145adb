import { AsyncLocalStorage } from 'node:async_hooks';
import {
  formatTraceparent,
  isSampled,
  newSpanId,
  newTraceId,
  parseTraceparent,
  TraceContext,
} from './traceparent';

/** OpenTelemetry's span kinds that occur here: an HTTP request or RPC handled, an event consumed. */
export type SpanKind = 'server' | 'consumer';

export interface Span extends TraceContext {
  /** The caller's span (from the incoming traceparent); none when this span started the trace. */
  parentSpanId?: string;
  /** The route pattern, RPC pattern or event type. */
  name: string;
  kind: SpanKind;
  startNs: bigint;
}

export type SpanAttributes = Record<string, string | number | boolean | undefined>;

export interface FinishedSpan extends Span {
  endNs: bigint;
  failed: boolean;
  attributes: SpanAttributes;
}

/** Where finished spans go besides the log line; set only when OTLP export is switched on. */
export interface SpanSink {
  add(span: FinishedSpan): void;
}

const storage = new AsyncLocalStorage<Span>();
let sink: SpanSink | undefined;

// hrtime is monotonic but has no epoch: one offset, taken once, turns it into Unix nanoseconds.
const EPOCH_OFFSET_NS = BigInt(Date.now()) * 1_000_000n - process.hrtime.bigint();

export function unixNanos(hrtimeNs: bigint): bigint {
  return hrtimeNs + EPOCH_OFFSET_NS;
}

/**
 * A new span: a child of the incoming traceparent when it is valid, otherwise the root of a new
 * trace (an invalid or missing header is never trusted, never an error).
 */
export function startSpan(name: string, kind: SpanKind, traceparent: unknown): Span {
  const parent = parseTraceparent(traceparent);
  return {
    traceId: parent?.traceId ?? newTraceId(),
    spanId: newSpanId(),
    parentSpanId: parent?.spanId,
    flags: parent?.flags ?? '01',
    name,
    kind,
    startNs: process.hrtime.bigint(),
  };
}

/** Runs fn with span as the current span: RPC calls and events made inside carry it on. */
export function runInSpan<T>(span: Span, fn: () => T): T {
  return storage.run(span, fn);
}

export function currentSpan(): Span | undefined {
  return storage.getStore();
}

/** The traceparent to send with an RPC call or put on an event, from the current span. */
export function currentTraceparent(): string | undefined {
  const span = storage.getStore();
  return span ? formatTraceparent(span) : undefined;
}

/** The ids every span line carries, so one `grep <trace id>` finds a request in every service. */
export function spanIds(span: Span): { traceId: string; spanId: string; parentSpanId?: string } {
  return span.parentSpanId
    ? { traceId: span.traceId, spanId: span.spanId, parentSpanId: span.parentSpanId }
    : { traceId: span.traceId, spanId: span.spanId };
}

/**
 * Ends a span: its duration in milliseconds, and the span handed to the exporter when there is one.
 * The attributes are asked for only then: with export off (the default) ending a span costs a
 * clock read and nothing is built for the exporter.
 */
export function endSpan(span: Span, failed: boolean, attributes?: () => SpanAttributes): number {
  const endNs = process.hrtime.bigint();
  if (sink && isSampled(span)) sink.add({ ...span, endNs, failed, attributes: attributes?.() ?? {} });
  return Math.round(Number(endNs - span.startNs) / 1e4) / 100;
}

/** Sends finished spans to sink as well (OTLP export); undefined switches it off again. */
export function setSpanSink(next: SpanSink | undefined): void {
  sink = next;
}
