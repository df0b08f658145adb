import { validate } from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import type { z } from 'zod';

/** The gateway validates at the edge; the service checks again, since it owns the data. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = validate(schema, input);
  if (!result.ok) throw rpcFailure('bad_request', result.message);
  return result.value;
}
