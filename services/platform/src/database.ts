import { isDatabaseUnavailable, isUniqueViolation } from './database-errors';
import type { EventEmitter } from 'node:events';
import type { Client as PgClient } from 'pg';
import { DataSource, EntitySchema, MixedList } from 'typeorm';
import { statementCounter } from './database-metrics';
import { lastingWarning, type Logger } from './logger';

export interface DatabaseOptions {
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  logger?: Logger;
  poolSize?: number;
}

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_-]{1,63}$/.test(name))
    throw new Error(`Unusable database name in DATABASE_URL: "${name}"`);
  return name;
}

function maintenanceUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

/**
 * A client of the maintenance database. pg is loaded on first use, not when the platform is:
 * main.ts starts tracing after reading its configuration, and pg must be loaded after that to be
 * instrumented.
 */
function maintenanceClient(url: string): PgClient {
  const { Client } = require('pg') as typeof import('pg');
  return new Client({ connectionString: maintenanceUrl(url) });
}

/** Creates the service's database when it does not exist yet (first start of a fresh machine). */
export async function ensureDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const client = maintenanceClient(url);
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } catch (err) {
        // Two replicas starting together: the loser sees duplicate_database (or the unique index
        // of pg_database), which is fine.
        if ((err as { code?: string }).code !== '42P04' && !isUniqueViolation(err)) throw err;
      }
    }
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const client = maintenanceClient(url);
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** One lock id for every service's migrations: each service has its own database, so they never contend. */
const MIGRATION_LOCK_ID = 728_301_117;

/**
 * Opens the service's data source: creates the database if missing, then runs pending migrations
 * while holding a PostgreSQL advisory lock, so replicas that start together migrate once.
 */
export async function openDataSource(options: DatabaseOptions): Promise<DataSource> {
  await ensureDatabase(options.url);
  const dataSource = new DataSource({
    type: 'postgres',
    url: options.url,
    entities: options.entities,
    migrations: options.migrations,
    migrationsRun: false,
    synchronize: false,
    logging: false,
    // Counts each statement by kind on /metrics (db_statements_total); it logs nothing.
    logger: statementCounter,
    extra: {
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      // A backend terminated right after it accepted a new connection can report it in the same
      // packet as "ready": the pool then hands the client over and the error fires before TypeORM
      // has put its listener on it, and an 'error' without a listener ends the process. This
      // listener stays for the client's life; the dead client fails its next query (a 503) and
      // the pool discards it on release.
      onConnect: (client: EventEmitter) => {
        client.on('error', (err: Error) => options.logger?.debug({ err }, 'database connection lost'));
      },
    },
  });
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length > 0)
      options.logger?.info({ migrations: applied.map((migration) => migration.name) }, 'migrations applied');
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await runner.release();
  }
  return dataSource;
}

/** PostgreSQL bigint arrives as a string; money columns are safe integers, so read them as numbers. */
export const bigintAsNumber = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/** The pause before trying a database again at start: 1 s, doubling up to 10 s. */
export function startRetryPauseMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 10_000);
}

/**
 * openDataSource for a program starting up: while the database cannot be reached (the server down,
 * refusing connections, starting, or the database not there yet) it waits and tries again, saying
 * so once and then once a minute, instead of exiting: an orchestrator would otherwise restart it
 * over and over (Kubernetes' CrashLoopBackOff) until the database is back. Any other failure (a
 * wrong password, a failing migration) is thrown at once.
 */
export async function openDataSourceWhenReachable(
  options: DatabaseOptions,
  pause: (attempt: number) => number = startRetryPauseMs,
): Promise<DataSource> {
  const waiting = lastingWarning(options.logger, 'database unreachable at start; waiting for it');
  for (let attempt = 0; ; attempt++) {
    try {
      const dataSource = await openDataSource(options);
      if (attempt > 0) options.logger?.info({ attempts: attempt + 1 }, 'database reached');
      return dataSource;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      waiting(err);
      await new Promise((resolve) => setTimeout(resolve, pause(attempt)));
    }
  }
}
