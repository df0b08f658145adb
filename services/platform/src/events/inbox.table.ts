import type { EntityManager, QueryRunner } from 'typeorm';
import { preparedStatement, queryPrepared } from '../prepared-statement';

/**
 * Every statement about `inbox`, the ids of the events a service has handled, so a duplicate has
 * no second effect. Each service's migration creates the table (createInboxTable).
 */

export async function createInboxTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE inbox (
      event_id uuid PRIMARY KEY,
      event_type text NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now()
    )`);
  await queryRunner.query('CREATE INDEX inbox_processed_at_idx ON inbox (processed_at)');
}

export async function dropInboxTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query('DROP TABLE IF EXISTS inbox');
}

/**
 * Records an event as handled in the caller's transaction; false when it already was. A
 * concurrent duplicate blocks on the uncommitted key here, then sees the conflict.
 */
export async function recordHandled(
  manager: EntityManager,
  event: { id: string; type: string },
): Promise<boolean> {
  const inserted: unknown[] = await manager.query(
    `INSERT INTO inbox (event_id, event_type) VALUES ($1, $2)
     ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    [event.id, event.type],
  );
  return inserted.length > 0;
}

const RECORD_HANDLED_ALL = preparedStatement(
  'inbox_record_handled_all',
  `INSERT INTO inbox (event_id, event_type) SELECT * FROM unnest($1::uuid[], $2::text[])
   ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
);

/**
 * Records several events as handled in the caller's transaction, in one statement; answers those
 * handled for the first time (an id the list holds twice, the first of them), in their order.
 */
export async function recordHandledAll<E extends { id: string; type: string }>(
  manager: EntityManager,
  events: readonly E[],
): Promise<Set<E>> {
  const firsts = new Map<string, E>();
  for (const event of events) {
    const id = event.id.toLowerCase();
    if (!firsts.has(id)) firsts.set(id, event);
  }
  const inserted: { event_id: string }[] = await queryPrepared(manager, RECORD_HANDLED_ALL, [
    [...firsts.keys()],
    [...firsts.values()].map((event) => event.type),
  ]);
  const fresh = new Set(inserted.map((row) => row.event_id));
  return new Set([...firsts].filter(([id]) => fresh.has(id)).map(([, event]) => event));
}

/** Forgets the ids handled before `cutoff`; answers how many. */
export async function pruneHandledEvents(runner: QueryRunner, cutoff: Date): Promise<number> {
  const result = await runner.query('DELETE FROM inbox WHERE processed_at < $1', [cutoff], true);
  return result.affected ?? 0;
}
