import type { LoggerService } from '@nestjs/common';
import type { Logger } from '../logger';

/**
 * Nest sometimes logs an object rather than a text (the RMQ transport logs the broker's error
 * as is): keep it as a field and say what it is, instead of the useless "[object Object]".
 */
function line(message: unknown): [Record<string, unknown>, string] {
  if (typeof message === 'string') return [{}, message];
  if (message instanceof Error) return [{ err: message }, message.message];
  const inner = (message as { err?: unknown })?.err;
  if (inner instanceof Error) return [{ err: inner }, inner.message];
  return [{ detail: message }, String((message as { message?: unknown })?.message ?? 'non-text log message')];
}

/** Routes NestJS's own log lines into the service's pino logger, so every line is JSON. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    const [fields, text] = line(message);
    this.logger.info({ context, ...fields }, text);
  }
  error(message: unknown, trace?: string, context?: string): void {
    const [fields, text] = line(message);
    this.logger.error({ context, trace, ...fields }, text);
  }
  warn(message: unknown, context?: string): void {
    const [fields, text] = line(message);
    this.logger.warn({ context, ...fields }, text);
  }
  debug(message: unknown, context?: string): void {
    const [fields, text] = line(message);
    this.logger.debug({ context, ...fields }, text);
  }
  verbose(message: unknown, context?: string): void {
    const [fields, text] = line(message);
    this.logger.trace({ context, ...fields }, text);
  }
}
