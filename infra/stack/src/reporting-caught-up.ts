import { Client } from 'pg';
import { REVENUE_EVENT_TYPES } from '@undangan/contracts';
import { waitFor } from '@undangan/platform/testing';
import type { TestStack } from './test-stack';

/** A database connection as the helpers below use it (a pg Client or Pool). */
interface Queryable {
  query(sql: string, params: unknown[]): Promise<{ rows: { count: string }[] }>;
}

/** Waits until a consumer's inbox holds every one of these events: it has taken each in. */
export async function untilTakenIn(label: string, consumer: Queryable, eventIds: string[]): Promise<void> {
  await waitFor(
    label,
    async () =>
      Number(
        (await consumer.query('SELECT count(*) FROM inbox WHERE event_id::text = ANY($1)', [eventIds]))
          .rows[0].count,
      ),
    (taken) => taken === eventIds.length,
    60_000,
  );
}

/**
 * Waits until reporting has applied every payment event ordering has written so far. Reporting
 * counts money from events, on its own time: a balance read before this may miss a payment an
 * earlier step settled, on a slow machine, so a test reads the figure it compares with only once
 * this has returned.
 */
export async function reportingCaughtUp(stack: Pick<TestStack, 'specs'>): Promise<void> {
  const ordering = new Client({ connectionString: stack.specs.ordering.env.DATABASE_URL });
  const reporting = new Client({ connectionString: stack.specs.reporting.env.DATABASE_URL });
  await Promise.all([ordering.connect(), reporting.connect()]);
  try {
    const written = (
      await ordering.query('SELECT id::text FROM outbox WHERE type = ANY($1)', [REVENUE_EVENT_TYPES])
    ).rows.map((row: { id: string }) => row.id);
    await untilTakenIn('reporting has applied every payment event', reporting, written);
  } finally {
    await Promise.all([ordering.end(), reporting.end()]);
  }
}
