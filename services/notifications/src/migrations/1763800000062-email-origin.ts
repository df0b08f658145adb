import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who asked for an email, as a key that names no one (a hash of the client's network, for the
 * emails a visitor's own request causes): the queue takes turns between senders, so a burst from
 * one client waits behind everyone else's next email rather than in front of it.
 */
export class EmailOrigin1763800000062 implements MigrationInterface {
  name = 'EmailOrigin1763800000062';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE emails ADD COLUMN origin text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE emails DROP COLUMN origin');
  }
}
