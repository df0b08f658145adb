import { ClientProxy, ClientProxyFactory, RmqRecordBuilder } from '@nestjs/microservices';
import {
  isServiceError,
  MESSAGES,
  RequestOf,
  ResponseOf,
  RpcContract,
  serviceError,
  ServiceError,
} from '@undangan/contracts';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import type { Logger } from '../logger';
import { currentTraceparent, TRACEPARENT_HEADER, withChildSpan } from '../tracing';
import { REQUEST_ID_HEADER, rpcClientOptions } from './rpc-options';

/**
 * A bounded request/reply call to one service's RPC queue. It always settles: with the answer, the
 * service's own ServiceError, or a ServiceError of its own (timeout, unavailable). The request
 * expires in the queue after the timeout, so a service that comes back never works through stale
 * calls.
 */
export class RpcClient {
  private client?: ClientProxy;

  constructor(
    private readonly amqpUrl: string,
    readonly queue: string,
    private readonly timeoutMs: number,
    private readonly logger: Logger,
  ) {}

  /**
   * A pattern of the contract map: the request and the answer are its types. The current span's
   * traceparent goes along, so the service's span (and its log line) is its child; with export on,
   * the call is a client span beside it, from send to answer.
   */
  call<C extends RpcContract>(contract: C, payload: RequestOf<C>, requestId?: string): Promise<ResponseOf<C>>;
  /** A pattern by its string, for tests that send what no caller would. */
  call<T>(pattern: string, payload: unknown, requestId?: string): Promise<T>;
  async call(target: RpcContract | string, payload: unknown, requestId?: string): Promise<unknown> {
    const pattern = typeof target === 'string' ? target : target.pattern;
    const waitMs = Math.max(this.timeoutMs, typeof target === 'string' ? 0 : (target.timeoutMs ?? 0));
    const headers: Record<string, string> = {};
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    const traceparent = currentTraceparent();
    if (traceparent) headers[TRACEPARENT_HEADER] = traceparent;
    const record = new RmqRecordBuilder(payload ?? {})
      .setOptions({ expiration: String(waitMs), headers })
      .build();
    try {
      return await withChildSpan(
        `${pattern} send`,
        'client',
        {
          'messaging.system': 'rabbitmq',
          'messaging.operation.type': 'send',
          'messaging.destination.name': this.queue,
          'rpc.method': pattern,
        },
        () => firstValueFrom(this.proxy().send(pattern, record).pipe(timeout(waitMs))),
      );
    } catch (err) {
      throw this.toServiceError(err, pattern, requestId);
    }
  }

  private toServiceError(err: unknown, pattern: string, requestId?: string): ServiceError {
    if (isServiceError(err)) return err;
    if (err instanceof TimeoutError) {
      this.logger.warn({ queue: this.queue, pattern, requestId }, 'rpc timed out');
      return serviceError('timeout', MESSAGES.serviceTimeout);
    }
    this.logger.error({ err, queue: this.queue, pattern, requestId }, 'rpc failed');
    return serviceError('unavailable', MESSAGES.serviceUnavailable);
  }

  private proxy(): ClientProxy {
    this.client ??= ClientProxyFactory.create(rpcClientOptions(this.amqpUrl, this.queue));
    return this.client;
  }

  async close(): Promise<void> {
    await this.client?.close();
  }
}
