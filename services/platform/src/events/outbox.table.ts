import type { EventEnvelope } from '@undangan/contracts';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { preparedStatement, queryPrepared } from '../prepared-statement';
import { bindParam } from '../sql-params';

/**
 * Every statement about `outbox`, the events a service committed with its changes, until the
 * relay has published them. Each service's migration creates the table (createOutboxTable).
 */

export async function createOutboxTable(queryRunner: QueryRunner): Promise<void> {
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
}

export async function dropOutboxTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query('DROP TABLE IF EXISTS outbox');
}

/** The columns every outbox row is written with, in the order of outboxRow's values. */
export const OUTBOX_INSERT = 'INSERT INTO outbox (id, type, payload, occurred_at)';

/**
 * The VALUES of one outbox row for `${OUTBOX_INSERT} VALUES ...`, its parameters added to the
 * statement's `params` (numbered after those already there): for a statement that writes a
 * business change and its event at once (a single statement is atomic without a surrounding
 * transaction).
 */
export function outboxRow(envelope: EventEnvelope<unknown>, params: unknown[]): string {
  const id = bindParam(params, envelope.id);
  const type = bindParam(params, envelope.type);
  const payload = bindParam(params, JSON.stringify(envelope));
  // clock_timestamp() (microseconds, advancing within a transaction) keeps the relay's order
  // stable for events enqueued in the same millisecond.
  return `(${id}, ${type}, ${payload}::jsonb, clock_timestamp())`;
}

/** Writes one event in the caller's transaction. */
export async function insertOutboxEvent(
  manager: EntityManager,
  envelope: EventEnvelope<unknown>,
): Promise<void> {
  const params: unknown[] = [];
  await manager.query(`${OUTBOX_INSERT} VALUES ${outboxRow(envelope, params)}`, params);
}

export interface OutboxRow {
  id: string;
  payload: EventEnvelope;
}

/**
 * Claims the oldest unpublished events for the runner's transaction; relays on other replicas
 * take other rows (SKIP LOCKED).
 */
export function claimUnpublished(runner: QueryRunner, limit: number): Promise<OutboxRow[]> {
  return runner.query(
    `SELECT id, payload FROM outbox WHERE published_at IS NULL
     ORDER BY occurred_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [limit],
  );
}

const ANY_UNPUBLISHED = preparedStatement(
  'outbox_any_unpublished',
  'SELECT EXISTS (SELECT 1 FROM outbox WHERE published_at IS NULL) AS waiting',
);

/** Whether any event waits to be published: one statement through the partial index, no transaction. */
export async function anyUnpublished(dataSource: DataSource): Promise<boolean> {
  const [row] = await queryPrepared<{ waiting: boolean }[]>(dataSource.manager, ANY_UNPUBLISHED, []);
  return row.waiting;
}

/** Marks claimed events published, counting the attempt. */
export async function markOutboxPublished(runner: QueryRunner, ids: string[]): Promise<void> {
  await runner.query(
    'UPDATE outbox SET published_at = now(), attempts = attempts + 1 WHERE id = ANY($1::uuid[])',
    [ids],
  );
}

/** Counts an attempt the broker did not confirm. */
export async function countFailedAttempt(runner: QueryRunner, ids: string[]): Promise<void> {
  await runner.query('UPDATE outbox SET attempts = attempts + 1 WHERE id = ANY($1::uuid[])', [ids]);
}

/**
 * How many events wait to be published, and the age of the oldest (0 when none), read through the
 * partial index on unpublished rows.
 */
export async function outboxLag(dataSource: DataSource): Promise<{ unpublished: number; age: number }> {
  const [row]: { unpublished: number; age: number }[] = await dataSource.query(
    `SELECT count(*)::int AS unpublished,
            COALESCE(EXTRACT(EPOCH FROM clock_timestamp() - min(occurred_at)), 0)::float8 AS age
       FROM outbox WHERE published_at IS NULL`,
  );
  return row;
}

/** Deletes events published before `cutoff` (never an unpublished one); answers how many. */
export async function prunePublishedEvents(runner: QueryRunner, cutoff: Date): Promise<number> {
  const result = await runner.query(
    'DELETE FROM outbox WHERE published_at IS NOT NULL AND published_at < $1',
    [cutoff],
    true,
  );
  return result.affected ?? 0;
}
