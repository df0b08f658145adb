import { z } from 'zod';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as a plain object. */
export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of what a caller sends (`input`, the default: the side the gateway validates, so
 * defaults are optional and a field a transform turns into a number is documented as sent), or of
 * what the gateway answers (`output`). Parts JSON Schema cannot say (a custom refinement) become
 * `{}` rather than failing the document.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  // The document names its dialect once (jsonSchemaDialect); each schema need not repeat it.
  const { $schema: _dialect, ...rest } = converted;
  return rest;
}

export interface ObjectFields {
  properties: Record<string, JsonSchema>;
  required: string[];
}

/** The fields of an object schema (a query or a form), each with its own schema and whether it is required. */
export function objectFields(schema: z.ZodType): ObjectFields {
  const converted = toJsonSchema(schema);
  const properties = (converted.properties ?? {}) as Record<string, JsonSchema>;
  if (converted.type !== 'object' || !converted.properties) {
    throw new Error(`Expected an object schema, got ${JSON.stringify(converted)}`);
  }
  return { properties, required: (converted.required ?? []) as string[] };
}
