import type { CheckInEvent, RecordedCheckIn } from '@undangan/contracts';
import type { DataSource, EntityManager } from 'typeorm';

/** The statements about `check_ins`: what happened at an invitation's desks, one row an event. */

type Runner = DataSource | EntityManager;

/**
 * Keeps a desk's events, each once: an event of the invitation already kept (sent again) is left
 * as it was. Answers how many were new.
 */
export async function insertCheckIns(
  db: Runner,
  orderId: string,
  deskId: string,
  events: readonly CheckInEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  const column = <T>(pick: (event: CheckInEvent) => T) => events.map(pick);
  const inserted: { id: string }[] = await db.query(
    `INSERT INTO check_ins (id, order_id, desk_id, kind, guest_id, subject_id, name, people, at_door)
     SELECT e.id, $1, $2, e.kind, e.guest_id, e.subject_id, e.name, e.people, e.at_door
       FROM unnest($3::uuid[], $4::text[], $5::uuid[], $6::uuid[], $7::text[], $8::smallint[], $9::timestamptz[])
         AS e(id, kind, guest_id, subject_id, name, people, at_door)
     ON CONFLICT (order_id, id) DO NOTHING
     RETURNING id`,
    [
      orderId,
      deskId,
      column((e) => e.id),
      column((e) => e.kind),
      column((e) => (e.kind === 'arrival' ? e.guest_id : null)),
      column((e) => (e.kind === 'souvenir' ? e.subject_id : null)),
      column((e) => (e.kind === 'walk_in' ? e.name : null)),
      column((e) => (e.kind === 'souvenir' ? null : e.people)),
      column((e) => e.at),
    ],
  );
  return inserted.length;
}

interface CheckInRow {
  id: string;
  desk_id: string;
  kind: CheckInEvent['kind'];
  guest_id: string | null;
  subject_id: string | null;
  name: string | null;
  people: number | null;
  at_door: Date;
}

/** Every event of an invitation, as the desks sent them. */
export async function checkInsOf(db: Runner, orderId: string): Promise<RecordedCheckIn[]> {
  const rows: CheckInRow[] = await db.query(
    `SELECT id, desk_id, kind, guest_id, subject_id, name, people, at_door
       FROM check_ins WHERE order_id = $1 ORDER BY seq`,
    [orderId],
  );
  return rows.map(recorded);
}

function recorded(row: CheckInRow): RecordedCheckIn {
  const base = { id: row.id, desk_id: row.desk_id, at: new Date(row.at_door).toISOString() };
  if (row.kind === 'arrival')
    return { ...base, kind: 'arrival', guest_id: row.guest_id!, people: row.people! };
  if (row.kind === 'walk_in') return { ...base, kind: 'walk_in', name: row.name!, people: row.people! };
  return { ...base, kind: 'souvenir', subject_id: row.subject_id! };
}
