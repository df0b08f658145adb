import type { FastifyInstance } from 'fastify';

/**
 * The largest body read to its end before a refusal is sent: nginx's client_max_body_size
 * (infra/nginx/default.conf.template), which refuses anything larger itself.
 */
export const DRAIN_LIMIT_BYTES = 6 * 1024 * 1024;
/** How long a refusal waits for the rest of the body at most (the body deadlines still apply). */
export const DRAIN_MS = 5_000;

/**
 * A refusal sent before its body has arrived (a JSON body over 1 MB, a proof over 5 MB) makes
 * Node close the connection with the rest of the body unread, and a proxy still sending it (nginx)
 * sees a broken pipe and answers 502 instead of the refusal. So the rest of a body up to
 * DRAIN_LIMIT_BYTES is read and dropped first; larger ones are cut as before.
 */
export function drainRefusedBodies(fastify: FastifyInstance): void {
  // A callback hook: an async one costs a promise on every answer, and nearly all are complete.
  fastify.addHook('onSend', (request, reply, payload, next) => {
    const raw = request.raw;
    const length = Number(raw.headers['content-length']);
    if (raw.complete || raw.destroyed || !Number.isFinite(length) || length > DRAIN_LIMIT_BYTES)
      return next(null, payload);
    const done = () => {
      clearTimeout(timer);
      raw.off('end', done);
      raw.off('close', done);
      raw.off('error', done);
      next(null, payload);
    };
    const timer = setTimeout(done, DRAIN_MS);
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.resume();
  });
}
