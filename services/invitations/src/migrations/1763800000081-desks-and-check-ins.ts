import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The desks at an invitation's door and what happened at them. A check-in event's id is made on
 * the desk, so a desk that sends the same events again (an answer lost, the app restarted) adds
 * nothing; what the events mean together (the first arrival of each guest, double scans, walk-ins
 * of the same name) is decided when they are read, never by the order they arrived in.
 */
export class DesksAndCheckIns1763800000081 implements MigrationInterface {
  name = 'DesksAndCheckIns1763800000081';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
    CREATE TABLE desks (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id text NOT NULL,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
      -- The SHA-256 of the desk's key (its link) and of its short code: a copy of this database
      -- opens no desk.
      key_hash text NOT NULL CONSTRAINT desks_key_key UNIQUE,
      code_hash text NOT NULL CONSTRAINT desks_code_key UNIQUE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz NULL
    )`);
    await q.query('CREATE INDEX desks_order_idx ON desks (order_id)');
    // One name per invitation's desks still open: the couple tells them apart by it.
    await q.query(
      'CREATE UNIQUE INDEX desks_name_key ON desks (order_id, lower(name)) WHERE revoked_at IS NULL',
    );

    await q.query(`
    CREATE TABLE check_ins (
      id uuid NOT NULL,
      order_id text NOT NULL,
      desk_id uuid NOT NULL REFERENCES desks (id),
      kind text NOT NULL CHECK (kind IN ('arrival', 'walk_in', 'souvenir')),
      -- arrival: the guest; souvenir: the guest or the walk-in's event.
      guest_id uuid NULL,
      subject_id uuid NULL,
      -- walk_in: the name written at the desk.
      name text NULL CHECK (length(name) <= 100),
      people smallint NULL CHECK (people BETWEEN 1 AND 20),
      at_door timestamptz NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      -- The order events were taken in: a desk asks for what is new since the last it saw.
      seq bigint GENERATED ALWAYS AS IDENTITY,
      CHECK (
        (kind = 'arrival' AND guest_id IS NOT NULL AND people IS NOT NULL) OR
        (kind = 'walk_in' AND name IS NOT NULL AND people IS NOT NULL) OR
        (kind = 'souvenir' AND subject_id IS NOT NULL)
      ),
      -- An id is the desk's own: another invitation's event of the same id is another event.
      PRIMARY KEY (order_id, id)
    )`);
    await q.query('CREATE INDEX check_ins_order_seq_idx ON check_ins (order_id, seq)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE check_ins');
    await q.query('DROP TABLE desks');
  }
}
