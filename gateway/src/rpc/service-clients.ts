import {
  MESSAGES,
  RequestOf,
  ResponseOf,
  RPC_QUEUES,
  RpcContract,
  ServiceError,
  ServiceName,
} from '@undangan/contracts';
import { Logger, RpcClient } from '@undangan/platform';
import { HttpError } from '../http/http-error';
import { QueueProbe } from './queue-probe';

/**
 * RPC to the services over RabbitMQ, by a pattern of the contract map (services/contracts
 * rpc-contracts.ts): the contract names the service, the request and the answer. Every call is bounded: no consumer on the queue is a 503 at
 * once, no answer within the timeout is a 504, a service's own failure keeps its status.
 */
export class ServiceClients {
  private readonly clients = new Map<ServiceName, RpcClient>();
  private readonly probe: QueueProbe;

  constructor(
    private readonly amqpUrl: string,
    private readonly timeoutMs: number,
    readonly logger: Logger,
  ) {
    this.probe = new QueueProbe(amqpUrl, logger);
  }

  async call<C extends RpcContract>(
    contract: C,
    request: RequestOf<C>,
    requestId?: string,
  ): Promise<ResponseOf<C>> {
    if ((await this.probe.consumerCount(RPC_QUEUES[contract.service])) === 0) {
      throw new HttpError('unavailable', MESSAGES.serviceUnavailable);
    }
    try {
      return await this.client(contract.service).call(contract, request, requestId);
    } catch (err) {
      throw HttpError.from(err as ServiceError);
    }
  }

  brokerReachable(): Promise<boolean> {
    return this.probe.brokerReachable();
  }

  private client(service: ServiceName): RpcClient {
    let client = this.clients.get(service);
    if (!client) {
      client = new RpcClient(this.amqpUrl, RPC_QUEUES[service], this.timeoutMs, this.logger);
      this.clients.set(service, client);
    }
    return client;
  }

  async close(): Promise<void> {
    await Promise.all([...this.clients.values()].map((c) => c.close()));
    await this.probe.close();
  }
}
