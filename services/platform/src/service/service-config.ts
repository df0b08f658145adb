import { configSchema, envVar, programVariables } from '../config';
import type { TracingOptions } from '../tracing';
import type { Logger } from '../logger';

/** Where a service runs; read from the environment unless given (tests run services in-process). */
export interface ServiceRuntimeOptions {
  /** LOG_LEVEL as main.ts read it; a test's service logs at info, or through its own `logger`. */
  logLevel?: string;
  databaseUrl?: string;
  amqpUrl?: string;
  httpPort?: number;
  /** The address /health and /metrics bind (LISTEN_HOST, default 127.0.0.1). */
  listenHost?: string;
  eventRetentionDays?: number;
  handleSignals?: boolean;
  logger?: Logger;
}

/** The variables runService reads, for a service program's schema (spread it in). */
export function serviceVariables(defaultDatabase: string) {
  return {
    ...programVariables,
    AMQP_URL: envVar.url('amqp://guest:guest@127.0.0.1:5672', ['amqp', 'amqps'], { secret: true }),
    DATABASE_URL: envVar.url(
      `postgres://postgres:postgres@127.0.0.1:5432/${defaultDatabase}`,
      ['postgres', 'postgresql'],
      { secret: true },
    ),
    HTTP_PORT: envVar.port(3001),
    // /health and /metrics are internal: loopback unless the deployment says otherwise (compose).
    LISTEN_HOST: envVar.host('127.0.0.1'),
    EVENT_RETENTION_DAYS: envVar.integer(7, { min: 1, max: 3650 }),
    // Unset: spans are only logged; set: also exported over OTLP/HTTP to this collector (main.ts).
    OTEL_EXPORTER_OTLP_ENDPOINT: envVar.optionalUrl(['http', 'https']),
  };
}

/** The development defaults of those variables: what runService uses for what it is not given. */
export function serviceDefaults(defaultDatabase: string): ServiceVariables {
  return configSchema(serviceVariables(defaultDatabase)).parse({});
}

export interface ServiceVariables {
  LOG_LEVEL: string;
  AMQP_URL: string;
  DATABASE_URL: string;
  HTTP_PORT: number;
  LISTEN_HOST: string;
  EVENT_RETENTION_DAYS: number;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
}

/** Tracing for a service, from its checked configuration: main.ts starts it before the rest loads. */
export function serviceTracing(service: string, config: ServiceVariables): TracingOptions {
  return { service, endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT, logLevel: config.LOG_LEVEL };
}

/** Where runService puts the service, from its checked configuration. */
export function serviceRuntime(config: ServiceVariables): ServiceRuntimeOptions {
  return {
    logLevel: config.LOG_LEVEL,
    amqpUrl: config.AMQP_URL,
    databaseUrl: config.DATABASE_URL,
    httpPort: config.HTTP_PORT,
    listenHost: config.LISTEN_HOST,
    eventRetentionDays: config.EVENT_RETENTION_DAYS,
  };
}
