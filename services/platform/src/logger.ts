import pino, { Logger } from 'pino';

export type { Logger };

/** JSON lines on stdout, one field `service` naming the program. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name: service, level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime });
}
