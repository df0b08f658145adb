import { isUniqueViolation } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';

/** An order's own domain as the table keeps it. */
export interface CustomDomainRow {
  orderId: string;
  host: string;
  clientId: string;
}

type Runner = DataSource | EntityManager;

const COLUMNS = 'order_id AS "orderId", host, client_id AS "clientId"';

export async function domainOfOrder(db: Runner, orderId: string): Promise<CustomDomainRow | null> {
  const rows: CustomDomainRow[] = await db.query(
    `SELECT ${COLUMNS} FROM custom_domains WHERE order_id = $1`,
    [orderId],
  );
  return rows[0] ?? null;
}

export async function domainOfHost(db: Runner, host: string): Promise<CustomDomainRow | null> {
  const rows: CustomDomainRow[] = await db.query(`SELECT ${COLUMNS} FROM custom_domains WHERE host = $1`, [
    host,
  ]);
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
