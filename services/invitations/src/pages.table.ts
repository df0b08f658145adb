import type { PublishedInvitation } from '@undangan/contracts';
import type { DataSource, EntityManager } from 'typeorm';

/** A published page as the table keeps it. */
export interface PageRow {
  clientId: string;
  orderId: string;
  version: number;
  published: PublishedInvitation;
  closesAt: Date;
  held: boolean;
}

type Runner = DataSource | EntityManager;

const PAGE_COLUMNS = `client_id AS "clientId", order_id AS "orderId", version, published,
  closes_at AS "closesAt", held`;

export async function pageOf(db: Runner, clientId: string): Promise<PageRow | null> {
  const rows: PageRow[] = await db.query(`SELECT ${PAGE_COLUMNS} FROM pages WHERE client_id = $1`, [
    clientId,
  ]);
  return rows[0] ?? null;
}

export async function pagesOfOrder(db: Runner, orderId: string): Promise<PageRow[]> {
  return db.query(`SELECT ${PAGE_COLUMNS} FROM pages WHERE order_id = $1 ORDER BY client_id`, [orderId]);
}

/**
 * Writes a page's next version. The first publishing starts its time online; a later one (a
 * revision) keeps it, so republishing never stretches the year the couple paid for.
 */
export async function savePage(
  manager: EntityManager,
  page: Omit<PublishedInvitation, 'version' | 'published_at' | 'closes_at'>,
  onlineDays: number,
): Promise<PublishedInvitation> {
  const [row]: { version: number; publishedAt: Date; closesAt: Date }[] = await manager.query(
    `INSERT INTO pages (client_id, order_id, version, published, closes_at)
     VALUES ($1, $2, 1, $3, now() + make_interval(days => $4))
     ON CONFLICT (client_id) DO UPDATE
       SET version = pages.version + 1, published = EXCLUDED.published, order_id = EXCLUDED.order_id,
           published_at = now()
     RETURNING version, published_at AS "publishedAt", closes_at AS "closesAt"`,
    [page.client_id, page.order_id, JSON.stringify(page), onlineDays],
  );
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
