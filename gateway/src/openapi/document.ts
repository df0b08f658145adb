import type { Type } from '@nestjs/common';
import { ERROR_STATUS, ErrorCode, MESSAGES } from '@undangan/contracts';
import { z } from 'zod';
import { AdminGuard } from '../auth/admin.guard';
import { CoupleGuard } from '../couple/couple.guard';
import { COUPLE_SESSION_COOKIE } from '../couple/couple-cookie';
import { PublicWriteRateLimit } from '../http/rate-limit';
import { API_DOC, ApiDocOptions, Audience, DescribedAnswer, describedAnswer } from './api-doc';
import { DeclaredHandler, declaredHandlers } from './declared-routes';
import { JsonSchema, objectFields, toJsonSchema } from './schema-conversion';

export const ADMIN_SECURITY_SCHEME = 'adminBearer';
export const COUPLE_SECURITY_SCHEME = 'coupleSession';

/** The shop's one error body: `{ message, code }` (http/error-response.ts). */
export const errorBodySchema = z.object({
  message: z.string().min(1).describe('A text for the user, in Indonesian.'),
  code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
});

/** What each error status means here, and an example of its body. */
const ERRORS: Record<number, { name: string; description: string; message: string }> = {
  400: {
    name: 'BadRequest',
    description: 'The input is not valid (the message says which field).',
    message: MESSAGES.invalidInput,
  },
  401: {
    name: 'Unauthorized',
    description: 'No valid admin token or couple session, or the session has ended.',
    message: MESSAGES.unauthorized,
  },
  403: {
    name: 'Forbidden',
    description: 'The signed-in admin may not do this.',
    message: 'Hanya admin pertama yang dapat menambah admin.',
  },
  404: { name: 'NotFound', description: 'No such record.', message: MESSAGES.notFound },
  409: {
    name: 'Conflict',
    description: 'The change conflicts with what is stored.',
    message: MESSAGES.alreadyExists,
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body is not JSON.',
    message: 'Permintaan ini harus dikirim sebagai JSON.',
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The body or file is too large.',
    message: MESSAGES.payloadTooLarge,
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many requests from this address; try again later.',
    message: MESSAGES.tooManyRequests,
  },
  503: {
    name: 'Unavailable',
    description: 'A service behind the gateway is not available.',
    message: MESSAGES.serviceUnavailable,
  },
  504: {
    name: 'Timeout',
    description: 'A service behind the gateway did not answer in time.',
    message: MESSAGES.serviceTimeout,
  },
};

/** One handler as the document describes it: what its decorators declare, and its ApiDoc. */
export interface RouteDoc
  extends
    Omit<ApiDocOptions, 'body' | 'answer'>,
    Pick<DeclaredHandler, 'method' | 'params' | 'query' | 'body'> {
  answer: DescribedAnswer;
  paths: string[];
  status: number;
  audience: Audience;
  /** Behind AdminGuard: the bearer token is needed. */
  guarded: boolean;
  /** Behind CoupleGuard: the couple's session cookie is needed. */
  coupleGuarded: boolean;
}

/** The routes of the controllers, each with its ApiDoc; a handler without one is an error. */
export function documentedRoutes(controllers: readonly Type<unknown>[]): RouteDoc[] {
  return declaredHandlers(controllers).map((declared) => {
    const doc = Reflect.getMetadata(API_DOC, declared.handler) as ApiDocOptions | undefined;
    const where = `${declared.controller.name}.${declared.name}`;
    if (!doc) throw new Error(`${where} (${declared.templates.join(', ')}) has no @ApiDoc`);
    const guarded = declared.guards.includes(AdminGuard);
    const coupleGuarded = declared.guards.includes(CoupleGuard);
    const limited = declared.guards.includes(PublicWriteRateLimit);
    const errors = [...new Set([...(doc.errors ?? []), ...(limited ? [429 as const] : [])])];
    return {
      ...doc,
      answer: describedAnswer(doc),
      method: declared.method,
      paths: declared.templates,
      status: declared.status,
      audience: guarded ? 'Admin' : (doc.audience ?? 'Toko'),
      guarded,
      coupleGuarded,
      params: declared.params,
      query: declared.query,
      body: doc.body ?? declared.body,
      errors,
    };
  });
}

const codeOf = (status: number) =>
  (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status)!;

/** The error statuses of a route: its own, and those every route of its kind may answer. */
export function errorStatuses(route: RouteDoc): number[] {
  const hasInput = Boolean(Object.keys(route.params).length || route.query || route.body || route.form);
  const statuses = new Set<number>(route.errors ?? []);
  if (hasInput) statuses.add(400);
  if (route.guarded || route.coupleGuarded) statuses.add(401);
  if (route.body !== undefined || route.form) statuses.add(413);
  if (!route.local) {
    statuses.add(503);
    statuses.add(504);
  }
  return [...statuses].sort((a, b) => a - b);
}

/** `/api/admin/orders/:id` as OpenAPI writes it: `/api/admin/orders/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

function parameters(route: RouteDoc): object[] {
  const inPath = Object.entries(route.params).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema: toJsonSchema(schema),
  }));
  if (!route.query) return inPath;
  const { properties, required } = objectFields(route.query);
  const inQuery = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

function requestBody(route: RouteDoc): object | undefined {
  if (route.form) {
    const { properties, required } = objectFields(route.form.fields);
    const files = Object.entries(route.form.files);
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        ...properties,
        ...Object.fromEntries(
          files.map(([name, file]) => [
            name,
            { type: 'string', contentMediaType: 'application/octet-stream', description: file.description },
          ]),
        ),
      },
      required: [...required, ...files.filter(([, file]) => file.required).map(([name]) => name)],
    };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  if (route.body === undefined) return undefined;
  const schema: JsonSchema = route.body === null ? { type: 'object' } : toJsonSchema(route.body);
  const media: Record<string, unknown> = { schema };
  if (route.example) media.example = route.example;
  return { required: route.body !== null, content: { 'application/json': media } };
}

function successContent(route: RouteDoc): Record<string, object> {
  const { answer } = route;
  if ('mediaType' in answer) return { [answer.mediaType]: {} };
  const media: Record<string, unknown> = { schema: toJsonSchema(answer.schema, 'output') };
  if (answer.example !== undefined) media.example = answer.example;
  return { 'application/json': media };
}

function responses(route: RouteDoc): Record<string, object> {
  const answers: Record<string, object> = {
    [route.status]: { description: route.answer.description, content: successContent(route) },
  };
  for (const status of errorStatuses(route))
    answers[status] = { $ref: `#/components/responses/${ERRORS[status].name}` };
  return answers;
}

function operation(route: RouteDoc, path: string): object {
  const parameterList = parameters(route);
  const body = requestBody(route);
  return {
    tags: [route.audience],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    operationId: `${route.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
    ...(parameterList.length ? { parameters: parameterList } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route),
    ...(route.guarded ? { security: [{ [ADMIN_SECURITY_SCHEME]: [] }] } : {}),
    ...(route.coupleGuarded ? { security: [{ [COUPLE_SECURITY_SCHEME]: [] }] } : {}),
  };
}

function errorResponses(): Record<string, object> {
  return Object.fromEntries(
    Object.entries(ERRORS).map(([status, error]) => [
      error.name,
      {
        description: error.description,
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/ErrorBody' },
            example: { message: error.message, code: codeOf(Number(status)) },
          },
        },
      },
    ]),
  );
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/** The OpenAPI 3.1 document of the routes. */
export function buildOpenApiDocument(routes: RouteDoc[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    for (const declared of route.paths) {
      const path = openApiPath(declared);
      const method = route.method.toLowerCase();
      if (paths[path]?.[method]) throw new Error(`${route.method} ${declared} is described twice`);
      (paths[path] ??= {})[method] = operation(route, declared) as Record<string, unknown>;
    }
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Undangan API',
      version: '0.1.0',
      description:
        'The public and admin API of the Undangan shop. Every error answers `{ message, code }`; ' +
        'messages are Indonesian texts meant for the user. Prices are always computed on the server.',
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'Toko', description: "The shop's customers (and Midtrans's notification)." },
      {
        name: 'Pasangan',
        description:
          "A couple on their order's dashboard: a session cookie from POST /api/pasangan/masuk, after an emailed link.",
      },
      { name: 'Admin', description: 'The signed-in admin: a bearer token from POST /api/admin/login.' },
    ],
    paths,
    components: {
      securitySchemes: {
        [ADMIN_SECURITY_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        [COUPLE_SECURITY_SCHEME]: { type: 'apiKey', in: 'cookie', name: COUPLE_SESSION_COOKIE },
      },
      schemas: { ErrorBody: toJsonSchema(errorBodySchema) },
      responses: errorResponses(),
    },
  };
}
