import type { Socket } from 'node:net';
import { ErrorCode, MESSAGES } from '@undangan/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaders } from './security-headers';

export const BAD_ADDRESS = 'Alamat tidak valid.';
export const ADDRESS_TOO_LONG = 'Alamat terlalu panjang.';
export const HEADERS_TOO_LARGE = 'Header permintaan terlalu besar.';

interface Refusal {
  status: number;
  code: ErrorCode;
  message: string;
}

/** What the router's own refusals become: never its English text, which echoes the address back. */
function routerRefusal(error: FastifyError): Refusal {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return { status: 414, code: 'bad_request', message: ADDRESS_TOO_LONG };
  return { status: 400, code: 'bad_request', message: BAD_ADDRESS };
}

/** What a request the HTTP parser could not read becomes (no request object exists for it). */
function parserRefusal(error: Error & { code?: string }): Refusal {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, code: 'bad_request', message: HEADERS_TOO_LARGE };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, code: 'bad_request', message: MESSAGES.invalidInput };
  return { status: 400, code: 'bad_request', message: MESSAGES.invalidInput };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Fastify options for the failures that happen before a route (and so the error filter) is
 * reached: a malformed or over-long address, headers too large, an unreadable request. They get
 * the shop's `{ message, code }` body and its security headers like every other answer.
 */
export function frameworkErrorHandlers(snapJsUrl: string) {
  const headers = securityHeaders(snapJsUrl);
  return {
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const { status, code, message } = routerRefusal(error);
      void reply.status(status).headers(headers).header('cache-control', 'no-store').send({ message, code });
    },
    clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
      // A reset connection has no one left to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const { status, code, message } = parserRefusal(error);
      const body = JSON.stringify({ message, code });
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_TEXT[status]}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'cache-control: no-store',
        'connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
      socket.destroy(error);
    },
  };
}
