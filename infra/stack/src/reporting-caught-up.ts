import { Client } from 'pg';
import { REVENUE_EVENT_TYPES } from '@undangan/contracts';
import { waitFor } from '@undangan/platform/testing';
import type { TestStack } from './test-stack';

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
    await waitFor(
      'reporting has applied every payment event',
      async () =>
        Number(
          (await reporting.query('SELECT count(*) FROM inbox WHERE event_id::text = ANY($1)', [written]))
            .rows[0].count,
        ),
      (applied) => applied === written.length,
      60_000,
    );
  } finally {
    await Promise.all([ordering.end(), reporting.end()]);
  }
}
