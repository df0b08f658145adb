import type { CoupleRole } from '@undangan/contracts';
import type { EntityManager } from 'typeorm';

/**
 * Every statement about `couple_members`: who may sign in to an order's dashboard. The order's own
 * email is recorded (as 'pasangan') when it first asks for a link; the partner ('mitra') when the
 * order's email invites them. Emails are kept lower-cased.
 */

export interface CoupleMemberRow {
  email: string;
  role: CoupleRole;
  invited_at: Date;
}

/** The order's own email, recorded or brought up to date (ordering is its owner). */
export async function recordOrderEmail(
  manager: EntityManager,
  orderId: string,
  email: string,
): Promise<void> {
  await manager.query(
    `INSERT INTO couple_members (order_id, email, role) VALUES ($1, $2, 'pasangan')
     ON CONFLICT (order_id, role) DO UPDATE SET email = EXCLUDED.email`,
    [orderId, email],
  );
}

/** The member an email is of the order, if any. */
export async function memberOf(
  manager: EntityManager,
  orderId: string,
  email: string,
): Promise<CoupleMemberRow | undefined> {
  const [row]: CoupleMemberRow[] = await manager.query(
    'SELECT email, role, invited_at FROM couple_members WHERE order_id = $1 AND email = $2',
    [orderId, email],
  );
  return row;
}

export async function partnerOf(
  manager: EntityManager,
  orderId: string,
): Promise<CoupleMemberRow | undefined> {
  const [row]: CoupleMemberRow[] = await manager.query(
    `SELECT email, role, invited_at FROM couple_members WHERE order_id = $1 AND role = 'mitra'`,
    [orderId],
  );
  return row;
}

/**
 * Records the order's partner unless it has one: the partner as it stands after, the one added or
 * the one it already had (two invitations at once: the first wins, under the primary key).
 */
export async function addPartner(
  manager: EntityManager,
  orderId: string,
  email: string,
): Promise<CoupleMemberRow> {
  await manager.query(
    `INSERT INTO couple_members (order_id, email, role) VALUES ($1, $2, 'mitra')
     ON CONFLICT DO NOTHING`,
    [orderId, email],
  );
  return (await partnerOf(manager, orderId))!;
}

/** Removes the order's partner; answers the email it had, if any. */
export async function removePartner(manager: EntityManager, orderId: string): Promise<string | undefined> {
  const [[row]]: [{ email: string }[], number] = await manager.query(
    `DELETE FROM couple_members WHERE order_id = $1 AND role = 'mitra' RETURNING email`,
    [orderId],
  );
  return row?.email;
}

/** Forgets who may sign in to these orders (their invitations closed long ago). */
export async function deleteMembersOfOrders(manager: EntityManager, orderIds: string[]): Promise<void> {
  await manager.query('DELETE FROM couple_members WHERE order_id = ANY($1)', [orderIds]);
}
