import type { DataSource, EntityManager } from 'typeorm';

/** The statements about `desks`: the desks at an invitation's door. */

type Runner = DataSource | EntityManager;

export interface DeskRow {
  id: string;
  orderId: string;
  name: string;
  revokedAt: Date | null;
}

const DESK_COLUMNS = 'id, order_id AS "orderId", name, revoked_at AS "revokedAt"';

export async function insertDesk(db: Runner, orderId: string, name: string): Promise<DeskRow> {
  const [row]: DeskRow[] = await db.query(
    `INSERT INTO desks (order_id, name) VALUES ($1, $2) RETURNING ${DESK_COLUMNS}`,
    [orderId, name],
  );
  return row;
}

export async function desksOf(db: Runner, orderId: string): Promise<DeskRow[]> {
  return db.query(`SELECT ${DESK_COLUMNS} FROM desks WHERE order_id = $1 ORDER BY created_at, id`, [orderId]);
}
