/** What the form needs of a contracts schema (a zod schema has this shape). */
export interface CheckingSchema {
  safeParse(
    input: unknown,
  ): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** One message per field, the first the schema gives for it; empty when the input passes. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Runs one of the contracts' schemas over a form's values, the same check the server makes, and
 * gives each failing field its own (Indonesian) message.
 */
export function fieldErrors<K extends string>(
  schema: CheckingSchema,
  input: Record<K, unknown>,
): FieldErrors<K> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as K;
    if (field in input && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The first field, in the form's own order, that has an error. */
export function firstInvalid<K extends string>(order: readonly K[], errors: FieldErrors<K>): K | null {
  return order.find((field) => errors[field]) ?? null;
}
