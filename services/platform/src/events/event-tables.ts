import type { DataSource, QueryRunner } from 'typeorm';
import { createInboxTable, dropInboxTable, pruneHandledEvents } from './inbox.table';
import { createOutboxTable, dropOutboxTable, prunePublishedEvents } from './outbox.table';

/**
 * The outbox and inbox tables, created by each event-using service's own migration so the
 * schema lives with the service's other tables (and its migration history).
 */
export async function createOutboxAndInboxTables(queryRunner: QueryRunner): Promise<void> {
  await createOutboxTable(queryRunner);
  await createInboxTable(queryRunner);
}

export async function dropOutboxAndInboxTables(queryRunner: QueryRunner): Promise<void> {
  await dropInboxTable(queryRunner);
  await dropOutboxTable(queryRunner);
}

/**
 * Retention: deletes published outbox rows and processed inbox ids older than `olderThanMs`.
 * Unpublished outbox rows are never deleted, whatever their age. An inbox id must be kept longer
 * than any redelivery can take, so callers pass days, not minutes.
 */
export async function pruneEventTables(
  dataSource: DataSource,
  olderThanMs: number,
): Promise<{ outbox: number; inbox: number }> {
  if (!Number.isFinite(olderThanMs) || olderThanMs < 0) {
    throw new RangeError(`olderThanMs must be a non-negative number, got ${olderThanMs}`);
  }
  const cutoff = new Date(Date.now() - olderThanMs);
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const outbox = await prunePublishedEvents(runner, cutoff);
    const inbox = await pruneHandledEvents(runner, cutoff);
    return { outbox, inbox };
  } finally {
    await runner.release();
  }
}
