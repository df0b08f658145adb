import { openTestDataSource } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { reportingMigrations } from '../src/reporting.program';

/**
 * A throwaway database with reporting's schema migrated to the newest, open before the file's tests
 * and dropped after them; `opened` receives it, so each file keeps its own variables.
 */
export function useReportingDatabase(name: string, opened: (dataSource: DataSource) => unknown): void {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const db = await openTestDataSource(name, { entities: [], migrations: reportingMigrations });
    close = db.close;
    await opened(db.dataSource);
  });
  afterAll(async () => {
    await close?.();
  });
}
