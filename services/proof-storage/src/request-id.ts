import type { RmqContext } from '@nestjs/microservices';
import { REQUEST_ID_HEADER } from '@undangan/platform';

/** The gateway's request id from the RPC message headers, carried on into the events it causes. */
export function requestIdOf(context: RmqContext): string | undefined {
  const headers = (context.getMessage()?.properties?.headers ?? {}) as Record<string, unknown>;
  const value = headers[REQUEST_ID_HEADER];
  return typeof value === 'string' ? value : undefined;
}
