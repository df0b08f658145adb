import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A couple's guest list, per order (not per page: guests are added before the page is published,
 * and Split Link's two addresses share the list): groups, sessions, the guests with their own
 * links, the order's sending settings, and an RSVP that is a listed guest's answer.
 */
export class CreateGuests1763800000078 implements MigrationInterface {
  name = 'CreateGuests1763800000078';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
    CREATE TABLE guest_groups (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id text NOT NULL,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
      created_at timestamptz NOT NULL DEFAULT now(),
      -- The guests' foreign key names the order too, so a guest is never in another order's group.
      CONSTRAINT guest_groups_id_order_key UNIQUE (id, order_id)
    )`);
    await q.query('CREATE UNIQUE INDEX guest_groups_name_key ON guest_groups (order_id, lower(name))');

    await q.query(`
    CREATE TABLE guest_sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id text NOT NULL,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
      -- "11.00-13.00 WIB", written one way by the contract's schema.
      time text NOT NULL CHECK (time ~ '^[0-2][0-9]\\.[0-5][0-9]-[0-2][0-9]\\.[0-5][0-9] (WIB|WITA|WIT)$'),
      -- People the venue takes in this session; null: no limit.
      capacity integer CHECK (capacity > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT guest_sessions_id_order_key UNIQUE (id, order_id)
    )`);
    await q.query('CREATE UNIQUE INDEX guest_sessions_name_key ON guest_sessions (order_id, lower(name))');

    await q.query(`
    CREATE TABLE guests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id text NOT NULL,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      -- An Indonesian mobile number as wa.me takes it (62...), or none.
      phone text CHECK (phone ~ '^628[0-9]{8,11}$'),
      group_id uuid,
      session_id uuid,
      people integer NOT NULL CHECK (people BETWEEN 1 AND 10),
      -- The guest's own link: 12 characters of base62 from a cryptographic source, never the name.
      token text NOT NULL CONSTRAINT guests_token_key UNIQUE CHECK (token ~ '^[0-9A-Za-z]{12}$'),
      link_issued_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      opened_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      -- A group or session of the same order only; removing one leaves its guests in none.
      CONSTRAINT guests_group_fkey FOREIGN KEY (group_id, order_id)
        REFERENCES guest_groups (id, order_id) ON DELETE SET NULL (group_id),
      CONSTRAINT guests_session_fkey FOREIGN KEY (session_id, order_id)
        REFERENCES guest_sessions (id, order_id) ON DELETE SET NULL (session_id)
    )`);
    // The list's pages, by name; a search filters one order's rows (at most 5,000) on the way.
    await q.query('CREATE INDEX guests_order_name_idx ON guests (order_id, lower(name), id)');
    await q.query('CREATE INDEX guests_group_idx ON guests (group_id) WHERE group_id IS NOT NULL');
    await q.query('CREATE INDEX guests_session_idx ON guests (session_id) WHERE session_id IS NOT NULL');

    await q.query(`
    CREATE TABLE guest_settings (
      order_id text PRIMARY KEY,
      -- The plain address (/{client_id}) opens the page for guests not on the list.
      open_link boolean NOT NULL DEFAULT true,
      -- The couple's own words; null: the default (contracts' guest-messages.ts).
      message_template text,
      reminder_template text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);

    // A listed guest's answer: one current answer each (answering again replaces it); removing
    // the guest removes it. Answers through the open link have none. A replaced answer is kept,
    // superseded, only while it still counts against the limits per address and per invitation.
    await q.query('ALTER TABLE rsvps ADD COLUMN guest_id uuid REFERENCES guests (id) ON DELETE CASCADE');
    await q.query('ALTER TABLE rsvps ADD COLUMN superseded boolean NOT NULL DEFAULT false');
    await q.query(
      'CREATE UNIQUE INDEX rsvps_guest_key ON rsvps (guest_id) WHERE guest_id IS NOT NULL AND NOT superseded',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS rsvps_guest_key');
    await q.query('ALTER TABLE rsvps DROP COLUMN IF EXISTS superseded');
    await q.query('ALTER TABLE rsvps DROP COLUMN IF EXISTS guest_id');
    await q.query('DROP TABLE IF EXISTS guest_settings');
    await q.query('DROP TABLE IF EXISTS guests');
    await q.query('DROP TABLE IF EXISTS guest_sessions');
    await q.query('DROP TABLE IF EXISTS guest_groups');
  }
}
