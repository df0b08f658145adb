import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode, MESSAGES } from '@undangan/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaders } from './security-headers';

export const BAD_ADDRESS = 'Alamat tidak valid.';
export const ADDRESS_TOO_LONG = 'Alamat terlalu panjang.';
export const HEADERS_TOO_LARGE = 'Header permintaan terlalu besar.';
export const REQUEST_TOO_SLOW = MESSAGES.requestTooSlow;

export interface Refusal {
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
    return { status: 408, code: 'bad_request', message: REQUEST_TOO_SLOW };
  return { status: 400, code: 'bad_request', message: MESSAGES.invalidInput };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Answers a refusal straight on the socket and closes it: for requests Fastify never finished
 * reading. Nothing is written when an answer has already begun on the connection.
 */
export function refuseOnSocket(
  socket: Socket,
  refusal: Refusal,
  headers: Record<string, string>,
  error?: Error,
): void {
  const answering = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !answering?.headersSent) {
    const body = JSON.stringify({ message: refusal.message, code: refusal.code });
    const lines = [
      `HTTP/1.1 ${refusal.status} ${STATUS_TEXT[refusal.status]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'cache-control: no-store',
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/**
 * Fastify options for the failures that happen before a route (and so the error filter) is
 * reached: a malformed or over-long address, headers too large, an unreadable request, a request
 * not received whole within the server's time. They get the shop's `{ message, code }` body and
 * its security headers like every other answer.
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
      refuseOnSocket(socket, parserRefusal(error), headers, error);
    },
  };
}
