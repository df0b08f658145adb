import type { Logger } from '../logger';
import { FinishedSpan, SpanSink, unixNanos } from './span';

export interface OtlpExporterOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base address; spans go to `<endpoint>/v1/traces`. */
  endpoint: string;
  /** service.name of every span sent. */
  service: string;
  logger: Logger;
  /** Spans per request, and the size that sends at once; default 256. */
  batchSize?: number;
  /** Spans waiting at most; beyond it new spans are dropped; default 4096. */
  maxQueue?: number;
  /** How often a partial batch is sent; default 1000 ms. */
  flushIntervalMs?: number;
  /** One export request may take this long; default 5000 ms. */
  timeoutMs?: number;
}

/** OTLP's numbers for the span kinds and statuses used here. */
const KIND = { server: 2, consumer: 5 } as const;
const STATUS_OK = 1;
const STATUS_ERROR = 2;
/** At most one warning a minute about spans not delivered, with how many. */
const WARN_EVERY_MS = 60_000;

/** The collector's traces address, per the OpenTelemetry specification of the variable. */
export function tracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

type AnyValue =
  { stringValue: string } | { intValue: string } | { doubleValue: number } | { boolValue: boolean };

function anyValue(value: string | number | boolean): AnyValue {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  return Number.isInteger(value) ? { intValue: String(value) } : { doubleValue: value };
}

/** One span as OTLP/HTTP JSON writes it (ids in hex, times as decimal strings of nanoseconds). */
export function otlpSpan(span: FinishedSpan): Record<string, unknown> {
  return {
    traceId: span.traceId,
    spanId: span.spanId,
    ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
    flags: parseInt(span.flags, 16),
    name: span.name,
    kind: KIND[span.kind],
    startTimeUnixNano: unixNanos(span.startNs).toString(),
    endTimeUnixNano: unixNanos(span.endNs).toString(),
    attributes: Object.entries(span.attributes)
      .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
      .map(([key, value]) => ({ key, value: anyValue(value) })),
    status: { code: span.failed ? STATUS_ERROR : STATUS_OK },
  };
}

/**
 * Sends finished spans to an OpenTelemetry collector over OTLP/HTTP with JSON bodies, in batches
 * from a bounded queue. Export never holds up a request: a full queue drops new spans, a failed
 * or slow export drops its batch, and either is reported as one warning a minute at most.
 */
export class OtlpExporter implements SpanSink {
  private readonly url: string;
  /** Logged instead of the URL, which may carry credentials. */
  private readonly origin: string;
  private readonly batchSize: number;
  private readonly maxQueue: number;
  private readonly timeoutMs: number;
  private readonly resource: Record<string, unknown>;
  private queue: FinishedSpan[] = [];
  private readonly timer: NodeJS.Timeout;
  private readonly sending = new Set<Promise<void>>();
  private dropped = 0;
  private lastWarning = 0;

  constructor(private readonly options: OtlpExporterOptions) {
    this.url = tracesUrl(options.endpoint);
    this.origin = new URL(this.url).origin;
    this.batchSize = options.batchSize ?? 256;
    this.maxQueue = options.maxQueue ?? 4096;
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.resource = { attributes: [{ key: 'service.name', value: { stringValue: options.service } }] };
    this.timer = setInterval(() => this.flush(), options.flushIntervalMs ?? 1000);
    this.timer.unref();
  }

  add(span: FinishedSpan): void {
    if (this.queue.length >= this.maxQueue) {
      this.drop(1, 'queue full');
      return;
    }
    this.queue.push(span);
    if (this.queue.length >= this.batchSize) this.flush();
  }

  /** Sends what is queued now; resolves when those requests have settled. */
  flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.batchSize);
      const sent = this.send(batch);
      this.sending.add(sent);
      void sent.finally(() => this.sending.delete(sent));
    }
    return Promise.all([...this.sending]).then(() => undefined);
  }

  /** Sends the last spans and stops the timer. */
  async shutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async send(batch: FinishedSpan[]): Promise<void> {
    const body = JSON.stringify({
      resourceSpans: [
        {
          resource: this.resource,
          scopeSpans: [{ scope: { name: '@undangan/platform' }, spans: batch.map(otlpSpan) }],
        },
      ],
    });
    try {
      const res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) this.drop(batch.length, `collector answered ${res.status}`);
    } catch (err) {
      this.drop(
        batch.length,
        (err as Error)?.name === 'TimeoutError' ? 'timed out' : String((err as Error)?.message ?? err),
      );
    }
  }

  private drop(count: number, reason: string): void {
    this.dropped += count;
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.options.logger.warn(
      { dropped: this.dropped, reason, endpoint: this.origin },
      'spans not exported to the OpenTelemetry collector; dropped',
    );
    this.dropped = 0;
  }
}
