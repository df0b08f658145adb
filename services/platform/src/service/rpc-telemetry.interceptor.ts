import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { RmqContext } from '@nestjs/microservices';
import { Observable, tap } from 'rxjs';
import type { Logger } from '../logger';
import { rpcDuration } from './metrics';
import { requestIdOf } from './rpc-options';

/** Times every RPC call and logs it with the request id the gateway sent. */
@Injectable()
export class RpcTelemetryInterceptor implements NestInterceptor {
  constructor(private readonly logger: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rmq = context.switchToRpc().getContext<RmqContext>();
    const pattern = rmq.getPattern();
    const requestId = requestIdOf(rmq);
    const started = process.hrtime.bigint();
    const finish = (outcome: 'ok' | 'error') => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      rpcDuration.observe({ pattern, outcome }, seconds);
      this.logger.debug({ pattern, requestId, outcome, ms: seconds * 1000 }, 'rpc handled');
    };
    return next.handle().pipe(tap({ next: () => finish('ok'), error: () => finish('error') }));
  }
}
