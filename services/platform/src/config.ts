import { isIP } from 'node:net';
import { z } from 'zod';
import { createLogger } from './logger';

// ---------------------------------------------------------------------------------------------
// One schema per program: every variable it reads, checked at start, before anything connects.

export type Environment = Record<string, string | undefined>;

/** One thing wrong with one variable, said so an operator knows what to change. */
export interface ConfigProblem {
  variable: string;
  message: string;
}

interface FieldOptions {
  /** Never repeat the value in a message (keys, passwords, URLs carrying credentials). */
  secret?: boolean;
}

type Field<T> = z.ZodType<T, string | undefined>;

const TRUE_WORDS = ['true', '1', 'yes'];
const FALSE_WORDS = ['false', '0', 'no'];

function shown(raw: string, options: FieldOptions): string {
  return options.secret ? '' : `, got "${raw}"`;
}

/** An unset or empty variable takes the fallback, or is a problem when there is none. */
function field<T>(
  fallback: T | undefined,
  parse: (raw: string, fail: (message: string) => never) => T,
): Field<T> {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T => {
      if (raw === undefined || raw === '') {
        if (fallback !== undefined) return fallback;
        ctx.addIssue({ code: 'custom', message: 'is required: set it (see .env.example)' });
        return z.NEVER;
      }
      try {
        return parse(raw, (message) => {
          throw new FieldRefused(message);
        });
      } catch (err) {
        if (!(err instanceof FieldRefused)) throw err;
        ctx.addIssue({ code: 'custom', message: err.message });
        return z.NEVER;
      }
    }) as unknown as Field<T>;
}

/** Unset or empty means "not given" (undefined); anything else must parse. */
function optionalField<T>(parse: (raw: string, fail: (message: string) => never) => T): Field<T | undefined> {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | undefined => {
      if (raw === undefined || raw === '') return undefined;
      try {
        return parse(raw, (message) => {
          throw new FieldRefused(message);
        });
      } catch (err) {
        if (!(err instanceof FieldRefused)) throw err;
        ctx.addIssue({ code: 'custom', message: err.message });
        return z.NEVER;
      }
    }) as unknown as Field<T | undefined>;
}

class FieldRefused extends Error {}

/** An IP address, or an address with a prefix length that fits it. */
export function isAddressOrRange(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function parseUrl(protocols: string[], options: FieldOptions) {
  return (raw: string, fail: (message: string) => never): string => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return fail(`must be a URL (${protocols.join(' or ')})${shown(raw, options)}`);
    }
    if (!protocols.includes(url.protocol.replace(/:$/, '')))
      return fail(`must be a ${protocols.join(' or ')} URL${shown(raw, options)}`);
    return raw;
  };
}

/**
 * The kinds of variable a program reads. Each takes the development default it falls back to when
 * the variable is unset or empty; without one, the variable is required.
 */
export const envVar = {
  text: (fallback?: string): Field<string> =>
    field(fallback, (raw, fail) =>
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u001f\u007f]/.test(raw) ? fail('must not contain control characters') : raw,
    ),

  /** Unset or empty means "not given" (undefined). */
  optionalText: (): Field<string | undefined> => optionalField((raw) => raw),

  integer: (fallback: number | undefined, range: { min: number; max?: number }): Field<number> =>
    field(fallback, (raw, fail) => {
      const value = Number(raw.trim());
      const max = range.max ?? Number.MAX_SAFE_INTEGER;
      if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < range.min || value > max)
        return fail(`must be a whole number from ${range.min} to ${max}, got "${raw}"`);
      return value;
    }),

  number: (fallback: number | undefined, range: { min: number }): Field<number> =>
    field(fallback, (raw, fail) => {
      const value = Number(raw.trim());
      if (raw.trim() === '' || !Number.isFinite(value) || value < range.min)
        return fail(`must be a number of at least ${range.min}, got "${raw}"`);
      return value;
    }),

  port: (fallback?: number): Field<number> => envVar.integer(fallback, { min: 0, max: 65535 }),

  /** Only true/1/yes and false/0/no: the string "false" never reads as true. */
  flag: (fallback: boolean): Field<boolean> =>
    field(fallback, (raw, fail) => {
      const word = raw.trim().toLowerCase();
      if (TRUE_WORDS.includes(word)) return true;
      if (FALSE_WORDS.includes(word)) return false;
      return fail(`must be true or false, got "${raw}"`);
    }),

  oneOf: <T extends string>(values: readonly T[], fallback?: T): Field<T> =>
    field(fallback, (raw, fail) =>
      (values as readonly string[]).includes(raw)
        ? (raw as T)
        : fail(`must be one of ${values.join(', ')}, got "${raw}"`),
    ),

  url: (fallback: string | undefined, protocols: string[], options: FieldOptions = {}): Field<string> =>
    field(fallback, parseUrl(protocols, options)),

  /** Unset or empty means "not given" (undefined), e.g. "use the library's own address". */
  optionalUrl: (protocols: string[]): Field<string | undefined> => optionalField(parseUrl(protocols, {})),

  /**
   * A comma-separated list of IP addresses or CIDR ranges (e.g. proxies to believe); unset or
   * empty is the empty list.
   */
  addressList: (): Field<string[]> =>
    field([], (raw, fail) => {
      const entries = raw
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '');
      const wrong = entries.filter((entry) => !isAddressOrRange(entry));
      return wrong.length === 0
        ? entries
        : fail(
            `holds "${wrong.join('", "')}": set a comma-separated list of IP addresses or CIDR ranges (e.g. 10.0.0.5,192.168.1.0/24), empty for none`,
          );
    }),

  /** The address a listening socket binds: an IP address or a host name. */
  host: (fallback: string): Field<string> =>
    field(fallback, (raw, fail) =>
      isIP(raw) ||
      /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/.test(raw)
        ? raw
        : fail(`must be an IP address or a host name, got "${raw}"`),
    ),
};

export const NODE_ENVS = ['development', 'test', 'production'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The variables every program reads. */
export const programVariables = {
  NODE_ENV: envVar.oneOf(NODE_ENVS, 'development'),
  LOG_LEVEL: envVar.oneOf(LOG_LEVELS, 'info'),
};

/** A program's schema: its variables by name, each an envVar field (or a shared group spread in). */
export function configSchema<Shape extends z.ZodRawShape>(shape: Shape): z.ZodObject<Shape> {
  return z.object(shape);
}

/** Checks an environment against a program's schema; in production, development defaults are problems too. */
export function checkConfig<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  environment: Environment = process.env,
): { ok: true; value: z.output<z.ZodObject<Shape>> } | { ok: false; problems: ConfigProblem[] } {
  const result = schema.safeParse(environment);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      return { variable, message: `${variable} ${issue.message}` };
    });
    return { ok: false, problems };
  }
  const value = result.data as Record<string, unknown>;
  const problems = value.NODE_ENV === 'production' ? developmentDefaultProblems(value) : [];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: result.data };
}

/**
 * Reads a program's configuration at start. Each problem is one log line naming the variable and
 * what to do; then the program exits with status 1 before it has opened anything.
 */
export function readConfig<Shape extends z.ZodRawShape>(
  program: string,
  schema: z.ZodObject<Shape>,
  environment: Environment = process.env,
): z.output<z.ZodObject<Shape>> {
  const result = checkConfig(schema, environment);
  if (result.ok) return result.value;
  reportConfigProblems(program, result.problems);
  process.exit(1);
}

export function reportConfigProblems(program: string, problems: ConfigProblem[]): void {
  // The level is fixed: LOG_LEVEL may be the very variable that is wrong.
  const logger = createLogger(program, 'info');
  for (const problem of problems) logger.fatal({ variable: problem.variable }, problem.message);
}

// ---------------------------------------------------------------------------------------------
// Development defaults that must never reach production.

/** Values committed in .env.example and docker-compose.yml, or well known (MinIO's, s3rver's, RabbitMQ's). */
export const DEVELOPMENT_SECRETS: Readonly<Record<string, readonly string[]>> = {
  JWT_SECRET: ['development-only-jwt-secret-change-me'],
  ADMIN_PASSWORD: ['admin12345'],
  S3_ACCESS_KEY: ['minioadmin', 'S3RVER'],
  S3_SECRET_KEY: ['minioadmin', 'S3RVER'],
  MIDTRANS_SERVER_KEY: ['SB-Mid-server-undangan-dev'],
  MIDTRANS_CLIENT_KEY: ['SB-Mid-client-undangan-dev'],
  RABBITMQ_PASSWORD: ['guest', 'development-only-rabbitmq-password'],
  POSTGRES_PASSWORD: ['postgres'],
};

const SECRET_FIXES: Readonly<Record<string, string>> = {
  JWT_SECRET: 'set a random secret of at least 32 characters (e.g. `openssl rand -base64 48`)',
  ADMIN_PASSWORD: "set the first admin's own password",
  S3_ACCESS_KEY: "set the access key of this environment's MinIO/S3 (in compose also MinIO's root user)",
  S3_SECRET_KEY: "set the secret key of this environment's MinIO/S3 (in compose also MinIO's root password)",
  MIDTRANS_SERVER_KEY: "set the server key of the shop's Midtrans account (Settings > Access Keys)",
  MIDTRANS_CLIENT_KEY: "set the client key of the shop's Midtrans account (Settings > Access Keys)",
  RABBITMQ_PASSWORD: 'set a password of its own for the RabbitMQ user',
  POSTGRES_PASSWORD: 'set a password of its own for PostgreSQL',
};

const MIN_JWT_SECRET_LENGTH = 32;
const SIMULATOR_URL_VARIABLES = ['MIDTRANS_API_URL', 'MIDTRANS_SNAP_URL', 'MIDTRANS_SNAP_JS_URL'];
/** compose's mail catcher (Mailpit); natively the catcher listens on this machine's loopback address. */
const MAIL_CATCHER_HOSTS = ['mailpit'];

function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127\./.test(bare) || bare === '0.0.0.0';
}

function parsedUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** Switches only development turns on, and what each does. */
const DEVELOPMENT_SWITCHES: Record<string, string> = {
  SIM_CONTROL_API: 'switches on the control API that settles any order',
  SEED_ON_EMPTY: 'loads the demo catalogue and the public demo discount codes',
  SAMPLE_ORDER: "writes the sample couple's paid order into the books",
};

/**
 * The development defaults among a program's variables (values keyed by variable name, as
 * readConfig returns them), each with what to do instead. readConfig applies it when
 * NODE_ENV=production; a program that reads its variables another way can call it itself.
 */
export function developmentDefaultProblems(values: Record<string, unknown>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const refuse = (variable: string, message: string) =>
    problems.push({ variable, message: `${variable} ${message}` });
  const has = (variable: string) => variable in values && values[variable] !== undefined;

  for (const [variable, known] of Object.entries(DEVELOPMENT_SECRETS)) {
    if (has(variable) && known.includes(String(values[variable])))
      refuse(
        variable,
        `is a development default, refused with NODE_ENV=production: ${SECRET_FIXES[variable]}`,
      );
  }
  if (
    has('JWT_SECRET') &&
    !DEVELOPMENT_SECRETS.JWT_SECRET.includes(String(values.JWT_SECRET)) &&
    String(values.JWT_SECRET).length < MIN_JWT_SECRET_LENGTH
  ) {
    refuse('JWT_SECRET', `is shorter than ${MIN_JWT_SECRET_LENGTH} characters: ${SECRET_FIXES.JWT_SECRET}`);
  }

  const amqp = parsedUrl(values.AMQP_URL);
  if (amqp) {
    if (decodeURIComponent(amqp.username) === 'guest' || amqp.username === '')
      refuse(
        'AMQP_URL',
        'logs in to RabbitMQ as guest, refused with NODE_ENV=production: create a RabbitMQ user for the shop and put it in AMQP_URL (compose: RABBITMQ_USER, RABBITMQ_PASSWORD)',
      );
    else if (DEVELOPMENT_SECRETS.RABBITMQ_PASSWORD.includes(decodeURIComponent(amqp.password)))
      refuse(
        'AMQP_URL',
        'carries the development RabbitMQ password, refused with NODE_ENV=production: set RABBITMQ_PASSWORD (compose) or the password in AMQP_URL',
      );
  }
  const database = parsedUrl(values.DATABASE_URL);
  if (database && DEVELOPMENT_SECRETS.POSTGRES_PASSWORD.includes(decodeURIComponent(database.password))) {
    refuse(
      'DATABASE_URL',
      'carries the development PostgreSQL password, refused with NODE_ENV=production: set POSTGRES_PASSWORD (compose) or the password in DATABASE_URL',
    );
  }

  const midtransProduction =
    values.MIDTRANS_IS_PRODUCTION === true || values.MIDTRANS_IS_PRODUCTION === 'true';
  for (const variable of ['MIDTRANS_SERVER_KEY', 'MIDTRANS_CLIENT_KEY']) {
    const value = String(values[variable] ?? '');
    if (midtransProduction && value.startsWith('SB-Mid-') && !DEVELOPMENT_SECRETS[variable].includes(value)) {
      refuse(
        variable,
        `is a Midtrans sandbox key (SB-Mid-...) while MIDTRANS_IS_PRODUCTION=true, refused with NODE_ENV=production: set the production key (${variable === 'MIDTRANS_SERVER_KEY' ? 'Mid-server-...' : 'Mid-client-...'}) or MIDTRANS_IS_PRODUCTION=false`,
      );
    }
  }
  for (const variable of SIMULATOR_URL_VARIABLES) {
    const url = parsedUrl(values[variable]);
    if (url && (url.hostname === 'midtrans-sim' || isLoopbackHost(url.hostname)))
      refuse(
        variable,
        'points at the Midtrans simulator, refused with NODE_ENV=production: set it empty to reach Midtrans itself',
      );
  }
  for (const [variable, what] of Object.entries(DEVELOPMENT_SWITCHES)) {
    if (values[variable] === true || values[variable] === 'true')
      refuse(variable, `${what}, refused with NODE_ENV=production: leave it unset`);
  }
  // Email to a catcher reaches no customer: production sends through the shop's own mail server,
  // or sends nothing at all when EMAIL_DISABLED says so.
  const smtp = parsedUrl(values.SMTP_URL);
  const emailDisabled = TRUE_WORDS.includes(String(values.EMAIL_DISABLED ?? '').toLowerCase());
  if (
    smtp &&
    !emailDisabled &&
    (MAIL_CATCHER_HOSTS.includes(smtp.hostname.toLowerCase()) || isLoopbackHost(smtp.hostname))
  ) {
    refuse(
      'SMTP_URL',
      "points at the development mail catcher, refused with NODE_ENV=production: set the shop's mail server (smtp://user:password@host:587, or smtps://...:465), or EMAIL_DISABLED=true to send no email",
    );
  }
  const publicBase = parsedUrl(values.PUBLIC_BASE_URL);
  if (publicBase && isLoopbackHost(publicBase.hostname)) {
    refuse(
      'PUBLIC_BASE_URL',
      "points at this machine, refused with NODE_ENV=production: set the shop's public address (https://...)",
    );
  }
  return problems;
}
