import { RmqContext, RmqOptions, Transport } from '@nestjs/microservices';

/**
 * Nagle's algorithm on an AMQP socket costs ~30 ms per request/reply on this kind of machine
 * (two writes meet the peer's delayed ACK); noDelay brings a hop to well under a millisecond.
 */
export const NO_DELAY_SOCKET = { connectionOptions: { noDelay: true } } as const;

export function rpcServerOptions(url: string, queue: string, prefetchCount = 50): RmqOptions {
  return {
    transport: Transport.RMQ,
    options: {
      urls: [url],
      queue,
      queueOptions: { durable: true },
      noAck: true,
      prefetchCount,
      socketOptions: NO_DELAY_SOCKET,
    },
  };
}

export function rpcClientOptions(url: string, queue: string): RmqOptions {
  return {
    transport: Transport.RMQ,
    options: {
      urls: [url],
      queue,
      queueOptions: { durable: true },
      socketOptions: NO_DELAY_SOCKET,
    },
  };
}

/** The header that carries the gateway's request id through RPC calls and events. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A text header of an RPC message (the request id, the traceparent), undefined when absent. */
export function messageHeader(context: RmqContext, name: string): string | undefined {
  const value = (context.getMessage()?.properties?.headers as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** The gateway's request id from an RPC message's headers, carried on into the events it causes. */
export function requestIdOf(context: RmqContext): string | undefined {
  return messageHeader(context, REQUEST_ID_HEADER);
}
