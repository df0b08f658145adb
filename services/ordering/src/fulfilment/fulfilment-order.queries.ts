import type { AdminOrderRow, OrderSpeed, OrderUpdateInput } from '@undangan/contracts';
import type { EntityManager } from 'typeorm';
import { countRows } from '../search/admin-search';

/**
 * The statements about `fulfilment_orders` (FulfilmentOrderEntity) that its repository does not
 * say as clearly. The admin's list also reads `payments` (the customer and the payment's state).
 */

export interface OrderRecord {
  id: string;
  order_id: string;
  client_id: string | null;
  package: string;
  design: string;
  addon: string[];
  client_url: string;
  status: AdminOrderRow['status'];
  admin_notes: string;
  created_at: Date;
  hold_reason: string | null;
  data_submitted_at: Date | null;
  promised_speed: OrderSpeed | null;
  due_at: Date | null;
  earliest_at: Date | null;
  customer_name?: string;
  customer_phone?: string;
  payment_status?: AdminOrderRow['payment_status'];
}

/** An order that went on hold or came off it, and its count of such moves now. */
export interface HoldMove {
  held: boolean;
  holdVersion: number;
}

/**
 * Puts the order on hold with a reason, or (null) takes it off hold. Answers the move when the
 * order went on hold or came off it (hold_version counts those), null when it was already so (a
 * new reason while held is no move) or there is no such order.
 */
export async function setHoldReason(
  manager: EntityManager,
  orderId: string,
  reason: string | null,
): Promise<HoldMove | null> {
  const [before]: { held: boolean }[] = await manager.query(
    'SELECT hold_reason IS NOT NULL AS held FROM fulfilment_orders WHERE order_id = $1 FOR UPDATE',
    [orderId],
  );
  if (!before) return null;
  const moved = before.held !== (reason !== null);
  const [rows]: [{ hold_version: number }[], number] = await manager.query(
    `UPDATE fulfilment_orders SET hold_reason = $2, hold_version = hold_version + $3, updated_at = now()
      WHERE order_id = $1 RETURNING hold_version`,
    [orderId, reason, moved ? 1 : 0],
  );
  return moved ? { held: reason !== null, holdVersion: rows[0].hold_version } : null;
}

/**
 * A filter on fulfilment orders: `where` names them `fulfilment` and, when `withPayment`, their
 * payment `payment` (joined only then: the customer's name and phone live on the payment).
 */
export interface OrderFilter {
  where: string;
  params: unknown[];
  withPayment: boolean;
  /** Newest first, or the soonest promise first (orders with none after, newest first). */
  order?: 'newest' | 'promise';
}

const ORDERINGS = {
  newest: (alias: string) => `${alias}.created_at DESC, ${alias}.id DESC`,
  promise: (alias: string) => `${alias}.due_at ASC NULLS LAST, ${alias}.created_at DESC, ${alias}.id DESC`,
};

const filteredFrom = (withPayment: boolean) =>
  withPayment
    ? 'fulfilment_orders fulfilment JOIN payments payment USING (order_id)'
    : 'fulfilment_orders fulfilment';

/** A page of the filtered orders in the filter's order, each with its customer and its payment's state. */
export function pageOfOrders(
  manager: EntityManager,
  { where, params, withPayment, order = 'newest' }: OrderFilter,
  limit: number,
  offset: number,
): Promise<OrderRecord[]> {
  const orderBy = ORDERINGS[order];
  return manager.query(
    `SELECT fulfilment_orders.*, payment.customer_name, payment.customer_phone, payment.status AS payment_status
     FROM fulfilment_orders JOIN payments payment USING (order_id) JOIN (
       SELECT fulfilment.id FROM ${filteredFrom(withPayment)} ${where} ORDER BY ${orderBy('fulfilment')}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}
     ) page USING (id)
     ORDER BY ${orderBy('fulfilment_orders')}`,
    [...params, limit, offset],
  );
}

export function countOrders(
  manager: EntityManager,
  { where, params, withPayment }: OrderFilter,
): Promise<number> {
  return countRows(manager, filteredFrom(withPayment), where, params);
}

export async function orderById(manager: EntityManager, id: string): Promise<OrderRecord | undefined> {
  const [row] = await manager.query('SELECT * FROM fulfilment_orders WHERE id = $1', [id]);
  return row;
}

/** The order opened for a payment, in brief. */
export async function orderSummaryOf(
  manager: EntityManager,
  orderId: string,
): Promise<{ id: string; status: AdminOrderRow['status']; hold_reason: string | null } | undefined> {
  const [row] = await manager.query(
    'SELECT id::text AS id, status, hold_reason FROM fulfilment_orders WHERE order_id = $1',
    [orderId],
  );
  return row;
}

/** One atomic UPDATE: concurrent edits of a row never mix fields; the last write wins whole. */
export async function updateOrder(
  manager: EntityManager,
  id: string,
  values: OrderUpdateInput,
): Promise<OrderRecord | undefined> {
  const [rows] = await manager.query(
    `UPDATE fulfilment_orders SET status = $2, admin_notes = $3, client_id = $4, client_url = $5, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [id, values.status, values.admin_notes, values.client_id, values.client_url],
  );
  return rows?.[0];
}

/** An order's state before an edit, locked until the edit's transaction ends. */
export async function lockOrderState(
  manager: EntityManager,
  id: string,
): Promise<Pick<OrderRecord, 'order_id' | 'status' | 'client_url' | 'hold_reason'> | undefined> {
  const [row] = await manager.query(
    'SELECT order_id, status, client_url, hold_reason FROM fulfilment_orders WHERE id = $1 FOR UPDATE',
    [id],
  );
  return row;
}

/** The invitation page of a client id, unless its order is on hold. */
export async function clientPageOf(
  manager: EntityManager,
  clientId: string,
): Promise<{ client_id: string; client_url: string } | undefined> {
  const [row] = await manager.query(
    `SELECT client_id, client_url FROM fulfilment_orders
      WHERE client_id = $1 AND client_url <> '' AND hold_reason IS NULL`,
    [clientId],
  );
  return row;
}

/** What deciding on an order's data needs of it, locked until the transaction ends. */
export async function lockOrderForData(
  manager: EntityManager,
  orderId: string,
): Promise<Pick<OrderRecord, 'status' | 'hold_reason' | 'addon' | 'data_submitted_at'> | undefined> {
  const [row] = await manager.query(
    `SELECT status, hold_reason, addon, data_submitted_at FROM fulfilment_orders
      WHERE order_id = $1 FOR UPDATE`,
    [orderId],
  );
  return row;
}

/** The couple's data is complete: the moment, and the promise made at it. */
export async function recordPromise(
  manager: EntityManager,
  orderId: string,
  promise: { submittedAt: Date; speed: OrderSpeed; due: Date; earliest: Date | null },
): Promise<void> {
  await manager.query(
    `UPDATE fulfilment_orders SET data_submitted_at = $2, promised_speed = $3, due_at = $4, earliest_at = $5,
            updated_at = now()
      WHERE order_id = $1`,
    [orderId, promise.submittedAt, promise.speed, promise.due, promise.earliest],
  );
}
