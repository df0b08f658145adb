import { createLogger, openDataSource } from '@undangan/platform';
import { createTestDatabase } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { PostgresWindowCounts } from '../src/limits/postgres-window-counts';
import { MemoryWindowCounts, WindowCounts } from '../src/limits/window-counts';
import { CreateRateLimitEvents1763800000050 } from '../src/migrations/1763800000050-create-rate-limit-events';

/** A throwaway gateway database with only the rate limit table, as the gateway migrates it. */
export async function rateLimitDatabase(
  prefix: string,
): Promise<{ dataSource: DataSource; url: string; close(): Promise<void> }> {
  const database = await createTestDatabase(prefix);
  const dataSource = await openDataSource({
    url: database.url,
    entities: [],
    migrations: [CreateRateLimitEvents1763800000050],
    logger: createLogger('test', 'silent'),
  });
  return {
    dataSource,
    url: database.url,
    close: async () => {
      await dataSource.destroy();
      await database.drop();
    },
  };
}

/**
 * Both stores of the limits' counts, for suites that must hold for each: the in-memory model and
 * the gateway's PostgreSQL table (a fresh store per call, on one database per suite).
 */
export function windowCountStores(prefix: string): {
  stores: [string, () => Promise<WindowCounts>][];
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
} {
  let database: Awaited<ReturnType<typeof rateLimitDatabase>> | undefined;
  return {
    stores: [
      ['in memory', () => Promise.resolve(new MemoryWindowCounts())],
      [
        'in PostgreSQL',
        async () => {
          if (!database) throw new Error('setUp() first');
          // Each store starts from an empty table, as a fresh MemoryWindowCounts does.
          await database.dataSource.query('TRUNCATE rate_limit_events');
          return new PostgresWindowCounts(database.dataSource);
        },
      ],
    ],
    setUp: async () => {
      database = await rateLimitDatabase(prefix);
    },
    tearDown: async () => {
      await database?.close();
    },
  };
}
