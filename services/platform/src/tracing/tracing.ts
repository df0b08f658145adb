import { DiagLogLevel, diag, propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { createLogger, lastingWarning } from '../logger';
import { idGenerator, sampler, useTracer } from './span';

export interface TracingOptions {
  /** service.name of every span: the program's name. */
  service: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT, as the program's configuration read it; unset, nothing is exported. */
  endpoint?: string;
  /** LOG_LEVEL, for the warning about spans the collector did not take. */
  logLevel?: string;
}

export interface Tracing {
  /** Sends the spans still queued (at shutdown). */
  close(): Promise<void>;
}

/** The collector's traces address, per the OpenTelemetry specification of the variable. */
export function tracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

let started: Tracing | undefined;

/**
 * The SDK's provider that sends spans to `<endpoint>/v1/traces` over OTLP/HTTP (JSON), in batches
 * of up to 256 at least every second from a queue of at most 4096 (beyond it spans are dropped).
 */
export function exportingProvider(service: string, endpoint: string): TracerProvider {
  const exporter = new OTLPTraceExporter({ url: tracesUrl(endpoint), timeoutMillis: 5000 });
  return new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: service }),
    idGenerator,
    sampler,
    spanProcessors: [
      new BatchSpanProcessor({
        exporter,
        maxQueueSize: 4096,
        maxExportBatchSize: 256,
        scheduledDelayMillis: 1000,
        exportTimeoutMillis: 5000,
      }),
    ],
  });
}

/**
 * Tracing through OpenTelemetry's SDK for this process, called by each program's main.ts before
 * the modules it instruments are loaded (pg, and node:http under axios and minio: they are patched
 * as they are required). Every program makes its server and consumer spans either way (their ids
 * are in the log lines and travel with RPC calls and events). With an endpoint, the SDK also sends
 * them over OTLP/HTTP (JSON, to `<endpoint>/v1/traces`) in batches from a bounded queue, with the
 * spans only an exporter shows: PostgreSQL queries, outgoing HTTP (Midtrans, S3), RPC calls sent
 * and events published. Without one, no instrumentation is registered and a span is the API's
 * non-recording span, ids and nothing else: nothing is recorded, queued or serialised (bench
 * section 8 measures both).
 */
export function startTracing(options: TracingOptions): Tracing {
  if (started) return started;
  if (!options.endpoint) {
    started = { close: async () => undefined };
    return started;
  }
  const logger = createLogger(options.service, options.logLevel);
  // The SDK reports a failed export through its diagnostics: one warning a minute at most.
  const warn = lastingWarning(logger, 'spans not exported to the OpenTelemetry collector; dropped');
  diag.setLogger(
    {
      error: (message) => warn(message),
      warn: (message) => warn(message),
      info: () => undefined,
      debug: () => undefined,
      verbose: () => undefined,
    },
    DiagLogLevel.WARN,
  );
  const provider = exportingProvider(options.service, options.endpoint);
  trace.setGlobalTracerProvider(provider);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Queries made while a request, RPC or event is handled (not the relay's polling), without
      // their values: the statements are parameterised, so no customer detail is recorded.
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      // Calls out (Midtrans through axios, S3 through minio); requests in are the gateway's spans.
      new HttpInstrumentation({
        disableIncomingRequestInstrumentation: true,
        requireParentforOutgoingSpans: true,
      }),
    ],
  });
  useTracer(provider.getTracer('@undangan/platform'));
  logger.info({ endpoint: new URL(options.endpoint).origin }, 'exporting spans over OTLP/HTTP');
  started = {
    close: async () => {
      await provider.shutdown();
    },
  };
  return started;
}

/** Sends the spans still queued; nothing when tracing was not started or exports nothing. */
export async function stopTracing(): Promise<void> {
  await started?.close();
}
