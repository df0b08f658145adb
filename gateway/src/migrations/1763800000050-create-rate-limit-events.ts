import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rate limits' counts (gateway/src/limits/postgres-window-counts.ts), shared by every gateway
 * replica: one row per key with the times of its events still within the window (at most the
 * limit). UNLOGGED: the counts are worth no write-ahead log (a crash of the database forgets them,
 * as a restart of the gateway used to). No index but the key's, and a fill factor that leaves room
 * in each page, so a request's update stays in place (a HOT update); pruning, once a minute,
 * reads the whole table, which holds only the keys of the last window.
 */
export class CreateRateLimitEvents1763800000050 implements MigrationInterface {
  name = 'CreateRateLimitEvents1763800000050';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE UNLOGGED TABLE rate_limit_events (
      key text PRIMARY KEY,
      times bigint[] NOT NULL,
      expires_at bigint NOT NULL) WITH (fillfactor = 70)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE rate_limit_events');
  }
}
