import { ERROR_STATUS, ErrorCode, ServiceError } from '@undangan/contracts';

/**
 * An error the gateway answers with as-is: `{ message, code }` with `status`, the code's own
 * unless one is given (408, which no service answers, is the gateway's only other).
 */
export class HttpError extends Error implements ServiceError {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    status?: 408,
  ) {
    super(message);
    this.status = status ?? ERROR_STATUS[code];
  }

  static from(err: ServiceError): HttpError {
    return new HttpError(err.code, err.message);
  }
}
