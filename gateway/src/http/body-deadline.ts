import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { refuseOnSocket, REQUEST_TOO_SLOW } from './framework-errors';
import { securityHeaders } from './security-headers';

/** How long a request's body may take to arrive, counted from the moment its headers were read. */
export interface BodyDeadlines {
  /** Multipart uploads: a 5 MB proof over a slow phone connection. */
  formMs: number;
  /** Everything else (JSON): at most 1 MB, usually a few hundred bytes. */
  otherMs: number;
}

export const BODY_DEADLINES: BodyDeadlines = { formMs: 30_000, otherMs: 10_000 };

/**
 * The whole request (headers and body) must arrive within this time, checked every second: the
 * backstop for whatever the body deadlines do not cover, a little longer than the longest of them.
 */
export const SERVER_TIMEOUTS = {
  requestTimeout: 35_000,
  headersTimeout: 20_000,
  connectionsCheckingInterval: 1_000,
} as const;

/** Whether a request announces a body: a length above zero, or chunks. */
export function carriesBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * A body that trickles in (a slowloris upload) is cut when its deadline passes: 408 with the
 * shop's body and security headers while no answer has begun, and the connection closed.
 */
export function limitBodyTime(
  fastify: FastifyInstance,
  snapJsUrl: string,
  deadlines: BodyDeadlines = BODY_DEADLINES,
): void {
  const headers = securityHeaders(snapJsUrl);
  fastify.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    if (!carriesBody(raw.headers)) return done();
    const form = /^multipart\/form-data/i.test(String(raw.headers['content-type'] ?? ''));
    const socket = raw.socket;
    const stop = () => {
      clearTimeout(timer);
      raw.off('end', stop);
      socket.off('close', stop);
    };
    const timer = setTimeout(
      () => {
        stop();
        refuseOnSocket(socket, { status: 408, code: 'bad_request', message: REQUEST_TOO_SLOW }, headers);
      },
      form ? deadlines.formMs : deadlines.otherMs,
    );
    raw.once('end', stop);
    socket.once('close', stop);
    done();
  });
}
