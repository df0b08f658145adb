import { ArgumentsHost, Catch, RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { ErrorCode, isServiceError, MESSAGES, ServiceError, serviceError } from '@undangan/contracts';
import { Observable, throwError } from 'rxjs';
import { isDatabaseUnavailable } from '../database-errors';
import type { Logger } from '../logger';

/** An expected failure of an RPC handler; crosses the wire as `{ status, code, message }`. */
export function rpcFailure(code: ErrorCode, message: string): RpcException {
  return new RpcException(serviceError(code, message));
}

/** True when the database could not be reached or dropped the connection: worth a 503, not a 500. */
export { isDatabaseUnavailable };

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
