import { RequestMethod, Type } from '@nestjs/common';
import {
  GUARDS_METADATA,
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { z } from 'zod';
import { ZodValidationPipe } from '../http/zod-validation.pipe';

/** One handler as its decorators declare it. */
export interface DeclaredHandler {
  controller: Type<unknown>;
  /** The method's name on the controller. */
  name: string;
  handler: object;
  method: keyof typeof RequestMethod;
  /** The declared paths, parameters as `:name` (a handler may answer at several). */
  templates: string[];
  /** @HttpCode's status, else Nest's default (201 for POST, 200 otherwise). */
  status: number;
  /** The guards on the handler and its controller. */
  guards: Type<unknown>[];
  /** The zod schemas of the handler's validated arguments. */
  params: Record<string, z.ZodType>;
  query?: z.ZodType;
  /** A JSON body's schema; `null` for a body the handler takes unvalidated (Midtrans's notification). */
  body?: z.ZodType | null;
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value : [value ?? '']).map(String);

const joinPath = (prefix: string, path: string) =>
  `/${[prefix, path].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/');

interface RouteArgument {
  data?: string;
  pipes?: unknown[];
}

/** The schema a ZodValidationPipe among an argument's pipes checks it with. */
const schemaOf = (argument: RouteArgument) =>
  argument.pipes?.find((pipe): pipe is ZodValidationPipe<unknown> => pipe instanceof ZodValidationPipe)
    ?.schema;

function validatedArguments(controller: Type<unknown>, name: string) {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
    string,
    RouteArgument
  >;
  const found: Pick<DeclaredHandler, 'params' | 'query' | 'body'> = { params: {} };
  for (const [key, argument] of Object.entries(args)) {
    const type = Number(key.split(':')[0]);
    const schema = schemaOf(argument);
    if (type === RouteParamtypes.PARAM && argument.data && schema) found.params[argument.data] = schema;
    if (type === RouteParamtypes.QUERY && !argument.data && schema) found.query = schema;
    if (type === RouteParamtypes.BODY && !argument.data) found.body = schema ?? null;
  }
  return found;
}

/** Every handler the controllers declare, read from their decorators, in the controllers' order. */
export function declaredHandlers(controllers: readonly Type<unknown>[]): DeclaredHandler[] {
  const handlers: DeclaredHandler[] = [];
  const guardsOf = (target: object) =>
    (Reflect.getMetadata(GUARDS_METADATA, target) ?? []) as Type<unknown>[];
  for (const controller of controllers) {
    const prefixes = list(Reflect.getMetadata(PATH_METADATA, controller));
    const proto = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = proto[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      const paths = list(Reflect.getMetadata(PATH_METADATA, handler));
      const status = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
      handlers.push({
        controller,
        name,
        handler,
        method: RequestMethod[method] as keyof typeof RequestMethod,
        templates: prefixes.flatMap((prefix) => paths.map((path) => joinPath(prefix, path))),
        status: status ?? (method === RequestMethod.POST ? 201 : 200),
        guards: [...guardsOf(controller), ...guardsOf(handler)],
        ...validatedArguments(controller, name),
      });
    }
  }
  return handlers;
}
