import {
  CoupleOrder,
  MANUAL_PAYMENT_TYPE,
  OrderLookupInput,
  OrderReceipt,
  OrderTracking,
  PaymentStatus,
  RECEIPT_NOT_READY,
} from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { receiptLinesOf } from '../payments/payment-item.queries';
import { paymentWithFulfilment, type PaymentWithFulfilmentRow } from '../payments/payment.queries';
import { stageOf } from './fulfilment-orders.service';
import { isOrderLate, promiseOf } from './order-promise';
import { ownOrder } from './own-order';

/** A receipt is due while the shop keeps (some of) the money it received. */
const RECEIPT_STATUSES: ReadonlySet<PaymentStatus> = new Set(['paid', 'partially_refunded']);

/** What tracking shows of an order: the payment, the work on the invitation, its promise. */
function trackingOf(row: PaymentWithFulfilmentRow): OrderTracking {
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
    data_submitted_at: row.data_submitted_at?.toISOString() ?? null,
    promise: promiseOf(row),
    late: isOrderLate({ status: row.work_status, due_at: row.due_at }, new Date()),
    proof:
      row.payment_type === MANUAL_PAYMENT_TYPE
        ? { attached: row.proof_attached, rejection_reason: row.proof_rejection_reason }
        : null,
  };
}

/** What a customer may read of their own order (ownOrder: its id and the phone used at checkout). */
export class OrderTrackingService {
  constructor(private readonly dataSource: DataSource) {}

  async track(input: OrderLookupInput): Promise<OrderTracking> {
    return trackingOf(await this.ownOrder(input));
  }

  /**
   * The order by its id alone, for the gateway: whether a sign-in link may go to its email, and
   * its progress on the dashboard of a couple signed in to it. Never answered to a browser as is.
   */
  async coupleOrder(orderId: string): Promise<CoupleOrder | null> {
    const row = await paymentWithFulfilment(this.dataSource.manager, orderId);
    if (!row) return null;
    return {
      order_id: row.order_id,
      email: row.customer_email,
      customer_name: row.customer_name,
      paid: RECEIPT_STATUSES.has(row.status),
      package: row.package,
      stage: row.work_status
        ? stageOf({ status: row.work_status, data_submitted_at: row.data_submitted_at })
        : null,
      tracking: trackingOf(row),
    };
  }

  async receipt(input: OrderLookupInput): Promise<OrderReceipt> {
    const row = await this.ownOrder(input);
    if (!RECEIPT_STATUSES.has(row.status) || !row.settled_at) throw rpcFailure('conflict', RECEIPT_NOT_READY);
    const lines = await receiptLinesOf(this.dataSource.manager, row.order_id);
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

  private ownOrder(input: OrderLookupInput): Promise<PaymentWithFulfilmentRow> {
    return ownOrder(this.dataSource.manager, input);
  }
}
