import type { FastifyInstance } from 'fastify';

/**
 * The largest body read to its end before a refusal is sent: nginx's client_max_body_size
 * (infra/nginx/default.conf.template), which refuses anything larger itself.
 */
export const DRAIN_LIMIT_BYTES = 6 * 1024 * 1024;
/** How long a refusal waits for the rest of the body at most (the body deadlines still apply). */
export const DRAIN_MS = 5_000;

/**
 * A refusal sent before its body has arrived (a JSON body over 1 MB, a proof for an order never
 * issued) leaves the rest of the body on the connection. Two things must not follow from that: a
 * proxy still sending it (nginx) seeing a broken pipe and answering 502 instead of the refusal,
 * and the connection being used again while the body is unread, where the next request on it (in
 * nginx's pool of upstream connections: another visitor's) would be read as the rest of this body
 * and wait for its deadline. So the rest of a body up to DRAIN_LIMIT_BYTES is read and dropped for
 * at most DRAIN_MS first, and a refusal whose body is still not read whole then (or was too large
 * to wait for) is sent with `Connection: close`: the connection ends with the answer.
 */
export function drainRefusedBodies(fastify: FastifyInstance): void {
  // A callback hook: an async one costs a promise on every answer, and nearly all are complete.
  fastify.addHook('onSend', (request, reply, payload, next) => {
    const raw = request.raw;
    if (raw.complete) return next(null, payload);
    const answer = () => {
      if (!raw.complete) void reply.header('connection', 'close');
      next(null, payload);
    };
    const length = Number(raw.headers['content-length']);
    if (raw.destroyed || !Number.isFinite(length) || length > DRAIN_LIMIT_BYTES) return answer();
    const done = () => {
      clearTimeout(timer);
      raw.off('end', done);
      raw.off('close', done);
      raw.off('error', done);
      answer();
    };
    const timer = setTimeout(done, DRAIN_MS);
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.resume();
  });
}
