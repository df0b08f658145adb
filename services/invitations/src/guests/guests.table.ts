import type { GuestInput, GuestStatus, GuestSummary, PeopleCounts } from '@undangan/contracts';
import { GUEST_STATUSES } from '@undangan/contracts';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * The statements about `guests`, a couple's guest list per order. A guest's status and the
 * summary read their answer from `rsvps` (one current answer per guest, `rsvps.guest_id`), the
 * summary also the order's `guest_groups`, `guest_sessions`, and the open link's answers through
 * `pages`.
 */

type Runner = DataSource | EntityManager;

/** The advisory lock class of one order's guest list (the second key: the order id's hash). */
const GUEST_LIST_LOCK_CLASS = 7045;

/**
 * Holds the order's guest-list lock for the transaction: guests added at once (two devices, an
 * import beside a typed guest) are counted against the list's limit one after the other.
 */
export async function lockGuestList(manager: EntityManager, orderId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [
    GUEST_LIST_LOCK_CLASS,
    orderId,
  ]);
}

/** A guest with their current answer, if any (a replaced one is superseded). */
const WITH_ANSWER = 'guests g LEFT JOIN rsvps r ON r.guest_id = g.id AND NOT r.superseded';

/** A guest's status, answered wins, then opened, then sent: `g` is guests, `r` their rsvp. */
const STATUS_SQL = `CASE WHEN r.attending THEN 'hadir' WHEN NOT r.attending THEN 'tidak_hadir'
  WHEN g.opened_at IS NOT NULL THEN 'dibuka' WHEN g.sent_at IS NOT NULL THEN 'terkirim'
  ELSE 'belum_dikirim' END`;

export interface GuestRow {
  id: string;
  name: string;
  phone: string | null;
  groupId: string | null;
  sessionId: string | null;
  people: number;
  token: string;
  status: GuestStatus;
  answeredPeople: number | null;
  linkIssuedAt: Date;
  sentAt: Date | null;
  openedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const GUEST_COLUMNS = `g.id, g.name, g.phone, g.group_id AS "groupId", g.session_id AS "sessionId", g.people,
  g.token, ${STATUS_SQL} AS status, r.people AS "answeredPeople", g.link_issued_at AS "linkIssuedAt",
  g.sent_at AS "sentAt", g.opened_at AS "openedAt", g.created_at AS "createdAt", g.updated_at AS "updatedAt"`;

export async function guestCount(db: Runner, orderId: string): Promise<number> {
  const [row]: { n: number }[] = await db.query('SELECT count(*)::int AS n FROM guests WHERE order_id = $1', [
    orderId,
  ]);
  return row.n;
}

export async function guestOf(db: Runner, orderId: string, guestId: string): Promise<GuestRow | null> {
  const rows: GuestRow[] = await db.query(
    `SELECT ${GUEST_COLUMNS} FROM ${WITH_ANSWER}
     WHERE g.order_id = $1 AND g.id = $2`,
    [orderId, guestId],
  );
  return rows[0] ?? null;
}

export interface GuestFilter {
  search: string;
  /** An id, 'none' (in no group), or null (any). */
  group: string | null;
  session: string | null;
  status: GuestStatus | null;
  limit: number;
  offset: number;
}

/** `%text%` for LIKE, its own % and _ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the order's guests by name, and how many the filter finds in all. */
export async function guestPage(
  db: Runner,
  orderId: string,
  filter: GuestFilter,
): Promise<{ rows: GuestRow[]; total: number }> {
  const rows: (GuestRow & { total: number })[] = await db.query(
    `SELECT * FROM (
       SELECT ${GUEST_COLUMNS}, lower(g.name) AS sort_name, count(*) OVER ()::int AS total
       FROM ${WITH_ANSWER}
       WHERE g.order_id = $1
         AND ($2::text IS NULL OR lower(g.name) LIKE $2)
         AND ($3::text IS NULL OR ($3 = 'none' AND g.group_id IS NULL) OR g.group_id::text = $3)
         AND ($4::text IS NULL OR ($4 = 'none' AND g.session_id IS NULL) OR g.session_id::text = $4)
         AND ($5::text IS NULL OR ${STATUS_SQL} = $5)
     ) AS listed
     ORDER BY sort_name, id LIMIT $6 OFFSET $7`,
    [
      orderId,
      filter.search ? containing(filter.search) : null,
      filter.group,
      filter.session,
      filter.status,
      filter.limit,
      filter.offset,
    ],
  );
  if (rows.length > 0) return { rows, total: rows[0].total };
  // A page past the end: still say how many there are.
  const [count]: { total: number }[] =
    filter.offset > 0
      ? await db.query(
          `SELECT count(*)::int AS total FROM ${WITH_ANSWER}
           WHERE g.order_id = $1
             AND ($2::text IS NULL OR lower(g.name) LIKE $2)
             AND ($3::text IS NULL OR ($3 = 'none' AND g.group_id IS NULL) OR g.group_id::text = $3)
             AND ($4::text IS NULL OR ($4 = 'none' AND g.session_id IS NULL) OR g.session_id::text = $4)
             AND ($5::text IS NULL OR ${STATUS_SQL} = $5)`,
          [
            orderId,
            filter.search ? containing(filter.search) : null,
            filter.group,
            filter.session,
            filter.status,
          ],
        )
      : [{ total: 0 }];
  return { rows: [], total: count.total };
}

/** A guest to write: what the couple typed and the link token made for them. */
export type NewGuest = GuestInput & { token: string };

/**
 * Writes guests of one order in one statement; answers the tokens written. A token another guest
 * already has (about one chance in 2^71 per pair) is left out, for the caller to make again.
 */
export async function insertGuests(
  manager: EntityManager,
  orderId: string,
  guests: NewGuest[],
): Promise<string[]> {
  const rows: { token: string }[] = await manager.query(
    `INSERT INTO guests (order_id, name, phone, group_id, session_id, people, token)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::uuid[], $5::uuid[], $6::int[], $7::text[])
     ON CONFLICT (token) DO NOTHING
     RETURNING token`,
    [
      orderId,
      guests.map((g) => g.name),
      guests.map((g) => g.phone),
      guests.map((g) => g.group_id),
      guests.map((g) => g.session_id),
      guests.map((g) => g.people),
      guests.map((g) => g.token),
    ],
  );
  return rows.map((row) => row.token);
}

export async function guestIdOfToken(db: Runner, token: string): Promise<string | null> {
  const rows: { id: string }[] = await db.query('SELECT id FROM guests WHERE token = $1', [token]);
  return rows[0]?.id ?? null;
}

/** True when the guest is the order's and was changed. */
export async function updateGuest(
  manager: EntityManager,
  orderId: string,
  guestId: string,
  guest: GuestInput,
): Promise<boolean> {
  const [, changed]: [unknown, number] = await manager.query(
    `UPDATE guests SET name = $3, phone = $4, group_id = $5, session_id = $6, people = $7, updated_at = now()
     WHERE order_id = $1 AND id = $2`,
    [orderId, guestId, guest.name, guest.phone, guest.group_id, guest.session_id, guest.people],
  );
  return changed > 0;
}

export async function deleteGuest(
  manager: EntityManager,
  orderId: string,
  guestId: string,
): Promise<boolean> {
  const [, deleted]: [unknown, number] = await manager.query(
    'DELETE FROM guests WHERE order_id = $1 AND id = $2',
    [orderId, guestId],
  );
  return deleted > 0;
}

/**
 * A new token for the guest: the old link opens nothing from now on. The new link has been neither
 * sent nor opened; an answer they gave stays theirs. False when the guest is not the order's; null
 * when the token was taken (the caller makes another).
 */
export async function replaceToken(
  manager: EntityManager,
  orderId: string,
  guestId: string,
  token: string,
): Promise<boolean | null> {
  const rows: { id: string }[] = await manager.query(
    `UPDATE guests SET token = $3, link_issued_at = now(), sent_at = NULL, opened_at = NULL, updated_at = now()
     WHERE order_id = $1 AND id = $2 AND NOT EXISTS (SELECT 1 FROM guests WHERE token = $3)
     RETURNING id`,
    [orderId, guestId, token],
  );
  if (rows.length > 0) return true;
  return (await guestOf(manager, orderId, guestId)) ? null : false;
}

/** Marks the order's guests sent (the first sending's time is kept); answers how many are the order's. */
export async function markGuestsSent(db: Runner, orderId: string, guestIds: string[]): Promise<number> {
  const [, marked]: [unknown, number] = await db.query(
    `UPDATE guests SET sent_at = COALESCE(sent_at, now()), updated_at = now()
     WHERE order_id = $1 AND id = ANY($2::uuid[])`,
    [orderId, guestIds],
  );
  return marked;
}

/** A listed guest as their own link's page needs them. */
export interface LinkedGuest {
  id: string;
  name: string;
  people: number;
  session: { name: string; time: string } | null;
}

/** The order's guest whose link carries `token`, or null (unknown, revoked, another order's). */
export async function guestOfToken(db: Runner, orderId: string, token: string): Promise<LinkedGuest | null> {
  const rows: {
    id: string;
    name: string;
    people: number;
    sessionName: string | null;
    sessionTime: string | null;
  }[] = await db.query(
    `SELECT g.id, g.name, g.people, s.name AS "sessionName", s.time AS "sessionTime"
       FROM guests g LEFT JOIN guest_sessions s ON s.id = g.session_id
       WHERE g.token = $1 AND g.order_id = $2`,
    [token, orderId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    people: row.people,
    session:
      row.sessionName !== null && row.sessionTime !== null
        ? { name: row.sessionName, time: row.sessionTime }
        : null,
  };
}

/** The first visit of a guest's link: one statement, so two tabs opened at once record one time. */
export async function markOpened(db: Runner, guestId: string): Promise<void> {
  await db.query('UPDATE guests SET opened_at = now() WHERE id = $1 AND opened_at IS NULL', [guestId]);
}

/** Guests per group and per session of an order, for the couple's lists. */
export async function guestsPerPart(
  db: Runner,
  orderId: string,
): Promise<{ groups: Map<string, number>; sessions: Map<string, number> }> {
  const rows: { kind: 'group' | 'session'; id: string; n: number }[] = await db.query(
    `SELECT 'group' AS kind, group_id::text AS id, count(*)::int AS n FROM guests
      WHERE order_id = $1 AND group_id IS NOT NULL GROUP BY group_id
     UNION ALL
     SELECT 'session', session_id::text, count(*)::int FROM guests
      WHERE order_id = $1 AND session_id IS NOT NULL GROUP BY session_id`,
    [orderId],
  );
  const groups = new Map<string, number>();
  const sessions = new Map<string, number>();
  for (const row of rows) (row.kind === 'group' ? groups : sessions).set(row.id, row.n);
  return { groups, sessions };
}

/**
 * People, not answers, per part of the list: `g` the guests with their answer's attending and
 * people. A guest coming counts their answer's people, never more than their invitation's; one
 * not coming or not answered counts their invitation's people.
 */
const COUNTS_SQL = `count(g.id)::int AS guests,
  COALESCE(sum(g.people), 0)::int AS invited,
  COALESCE(sum(least(g.answered, g.people)) FILTER (WHERE g.attending), 0)::int AS coming,
  COALESCE(sum(g.people) FILTER (WHERE NOT g.attending), 0)::int AS not_coming,
  COALESCE(sum(g.people) FILTER (WHERE g.attending IS NULL), 0)::int AS not_answered`;

const LISTED = `WITH listed AS (
  SELECT g.id, g.group_id, g.session_id, g.people, r.attending, r.people AS answered, ${STATUS_SQL} AS status
  FROM ${WITH_ANSWER} WHERE g.order_id = $1)`;

type CountsRow = PeopleCounts;
const counts = (row: CountsRow): PeopleCounts => ({
  guests: row.guests,
  invited: row.invited,
  coming: row.coming,
  not_coming: row.not_coming,
  not_answered: row.not_answered,
});

/** Who is coming, counted in SQL; the caller runs it in one snapshot (REPEATABLE READ). */
export async function guestSummary(manager: EntityManager, orderId: string): Promise<GuestSummary> {
  const [total]: CountsRow[] = await manager.query(`${LISTED} SELECT ${COUNTS_SQL} FROM listed g`, [orderId]);
  const statuses: { status: GuestStatus; guests: number; people: number }[] = await manager.query(
    `${LISTED} SELECT status, count(*)::int AS guests, sum(people)::int AS people FROM listed GROUP BY status`,
    [orderId],
  );
  const groups: (CountsRow & { group_id: string | null; name: string | null })[] = await manager.query(
    `${LISTED}
     SELECT gg.id AS group_id, gg.name, ${COUNTS_SQL}
       FROM guest_groups gg LEFT JOIN listed g ON g.group_id = gg.id
      WHERE gg.order_id = $1 GROUP BY gg.id, gg.name
     UNION ALL
     SELECT NULL, NULL, ${COUNTS_SQL} FROM listed g WHERE g.group_id IS NULL HAVING count(g.id) > 0
     ORDER BY name NULLS LAST`,
    [orderId],
  );
  const sessions: (CountsRow & {
    session_id: string | null;
    name: string | null;
    time: string | null;
    capacity: number | null;
  })[] = await manager.query(
    `${LISTED}
     SELECT s.id AS session_id, s.name, s.time, s.capacity, ${COUNTS_SQL}
       FROM guest_sessions s LEFT JOIN listed g ON g.session_id = s.id
      WHERE s.order_id = $1 GROUP BY s.id, s.name, s.time, s.capacity
     UNION ALL
     SELECT NULL, NULL, NULL, NULL, ${COUNTS_SQL} FROM listed g WHERE g.session_id IS NULL HAVING count(g.id) > 0
     ORDER BY time NULLS LAST, name`,
    [orderId],
  );
  const [open]: { answers: number; coming: number; not_coming: number }[] = await manager.query(
    `SELECT count(*)::int AS answers,
            COALESCE(sum(r.people) FILTER (WHERE r.attending), 0)::int AS coming,
            COALESCE(sum(r.people) FILTER (WHERE NOT r.attending), 0)::int AS not_coming
       FROM rsvps r JOIN pages p ON p.client_id = r.client_id
      WHERE p.order_id = $1 AND r.guest_id IS NULL`,
    [orderId],
  );
  const byStatus = Object.fromEntries(
    GUEST_STATUSES.map((status) => [status, { guests: 0, people: 0 }]),
  ) as GuestSummary['by_status'];
  for (const row of statuses) byStatus[row.status] = { guests: row.guests, people: row.people };
  return {
    total: counts(total),
    by_status: byStatus,
    by_group: groups.map((row) => ({ group_id: row.group_id, name: row.name, ...counts(row) })),
    by_session: sessions.map((row) => ({
      session_id: row.session_id,
      name: row.name,
      time: row.time,
      capacity: row.capacity,
      ...counts(row),
      over_capacity: row.capacity !== null && row.coming > row.capacity,
    })),
    open_link: open,
  };
}

/** Deletes the guest lists of these orders; answers how many guests they held. */
export async function deleteGuestsOf(manager: EntityManager, orderIds: string[]): Promise<number> {
  const [, deleted]: [unknown, number] = await manager.query('DELETE FROM guests WHERE order_id = ANY($1)', [
    orderIds,
  ]);
  return deleted;
}

/** What tells the order's guests apart for an import: each one's phone, and name. */
export async function guestKeysOf(
  db: Runner,
  orderId: string,
): Promise<{ phone: string | null; name: string }[]> {
  return db.query('SELECT phone, name FROM guests WHERE order_id = $1', [orderId]);
}

/** A guest as the couple's export lists them: their group and session by name, their answer. */
export interface ExportedGuestRow {
  name: string;
  phone: string | null;
  group: string | null;
  session: string | null;
  people: number;
  status: GuestStatus;
  answeredPeople: number | null;
  message: string | null;
  sentAt: Date | null;
  openedAt: Date | null;
}

/** Every guest of the order with where they stand, by name (the export); reads groups and sessions too. */
export async function guestsForExport(db: Runner, orderId: string): Promise<ExportedGuestRow[]> {
  return db.query(
    `SELECT g.name, g.phone, gg.name AS "group", s.name AS session, g.people, ${STATUS_SQL} AS status,
            r.people AS "answeredPeople", NULLIF(r.message, '') AS message,
            g.sent_at AS "sentAt", g.opened_at AS "openedAt"
       FROM ${WITH_ANSWER}
       LEFT JOIN guest_groups gg ON gg.id = g.group_id
       LEFT JOIN guest_sessions s ON s.id = g.session_id
      WHERE g.order_id = $1
      ORDER BY lower(g.name), g.id`,
    [orderId],
  );
}

/** A guest as the desks receive them: their token only to make their link's serial from. */
export interface DeskGuestRow {
  id: string;
  name: string;
  people: number;
  token: string;
  group: string | null;
  sessionName: string | null;
  sessionTime: string | null;
}

/** Every guest of the order for its desks, by name; reads groups and sessions too. */
export async function guestsForDesks(db: Runner, orderId: string): Promise<DeskGuestRow[]> {
  return db.query(
    `SELECT g.id, g.name, g.people, g.token, gg.name AS "group",
            s.name AS "sessionName", s.time AS "sessionTime"
       FROM guests g
       LEFT JOIN guest_groups gg ON gg.id = g.group_id
       LEFT JOIN guest_sessions s ON s.id = g.session_id
      WHERE g.order_id = $1
      ORDER BY lower(g.name), g.id`,
    [orderId],
  );
}
