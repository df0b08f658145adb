import {
  MONEY_BACK_STATUSES,
  AdminPaymentsOverview,
  AdminPaymentsOverviewRequest,
  AdminPaymentDetail,
  AdminPaymentRow,
  AdminPaymentsQuery,
  MANUAL_PAYMENT_TYPE,
  PaymentTimelineEntry,
  Page,
} from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { anyFieldClause, dateClauses, searchClause, totalPages } from '../search/admin-search';
import { csvRow } from './csv-row';
import { detailLinesOf } from '../payments/payment-item.queries';
import {
  AdminPaymentRecord,
  countPayments,
  countPending,
  filteredPayments,
  pageOfPayments,
  paymentDetailRecord,
  PaymentFilter,
  pendingPayments,
  revenueSettledSince,
} from '../payments/payment.queries';
import type { FulfilmentOrdersService } from '../fulfilment/fulfilment-orders.service';
import { notificationsOf } from '../payments/payment-notifications.table';
import { refundStillDue } from '../payments/payment-state';
import { statusChangesOf } from '../payments/payment-status-changes.table';

const toPaymentRow = (record: AdminPaymentRecord): AdminPaymentRow => ({
  id: record.order_id,
  order_id: record.order_id,
  created_at: record.created_at.toISOString(),
  customer_name: record.customer_name,
  customer_phone: record.customer_phone,
  customer_email: record.customer_email,
  payment_type: record.payment_type,
  status: record.status,
  amount: Number(record.amount),
  refunded_amount: Number(record.refunded_amount),
  refund_due: refundStillDue(record.status, Number(record.refund_due), Number(record.refunded_amount)),
  paid_late: record.paid_late,
  proof_attached: record.proof_attached,
});

/**
 * The back office's reads of payments: the searchable list and its CSV export, one payment's whole
 * story, the proofs awaiting review and the dashboard's figures. Every value is a bound parameter.
 */
export class PaymentQueriesService {
  constructor(
    private readonly dataSource: DataSource,
    /** A payment's detail names the fulfilment order opened for it. */
    private readonly fulfilmentOrders: FulfilmentOrdersService,
  ) {}

  private paymentFilter(query: AdminPaymentsQuery): PaymentFilter {
    const clauses: string[] = [];
    const params: unknown[] = [];
    if (query.query) {
      const clause =
        query.filter === 'all'
          ? anyFieldClause(query.query, params)
          : searchClause(query.filter, query.query, params);
      // A phone search without three digits finds nothing.
      clauses.push(clause ?? 'false');
    }
    if (query.status) {
      params.push(query.status);
      clauses.push(`status = $${params.length}`);
    }
    clauses.push(...dateClauses(query, params));
    return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
  }

  async listPayments(query: AdminPaymentsQuery): Promise<Page<AdminPaymentRow>> {
    const filter = this.paymentFilter(query);
    const offset = (query.page - 1) * query.limit;
    const manager = this.dataSource.manager;
    const [rows, total] = await Promise.all([
      pageOfPayments(manager, filter, query.limit, offset),
      countPayments(manager, filter),
    ]);
    return {
      data: rows.map(toPaymentRow),
      totalPages: totalPages(total, query.page, query.limit, rows.length),
      currentPage: query.page,
    };
  }

  /** The filtered list as CSV rows (header first), capped so one export cannot exhaust memory. */
  async exportPayments(
    query: AdminPaymentsQuery,
    max = 50_000,
  ): Promise<{ csv: string; rows: number; truncated: boolean }> {
    const rows = await filteredPayments(this.dataSource.manager, this.paymentFilter(query), max + 1);
    const truncated = rows.length > max;
    const header = [
      'order_id',
      'created_at',
      'customer_name',
      'customer_phone',
      'customer_email',
      'payment_type',
      'status',
      'amount',
    ];
    const lines = [csvRow(header)];
    for (const payment of rows.slice(0, max).map(toPaymentRow)) {
      lines.push(csvRow(header.map((column) => payment[column as keyof AdminPaymentRow])));
    }
    return { csv: `${lines.join('\r\n')}\r\n`, rows: Math.min(rows.length, max), truncated };
  }

  /** A payment with the whole story: items and designs, how the amount was reached, the channel, each step. */
  async paymentDetail(orderId: string): Promise<AdminPaymentDetail> {
    const manager = this.dataSource.manager;
    const row = await paymentDetailRecord(manager, orderId);
    if (!row) throw rpcFailure('not_found', 'Transaksi tidak ditemukan.');
    const [items, changes, messages, fulfilment] = await Promise.all([
      detailLinesOf(manager, orderId),
      statusChangesOf(manager, orderId),
      notificationsOf(manager, orderId),
      this.fulfilmentOrders.summaryOf(orderId),
    ]);
    const timeline: PaymentTimelineEntry[] = [
      { at: row.created_at.toISOString(), kind: 'created' as const },
      ...changes.map((change): PaymentTimelineEntry => ({
        at: change.changed_at.toISOString(),
        kind: 'status',
        from_status: change.from_status as PaymentTimelineEntry['from_status'],
        to_status: change.to_status as PaymentTimelineEntry['to_status'],
        source: change.source,
        actor: change.actor,
        refunded_amount: Number(change.refunded_amount),
      })),
      ...messages.map((notification): PaymentTimelineEntry => ({
        at: notification.received_at.toISOString(),
        kind: 'notification',
        provider_status: notification.transaction_status,
        outcome: notification.outcome,
      })),
    ].sort((a, b) => a.at.localeCompare(b.at));
    return {
      transaction: toPaymentRow(row),
      orderItems: items.map((item) => ({
        item_type: `${item.item_type === 'package' ? 'PKG' : 'ADDON'}-${item.item_id}`,
        item_name: item.item_name,
        item_price: Number(item.item_price),
        item_quantity: item.item_quantity,
        design_name: item.item_type === 'package' ? item.design_name : null,
      })),
      summary: {
        subtotal: Number(row.subtotal),
        discount: Number(row.discount),
        referral_code: row.referral_code,
      },
      channel: {
        va_numbers: row.va_numbers,
        store: row.store,
        payment_code: row.payment_code,
        expiry_time: row.expiry_time?.toISOString() ?? null,
        settled_at: row.settled_at?.toISOString() ?? null,
      },
      timeline,
      fulfilment,
    };
  }

  /** Manual payments whose proof waits for an admin's decision, oldest first. */
  async proofQueue(limit: number): Promise<{ count: number; data: AdminPaymentRow[] }> {
    const size = Math.min(Math.max(Math.trunc(limit) || 0, 1), 100);
    const manager = this.dataSource.manager;
    const [pending, rows] = await Promise.all([
      countPending(manager, MANUAL_PAYMENT_TYPE),
      pendingPayments(manager, MANUAL_PAYMENT_TYPE, 'oldest', size),
    ]);
    return { count: pending, data: rows.map(toPaymentRow) };
  }

  /**
   * The dashboard's figures: revenue since an instant, net as the balance's is (each payment settled
   * since then, less what went back of it; one that kept nothing is not a paid transaction), and manual payments still pending
   * (their proof awaits an admin), newest first. The pending ones are read through the partial
   * index on pending payments, so the count stays cheap however many payments are paid.
   */
  async paymentsOverview(request: AdminPaymentsOverviewRequest): Promise<AdminPaymentsOverview> {
    const since = new Date(request.since);
    const latest = Math.min(Math.max(Math.trunc(request.latest) || 0, 0), 50);
    const manager = this.dataSource.manager;
    const [revenue, pending, rows] = await Promise.all([
      revenueSettledSince(manager, since, ['paid', ...MONEY_BACK_STATUSES]),
      countPending(manager, MANUAL_PAYMENT_TYPE),
      pendingPayments(manager, MANUAL_PAYMENT_TYPE, 'newest', latest),
    ]);
    return {
      revenueSince: revenue.revenue,
      paidSince: revenue.paid,
      awaitingReview: { count: pending, latest: rows.map(toPaymentRow) },
    };
  }
}
