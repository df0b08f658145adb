import { Client } from 'pg';
import type { TestStack } from '../../../infra/stack/src/test-stack';
import type { Loose } from './answers';

/** Fingerprints of every program's stored data, to show a refused request changed nothing, and SQL for setting up. */

/**
 * Stored data that the shop's requests may change; event plumbing, migrations, the record of
 * issued order ids (tests issue ids to set up refusals; an id that is issued is answered with 200)
 * and the rate limits' counts (every limited request, refused or not, is counted) are not.
 */
const NOT_FINGERPRINTED = new Set([
  'migrations',
  'inbox',
  'outbox',
  'typeorm_metadata',
  'issued_order_ids',
  'rate_limit_events',
]);

/**
 * Tables whose rows carry a state that moves on its own after the request that wrote them: only
 * what a request could have written is compared (an email's sending goes on in the background).
 */
const FINGERPRINTED_COLUMNS: Record<string, string> = {
  emails: 'id, event_id, order_id, kind, audience, recipient, subject',
};

export type Fingerprint = Record<string, string>;

/** A fingerprint (row count and hash of every row) of every table in every program's database. */
export async function fingerprint(stack: TestStack, skip: string[] = []): Promise<Fingerprint> {
  const result: Fingerprint = {};
  for (const [program, spec] of Object.entries(stack.specs)) {
    const url = spec.env.DATABASE_URL;
    if (!url) continue;
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const tables = await client.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
      );
      for (const { name } of tables.rows) {
        if (NOT_FINGERPRINTED.has(name) || skip.includes(name) || skip.includes(`${program}.${name}`))
          continue;
        const columns = FINGERPRINTED_COLUMNS[name];
        const rows = columns ? `(SELECT ${columns} FROM "${name}")` : `"${name}"`;
        const [row] = (
          await client.query(
            `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h
             FROM ${rows} t`,
          )
        ).rows;
        result[`${program}.${name}`] = `${row.n}:${row.h}`;
      }
    } finally {
      await client.end();
    }
  }
  return result;
}

/**
 * A fingerprint once the data has stopped moving (events from earlier steps still being folded
 * in): two equal readings in a row.
 */
export async function settledFingerprint(stack: TestStack, skip: string[] = []): Promise<Fingerprint> {
  let previous = await fingerprint(stack, skip);
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 150));
    const next = await fingerprint(stack, skip);
    if (JSON.stringify(next) === JSON.stringify(previous)) return next;
    previous = next;
  }
  throw new Error('the stored data kept changing');
}

/** The tables whose fingerprints differ. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);
}

/**
 * Watches every table across a stretch of requests: a fingerprint now (once earlier events have
 * settled, unless `settle` is false), and `changed()` names the tables that differ since.
 */
export async function watchTables(
  stack: TestStack,
  options: { settle?: boolean; skip?: string[] } = {},
): Promise<{ changed(): Promise<string[]> }> {
  const before =
    options.settle === false
      ? await fingerprint(stack, options.skip)
      : await settledFingerprint(stack, options.skip);
  return { changed: async () => changedTables(before, await fingerprint(stack, options.skip)) };
}

/** Runs SQL against one program's database. */
export async function query<T = Loose>(
  stack: TestStack,
  program: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: stack.specs[program].env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
