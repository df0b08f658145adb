import { Controller, Inject, Type } from '@nestjs/common';
import { Ctx, Payload, type RmqContext } from '@nestjs/microservices';
import type { ParsedRequestOf, ResponseOf, RpcContract } from '@undangan/contracts';
import { Handles } from './handles';
import { requestIdOf } from './rpc-options';

/** One pattern of the contract map and what the service does with its request. */
export interface RpcRoute<S> {
  readonly contract: RpcContract;
  readonly run: (service: S, request: never, requestId: string | undefined) => unknown;
}

/**
 * Pairs a contract with its handler: the request and answer types come from the contract map; the
 * request id the caller sent comes third, for the events and logs the handler writes.
 */
export type RpcRouteOf<S> = <C extends RpcContract>(
  contract: C,
  run: (
    service: S,
    request: ParsedRequestOf<C>,
    requestId: string | undefined,
  ) => ResponseOf<C> | Promise<ResponseOf<C>>,
) => RpcRoute<S>;

const routeOf = <S>(contract: RpcContract, run: RpcRoute<S>['run']): RpcRoute<S> => ({ contract, run });

/**
 * A Nest controller whose every handler hands its request to one service: a table, one row a
 * pattern, instead of a class of methods that each only pass their payload on. Each row is
 * registered with @Handles under its pattern, so telemetry, errors and the lint rule treat it as
 * any handler. Handlers that need more (several services, their own checks) stay methods of a class.
 */
export function rpcController<S>(
  name: string,
  service: Type<S>,
  routes: (on: RpcRouteOf<S>) => RpcRoute<S>[],
): Type<unknown> {
  @Controller()
  class TableController {
    constructor(@Inject(service) readonly target: S) {}
  }
  Object.defineProperty(TableController, 'name', { value: name });
  for (const route of routes(routeOf as RpcRouteOf<S>)) {
    const descriptor: PropertyDescriptor = {
      value(this: TableController, request: never, context?: RmqContext) {
        return route.run(this.target, request, context ? requestIdOf(context) : undefined);
      },
      configurable: true,
      writable: true,
    };
    // @Handles puts the contract's check in front of the handler, then the method is defined.
    Handles(route.contract)(TableController.prototype, route.contract.pattern, descriptor);
    Object.defineProperty(TableController.prototype, route.contract.pattern, descriptor);
    // As @Payload() and @Ctx() on a method's parameters: the message, then its RMQ context.
    Payload()(TableController.prototype, route.contract.pattern, 0);
    Ctx()(TableController.prototype, route.contract.pattern, 1);
  }
  return TableController;
}
