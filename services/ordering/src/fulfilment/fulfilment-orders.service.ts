import {
  AdminOrderRow,
  AdminOrdersQuery,
  AdminPaymentDetail,
  formatRupiah,
  EVENT_TYPES,
  MESSAGES,
  OrderCompletedData,
  OrderHeldData,
  OrderReleasedData,
  OrderStage,
  OrderUpdateInput,
  Page,
} from '@undangan/contracts';
import { enqueueEvent, isUniqueViolation, rpcFailure } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { anyFieldClause, dateClauses, totalPages } from '../search/admin-search';
import {
  clientPageOf,
  countOrders,
  lockOrderState,
  orderById,
  OrderRecord,
  orderSummaryOf,
  pageOfOrders,
  setHoldReason,
  updateOrder,
} from './fulfilment-order.queries';
import type { FulfilmentOfPayment, PaidLine, PaymentSetback } from '../payments/paid-work';
import { PaymentEntity } from '../payments/payment.entity';
import { FulfilmentOrderEntity } from './fulfilment-order.entity';
import { isOrderLate } from './order-promise';

/**
 * Whether an edit finished the invitation: completed with an address now, and not before with
 * the same one (a note edited later tells nobody again). An order on hold tells nobody.
 */
function finishedNow(
  before: Pick<OrderRecord, 'status' | 'client_url' | 'hold_reason'>,
  after: OrderRecord,
): boolean {
  if (after.status !== 'completed' || !after.client_url || after.hold_reason) return false;
  return before.status !== 'completed' || before.client_url !== after.client_url;
}

/** Why a fulfilment order stops, in the admin's words. */
function holdReason({ status, refundedAmount }: PaymentSetback): string | null {
  switch (status) {
    case 'refunded':
      return 'Ditahan: seluruh dana pembayaran telah dikembalikan kepada pelanggan (refund).';
    case 'partially_refunded':
      return `Ditahan: sebagian dana pembayaran (${formatRupiah(refundedAmount)}) telah dikembalikan kepada pelanggan. Periksa apa yang masih perlu dikerjakan.`;
    case 'charged_back':
      return `Ditahan: bank pelanggan menarik kembali pembayaran (chargeback) sebesar ${formatRupiah(refundedAmount)}.`;
    case 'reversed':
      return 'Ditahan: pembayaran dibatalkan oleh bank atau gerai setelah sempat dinyatakan lunas.';
    case 'rejected':
      return 'Ditahan: bukti pembayaran ditolak oleh admin.';
    default:
      return null;
  }
}

/** Where the work stands, from the status the admin sets and whether the couple's data came. */
export function stageOf(record: Pick<OrderRecord, 'status' | 'data_submitted_at'>): OrderStage {
  if (record.status === 'completed') return 'completed';
  if (record.status === 'in_progress') return 'in_progress';
  return record.data_submitted_at ? 'data_complete' : 'waiting_data';
}

/** The SQL that picks the orders of one stage (as stageOf reads them). */
const STAGE_CLAUSES: Record<OrderStage, string> = {
  waiting_data: `fulfilment.status = 'pending' AND fulfilment.data_submitted_at IS NULL`,
  data_complete: `fulfilment.status = 'pending' AND fulfilment.data_submitted_at IS NOT NULL`,
  in_progress: `fulfilment.status = 'in_progress'`,
  completed: `fulfilment.status = 'completed'`,
};

const toOrderRow = (record: OrderRecord, now = new Date()): AdminOrderRow => ({
  id: String(record.id),
  order_id: record.order_id,
  client_id: record.client_id,
  package: record.package,
  design: record.design,
  addon: JSON.stringify(record.addon),
  client_url: record.client_url,
  status: record.status,
  admin_notes: record.admin_notes,
  created_at: record.created_at.toISOString(),
  hold_reason: record.hold_reason,
  stage: stageOf(record),
  data_submitted_at: record.data_submitted_at?.toISOString() ?? null,
  due_at: record.due_at?.toISOString() ?? null,
  late: isOrderLate(record, now),
  ...(record.customer_name !== undefined
    ? {
        customer_name: record.customer_name,
        customer_phone: record.customer_phone,
        payment_status: record.payment_status,
      }
    : {}),
});

/**
 * Fulfilment orders, the work of making a paid customer's invitation: opened and put on hold by the
 * payment ledger (in its transaction), listed and edited by the back office, and read by the public
 * for a client's invitation page. Every value is a bound parameter.
 */
export class FulfilmentOrdersService implements FulfilmentOfPayment {
  constructor(private readonly dataSource: DataSource) {}

  /** The work order for a paid payment: what to make, for the admin's order list. Once per payment. */
  async open(manager: EntityManager, orderId: string, lines: PaidLine[]): Promise<void> {
    const packages = lines.filter((line) => line.itemType === 'package');
    const unique = (list: string[]) => [...new Set(list)];
    await manager
      .getRepository(FulfilmentOrderEntity)
      .createQueryBuilder()
      .insert()
      .values({
        orderId,
        package: unique(
          packages.map((line) =>
            line.itemQuantity > 1 ? `${line.itemName} x${line.itemQuantity}` : line.itemName,
          ),
        ).join(', '),
        design: unique(packages.map((line) => line.designName ?? '').filter(Boolean)).join(', '),
        addon: lines.filter((line) => line.itemType === 'addon').map((line) => line.itemName),
        status: 'pending',
      })
      .orIgnore()
      .execute();
  }

  /**
   * Puts the order on hold with the reason its payment's setback gives, or (null) takes it off hold.
   * Going on hold or coming off it is announced (order.held, order.released) in the same
   * transaction, so the invitations service stops or resumes serving the order's pages.
   */
  async hold(
    manager: EntityManager,
    orderId: string,
    setback: PaymentSetback | null,
    requestId?: string,
  ): Promise<void> {
    const reason = setback && holdReason(setback);
    const move = await setHoldReason(manager, orderId, reason);
    if (!move) return;
    const at = new Date().toISOString();
    if (reason !== null) {
      const data: OrderHeldData = { orderId, holdVersion: move.holdVersion, reason, heldAt: at };
      await enqueueEvent(manager, EVENT_TYPES.orderHeld, data, requestId);
    } else {
      const data: OrderReleasedData = { orderId, holdVersion: move.holdVersion, releasedAt: at };
      await enqueueEvent(manager, EVENT_TYPES.orderReleased, data, requestId);
    }
  }

  /**
   * Fulfilment orders, newest first: active or completed (PRODUCT.md section 2), narrowed by work
   * status, a date range and one search box (an order id, a customer's name or a phone in any form)
   * across every page; each row with its customer and the state of its payment.
   */
  async list(query: AdminOrdersQuery): Promise<Page<AdminOrderRow>> {
    const params: unknown[] = [];
    const clauses = [
      query.showCompleted ? `fulfilment.status = 'completed'` : `fulfilment.status <> 'completed'`,
    ];
    if (query.status) {
      params.push(query.status);
      clauses.push(`fulfilment.status = $${params.length}`);
    }
    if (query.stage) clauses.push(STAGE_CLAUSES[query.stage]);
    if (query.query) clauses.push(anyFieldClause(query.query, params, 'payment.'));
    clauses.push(...dateClauses(query, params, 'fulfilment.'));
    // The customer's name and phone live on the payment; it is joined only when searched.
    const filter = {
      where: `WHERE ${clauses.join(' AND ')}`,
      params,
      withPayment: Boolean(query.query),
      // The work to do comes soonest promise first (orders still waiting for data after them);
      // finished work, newest first.
      order: query.showCompleted ? ('newest' as const) : ('promise' as const),
    };
    const manager = this.dataSource.manager;
    const [rows, total] = await Promise.all([
      pageOfOrders(manager, filter, query.limit, (query.page - 1) * query.limit),
      countOrders(manager, filter),
    ]);
    return {
      data: rows.map((row) => toOrderRow(row)),
      totalPages: totalPages(total, query.page, query.limit, rows.length),
      currentPage: query.page,
    };
  }

  async get(id: string): Promise<AdminOrderRow> {
    const row = await orderById(this.dataSource.manager, id);
    if (!row) throw rpcFailure('not_found', MESSAGES.notFound);
    return toOrderRow(row);
  }

  /** The order opened for a payment, in brief (for the payment's detail); null before it is paid. */
  async summaryOf(orderId: string): Promise<NonNullable<AdminPaymentDetail['fulfilment']> | null> {
    return (await orderSummaryOf(this.dataSource.manager, orderId)) ?? null;
  }

  /** One atomic UPDATE (updateOrder): concurrent edits never mix fields; the last write wins whole. */
  async update(id: string, input: OrderUpdateInput, requestId?: string): Promise<{ order: AdminOrderRow }> {
    try {
      const row = await this.dataSource.transaction(async (manager) => {
        const before = await lockOrderState(manager, id);
        if (!before) return undefined;
        const after = await updateOrder(manager, id, input);
        if (after && finishedNow(before, after)) await this.announceCompleted(manager, after, requestId);
        return after;
      });
      if (!row) throw rpcFailure('not_found', MESSAGES.notFound);
      return { order: toOrderRow(row) };
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw rpcFailure('conflict', 'Client ID sudah digunakan pesanan lain.');
      }
      throw err;
    }
  }

  /** order.completed: the couple is told where their invitation lives. */
  private async announceCompleted(
    manager: EntityManager,
    order: OrderRecord,
    requestId?: string,
  ): Promise<void> {
    const payment = await manager.getRepository(PaymentEntity).findOneBy({ orderId: order.order_id });
    if (!payment) return;
    const data: OrderCompletedData = {
      orderId: order.order_id,
      clientUrl: order.client_url,
      completedAt: new Date().toISOString(),
      customer: { name: payment.customerName, phone: payment.customerPhone, email: payment.customerEmail },
    };
    await enqueueEvent(manager, EVENT_TYPES.orderCompleted, data, requestId);
  }

  /** The public invitation page of a client: its URL, once an admin has set it. */
  /**
   * Where a client's invitation lives. An order on hold (its money went back, or is being
   * disputed) serves none until it is taken off hold: as if it did not exist.
   */
  async clientPage(clientId: string): Promise<{ client_id: string; client_url: string }> {
    const row = await clientPageOf(this.dataSource.manager, clientId);
    if (!row) throw rpcFailure('not_found', 'Undangan tidak ditemukan.');
    return row;
  }
}
