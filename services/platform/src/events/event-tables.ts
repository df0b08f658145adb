import type { DataSource, QueryRunner } from 'typeorm';

/**
 * The outbox and inbox tables, created by each event-using service's own migration so the
 * schema lives with the service's other tables (and its migration history).
 */
export async function createOutboxAndInboxTables(queryRunner: QueryRunner): Promise<void> {
  // payload holds the whole envelope exactly as it will be published.
  await queryRunner.query(`
    CREATE TABLE outbox (
      id uuid PRIMARY KEY,
      type text NOT NULL,
      payload jsonb NOT NULL,
      occurred_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      published_at timestamptz NULL,
      attempts integer NOT NULL DEFAULT 0
    )`);
  // The relay only ever looks for unpublished rows, in order; pruning only for published ones.
  await queryRunner.query(
    'CREATE INDEX outbox_unpublished_idx ON outbox (occurred_at) WHERE published_at IS NULL',
  );
  await queryRunner.query(
    'CREATE INDEX outbox_published_at_idx ON outbox (published_at) WHERE published_at IS NOT NULL',
  );
  await queryRunner.query(`
    CREATE TABLE inbox (
      event_id uuid PRIMARY KEY,
      event_type text NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now()
    )`);
  await queryRunner.query('CREATE INDEX inbox_processed_at_idx ON inbox (processed_at)');
}

export async function dropOutboxAndInboxTables(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query('DROP TABLE IF EXISTS inbox');
  await queryRunner.query('DROP TABLE IF EXISTS outbox');
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
    const outbox = await runner.query(
      'DELETE FROM outbox WHERE published_at IS NOT NULL AND published_at < $1',
      [cutoff],
      true,
    );
    const inbox = await runner.query('DELETE FROM inbox WHERE processed_at < $1', [cutoff], true);
    return { outbox: outbox.affected ?? 0, inbox: inbox.affected ?? 0 };
  } finally {
    await runner.release();
  }
}
