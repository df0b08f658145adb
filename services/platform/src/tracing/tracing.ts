import type { Logger } from '../logger';
import { OtlpExporter } from './otlp-exporter';
import { setSpanSink } from './span';

export interface Tracing {
  /** Sends the spans still queued (at shutdown). */
  close(): Promise<void>;
}

/**
 * Switches OTLP export on for this process when an endpoint is given (OTEL_EXPORTER_OTLP_ENDPOINT).
 * Without one nothing is set up: spans are only logged, and no span is ever queued or serialised.
 */
export function startTracing(service: string, endpoint: string | undefined, logger: Logger): Tracing {
  if (!endpoint) return { close: async () => undefined };
  const exporter = new OtlpExporter({ endpoint, service, logger });
  setSpanSink(exporter);
  logger.info({ endpoint: new URL(endpoint).origin }, 'exporting spans over OTLP/HTTP');
  return {
    close: async () => {
      setSpanSink(undefined);
      await exporter.shutdown();
    },
  };
}
