import { ArgumentsHost, Catch, RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import {
  ErrorCode,
  isServiceError,
  MESSAGES,
  ServiceError,
  serviceError,
  validate,
} from '@undangan/contracts';
import { Observable, throwError } from 'rxjs';
import { isDatabaseUnavailable } from '../database-errors';
import type { Logger } from '../logger';

/** An expected failure of an RPC handler; crosses the wire as `{ status, code, message }`. */
export function rpcFailure(code: ErrorCode, message: string): RpcException {
  return new RpcException(serviceError(code, message));
}

/**
 * A request checked against a schema, or a 400 with the first problem. @Handles applies it with
 * the contract's schema before every handler; a service uses it for what it builds itself.
 */
export function parseRpcInput<T>(schema: Parameters<typeof validate<T>>[0], input: unknown): T {
  const result = validate(schema, input);
  if (!result.ok) throw rpcFailure('bad_request', result.message);
  return result.value;
}

/** Turns whatever a handler threw into a ServiceError; unexpected errors are logged, never leaked. */
export function toServiceError(err: unknown, logger: Logger): ServiceError {
  if (err instanceof RpcException) {
    const inner = err.getError();
    if (isServiceError(inner)) return inner;
  }
  if (isServiceError(err)) return err;
  if (isDatabaseUnavailable(err)) {
    logger.warn({ err }, 'database unavailable');
    return serviceError('unavailable', MESSAGES.serviceUnavailable);
  }
  logger.error({ err }, 'unexpected error in RPC handler');
  return serviceError('internal', MESSAGES.internal);
}

@Catch()
export class ServiceErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    return throwError(() => toServiceError(exception, this.logger));
  }
}
