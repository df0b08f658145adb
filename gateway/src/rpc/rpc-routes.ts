import { Body, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Type } from '@nestjs/common';
import type { RequestOf, ResponseOf, RpcContract } from '@undangan/contracts';
import type { z } from 'zod';
import { AuditTrail } from '../audit/audit-trail';
import type { AuditAction } from '../audit/audited-resources';
import type { AdminRequest } from '../auth/admin.guard';
import { CustomHostCache } from '../guests/custom-hosts';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { OrderLookupLimit } from '../limits/order-lookup-limit';
import { ApiDoc, ApiDocOptions } from '../openapi/api-doc';
import { ServiceClients } from './service-clients';

/**
 * The class a table is mounted on, and what its handlers call: the services, the per-order look-up
 * limit, the audit trail, and what the front knows of the couples' domains (forgotten when one changes).
 */
export class TableController {
  constructor(
    @Inject(ServiceClients) readonly rpc: ServiceClients,
    @Inject(OrderLookupLimit) readonly lookups: OrderLookupLimit,
    @Inject(AuditTrail) readonly audit: AuditTrail,
    @Inject(CustomHostCache) readonly customHosts: CustomHostCache,
  ) {}
}

type Schema = z.ZodType | undefined;
type ParamSchemas = Record<string, z.ZodType>;
type NoParams = Record<never, z.ZodType>;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A route's input, each part checked by its schema before the handler runs (a 400 otherwise). */
export interface RouteInput<
  P extends ParamSchemas = ParamSchemas,
  Q extends Schema = Schema,
  B extends Schema = Schema,
> {
  params: { [K in keyof P]: z.output<P[K]> };
  query: Parsed<Q>;
  body: Parsed<B>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A route as its decorators would declare it: its success status, its inputs and its document. */
export interface RouteShape<
  P extends ParamSchemas = ParamSchemas,
  Q extends Schema = Schema,
  B extends Schema = Schema,
> {
  /** @HttpCode's status: a POST that creates nothing answers 200. */
  status?: 200;
  params?: P;
  query?: Q;
  body?: B;
  doc: ApiDocOptions;
}

/** A route that asks one contract, with a request made from the route's input, and answers its answer. */
export interface PassThrough<
  C extends RpcContract,
  P extends ParamSchemas,
  Q extends Schema,
  B extends Schema,
> extends RouteShape<P, Q, B> {
  request: (input: RouteInput<P, Q, B>, req: AdminRequest) => RequestOf<C>;
  /** An admin's change: recorded in the audit trail around the call, under the target it names. */
  audit?: { action: AuditAction; target: (input: RouteInput<P, Q, B>) => string };
}

/** A route whose handler is written out (an upload, a flow of several calls). */
export interface FlowRoute<P extends ParamSchemas, Q extends Schema, B extends Schema> extends RouteShape<
  P,
  Q,
  B
> {
  handle: (calls: TableController, input: RouteInput<P, Q, B>, req: AdminRequest) => Promise<unknown>;
}

/** The method and the path below the controller's (`'PUT :code'`); several paths may answer alike. */
export type Endpoint = `${Method}` | `${Method} ${string}` | [Method, ...string[]];

/** One row of a table: a route and what its handler does. */
export interface RouteRow {
  readonly at: Endpoint;
  readonly shape: RouteShape;
  readonly handle: (calls: TableController, input: RouteInput, req: AdminRequest) => Promise<unknown>;
}

/** What a couple reaches their order with after checkout: its id, beside the phone they used. */
type CoupleLookup = { order_id: string };

function passThrough<
  C extends RpcContract,
  P extends ParamSchemas = NoParams,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(at: Endpoint, contract: C, { request, audit, ...shape }: PassThrough<C, P, Q, B>): RouteRow {
  return {
    at,
    shape: shape as RouteShape,
    handle: (calls, input, req) => {
      const typed = input as RouteInput<P, Q, B>;
      const asked = request(typed, req);
      const ask = (): Promise<ResponseOf<C>> => calls.rpc.call(contract, asked, req.id);
      return audit ? calls.audit.track(req, audit.action, audit.target(typed), ask) : ask();
    },
  };
}

/**
 * The rows' makers, typed by the contract map: a request that disagrees with its contract, or an
 * input a row does not check, does not compile.
 */
export const route = Object.assign(passThrough, {
  /**
   * A couple's route: the body is the look-up (order id and phone) and the contract's request as it
   * is, and a wrong phone counts against the order (OrderLookupLimit).
   */
  couple<C extends RpcContract, B extends z.ZodType<RequestOf<C> & CoupleLookup>>(
    at: Endpoint,
    contract: C,
    shape: RouteShape<NoParams, undefined, B> & { body: B },
  ): RouteRow {
    return {
      at,
      shape,
      handle: (calls, input, req) => {
        const lookup = input.body as RequestOf<C> & CoupleLookup;
        return calls.lookups.guard(lookup.order_id, () => calls.rpc.call(contract, lookup, req.id));
      },
    };
  },
  /** A route whose handler is written out; it is mounted in its place in the table all the same. */
  flow<P extends ParamSchemas = NoParams, Q extends Schema = undefined, B extends Schema = undefined>(
    at: Endpoint,
    { handle, ...shape }: FlowRoute<P, Q, B>,
  ): RouteRow {
    return { at, shape: shape as RouteShape, handle: handle as RouteRow['handle'] };
  },
});

const METHODS = { GET: Get, POST: Post, PUT: Put, DELETE: Delete };

/** `'PUT :code'` as the method and its paths. */
function endpoint(at: Endpoint): { method: Method; path?: string | string[] } {
  if (Array.isArray(at)) return { method: at[0], path: at.slice(1) };
  const [method, path] = at.split(' ', 2) as [Method, string?];
  return { method, path };
}

/**
 * Declares one route on the controller as its decorators would: the handler's arguments are each
 * path parameter, the query, the body (each through its schema's ZodValidationPipe) and the
 * request. Parameter decorators are applied last to first, as TypeScript applies them, so Nest
 * checks the inputs in the same order (the body's problem is the one answered when the path's is
 * also wrong) and the API document reads the route as it reads a written one.
 */
function mount(table: Type<TableController>, name: string, row: RouteRow): void {
  const { shape } = row;
  const params = Object.entries(shape.params ?? {});
  const inputs = [
    ...params.map(([param, schema]) => Param(param, new ZodValidationPipe(schema))),
    ...(shape.query ? [Query(new ZodValidationPipe(shape.query))] : []),
    ...(shape.body ? [Body(new ZodValidationPipe(shape.body))] : []),
  ];
  const handler = function (this: TableController, ...args: unknown[]) {
    let next = params.length;
    const input = {
      params: Object.fromEntries(params.map(([param], i) => [param, args[i]])),
      query: shape.query ? args[next++] : undefined,
      body: shape.body ? args[next++] : undefined,
    } as RouteInput;
    return row.handle(this, input, args[next] as AdminRequest);
  };
  Object.defineProperty(handler, 'name', { value: name });
  const descriptor = { value: handler, writable: true, configurable: true, enumerable: false };
  const proto = table.prototype as object;
  Object.defineProperty(proto, name, descriptor);
  [...inputs, Req()].reverse().forEach((decorate, i) => decorate(proto, name, inputs.length - i));
  const { method, path } = endpoint(row.at);
  const decorators: MethodDecorator[] = [METHODS[method](path), ApiDoc(shape.doc)];
  if (shape.status) decorators.push(HttpCode(shape.status));
  for (const decorate of decorators.reverse()) decorate(proto, name, descriptor);
}

/**
 * A controller declared as a table, one row a route named by its handler, as a service's handlers
 * are (platform's rpcController): most of the gateway's routes only check their input, ask one
 * contract and answer what it answers, and a row says just that. The class extends TableController
 * and writes no handler itself; the rows are mounted in the table's order (the API document lists
 * them so), under the class's own @Controller and guards.
 */
export function RouteTable(rows: Record<string, RouteRow>) {
  return (table: Type<TableController>): void => {
    for (const [name, row] of Object.entries(rows)) mount(table, name, row);
  };
}
