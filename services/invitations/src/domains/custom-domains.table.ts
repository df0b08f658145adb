import { isUniqueViolation } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';

/** An order's own domain as the table keeps it. */
export interface CustomDomainRow {
  orderId: string;
  host: string;
  clientId: string;
}

type Runner = DataSource | EntityManager;

/**
 * A domain with the page it opens: the order's own page as last published (its client id may have
 * changed since the domain was recorded), else the client id the order had then.
 */
const DOMAIN_WITH_PAGE = `
  SELECT d.order_id AS "orderId", d.host, COALESCE(p.client_id, d.client_id) AS "clientId"
  FROM custom_domains d
  LEFT JOIN LATERAL (
    SELECT client_id FROM pages
    WHERE pages.order_id = d.order_id AND NOT pages.second
    ORDER BY published_at DESC LIMIT 1
  ) p ON true`;

export async function domainOfOrder(db: Runner, orderId: string): Promise<CustomDomainRow | null> {
  const rows: CustomDomainRow[] = await db.query(`${DOMAIN_WITH_PAGE} WHERE d.order_id = $1`, [orderId]);
  return rows[0] ?? null;
}

export async function domainOfHost(db: Runner, host: string): Promise<CustomDomainRow | null> {
  const rows: CustomDomainRow[] = await db.query(`${DOMAIN_WITH_PAGE} WHERE d.host = $1`, [host]);
  return rows[0] ?? null;
}

/**
 * Records an order's domain, replacing the one it had. False when another order's invitation has
 * the host already (the unique host, also when two admins record it at once).
 */
export async function recordDomain(db: Runner, row: CustomDomainRow): Promise<boolean> {
  try {
    await db.query(
      `INSERT INTO custom_domains (order_id, host, client_id) VALUES ($1, $2, $3)
       ON CONFLICT (order_id) DO UPDATE
         SET host = EXCLUDED.host, client_id = EXCLUDED.client_id, recorded_at = now()`,
      [row.orderId, row.host, row.clientId],
    );
    return true;
  } catch (err) {
    if (isUniqueViolation(err, 'custom_domains_host_key')) return false;
    throw err;
  }
}

export async function removeDomain(db: Runner, orderId: string): Promise<void> {
  await db.query('DELETE FROM custom_domains WHERE order_id = $1', [orderId]);
}
