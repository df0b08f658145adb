/**
 * Adds `value` to a statement's bound parameters and answers its placeholder ($n). A statement
 * built with it numbers its placeholders in the order its text names them, so none is counted by
 * hand and a parameter added later cannot shift the others.
 */
export function bindParam(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}
