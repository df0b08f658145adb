import { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxAndInboxTables, dropOutboxAndInboxTables } from '@undangan/platform';

export class CreateCatalogue1763800000000 implements MigrationInterface {
  name = 'CreateCatalogue1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE packages (
      id integer PRIMARY KEY CHECK (id > 0),
      name text NOT NULL,
      price bigint NOT NULL CHECK (price >= 0),
      features jsonb NOT NULL DEFAULT '[]'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE addons (
      id integer PRIMARY KEY CHECK (id > 0),
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      price bigint NOT NULL CHECK (price >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE designs (
      id text PRIMARY KEY,
      name text NOT NULL,
      image_url text NOT NULL DEFAULT '',
      template_url text NOT NULL DEFAULT '',
      package_id text NOT NULL,
      package_allowed integer[] NOT NULL DEFAULT '{}',
      category text NOT NULL DEFAULT 'wedding',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX designs_package_allowed_idx ON designs USING gin (package_allowed)');
    await createOutboxAndInboxTables(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropOutboxAndInboxTables(q);
    await q.query('DROP TABLE designs');
    await q.query('DROP TABLE addons');
    await q.query('DROP TABLE packages');
  }
}
