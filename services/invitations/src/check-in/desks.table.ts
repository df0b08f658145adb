import type { DataSource, EntityManager } from 'typeorm';

/** The statements about `desks`: the desks at an invitation's door, their secrets kept as hashes. */

type Runner = DataSource | EntityManager;

export interface DeskRow {
  id: string;
  orderId: string;
  name: string;
  expiresAt: Date;
  createdAt: Date;
  revokedAt: Date | null;
}

/** The advisory lock class of one order's desks (the second key: the order id's hash). */
const ORDER_DESKS_LOCK_CLASS = 7046;

/** Holds the order's desk lock for the transaction: desks made at once are counted one after the other. */
export async function lockOrderDesks(manager: EntityManager, orderId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [
    ORDER_DESKS_LOCK_CLASS,
    orderId,
  ]);
}

const DESK_COLUMNS =
  'id, order_id AS "orderId", name, expires_at AS "expiresAt", created_at AS "createdAt", revoked_at AS "revokedAt"';

export async function insertDesk(
  db: Runner,
  desk: { orderId: string; name: string; keyHash: string; codeHash: string; expiresAt: Date },
): Promise<DeskRow> {
  const [row]: DeskRow[] = await db.query(
    `INSERT INTO desks (order_id, name, key_hash, code_hash, expires_at) VALUES ($1, $2, $3, $4, $5)
     RETURNING ${DESK_COLUMNS}`,
    [desk.orderId, desk.name, desk.keyHash, desk.codeHash, desk.expiresAt],
  );
  return row;
}

/** An invitation's desks, the open ones first, each in the order it was made. */
export async function desksOf(db: Runner, orderId: string): Promise<DeskRow[]> {
  return db.query(
    `SELECT ${DESK_COLUMNS} FROM desks WHERE order_id = $1
      ORDER BY revoked_at IS NOT NULL, created_at, id`,
    [orderId],
  );
}

export async function countOpenDesks(db: Runner, orderId: string): Promise<number> {
  const [{ n }]: { n: number }[] = await db.query(
    'SELECT count(*)::int AS n FROM desks WHERE order_id = $1 AND revoked_at IS NULL',
    [orderId],
  );
  return n;
}

/** Revokes an invitation's desk (a revoked one stays as it was). Undefined when it has no such desk. */
export async function revokeDesk(db: Runner, orderId: string, deskId: string): Promise<DeskRow | undefined> {
  const [[row]]: [DeskRow[], number] = await db.query(
    `UPDATE desks SET revoked_at = COALESCE(revoked_at, now()) WHERE order_id = $1 AND id = $2
     RETURNING ${DESK_COLUMNS}`,
    [orderId, deskId],
  );
  return row;
}

/** The open, unexpired desk whose key (or code) hashes to this, if any. */
export async function openDeskBy(
  db: Runner,
  secret: { keyHash: string } | { codeHash: string },
): Promise<DeskRow | undefined> {
  const [column, hash] = 'keyHash' in secret ? ['key_hash', secret.keyHash] : ['code_hash', secret.codeHash];
  const [row]: DeskRow[] = await db.query(
    `SELECT ${DESK_COLUMNS} FROM desks
      WHERE ${column} = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [hash],
  );
  return row;
}

/** The open desk of an invitation by its id, if it is still open. */
export async function openDeskOf(db: Runner, orderId: string, deskId: string): Promise<DeskRow | undefined> {
  const [row]: DeskRow[] = await db.query(
    `SELECT ${DESK_COLUMNS} FROM desks
      WHERE order_id = $1 AND id = $2 AND revoked_at IS NULL AND expires_at > now()`,
    [orderId, deskId],
  );
  return row;
}
