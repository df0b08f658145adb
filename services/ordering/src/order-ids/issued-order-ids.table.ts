import type { EntityManager } from 'typeorm';

/**
 * Every statement about `issued_order_ids`: the order ids create-order-id handed out, with the
 * hash of the secret given with each. `pruneIssuedOrderIds` also deletes from `referral_usages`
 * (the uncounted reservations of the ids it forgets).
 */

export interface IssuedOrderId {
  secret_hash: string | null;
}

/** What a manual order's page placed (see ManualOrderPlacements1763800000046). */
export interface Placement {
  cart: unknown[];
  customer: { name: string; phone: string; email: string };
  referralCode: string | null;
  lines: { name: string; price: number; quantity: number; type: 'package' | 'addon'; id: string }[];
  subtotal: number;
  discount: number;
  total: number;
}

export interface PlacedOrderId extends IssuedOrderId {
  issued_at: Date;
  placement: Placement | null;
}

/** The id with its placement, locked until the caller's transaction ends. */
export async function lockPlacement(
  manager: EntityManager,
  orderId: string,
): Promise<PlacedOrderId | undefined> {
  const [row] = await manager.query(
    'SELECT secret_hash, issued_at, placement FROM issued_order_ids WHERE order_id = $1 FOR UPDATE',
    [orderId],
  );
  return row;
}

/** The id with its placement. */
export async function placementOf(
  manager: EntityManager,
  orderId: string,
): Promise<PlacedOrderId | undefined> {
  const [row] = await manager.query(
    'SELECT secret_hash, issued_at, placement FROM issued_order_ids WHERE order_id = $1',
    [orderId],
  );
  return row;
}

export async function recordPlacement(
  manager: EntityManager,
  orderId: string,
  placement: Placement,
): Promise<void> {
  await manager.query('UPDATE issued_order_ids SET placement = $2, placed_at = now() WHERE order_id = $1', [
    orderId,
    JSON.stringify(placement),
  ]);
}

/** Records a fresh id; false when it was already issued. */
export async function issueOrderId(
  manager: EntityManager,
  orderId: string,
  secretHash: string,
): Promise<boolean> {
  const issued = await manager.query(
    `INSERT INTO issued_order_ids (order_id, secret_hash) VALUES ($1, $2)
     ON CONFLICT DO NOTHING RETURNING order_id`,
    [orderId, secretHash],
  );
  return issued.length > 0;
}

/** The id as issued, ever or (with `within`, a PostgreSQL interval) within that long. */
export async function issuedOrderId(
  manager: EntityManager,
  orderId: string,
  within?: string,
): Promise<IssuedOrderId | undefined> {
  const [issued] =
    within === undefined
      ? await manager.query('SELECT secret_hash FROM issued_order_ids WHERE order_id = $1', [orderId])
      : await manager.query(
          `SELECT secret_hash FROM issued_order_ids WHERE order_id = $1 AND issued_at > now() - $2::interval`,
          [orderId, within],
        );
  return issued;
}

/**
 * Forgets ids issued longer ago than `retention` (an interval), at most `batch` of them, with the
 * reservations in `referral_usages` of those orders that were never counted (they can no longer
 * be used). Replicas pruning at once take disjoint batches (SKIP LOCKED): no row is pruned twice.
 */
export async function pruneIssuedOrderIds(
  manager: EntityManager,
  retention: string,
  batch: number,
): Promise<void> {
  await manager.query(
    `WITH stale AS (
       DELETE FROM issued_order_ids WHERE order_id IN (
         SELECT order_id FROM issued_order_ids WHERE issued_at < now() - $1::interval
         ORDER BY issued_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING order_id)
     DELETE FROM referral_usages u USING stale WHERE u.order_id = stale.order_id AND u.counted_at IS NULL`,
    [retention, batch],
  );
}
