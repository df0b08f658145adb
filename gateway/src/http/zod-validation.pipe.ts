import { PipeTransform } from '@nestjs/common';
import { MESSAGES, validate } from '@undangan/contracts';
import type { z } from 'zod';
import { HttpError } from './http-error';

/** Validates a body, query or param against a shared schema: a bad input is a 400 with a message. */
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  /** Public: the API document reads it (openapi/declared-routes.ts). */
  constructor(readonly schema: z.ZodType<T>) {}

  transform(value: unknown): T {
    // A body the schema gives a default for may be left out (a POST without one).
    if (value === undefined) {
      const nothing = this.schema.safeParse(undefined);
      if (nothing.success) return nothing.data;
    }
    if (value === undefined || value === null) throw new HttpError('bad_request', MESSAGES.invalidInput);
    const result = validate(this.schema, value);
    if (!result.ok) throw new HttpError('bad_request', result.message);
    return result.value;
  }
}
