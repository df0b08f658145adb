import { MessagePattern } from '@nestjs/microservices';
import type { RequestOf, ResponseOf, RpcContract } from '@undangan/contracts';

/** A handler for a contract: takes its request (and maybe the RMQ context), answers its response. */
type HandlerFor<C extends RpcContract> = (
  request: RequestOf<C>,
  // The RMQ context, or nothing: its type is Nest's, checked where @Ctx() is written.
  ...rest: never[]
) => ResponseOf<C> | Promise<ResponseOf<C>>;

/**
 * Registers a method as the handler of one pattern of the contract map (services/contracts
 * rpc-contracts.ts), as Nest's @MessagePattern does with the same pattern string. A handler whose
 * payload or answer disagrees with the contract does not compile, and a pattern outside the map
 * cannot be named.
 */
export function Handles<C extends RpcContract>(contract: C) {
  const register = MessagePattern(contract.pattern);
  return <M extends HandlerFor<C>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    register(target, key, descriptor);
  };
}
