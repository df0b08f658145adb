import { MessagePattern } from '@nestjs/microservices';
import type { ParsedRequestOf, ResponseOf, RpcContract } from '@undangan/contracts';
import { parseRpcInput } from './rpc-errors';

/** A handler for a contract: takes its request (and maybe the RMQ context), answers its response. */
type HandlerFor<C extends RpcContract> = (
  request: ParsedRequestOf<C>,
  // The RMQ context, or nothing: its type is Nest's, checked where @Ctx() is written.
  ...rest: never[]
) => ResponseOf<C> | Promise<ResponseOf<C>>;

/**
 * Registers a method as the handler of one pattern of the contract map (services/contracts
 * rpc-contracts.ts), as Nest's @MessagePattern does with the same pattern string. A handler whose
 * payload or answer disagrees with the contract does not compile, and a pattern outside the map
 * cannot be named.
 *
 * The request is checked against the contract's schema before the handler runs: a payload that
 * does not fit is answered 400 with the schema's first problem, in the caller's words, and the
 * handler only ever sees the parsed request.
 */
export function Handles<C extends RpcContract>(contract: C) {
  const register = MessagePattern(contract.pattern);
  return <M extends HandlerFor<C>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    const handler = descriptor.value;
    const schema = contract.schema;
    if (handler && schema) {
      const checked = function (this: unknown, request: unknown, ...rest: never[]) {
        return handler.call(this, parseRpcInput(schema, request) as ParsedRequestOf<C>, ...rest);
      };
      Object.defineProperty(checked, 'name', { value: handler.name });
      descriptor.value = checked as M;
    }
    register(target, key, descriptor);
  };
}
