import type { EntityManager } from 'typeorm';

/**
 * Every statement about `couple_sign_ins`: the one-time links, by the SHA-256 of their token. Using
 * a link also reads `couple_members` (a link of a partner since removed opens nothing).
 */

/** Keeps a new link's hash, valid for `seconds` from now. */
export async function insertSignIn(
  manager: EntityManager,
  link: { tokenHash: string; orderId: string; email: string; seconds: number },
): Promise<Date> {
  const [row]: { expires_at: Date }[] = await manager.query(
    `INSERT INTO couple_sign_ins (token_hash, order_id, email, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))
     RETURNING expires_at`,
    [link.tokenHash, link.orderId, link.email, link.seconds],
  );
  return row.expires_at;
}

/**
 * Uses a link up, in one statement: only an unused, unexpired link of a current member is marked,
 * so two exchanges of the same link at once open one session between them. Answers whose it was.
 */
export async function useSignIn(
  manager: EntityManager,
  tokenHash: string,
): Promise<{ order_id: string; email: string } | undefined> {
  const [[row]]: [{ order_id: string; email: string }[], number] = await manager.query(
    `UPDATE couple_sign_ins s SET used_at = now()
     WHERE s.token_hash = $1 AND s.used_at IS NULL AND s.expires_at > now()
       AND EXISTS (SELECT 1 FROM couple_members m WHERE m.order_id = s.order_id AND m.email = s.email)
     RETURNING s.order_id, s.email`,
    [tokenHash],
  );
  return row;
}

/** Forgets the links of one member (a partner removed). */
export async function deleteSignInsOf(manager: EntityManager, orderId: string, email: string): Promise<void> {
  await manager.query('DELETE FROM couple_sign_ins WHERE order_id = $1 AND email = $2', [orderId, email]);
}

/** Forgets links a day after they expired: used or not, they can open nothing. */
export async function pruneSignIns(manager: EntityManager): Promise<void> {
  await manager.query(`DELETE FROM couple_sign_ins WHERE expires_at < now() - interval '1 day'`);
}

/** Forgets every link of these orders (their invitations closed long ago). */
export async function deleteSignInsOfOrders(manager: EntityManager, orderIds: string[]): Promise<void> {
  await manager.query('DELETE FROM couple_sign_ins WHERE order_id = ANY($1)', [orderIds]);
}
