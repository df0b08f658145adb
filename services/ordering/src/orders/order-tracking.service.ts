import {
  normalizePhone,
  ORDER_LOOKUP_NOT_FOUND,
  OrderLookupInput,
  OrderReceipt,
  OrderTracking,
  PaymentStatus,
  RECEIPT_NOT_READY,
} from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import type { DataSource } from 'typeorm';

interface OrderRow {
  order_id: string;
  status: PaymentStatus;
  payment_type: string | null;
  amount: string;
  subtotal: string;
  discount: string;
  referral_code: string | null;
  refunded_amount: string;
  customer_name: string;
  customer_phone: string;
  created_at: Date;
  settled_at: Date | null;
  work_status: OrderTracking['work_status'];
  hold_reason: string | null;
  client_url: string | null;
}

/** A receipt is due while the shop keeps (some of) the money it received. */
const RECEIPT_STATUSES: ReadonlySet<PaymentStatus> = new Set(['paid', 'partially_refunded']);

/**
 * What a customer may read of their own order, found by its id and the phone used at checkout,
 * typed in any form. An unknown order and a wrong phone get the same answer, so the look-up tells
 * nothing about orders that are not the asker's.
 */
export class OrderTrackingService {
  constructor(private readonly dataSource: DataSource) {}

  async track(input: OrderLookupInput): Promise<OrderTracking> {
    const row = await this.ownOrder(input);
    return {
      order_id: row.order_id,
      created_at: row.created_at.toISOString(),
      amount: Number(row.amount),
      payment_status: row.status,
      payment_type: row.payment_type,
      paid_at: row.settled_at?.toISOString() ?? null,
      work_status: row.work_status,
      on_hold: row.hold_reason !== null,
      invitation_url: row.client_url ? row.client_url : null,
      receipt_available: RECEIPT_STATUSES.has(row.status),
    };
  }

  async receipt(input: OrderLookupInput): Promise<OrderReceipt> {
    const row = await this.ownOrder(input);
    if (!RECEIPT_STATUSES.has(row.status) || !row.settled_at) throw rpcFailure('conflict', RECEIPT_NOT_READY);
    const lines: {
      item_name: string;
      design_name: string | null;
      item_price: string;
      item_quantity: number;
    }[] = await this.dataSource.query(
      // An add-on line keeps the design of its cart line; only a package line names a design.
      `SELECT item_name, CASE WHEN item_type = 'package' THEN design_name END AS design_name, item_price,
         item_quantity FROM transaction_items WHERE order_id = $1 ORDER BY line_no`,
      [row.order_id],
    );
    return {
      order_id: row.order_id,
      created_at: row.created_at.toISOString(),
      paid_at: row.settled_at.toISOString(),
      payment_type: row.payment_type,
      customer_name: row.customer_name,
      lines: lines.map((line) => ({
        name: line.item_name,
        design_name: line.design_name,
        price: Number(line.item_price),
        quantity: line.item_quantity,
        total: Number(line.item_price) * line.item_quantity,
      })),
      subtotal: Number(row.subtotal),
      discount: Number(row.discount),
      referral_code: row.referral_code,
      total: Number(row.amount),
      refunded_amount: Number(row.refunded_amount),
    };
  }

  private async ownOrder(input: OrderLookupInput): Promise<OrderRow> {
    const [row]: OrderRow[] = await this.dataSource.query(
      `SELECT payment.order_id, payment.status, payment.payment_type, payment.amount, payment.subtotal,
              payment.discount, payment.referral_code, payment.refunded_amount, payment.customer_name,
              payment.customer_phone, payment.created_at, payment.settled_at,
              fulfilment.status AS work_status, fulfilment.hold_reason, fulfilment.client_url
       FROM transactions payment LEFT JOIN orders fulfilment USING (order_id) WHERE payment.order_id = $1`,
      [input.order_id],
    );
    if (!row || normalizePhone(row.customer_phone) !== normalizePhone(input.phone))
      throw rpcFailure('not_found', ORDER_LOOKUP_NOT_FOUND);
    return row;
  }
}
