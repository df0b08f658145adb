import type { AdminOrderRow, OrderUpdateInput } from '@undangan/contracts';
import type { EntityManager } from 'typeorm';
import { countRows } from '../admin/admin-search';

/**
 * The statements about `orders` (FulfilmentOrderEntity) that its repository does not say as
 * clearly. The admin's list also reads `transactions` (the customer and the payment's state).
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
  customer_name?: string;
  customer_phone?: string;
  payment_status?: AdminOrderRow['payment_status'];
}

/** Puts the order on hold with a reason, or (null) takes it off hold. */
export async function setHoldReason(
  manager: EntityManager,
  orderId: string,
  reason: string | null,
): Promise<void> {
  await manager.query(
    'UPDATE fulfilment_orders SET hold_reason = $2, updated_at = now() WHERE order_id = $1',
    [orderId, reason],
  );
}

/**
 * A filter on fulfilment orders: `where` names them `fulfilment` and, when `withPayment`, their
 * payment `payment` (joined only then: the customer's name and phone live on the payment).
 */
export interface OrderFilter {
  where: string;
  params: unknown[];
  withPayment: boolean;
}

const filteredFrom = (withPayment: boolean) =>
  withPayment
    ? 'fulfilment_orders fulfilment JOIN payments payment USING (order_id)'
    : 'fulfilment_orders fulfilment';

/** A page of the filtered orders, newest first, each with its customer and its payment's state. */
export function pageOfOrders(
  manager: EntityManager,
  { where, params, withPayment }: OrderFilter,
  limit: number,
  offset: number,
): Promise<OrderRecord[]> {
  return manager.query(
    `SELECT fulfilment_orders.*, payment.customer_name, payment.customer_phone, payment.status AS payment_status
     FROM fulfilment_orders JOIN payments payment USING (order_id) JOIN (
       SELECT fulfilment.id FROM ${filteredFrom(withPayment)} ${where} ORDER BY fulfilment.created_at DESC, fulfilment.id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}
     ) page USING (id)
     ORDER BY fulfilment_orders.created_at DESC, fulfilment_orders.id DESC`,
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
