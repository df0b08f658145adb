import type { DataSource, EntityManager } from 'typeorm';

/** The statements about `guest_groups`: an order's groups of guests (the bride's family, friends...). */

type Runner = DataSource | EntityManager;

export interface GroupRow {
  id: string;
  name: string;
}

export async function groupsOf(db: Runner, orderId: string): Promise<GroupRow[]> {
  return db.query('SELECT id, name FROM guest_groups WHERE order_id = $1 ORDER BY lower(name), id', [
    orderId,
  ]);
}

export async function groupOf(db: Runner, orderId: string, groupId: string): Promise<GroupRow | null> {
  const rows: GroupRow[] = await db.query(
    'SELECT id, name FROM guest_groups WHERE order_id = $1 AND id = $2',
    [orderId, groupId],
  );
  return rows[0] ?? null;
}

/** Of `ids`, those that are the order's groups. */
export async function ownGroupIds(db: Runner, orderId: string, ids: string[]): Promise<Set<string>> {
  const rows: { id: string }[] = await db.query(
    'SELECT id FROM guest_groups WHERE order_id = $1 AND id = ANY($2::uuid[])',
    [orderId, ids],
  );
  return new Set(rows.map((row) => row.id));
}

export async function groupCount(db: Runner, orderId: string): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    'SELECT count(*)::int AS n FROM guest_groups WHERE order_id = $1',
    [orderId],
  );
  return row.n;
}

/** The unique index that keeps one name per order, whatever its case. */
export const GROUP_NAME_KEY = 'guest_groups_name_key';

export async function insertGroup(manager: EntityManager, orderId: string, name: string): Promise<GroupRow> {
  const [row]: GroupRow[] = await manager.query(
    'INSERT INTO guest_groups (order_id, name) VALUES ($1, $2) RETURNING id, name',
    [orderId, name],
  );
  return row;
}

export async function renameGroup(
  manager: EntityManager,
  orderId: string,
  groupId: string,
  name: string,
): Promise<GroupRow | null> {
  const rows: [GroupRow[], number] = await manager.query(
    'UPDATE guest_groups SET name = $3 WHERE order_id = $1 AND id = $2 RETURNING id, name',
    [orderId, groupId, name],
  );
  return rows[0][0] ?? null;
}

/** Its guests stay, in no group (the foreign key's ON DELETE SET NULL). */
export async function deleteGroup(
  manager: EntityManager,
  orderId: string,
  groupId: string,
): Promise<boolean> {
  const [, deleted]: [unknown, number] = await manager.query(
    'DELETE FROM guest_groups WHERE order_id = $1 AND id = $2',
    [orderId, groupId],
  );
  return deleted > 0;
}

/** Deletes the groups of these orders. */
export async function deleteGroupsOf(manager: EntityManager, orderIds: string[]): Promise<void> {
  await manager.query('DELETE FROM guest_groups WHERE order_id = ANY($1)', [orderIds]);
}
