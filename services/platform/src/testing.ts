import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { DataSource } from 'typeorm';
import { DatabaseOptions, dropDatabase, ensureDatabase, openDataSource } from './database';
import { createLogger } from './logger';

export { metricSamples, type MetricSample } from './metrics-text';

const run = promisify(execFile);

/** Helpers for tests that talk to the machine's real PostgreSQL and RabbitMQ. */
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_AMQP_URL = process.env.TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

export interface Disposable<T> {
  url: string;
  value?: T;
  drop(): Promise<void>;
}

/** A throwaway database for one test file. */
export async function createTestDatabase(prefix: string): Promise<Disposable<never>> {
  const u = new URL(TEST_POSTGRES_URL);
  u.pathname = `/${uniqueName(`t_${prefix}`)}`;
  const url = u.toString();
  await ensureDatabase(url);
  return { url, drop: () => dropDatabase(url) };
}

/** A throwaway database opened as a quiet data source; `close` destroys it and drops the database. */
export async function openTestDataSource(
  prefix: string,
  options: Omit<DatabaseOptions, 'url' | 'logger'>,
): Promise<{ url: string; dataSource: DataSource; close(): Promise<void> }> {
  const db = await createTestDatabase(prefix);
  const dataSource = await openDataSource({
    ...options,
    url: db.url,
    logger: createLogger('test', 'silent'),
  });
  return {
    url: db.url,
    dataSource,
    close: async () => {
      await dataSource.destroy();
      await db.drop();
    },
  };
}

/** A throwaway RabbitMQ virtual host, so parallel suites never share queues. */
export async function createTestVhost(prefix: string): Promise<Disposable<never>> {
  const vhost = uniqueName(`t_${prefix}`);
  await run('rabbitmqctl', ['-q', 'add_vhost', vhost]);
  await run('rabbitmqctl', ['-q', 'set_permissions', '-p', vhost, 'guest', '.*', '.*', '.*']);
  const url = `${TEST_AMQP_URL.replace(/\/$/, '')}/${encodeURIComponent(vhost)}`;
  return { url, drop: () => run('rabbitmqctl', ['-q', 'delete_vhost', vhost]).then(() => undefined) };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Read<T> = () => Promise<T> | T;

/**
 * Polls `read` until `ok` holds and returns that value. On timeout it fails with the label (the
 * predicate's source when none is given), the last value seen and the last error, so the report
 * says what was wrong rather than only that time ran out.
 */
export function waitFor<T>(
  label: string,
  read: Read<T>,
  ok: (value: T) => boolean,
  timeoutMs?: number,
  intervalMs?: number,
): Promise<T>;
export function waitFor<T>(
  read: Read<T>,
  ok: (value: T) => boolean,
  timeoutMs?: number,
  intervalMs?: number,
): Promise<T>;
export async function waitFor<T>(...args: unknown[]): Promise<T> {
  const labelled = typeof args[0] === 'string';
  const [read, ok, timeoutMs = 30_000, intervalMs = 100] = (labelled ? args.slice(1) : args) as [
    Read<T>,
    (value: T) => boolean,
    number?,
    number?,
  ];
  const label = labelled ? (args[0] as string) : String(ok);
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await read();
      if (ok(last)) return last;
      lastError = undefined;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${label}; last value: ${JSON.stringify(last)}` +
          (lastError ? `; last error: ${String((lastError as Error).message ?? lastError)}` : ''),
      );
    }
    await sleep(intervalMs);
  }
}

export { tableHomeViolations, tablesCreatedBy, tablesNamedIn, type TableHome } from './table-homes';
