/**
 * SQLSTATEs of a database that could not be reached or dropped the connection: class 08
 * (connection exception), 57P01-57P03 (terminated by an administrator, crash, not accepting
 * connections yet) and class 53 (too many connections, out of memory or disk).
 */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[123]|53)/;

const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * TypeORM hands a query runner's connection back the moment its socket fails, so the statements
 * that follow in the same transaction fail with these instead of the connection error itself.
 */
const RELEASED_RUNNER_ERRORS = new Set([
  'QueryRunnerAlreadyReleasedError',
  'QueryRunnerProviderAlreadyReleasedError',
]);

const UNAVAILABLE_MESSAGE =
  /Connection terminated|terminating connection|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error and is not queryable|Client was closed and is not queryable/i;

/**
 * True when the database could not be reached or dropped the connection, as opposed to a statement
 * it refused: nobody's fault, worth a 503 and a retry rather than a 500 or a dead letter.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    driverError?: { code?: unknown; message?: unknown };
  };
  if (typeof e.name === 'string' && RELEASED_RUNNER_ERRORS.has(e.name)) return true;
  for (const code of [e.code, e.driverError?.code]) {
    if (typeof code !== 'string') continue;
    if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  }
  const message = `${String(e.message ?? '')} ${String(e.driverError?.message ?? '')}`;
  return UNAVAILABLE_MESSAGE.test(message);
}

/**
 * True when PostgreSQL refused a write for a duplicate key (SQLSTATE 23505), optionally of one
 * named constraint, whether the error comes from pg itself or wrapped by TypeORM.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  return isViolation(err, '23505', constraint);
}

/**
 * True when PostgreSQL refused a write naming a row that is not there (SQLSTATE 23503), optionally
 * of one named constraint, from pg itself or wrapped by TypeORM.
 */
export function isForeignKeyViolation(err: unknown, constraint?: string): boolean {
  return isViolation(err, '23503', constraint);
}

function isViolation(err: unknown, sqlState: string, constraint?: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as {
    code?: unknown;
    constraint?: unknown;
    driverError?: { code?: unknown; constraint?: unknown };
  };
  const source = e.code === sqlState ? e : e.driverError?.code === sqlState ? e.driverError : undefined;
  return source !== undefined && (constraint === undefined || source.constraint === constraint);
}
