/** Keys whose values never enter the audit log: secrets and file bytes. */
const SECRET_KEY = /password|hash|secret|token|base64/i;

/**
 * A copy of a recorded state without secrets or file bytes, whatever shape a service answers
 * with; the readers already return safe views, this keeps a future field from leaking in.
 */
export function scrubForAudit(value: unknown, depth = 0): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[...]';
  if (Array.isArray(value)) return value.map((item) => scrubForAudit(item, depth + 1));
  if (value instanceof Date) return value.toISOString();
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!SECRET_KEY.test(key)) copy[key] = scrubForAudit(item, depth + 1);
  }
  return copy;
}
