import { HttpException } from '@nestjs/common';
import { ErrorCode, isServiceError, MESSAGES } from '@undangan/contracts';
import { isDatabaseUnavailable } from '@undangan/platform';

export interface ErrorResponse {
  status: number;
  body: { message: string; code: ErrorCode };
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
  504: 'timeout',
};

const MESSAGE_BY_CODE: Partial<Record<ErrorCode, string>> = {
  bad_request: MESSAGES.invalidInput,
  unauthorized: MESSAGES.unauthorized,
  not_found: MESSAGES.routeNotFound,
  payload_too_large: MESSAGES.payloadTooLarge,
  unsupported_media_type: 'Jenis konten tidak didukung.',
  rate_limited: MESSAGES.tooManyRequests,
  unavailable: MESSAGES.serviceUnavailable,
  timeout: MESSAGES.serviceTimeout,
};

/**
 * One error body for every failure: `{ message, code }`. Expected errors keep their message; the
 * framework's own (bad JSON, body too large, unknown route) get an Indonesian one; the gateway's own
 * database out of reach (its admin accounts, sessions, audit and limits live there) is a 503 to
 * retry, as a service away is; anything else is a 500 whose details stay in the log.
 */
export function toErrorResponse(err: unknown): ErrorResponse {
  if (isServiceError(err)) {
    return { status: err.status, body: { message: err.message, code: err.code } };
  }
  if (isDatabaseUnavailable(err)) {
    return { status: 503, body: { message: MESSAGES.serviceUnavailable, code: 'unavailable' } };
  }
  const status =
    err instanceof HttpException
      ? err.getStatus()
      : typeof (err as { statusCode?: unknown })?.statusCode === 'number'
        ? (err as { statusCode: number }).statusCode
        : 500;
  const code = CODE_BY_STATUS[status];
  if (!code || (status >= 500 && status !== 503 && status !== 504)) {
    return { status: 500, body: { message: MESSAGES.internal, code: 'internal' } };
  }
  // Fastify's body parser errors reach here as HttpExceptions carrying its English message.
  const detail = `${String((err as { code?: unknown })?.code ?? '')} ${(err as Error)?.message ?? ''}`;
  const message =
    status === 400 && /JSON/.test(detail)
      ? MESSAGES.malformedJson
      : (MESSAGE_BY_CODE[code] ?? MESSAGES.invalidInput);
  return { status, body: { message, code } };
}
