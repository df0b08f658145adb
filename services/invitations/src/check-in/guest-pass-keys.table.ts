import type { DataSource, EntityManager } from 'typeorm';

/** The statements about `guest_pass_keys`: each invitation's key pair for its guests' passes. */

type Runner = DataSource | EntityManager;

export interface PassKeysRow {
  publicKey: string;
  privateKey: string;
}

export async function passKeysOf(db: Runner, orderId: string): Promise<PassKeysRow | null> {
  const rows: PassKeysRow[] = await db.query(
    'SELECT public_key AS "publicKey", private_key AS "privateKey" FROM guest_pass_keys WHERE order_id = $1',
    [orderId],
  );
  return rows[0] ?? null;
}

/**
 * Keeps an order's keys unless it has some: the keys as they stand after, these or the ones kept
 * first (two pages drawn at once for a new invitation: the first wins, under the primary key).
 */
export async function recordPassKeys(db: Runner, orderId: string, keys: PassKeysRow): Promise<PassKeysRow> {
  await db.query(
    `INSERT INTO guest_pass_keys (order_id, public_key, private_key) VALUES ($1, $2, $3)
     ON CONFLICT (order_id) DO NOTHING`,
    [orderId, keys.publicKey, keys.privateKey],
  );
  return (await passKeysOf(db, orderId))!;
}
