import { ERROR_STATUS, ErrorCode, ServiceError } from '@undangan/contracts';

/** An error the gateway answers with as-is: `{ message, code }` with `status`. */
export class HttpError extends Error implements ServiceError {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }

  static from(err: ServiceError): HttpError {
    return new HttpError(err.code, err.message);
  }
}
