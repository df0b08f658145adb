import type { DataSource, EntityManager } from 'typeorm';

/** The statements about `guest_sessions`: an order's sessions ("Sesi 1", 11.00-13.00 WIB) and what each takes. */

type Runner = DataSource | EntityManager;

export interface SessionRow {
  id: string;
  name: string;
  /** "11.00-13.00 WIB". */
  time: string;
  /** People it takes; null: no limit. */
  capacity: number | null;
}

export interface SessionFields {
  name: string;
  time: string;
  capacity: number | null;
}

const SESSION_COLUMNS = 'id, name, time, capacity';

export async function sessionsOf(db: Runner, orderId: string): Promise<SessionRow[]> {
  return db.query(
    `SELECT ${SESSION_COLUMNS} FROM guest_sessions WHERE order_id = $1 ORDER BY time, lower(name), id`,
    [orderId],
  );
}

export async function sessionOf(db: Runner, orderId: string, sessionId: string): Promise<SessionRow | null> {
  const rows: SessionRow[] = await db.query(
    `SELECT ${SESSION_COLUMNS} FROM guest_sessions WHERE order_id = $1 AND id = $2`,
    [orderId, sessionId],
  );
  return rows[0] ?? null;
}

/** Of `ids`, those that are the order's sessions. */
export async function ownSessionIds(db: Runner, orderId: string, ids: string[]): Promise<Set<string>> {
  const rows: { id: string }[] = await db.query(
    'SELECT id FROM guest_sessions WHERE order_id = $1 AND id = ANY($2::uuid[])',
    [orderId, ids],
  );
  return new Set(rows.map((row) => row.id));
}

export async function sessionCount(db: Runner, orderId: string): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    'SELECT count(*)::int AS n FROM guest_sessions WHERE order_id = $1',
    [orderId],
  );
  return row.n;
}

/** The unique index that keeps one name per order, whatever its case. */
export const SESSION_NAME_KEY = 'guest_sessions_name_key';

export async function insertSession(
  manager: EntityManager,
  orderId: string,
  session: SessionFields,
): Promise<SessionRow> {
  const [row]: SessionRow[] = await manager.query(
    `INSERT INTO guest_sessions (order_id, name, time, capacity) VALUES ($1, $2, $3, $4)
     RETURNING ${SESSION_COLUMNS}`,
    [orderId, session.name, session.time, session.capacity],
  );
  return row;
}

export async function updateSession(
  manager: EntityManager,
  orderId: string,
  sessionId: string,
  session: SessionFields,
): Promise<SessionRow | null> {
  const rows: [SessionRow[], number] = await manager.query(
    `UPDATE guest_sessions SET name = $3, time = $4, capacity = $5 WHERE order_id = $1 AND id = $2
     RETURNING ${SESSION_COLUMNS}`,
    [orderId, sessionId, session.name, session.time, session.capacity],
  );
  return rows[0][0] ?? null;
}

/** Its guests stay, in no session (the foreign key's ON DELETE SET NULL). */
export async function deleteSession(
  manager: EntityManager,
  orderId: string,
  sessionId: string,
): Promise<boolean> {
  const [, deleted]: [unknown, number] = await manager.query(
    'DELETE FROM guest_sessions WHERE order_id = $1 AND id = $2',
    [orderId, sessionId],
  );
  return deleted > 0;
}

/** Deletes the sessions of these orders. */
export async function deleteSessionsOf(manager: EntityManager, orderIds: string[]): Promise<void> {
  await manager.query('DELETE FROM guest_sessions WHERE order_id = ANY($1)', [orderIds]);
}
