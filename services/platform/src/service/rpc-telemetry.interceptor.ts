import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { RmqContext } from '@nestjs/microservices';
import { isServiceError } from '@undangan/contracts';
import { Observable, tap } from 'rxjs';
import type { Logger } from '../logger';
import { endSpan, runInSpan, spanIds, startSpan, TRACEPARENT_HEADER } from '../tracing';
import { rpcDuration } from './metrics';
import { messageHeader, REQUEST_ID_HEADER } from './rpc-options';

/**
 * Each RPC call handled is a span: a child of the caller's traceparent, current while the handler
 * runs (so the RPC calls and events it makes carry it on), timed, and logged as one line with the
 * trace id, the request id and the outcome.
 */
@Injectable()
export class RpcTelemetryInterceptor implements NestInterceptor {
  constructor(private readonly logger: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rmq = context.switchToRpc().getContext<RmqContext>();
    const pattern = rmq.getPattern();
    const requestId = messageHeader(rmq, REQUEST_ID_HEADER);
    const span = startSpan(pattern, 'server', messageHeader(rmq, TRACEPARENT_HEADER));
    let finished = false;
    const finish = (error?: unknown) => {
      // One line per call, even from a handler whose observable emits more than once.
      if (finished) return;
      finished = true;
      const outcome = error === undefined ? 'ok' : 'error';
      const code = isServiceError(error) ? error.code : undefined;
      const ms = endSpan(span, outcome === 'error', () => ({
        'rpc.method': pattern,
        'request.id': requestId,
        'error.code': code,
      }));
      rpcDuration.observe({ pattern, outcome }, ms / 1000);
      this.logger.info({ ...spanIds(span), pattern, requestId, outcome, code, ms }, 'rpc handled');
    };
    // Nest binds the handler to the async context handle() is called in: the span's.
    return runInSpan(span, () => next.handle()).pipe(
      tap({ next: () => finish(), error: (err: unknown) => finish(err ?? 'error') }),
    );
  }
}
