import { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxAndInboxTables, dropOutboxAndInboxTables } from '@undangan/platform';

export class CreateInvitations1763800000070 implements MigrationInterface {
  name = 'CreateInvitations1763800000070';

  async up(q: QueryRunner): Promise<void> {
    await createOutboxAndInboxTables(q);

    await q.query(`
    CREATE TABLE pages (
      client_id text PRIMARY KEY,
      order_id text NOT NULL,
      -- Each publishing adds one: the page's HTML is made once per version.
      version integer NOT NULL,
      -- Everything the page is drawn from, as published (PublishedInvitation).
      published jsonb NOT NULL,
      first_published_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz NOT NULL DEFAULT now(),
      closes_at timestamptz NOT NULL,
      -- While the order is on hold the page serves nothing.
      held boolean NOT NULL DEFAULT false
    )`);
    await q.query('CREATE INDEX pages_order_idx ON pages (order_id)');

    await q.query(`
    CREATE TABLE rsvps (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      client_id text NOT NULL REFERENCES pages (client_id) ON DELETE CASCADE,
      name text NOT NULL,
      attending boolean NOT NULL,
      people integer NOT NULL CHECK (people BETWEEN 1 AND 10),
      message text NOT NULL,
      -- A keyed hash of the sender's address, for the per-address limit; never the address.
      source text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX rsvps_page_idx ON rsvps (client_id, created_at)');
    await q.query('CREATE INDEX rsvps_source_idx ON rsvps (client_id, source, created_at)');

    await q.query(`
    CREATE TABLE wishes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      client_id text NOT NULL REFERENCES pages (client_id) ON DELETE CASCADE,
      name text NOT NULL,
      message text NOT NULL,
      hidden boolean NOT NULL DEFAULT false,
      source text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX wishes_page_idx ON wishes (client_id, created_at DESC)');
    await q.query('CREATE INDEX wishes_source_idx ON wishes (client_id, source, created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS wishes');
    await q.query('DROP TABLE IF EXISTS rsvps');
    await q.query('DROP TABLE IF EXISTS pages');
    await dropOutboxAndInboxTables(q);
  }
}
