import type { EntityManager } from 'typeorm';

/** The statements about `payment_items` (PaymentItemEntity) that its repository does not say as clearly. */

/** A line of a customer's receipt: an add-on line keeps the design of its cart line; only a package line names one. */
export function receiptLinesOf(
  manager: EntityManager,
  orderId: string,
): Promise<{ item_name: string; design_name: string | null; item_price: string; item_quantity: number }[]> {
  return manager.query(
    `SELECT item_name, CASE WHEN item_type = 'package' THEN design_name END AS design_name, item_price,
       item_quantity FROM payment_items WHERE order_id = $1 ORDER BY line_no`,
    [orderId],
  );
}

/** The lines of several payments, by payment then line. */
export function linesOfPayments(
  manager: EntityManager,
  orderIds: string[],
): Promise<
  {
    order_id: string;
    item_type: 'package' | 'addon';
    item_id: string;
    item_name: string;
    item_price: string;
    item_quantity: number;
  }[]
> {
  return manager.query(
    `SELECT order_id, item_type, item_id, item_name, item_price, item_quantity FROM payment_items
     WHERE order_id = ANY($1::text[]) ORDER BY order_id, line_no`,
    [orderIds],
  );
}

/** A payment's lines as the admin's detail shows them. */
export function detailLinesOf(
  manager: EntityManager,
  orderId: string,
): Promise<
  {
    item_type: string;
    item_id: string;
    item_name: string;
    item_price: string;
    item_quantity: number;
    design_name: string | null;
  }[]
> {
  return manager.query(
    `SELECT item_type, item_id, item_name, item_price, item_quantity, design_name FROM payment_items
     WHERE order_id = $1 ORDER BY line_no`,
    [orderId],
  );
}
