import type { CoupleRole } from '@undangan/contracts';
import type { EntityManager } from 'typeorm';

/**
 * Every statement about `couple_sessions`: a signed-in device, by the SHA-256 of its token. Reading
 * a session also reads `couple_members` (its role; a removed partner's session is no session).
 */

export interface CoupleSessionRow {
  id: string;
  order_id: string;
  email: string;
  role: CoupleRole;
  expires_at: Date;
}

export async function insertSession(
  manager: EntityManager,
  session: { tokenHash: string; orderId: string; email: string; days: number },
): Promise<{ id: string; expires_at: Date }> {
  const [row]: { id: string; expires_at: Date }[] = await manager.query(
    `INSERT INTO couple_sessions (token_hash, order_id, email, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4))
     RETURNING id, expires_at`,
    [session.tokenHash, session.orderId, session.email, session.days],
  );
  return row;
}

/**
 * The open session of a token hash, of a current member. Its last use moves on when it is more
 * than a minute old, in the same statement, so a page's burst of reads writes once.
 */
export async function openSession(
  manager: EntityManager,
  tokenHash: string,
): Promise<CoupleSessionRow | undefined> {
  const [row]: CoupleSessionRow[] = await manager.query(
    `WITH found AS (
       SELECT s.id, s.order_id, s.email, m.role, s.expires_at, s.last_used_at
       FROM couple_sessions s JOIN couple_members m USING (order_id, email)
       WHERE s.token_hash = $1 AND s.expires_at > now()
     ), touched AS (
       UPDATE couple_sessions SET last_used_at = now()
       WHERE id IN (SELECT id FROM found WHERE last_used_at < now() - interval '1 minute')
     )
     SELECT id, order_id, email, role, expires_at FROM found`,
    [tokenHash],
  );
  return row;
}

export async function deleteSession(manager: EntityManager, id: string): Promise<number> {
  const [, count]: [unknown, number] = await manager.query('DELETE FROM couple_sessions WHERE id = $1', [id]);
  return count;
}

/** Ends every session of an order ("Keluar dari semua perangkat"), or of one of its members. */
export async function deleteSessionsOf(
  manager: EntityManager,
  orderId: string,
  email?: string,
): Promise<number> {
  const [, count]: [unknown, number] =
    email === undefined
      ? await manager.query('DELETE FROM couple_sessions WHERE order_id = $1', [orderId])
      : await manager.query('DELETE FROM couple_sessions WHERE order_id = $1 AND email = $2', [
          orderId,
          email,
        ]);
  return count;
}

/** Forgets sessions a day after they expired. */
export async function pruneSessions(manager: EntityManager): Promise<void> {
  await manager.query(`DELETE FROM couple_sessions WHERE expires_at < now() - interval '1 day'`);
}

/** Ends and forgets every session of these orders (their invitations closed long ago). */
export async function deleteSessionsOfOrders(manager: EntityManager, orderIds: string[]): Promise<void> {
  await manager.query('DELETE FROM couple_sessions WHERE order_id = ANY($1)', [orderIds]);
}
