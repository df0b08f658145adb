import { AsyncResource } from 'node:async_hooks';
import { isOrderId } from '@undangan/contracts';
import { endSpan, formatTraceparent, LineLog, runInSpan, Span, startSpan } from '@undangan/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { carriesBody } from './body-deadline';
import { routePattern } from './route-pattern';

/** W3C Trace Context Level 2's response header: the trace id a client or support can grep for. */
export const TRACERESPONSE_HEADER = 'traceresponse';

interface RequestTrace {
  span: Span;
  /** The span's async context, re-entered after the body is read (stream events lose it). */
  scope?: AsyncResource;
}

const TRACE = Symbol('undangan.requestTrace');

type Traced = FastifyRequest & { [TRACE]?: RequestTrace };

/** The order id a route carries as a parameter; never anything from the body or the query. */
function orderIdOf(request: FastifyRequest): string | undefined {
  const value = (request.params as Record<string, unknown> | undefined)?.orderId;
  return isOrderId(value) ? value : undefined;
}

/**
 * Every request is a span: a child of a valid incoming `traceparent` (an invalid one starts a new
 * trace), current while the request is handled so each RPC call carries it, and written as one
 * JSON line when the answer is sent: request id, trace ids, method, route pattern (never the URL:
 * no ids, no query string), status, duration and the client address as trusted (TRUSTED_PROXIES).
 * No body, header or customer detail is logged; the order id only when the route names one.
 */
export function logRequests(fastify: FastifyInstance, log: LineLog): void {
  fastify.decorateRequest(TRACE as unknown as string, undefined);
  // Callback hooks: an async one costs a promise per request on the hottest path.
  fastify.addHook('onRequest', (request, reply, done) => {
    const span = startSpan(
      `${request.method} ${routePattern(request)}`,
      'server',
      request.headers.traceparent,
    );
    // Set now rather than in onSend: it survives into every answer, errors included.
    reply.header(TRACERESPONSE_HEADER, formatTraceparent(span));
    // A body is read from stream events, which lose the span's context: a request with one keeps
    // its context (taken inside the span) to re-enter once it is read. One without runs on in
    // this context throughout.
    const withBody = carriesBody(request.headers);
    runInSpan(span, () => {
      (request as Traced)[TRACE] = {
        span,
        scope: withBody ? new AsyncResource('undangan.request') : undefined,
      };
      done();
    });
  });
  fastify.addHook('preValidation', (request, reply, done) => {
    const scope = (request as Traced)[TRACE]?.scope;
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    // A request refused before routing (a malformed URL) had no onRequest: it still gets its line.
    const span =
      (request as Traced)[TRACE]?.span ?? startSpan(`${request.method} unmatched`, 'server', undefined);
    const route = routePattern(request);
    const orderId = orderIdOf(request);
    const ms = endSpan(span, reply.statusCode >= 500, () => ({
      'http.request.method': request.method,
      'http.route': route,
      'http.response.status_code': reply.statusCode,
      'request.id': String(request.id),
      'order.id': orderId,
    }));
    // With the lines off (LOG_LEVEL warn), not even their fields are gathered.
    if (log.enabled)
      log.info(
        {
          requestId: String(request.id),
          traceId: span.traceId,
          spanId: span.spanId,
          parentSpanId: span.parentSpanId,
          method: request.method,
          route,
          status: reply.statusCode,
          ms,
          clientIp: request.ip,
          orderId,
        },
        'request',
      );
    done();
  });
}
