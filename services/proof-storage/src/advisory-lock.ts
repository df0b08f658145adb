import type { DataSource } from 'typeorm';

/**
 * Runs `work` while holding the lock named `name` in PostgreSQL, shared by every replica, so two
 * requests for the same thing take turns. The lock is the session's, not a transaction's (the work
 * talks to the object store for a while): it goes with the connection if the process dies halfway.
 */
export async function withAdvisoryLock<T>(
  dataSource: DataSource,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [name]);
    try {
      return await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name]);
    }
  } finally {
    await runner.release();
  }
}
