import type { ManagedWish, RsvpInput, Wish, WishInput } from '@undangan/contracts';
import type { DataSource, EntityManager } from 'typeorm';

type Runner = DataSource | EntityManager;

// The statements about `rsvps` and `wishes`. The couple's management of wishes reads which pages
// are their order's from `pages`.

/** The advisory lock class of one invitation's guest replies (the second key: the client id's hash). */
const REPLIES_LOCK_CLASS = 7043;

/**
 * Holds the invitation's reply lock for the transaction: two replies of one invitation are counted
 * against its limits one after the other, so two at once cannot both pass the last free place.
 */
export async function lockReplies(manager: EntityManager, clientId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [REPLIES_LOCK_CLASS, clientId]);
}

/** Replies (RSVPs and wishes) of an invitation since `seconds` ago: all, and from one source. */
export async function recentReplies(
  manager: EntityManager,
  clientId: string,
  source: string,
  {
    sourceWindowSeconds,
    invitationWindowSeconds,
  }: { sourceWindowSeconds: number; invitationWindowSeconds: number },
): Promise<{ fromSource: number; all: number }> {
  const [row]: { fromSource: string; all: string }[] = await manager.query(
    `SELECT
       count(*) FILTER (WHERE source = $2 AND created_at > now() - $3::int * interval '1 second') AS "fromSource",
       count(*) FILTER (WHERE created_at > now() - $4::int * interval '1 second') AS "all"
     FROM (
       SELECT source, created_at FROM rsvps
       WHERE client_id = $1 AND created_at > now() - greatest($3::int, $4::int) * interval '1 second'
       UNION ALL
       SELECT source, created_at FROM wishes
       WHERE client_id = $1 AND created_at > now() - greatest($3::int, $4::int) * interval '1 second'
     ) AS replies`,
    [clientId, source, sourceWindowSeconds, invitationWindowSeconds],
  );
  return { fromSource: Number(row.fromSource), all: Number(row.all) };
}

/**
 * Writes an RSVP. A listed guest (`guestId`) has one current answer: answering again replaces it.
 * The replaced answer stays, superseded, while it counts against the limits (`keepSeconds`, the
 * longest window), so answering again is limited like answering anew; older ones go.
 */
export async function insertRsvp(
  manager: EntityManager,
  clientId: string,
  source: string,
  rsvp: RsvpInput,
  guest: { id: string; keepSeconds: number } | null = null,
): Promise<void> {
  if (guest) {
    await manager.query(
      `DELETE FROM rsvps WHERE guest_id = $1 AND superseded AND created_at < now() - $2::int * interval '1 second'`,
      [guest.id, guest.keepSeconds],
    );
    await manager.query('UPDATE rsvps SET superseded = true WHERE guest_id = $1 AND NOT superseded', [
      guest.id,
    ]);
  }
  await manager.query(
    `INSERT INTO rsvps (client_id, name, attending, people, message, source, guest_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [clientId, rsvp.name, rsvp.attending, rsvp.people, rsvp.message, source, guest?.id ?? null],
  );
}

export async function insertWish(
  manager: EntityManager,
  clientId: string,
  source: string,
  wish: WishInput,
): Promise<void> {
  await manager.query(`INSERT INTO wishes (client_id, name, message, source) VALUES ($1, $2, $3, $4)`, [
    clientId,
    wish.name,
    wish.message,
    source,
  ]);
}

/** The newest wishes guests see on the page (hidden ones left out). */
export async function shownWishes(db: Runner, clientId: string, limit: number): Promise<Wish[]> {
  const rows: { name: string; message: string; createdAt: Date }[] = await db.query(
    `SELECT name, message, created_at AS "createdAt" FROM wishes
     WHERE client_id = $1 AND NOT hidden ORDER BY created_at DESC LIMIT $2`,
    [clientId, limit],
  );
  return rows.map((row) => ({
    name: row.name,
    message: row.message,
    created_at: new Date(row.createdAt).toISOString(),
  }));
}

export interface RsvpRow {
  name: string;
  attending: boolean;
  people: number;
  message: string;
  created_at: string;
}

export async function rsvpsOf(db: Runner, clientIds: string[]): Promise<RsvpRow[]> {
  const rows: (Omit<RsvpRow, 'created_at'> & { createdAt: Date })[] = await db.query(
    `SELECT name, attending, people, message, created_at AS "createdAt" FROM rsvps
     WHERE client_id = ANY($1) AND NOT superseded ORDER BY created_at DESC`,
    [clientIds],
  );
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: new Date(createdAt).toISOString() }));
}

export async function wishesOf(db: Runner, clientIds: string[]): Promise<Wish[]> {
  const rows: { name: string; message: string; createdAt: Date }[] = await db.query(
    `SELECT name, message, created_at AS "createdAt" FROM wishes
     WHERE client_id = ANY($1) AND NOT hidden ORDER BY created_at DESC`,
    [clientIds],
  );
  return rows.map((row) => ({
    name: row.name,
    message: row.message,
    created_at: new Date(row.createdAt).toISOString(),
  }));
}

const MANAGED_WISH_COLUMNS = `w.id, w.client_id AS "clientId", w.name, w.message, w.hidden, w.created_at AS "createdAt"`;

type ManagedWishRow = Omit<ManagedWish, 'client_id' | 'created_at'> & { clientId: string; createdAt: Date };
const managedWish = ({ clientId, createdAt, ...row }: ManagedWishRow): ManagedWish => ({
  ...row,
  client_id: clientId,
  created_at: new Date(createdAt).toISOString(),
});

/** Every wish of an order's pages, hidden ones included, newest first: the couple's to hide or show. */
export async function wishesOfOrder(db: Runner, orderId: string): Promise<ManagedWish[]> {
  const rows: ManagedWishRow[] = await db.query(
    `SELECT ${MANAGED_WISH_COLUMNS} FROM wishes w JOIN pages p ON p.client_id = w.client_id
      WHERE p.order_id = $1 ORDER BY w.created_at DESC, w.id`,
    [orderId],
  );
  return rows.map(managedWish);
}

/** Hides or shows a wish of the order's pages; null when it is no wish of theirs. */
export async function setWishHidden(
  db: Runner,
  orderId: string,
  wishId: string,
  hidden: boolean,
): Promise<ManagedWish | null> {
  const [rows]: [ManagedWishRow[], number] = await db.query(
    `UPDATE wishes w SET hidden = $3 FROM pages p
      WHERE w.id = $2 AND p.client_id = w.client_id AND p.order_id = $1
      RETURNING ${MANAGED_WISH_COLUMNS}`,
    [orderId, wishId, hidden],
  );
  return rows[0] ? managedWish(rows[0]) : null;
}

/** Deletes every RSVP and wish guests sent to these pages. */
export async function deleteRepliesOf(manager: EntityManager, clientIds: string[]): Promise<void> {
  await manager.query('DELETE FROM rsvps WHERE client_id = ANY($1)', [clientIds]);
  await manager.query('DELETE FROM wishes WHERE client_id = ANY($1)', [clientIds]);
}
