import type { PublishedInvitation } from '@undangan/contracts';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * The statements about `pages`, the published invitations. A page's `held` is read from
 * `order_holds` (order-holds.table.ts), what the service last heard of its order's hold.
 */

/** A published page as the table keeps it. */
export interface PageRow {
  clientId: string;
  orderId: string;
  version: number;
  published: PublishedInvitation;
  publishedAt: Date;
  closesAt: Date;
  held: boolean;
  /** The Split Link's second address of its order (false: the order's own client id). */
  second: boolean;
  /** The couple's events it shows, by their place in the couple's data; null: all of them. */
  shownEvents: number[] | null;
}

type Runner = DataSource | EntityManager;

const PAGE_COLUMNS = `client_id AS "clientId", order_id AS "orderId", version, published,
  published_at AS "publishedAt", closes_at AS "closesAt", held, second, shown_events AS "shownEvents"`;

/** The advisory lock class of one order's pages (the second key: the order id's hash). */
const ORDER_PAGES_LOCK_CLASS = 7044;

/**
 * Holds the order's page lock for the transaction: publishing and a hold of the same order take
 * their turns, so a page published while a hold is being applied is held too.
 */
export async function lockOrderPages(manager: EntityManager, orderId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [
    ORDER_PAGES_LOCK_CLASS,
    orderId,
  ]);
}

export async function pageOf(db: Runner, clientId: string): Promise<PageRow | null> {
  const rows: PageRow[] = await db.query(`SELECT ${PAGE_COLUMNS} FROM pages WHERE client_id = $1`, [
    clientId,
  ]);
  return rows[0] ?? null;
}

export async function pagesOfOrder(db: Runner, orderId: string): Promise<PageRow[]> {
  return db.query(`SELECT ${PAGE_COLUMNS} FROM pages WHERE order_id = $1 ORDER BY second, client_id`, [
    orderId,
  ]);
}

/** The Split Link's second page of an order, if it has one. */
export async function secondPageOf(db: Runner, orderId: string): Promise<PageRow | null> {
  const rows: PageRow[] = await db.query(`SELECT ${PAGE_COLUMNS} FROM pages WHERE order_id = $1 AND second`, [
    orderId,
  ]);
  return rows[0] ?? null;
}

/** Where a page stands in its order, and until when it is online when it is new. */
export interface PagePlace {
  second: boolean;
  shownEvents: number[] | null;
  /** A new page's end of time online; null: `onlineDays` from now. An existing page keeps its own. */
  closesAt: Date | null;
}

/**
 * Writes a page's next version, held when its order is. The first publishing starts its time
 * online; a later one (a revision) keeps it, so republishing never stretches the year the couple
 * paid for. Null when the address is another order's page: it is never taken over.
 */
export async function savePage(
  manager: EntityManager,
  page: Omit<PublishedInvitation, 'version' | 'published_at' | 'closes_at'>,
  place: PagePlace,
  onlineDays: number,
): Promise<PublishedInvitation | null> {
  const [row]: { version: number; publishedAt: Date; closesAt: Date }[] = await manager.query(
    `INSERT INTO pages (client_id, order_id, version, published, closes_at, second, shown_events, held)
     VALUES ($1, $2, 1, $3, COALESCE($5::timestamptz, now() + make_interval(days => $4)), $6, $7,
             COALESCE((SELECT held FROM order_holds WHERE order_id = $2), false))
     ON CONFLICT (client_id) DO UPDATE
       SET version = pages.version + 1, published = EXCLUDED.published, published_at = now(),
           second = EXCLUDED.second, shown_events = EXCLUDED.shown_events, held = EXCLUDED.held
       WHERE pages.order_id = EXCLUDED.order_id
     RETURNING version, published_at AS "publishedAt", closes_at AS "closesAt"`,
    [
      page.client_id,
      page.order_id,
      JSON.stringify(page),
      onlineDays,
      place.closesAt,
      place.second,
      place.shownEvents,
    ],
  );
  if (!row) return null;
  const published: PublishedInvitation = {
    ...page,
    version: row.version,
    published_at: new Date(row.publishedAt).toISOString(),
    closes_at: new Date(row.closesAt).toISOString(),
  };
  await manager.query('UPDATE pages SET published = $2 WHERE client_id = $1', [
    page.client_id,
    JSON.stringify(published),
  ]);
  return published;
}

/** Every page of the order held or not as `order_holds` says; answers their client ids. */
export async function followOrderHold(manager: EntityManager, orderId: string): Promise<string[]> {
  const [rows]: [{ client_id: string }[], number] = await manager.query(
    `UPDATE pages SET held = COALESCE((SELECT held FROM order_holds WHERE order_id = $1), false)
      WHERE order_id = $1 RETURNING client_id`,
    [orderId],
  );
  return rows.map((row) => row.client_id);
}

/**
 * The orders whose pages have all been closed for more than `days` days, and those pages' client
 * ids (an order with no page is never among them).
 */
export async function ordersClosedBefore(
  db: Runner,
  days: number,
): Promise<{ orderIds: string[]; clientIds: string[] }> {
  const rows: { order_id: string; client_ids: string[] }[] = await db.query(
    `SELECT order_id, array_agg(client_id) AS client_ids FROM pages GROUP BY order_id
     HAVING max(closes_at) < now() - make_interval(days => $1)`,
    [days],
  );
  return { orderIds: rows.map((row) => row.order_id), clientIds: rows.flatMap((row) => row.client_ids) };
}
