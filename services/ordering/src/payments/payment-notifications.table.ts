import type { EntityManager } from 'typeorm';

/** Every statement about `payment_notifications`: each authentic message from Midtrans, for audit. */

export interface ReceivedNotification {
  orderId: string;
  transactionStatus: string;
  statusCode: string;
  grossAmount: string;
  outcome: string;
  /** The message as received, without its signature. */
  payload: Record<string, unknown>;
}

/** A notification as the admin's timeline reads it. */
export interface NotificationRow {
  received_at: Date;
  transaction_status: string;
  outcome: string;
}

/** Records a message, its fields cut to the lengths kept. */
export async function recordNotification(
  manager: EntityManager,
  notification: ReceivedNotification,
): Promise<void> {
  await manager.query(
    `INSERT INTO payment_notifications (order_id, transaction_status, status_code, gross_amount, outcome, payload)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      notification.orderId,
      notification.transactionStatus.slice(0, 40),
      notification.statusCode.slice(0, 10),
      notification.grossAmount.slice(0, 30),
      notification.outcome.slice(0, 60),
      JSON.stringify(notification.payload),
    ],
  );
}

/** The first `limit` messages about a payment, in the order they came. */
export function notificationsOf(
  manager: EntityManager,
  orderId: string,
  limit = 100,
): Promise<NotificationRow[]> {
  return manager.query(
    `SELECT received_at, transaction_status, outcome FROM payment_notifications
     WHERE order_id = $1 ORDER BY id LIMIT $2`,
    [orderId, limit],
  );
}
