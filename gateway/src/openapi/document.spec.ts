import { execFileSync } from 'node:child_process';
import { Controller, Get, Post, Put } from '@nestjs/common';
import Ajv2020 from 'ajv/dist/2020';
import { orderUpdateSchema } from '@undangan/contracts';
import { z } from 'zod';
import { declaredRoutes } from '../../test/security/declared-routes';
import { GATEWAY_CONTROLLERS } from '../app.module';
import { ApiDoc } from './api-doc';
import {
  ADMIN_SECURITY_SCHEME,
  buildOpenApiDocument,
  COUPLE_SECURITY_SCHEME,
  documentedRoutes,
  OpenApiDocument,
  openApiPath,
} from './document';
import { toJsonSchema } from './schema-conversion';

type Operation = Record<string, unknown> & {
  responses: Record<string, { $ref?: string; content?: Record<string, Media> }>;
  parameters?: { name: string; in: string; schema: unknown }[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, Media> };
};
type Media = { schema?: Record<string, unknown>; example?: unknown };

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

function operations(doc: OpenApiDocument): Map<string, Operation> {
  const found = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) found.set(key(method, path), op as Operation);
  return found;
}

/** Declared routes the document leaves out, and documented routes nobody declares. */
function routeDifferences(doc: OpenApiDocument) {
  const documented = new Set(operations(doc).keys());
  const declared = new Set(declaredRoutes().map((r) => key(r.method, openApiPath(r.template))));
  return {
    missing: [...declared].filter((route) => !documented.has(route)),
    undeclared: [...documented].filter((route) => !declared.has(route)),
  };
}

/** Every example in the document that does not validate against the schema it stands beside. */
function exampleProblems(doc: OpenApiDocument): string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const schemas = doc.components.schemas as Record<string, Record<string, unknown>>;
  const resolve = (schema: Record<string, unknown>) =>
    typeof schema.$ref === 'string' ? schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
  const media: [string, Media][] = [];
  for (const [route, op] of operations(doc)) {
    for (const [type, m] of Object.entries(op.requestBody?.content ?? {}))
      media.push([`${route} ${type}`, m]);
    for (const [status, answer] of Object.entries(op.responses))
      for (const [type, m] of Object.entries(answer.content ?? {}))
        media.push([`${route} ${status} ${type}`, m]);
  }
  for (const [name, response] of Object.entries(
    doc.components.responses as Record<string, { content: Record<string, Media> }>,
  ))
    for (const [type, m] of Object.entries(response.content)) media.push([`${name} ${type}`, m]);
  const problems: string[] = [];
  for (const [where, m] of media) {
    if (m.example === undefined) continue;
    const validate = ajv.compile(resolve(m.schema ?? {}));
    if (!validate(m.example)) problems.push(`${where}: ${ajv.errorsText(validate.errors)}`);
  }
  return problems;
}

/**
 * The validator's verdict. It is an ES module, which jest's CommonJS runtime cannot load, so it
 * runs in a Node of its own, reading the document on stdin.
 */
function openApiProblems(document: OpenApiDocument): { valid: boolean; version: string; errors?: unknown } {
  const script = `
    import { Validator } from '@seriousme/openapi-schema-validator';
    import { readFileSync } from 'node:fs';
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(readFileSync(0, 'utf8')));
    process.stdout.write(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors }));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: __dirname,
    input: JSON.stringify(document),
    encoding: 'utf8',
  });
  return JSON.parse(output) as { valid: boolean; version: string; errors?: unknown };
}

const ROUTES = documentedRoutes(GATEWAY_CONTROLLERS);
const doc = buildOpenApiDocument(ROUTES);

describe('the OpenAPI document', () => {
  // Against Fastify's own table of what the running gateway answers: gateway/test/api-docs.test.ts.
  it('describes every route the controllers declare, and no other', () => {
    expect(routeDifferences(doc)).toEqual({ missing: [], undeclared: [] });
  });

  it('refuses a handler that has no @ApiDoc', () => {
    @Controller('api/test')
    class UndocumentedController {
      @Get('left-out')
      leftOut() {
        return {};
      }
    }
    expect(() => documentedRoutes([UndocumentedController])).toThrow(
      'UndocumentedController.leftOut (/api/test/left-out) has no @ApiDoc',
    );
  });

  it("reads a route's path parameters, query and body from its handler's validation pipes", () => {
    const ops = operations(doc);
    const update = ops.get('PUT /api/admin/orders/{id}')!;
    expect(update.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: expect.objectContaining({ pattern: '^\\d{1,18}$' }) },
    ]);
    expect(update.requestBody!.content['application/json'].schema).toEqual(toJsonSchema(orderUpdateSchema));
    const payments = ops.get('GET /api/admin/transactions/payments')!;
    expect(payments.parameters!.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['query:page', 'query:limit', 'query:filter']),
    );
  });

  it('describes every JSON answer with a schema, and names the media type of the others', () => {
    const shapeless: string[] = [];
    for (const [route, op] of operations(doc)) {
      const [status] = Object.keys(op.responses).filter((s) => Number(s) < 300);
      for (const [type, media] of Object.entries(op.responses[status].content ?? {}))
        if (type === 'application/json' ? !media.schema?.type : type.includes('json')) shapeless.push(route);
    }
    expect(shapeless).toEqual([]);
    const answer = operations(doc).get('POST /api/orders/create-transaction')!.responses['200'];
    expect(answer.content!['application/json'].schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['token', 'order_id', 'gross_amount']),
    });
  });

  it('documents a test controller whole from its decorators', () => {
    @Controller('api/test')
    class SampleController {
      @Put(':id')
      @ApiDoc({ summary: 'Sample', answer: z.object({ done: z.boolean() }) })
      change() {
        return { done: true };
      }

      @Post('plain')
      @ApiDoc({ summary: 'Plain', answer: { description: 'Text.', mediaType: 'text/plain' }, local: true })
      plain() {
        return '';
      }
    }
    const sample = buildOpenApiDocument(documentedRoutes([SampleController]));
    expect(Object.keys(sample.paths)).toEqual(['/api/test/{id}', '/api/test/plain']);
    const change = sample.paths['/api/test/{id}'].put as Operation;
    expect(Object.keys(change.responses)).toEqual(['200', '503', '504']);
    expect((sample.paths['/api/test/plain'].post as Operation).responses['201'].content).toEqual({
      'text/plain': {},
    });
  });

  it("asks for the bearer token on every admin route and the couple's session on every couple route, and only there", () => {
    const ops = operations(doc);
    for (const route of declaredRoutes()) {
      const op = ops.get(key(route.method, openApiPath(route.template)))!;
      const guarded = route.guards.includes('AdminGuard');
      const couple = route.guards.includes('CoupleGuard');
      expect({ route: route.template, security: op.security }).toEqual({
        route: route.template,
        security: guarded
          ? [{ [ADMIN_SECURITY_SCHEME]: [] }]
          : couple
            ? [{ [COUPLE_SECURITY_SCHEME]: [] }]
            : undefined,
      });
      if (guarded || couple)
        expect(op.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    }
    // Every couple route is under /api/pasangan, and the two that sign in are the only open ones there.
    const coupleRoutes = declaredRoutes().filter((r) => r.template.startsWith('/api/pasangan/'));
    expect(
      coupleRoutes
        .filter((r) => !r.guards.includes('CoupleGuard'))
        .map((r) => r.template)
        .sort(),
    ).toEqual(['/api/pasangan/masuk', '/api/pasangan/tautan-masuk']);
  });

  it("gives each route its success status, and 429 where the shop's rate limit applies", () => {
    const ops = operations(doc);
    for (const route of declaredRoutes()) {
      const op = ops.get(key(route.method, openApiPath(route.template)))!;
      const statuses = Object.keys(op.responses).map(Number);
      const limited = route.guards.includes('PublicWriteRateLimit');
      expect({ route: route.template, success: statuses.filter((s) => s < 300), limited }).toEqual({
        route: route.template,
        success: [route.status],
        limited: limited && statuses.includes(429),
      });
    }
  });

  it("answers every error with the shop's { message, code } body", () => {
    for (const op of operations(doc).values())
      for (const [status, answer] of Object.entries(op.responses))
        if (Number(status) >= 400) expect(answer.$ref).toMatch(/^#\/components\/responses\/[A-Za-z]+$/);
    for (const response of Object.values(
      doc.components.responses as Record<string, { content: Record<string, Media> }>,
    ))
      expect(response.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
  });

  it('validates as OpenAPI 3.1', () => {
    expect(openApiProblems(doc)).toEqual({ valid: true, version: '3.1' });
  });

  it('notices a document that is not OpenAPI 3.1', () => {
    const broken = { ...doc, paths: { '/x': { get: { responses: { 200: { content: {} } } } } } };
    expect(openApiProblems(broken as OpenApiDocument)).toMatchObject({ valid: false });
  });

  it('holds examples, each valid against its own schema', () => {
    const requestExamples = ROUTES.filter((r) => r.example).length;
    expect(requestExamples).toBeGreaterThanOrEqual(5);
    expect(exampleProblems(doc)).toEqual([]);
  });

  it('holds request examples the gateway itself accepts', () => {
    for (const route of ROUTES.filter((r) => r.example && r.body))
      expect({ route: route.paths[0], ok: route.body!.safeParse(route.example).success }).toEqual({
        route: route.paths[0],
        ok: true,
      });
  });

  it('notices an example its schema refuses', () => {
    const route = ROUTES.find((r) => r.paths.includes('/api/orders/track'))!;
    const broken = buildOpenApiDocument([{ ...route, example: { order_id: 'INV 1', phone: 12 } }]);
    expect(exampleProblems(broken)).toEqual([
      expect.stringMatching(/^POST \/api\/orders\/track application\/json: /),
    ]);
  });
});
