import { z } from 'zod';
import { ServiceName } from './rpc';

/**
 * One RPC as both ends know it: the pattern on the wire, the service whose queue answers it, and
 * the request's schema, which the answering service applies before its handler runs (@Handles). A
 * caller sends the schema's input (`RequestOf`); the handler reads its output (`ParsedRequestOf`),
 * so a field the schema does not carry cannot be read. The answer's type exists only for the
 * compiler: the gateway's `rpc.call(contract, request)` infers it, and a service's
 * `@Handles(contract)` refuses a handler whose payload or answer disagrees.
 */
export interface RpcContract<
  Service extends ServiceName = ServiceName,
  Schema extends z.ZodType = z.ZodType,
  Response = unknown,
> {
  readonly service: Service;
  readonly pattern: string;
  readonly schema: Schema;
  /**
   * The least time a caller waits for the answer, when the work may queue behind others longer
   * than the callers' usual RPC timeout (an image is prepared after those before it).
   */
  readonly timeoutMs?: number;
  /** Never set: carries the answer's type. */
  readonly answer?: Answer<Response>;
}

/** The type of an RPC's answer, for the compiler only: `answer<Package[]>()`. */
export interface Answer<Response> {
  readonly response: Response;
}
export const answer = <Response>(): Answer<Response> | undefined => undefined;

export type RequestOf<C extends RpcContract> = z.input<C['schema']>;
export type ParsedRequestOf<C extends RpcContract> = z.output<C['schema']>;
export type ResponseOf<C extends RpcContract> = NonNullable<C['answer']>['response'];

/** Answers several services give. */
export const deletedSchema = z.object({ deleted: z.literal(true) });
export type Deleted = z.infer<typeof deletedSchema>;
export const messageAnswerSchema = z.object({ message: z.string() });

/** The maker of one service's contracts: `answeredBy('ordering')('orders.track', schema, answer<T>())`. */
export function answeredBy<Service extends ServiceName>(service: Service) {
  return <Schema extends z.ZodType, Response>(
    pattern: string,
    schema: Schema,
    _answer: Answer<Response> | undefined,
    options: { timeoutMs?: number } = {},
  ): RpcContract<Service, Schema, Response> => ({ service, pattern, schema, ...options });
}
