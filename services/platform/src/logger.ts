import { context, trace } from '@opentelemetry/api';
import pino, { Logger } from 'pino';

export type { Logger };

/**
 * pino's isoTime, formatted once per millisecond: under load the gateway writes several request
 * lines within the same millisecond, and building the date string was the dearest part of a line.
 */
function isoTimeOncePerMs(): () => string {
  let lastMs = -1;
  let lastField = '';
  return () => {
    const now = Date.now();
    if (now !== lastMs) {
      lastMs = now;
      lastField = `,"time":"${new Date(now).toISOString()}"`;
    }
    return lastField;
  };
}

const NO_FIELDS = {};

/**
 * The current span's ids on every line written while a request, RPC or event is handled, under
 * the names the span lines use, so one `grep <trace id>` finds a warning beside the request that
 * caused it. A line's own fields win (a span line names its own span).
 */
export function traceFields(): { traceId?: string; spanId?: string } {
  const span = trace.getSpan(context.active());
  if (!span) return NO_FIELDS;
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}

function options(service: string, level: string): pino.LoggerOptions {
  return { name: service, level, base: { service }, timestamp: isoTimeOncePerMs(), mixin: traceFields };
}

/** JSON lines on stdout, one field `service` naming the program. */
export function createLogger(service: string, level = 'info'): Logger {
  return pino(options(service, level));
}

/** A line's fields: flat strings and numbers under the code's own keys; undefined ones are left out. */
export type LineFields = Record<string, string | number | undefined>;

/** A log for one line written on every request (the gateway's request line). */
export interface LineLog {
  /** Whether info lines are written at all (LOG_LEVEL warn or above: they are not). */
  readonly enabled: boolean;
  info(fields: LineFields, msg: string): void;
}

/** How much a batch holds at most before it is written. */
const BATCH_BYTES = 16 * 1024;
const FLUSH_MS = 200;

/**
 * The same JSON lines as pino's (level, time, service, name, the fields, msg), for a log written on
 * every request. A write per line would cost the gateway's hottest route about a third of its
 * throughput: here a line is one string, lines are gathered into batches of at most 16 KiB, and a
 * batch is written when full, every 200 ms, and when the process exits. The writes are synchronous,
 * on the program's one thread like its other log lines, so no line is ever torn by another, and a
 * reader that falls behind slows the program down instead of piling lines up in its memory.
 */
export function createLineLog(service: string, level = 'info'): LineLog {
  const enabled = (pino.levels.values[level] ?? pino.levels.values.info) <= pino.levels.values.info;
  if (!enabled) return { enabled, info: () => undefined };
  const destination = pino.destination({ dest: 1, sync: true });
  process.once('exit', () => flush());
  const time = isoTimeOncePerMs();
  const head = `{"level":${pino.levels.values.info}`;
  const names = `,"service":${JSON.stringify(service)},"name":${JSON.stringify(service)}`;
  let batch = '';
  let batchBytes = 0;
  const flush = () => {
    if (batch === '') return;
    destination.write(batch);
    batch = '';
    batchBytes = 0;
  };
  setInterval(flush, FLUSH_MS).unref();
  return {
    enabled,
    info(fields, msg) {
      let line = head + time() + names;
      for (const key in fields) {
        const value = fields[key];
        if (value !== undefined) line += `,"${key}":${jsonValue(value)}`;
      }
      line += `,"msg":${JSON.stringify(msg)}}\n`;
      const bytes = Buffer.byteLength(line);
      if (batchBytes + bytes > BATCH_BYTES) flush();
      batch += line;
      batchBytes += bytes;
    },
  };
}

/** A field's JSON, as pino writes it (a number that is not finite is null). */
function jsonValue(value: string | number): string {
  if (typeof value === 'string') return JSON.stringify(value);
  return Number.isFinite(value) ? String(value) : 'null';
}

/**
 * A warning about a state that lasts (a server away while a program waits for it): said the first
 * time, then at most once every `everyMs`, so a long wait does not flood the log.
 */
export function lastingWarning(
  logger: Logger | undefined,
  message: string,
  everyMs = 60_000,
): (err: unknown) => void {
  let lastSaid = -Infinity;
  return (err) => {
    if (Date.now() - lastSaid < everyMs) return;
    lastSaid = Date.now();
    logger?.warn({ err }, message);
  };
}
