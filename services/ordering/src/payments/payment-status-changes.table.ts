import type { EntityManager } from 'typeorm';

/** Every statement about `payment_status_changes`: each payment's history of status changes. */

export interface StatusChange {
  orderId: string;
  fromStatus: string;
  toStatus: string;
  /** notification, status, reconciliation, proof, checkout, withdrawal, ... (at most 40 characters kept) */
  source: string;
  actor: string | null;
  refundedAmount: number;
  /** The payment's version after the change. */
  version: number;
}

/** A change as the admin's timeline reads it. */
export interface StatusChangeRow {
  changed_at: Date;
  from_status: string;
  to_status: string;
  source: string;
  actor: string | null;
  refunded_amount: string;
}

export async function recordStatusChange(manager: EntityManager, change: StatusChange): Promise<void> {
  await manager.query(
    `INSERT INTO payment_status_changes (order_id, from_status, to_status, source, actor, refunded_amount, version)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      change.orderId,
      change.fromStatus,
      change.toStatus,
      change.source.slice(0, 40),
      change.actor,
      change.refundedAmount,
      change.version,
    ],
  );
}

/** The payment's latest change, by version. */
export async function lastStatusChangeOf(
  manager: EntityManager,
  orderId: string,
): Promise<{ source: string; to_status: string } | undefined> {
  const [last] = await manager.query(
    'SELECT source, to_status FROM payment_status_changes WHERE order_id = $1 ORDER BY version DESC LIMIT 1',
    [orderId],
  );
  return last;
}

/** Every change of a payment, in the order they were made. */
export function statusChangesOf(manager: EntityManager, orderId: string): Promise<StatusChangeRow[]> {
  return manager.query(
    `SELECT changed_at, from_status, to_status, source, actor, refunded_amount FROM payment_status_changes
     WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
}
