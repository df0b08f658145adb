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
import { anyFieldClause, countRows, dateClauses, searchClause, totalPages } from '../admin/admin-search';
import type { FulfilmentOrdersService } from '../orders/fulfilment-orders.service';
import { notificationsOf } from './payment-notifications.table';
import { statusChangesOf } from './payment-status-changes.table';

interface PaymentRecord {
  order_id: string;
  created_at: Date;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  payment_type: string | null;
  status: string;
  amount: string;
  refunded_amount: string;
  paid_late: boolean;
}

const toPaymentRow = (record: PaymentRecord): AdminPaymentRow => ({
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
  paid_late: record.paid_late,
});

const PAYMENT_COLUMNS =
  'order_id, created_at, customer_name, customer_phone, customer_email, payment_type, status, amount, refunded_amount, paid_late';

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

  private paymentFilter(query: AdminPaymentsQuery): { where: string; params: unknown[] } {
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
    const { where, params } = this.paymentFilter(query);
    const offset = (query.page - 1) * query.limit;
    const [rows, total] = await Promise.all([
      // The page's keys come from the index alone (an index-only scan, even 50,000 rows deep);
      // only the page's own rows are read from the table.
      this.dataSource.query(
        `SELECT ${PAYMENT_COLUMNS} FROM transactions JOIN (
           SELECT order_id FROM transactions ${where}
           ORDER BY created_at DESC, order_id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}
         ) page USING (order_id)
         ORDER BY created_at DESC, order_id DESC`,
        [...params, query.limit, offset],
      ),
      countRows(this.dataSource, 'transactions', where, params),
    ]);
    return {
      data: (rows as PaymentRecord[]).map(toPaymentRow),
      totalPages: totalPages(total, query.page, query.limit, rows.length),
      currentPage: query.page,
    };
  }

  /** The filtered list as CSV rows (header first), capped so one export cannot exhaust memory. */
  async exportPayments(
    query: AdminPaymentsQuery,
    max = 50_000,
  ): Promise<{ csv: string; rows: number; truncated: boolean }> {
    const { where, params } = this.paymentFilter(query);
    const rows: PaymentRecord[] = await this.dataSource.query(
      `SELECT ${PAYMENT_COLUMNS} FROM transactions ${where} ORDER BY created_at DESC, order_id DESC LIMIT $${params.length + 1}`,
      [...params, max + 1],
    );
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
    const lines = [header.join(',')];
    for (const payment of rows.slice(0, max).map(toPaymentRow)) {
      lines.push(header.map((column) => csvCell(payment[column as keyof AdminPaymentRow])).join(','));
    }
    return { csv: `${lines.join('\r\n')}\r\n`, rows: Math.min(rows.length, max), truncated };
  }

  /** A payment with the whole story: items and designs, how the amount was reached, the channel, each step. */
  async paymentDetail(orderId: string): Promise<AdminPaymentDetail> {
    const [row] = await this.dataSource.query(
      `SELECT ${PAYMENT_COLUMNS}, subtotal, discount, referral_code, va_numbers, store, payment_code, expiry_time,
         settled_at
       FROM transactions WHERE order_id = $1`,
      [orderId],
    );
    if (!row) throw rpcFailure('not_found', 'Transaksi tidak ditemukan.');
    const [items, changes, messages, fulfilment] = await Promise.all([
      this.dataSource.query(
        `SELECT item_type, item_id, item_name, item_price, item_quantity, design_name FROM transaction_items
         WHERE order_id = $1 ORDER BY line_no`,
        [orderId],
      ) as Promise<
        {
          item_type: string;
          item_id: string;
          item_name: string;
          item_price: string;
          item_quantity: number;
          design_name: string | null;
        }[]
      >,
      statusChangesOf(this.dataSource.manager, orderId),
      notificationsOf(this.dataSource.manager, orderId),
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
    const [[pending], rows] = await Promise.all([
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM transactions WHERE status = 'pending' AND payment_type = $1`,
        [MANUAL_PAYMENT_TYPE],
      ),
      this.dataSource.query(
        `SELECT ${PAYMENT_COLUMNS} FROM transactions WHERE status = 'pending' AND payment_type = $1
         ORDER BY created_at, order_id LIMIT $2`,
        [MANUAL_PAYMENT_TYPE, size],
      ),
    ]);
    return { count: pending.total, data: (rows as PaymentRecord[]).map(toPaymentRow) };
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
    const [[revenue], [pending], rows] = await Promise.all([
      this.dataSource.query(
        `SELECT coalesce(sum(amount - refunded_amount), 0)::bigint AS revenue,
           count(*) FILTER (WHERE amount > refunded_amount)::int AS paid
         FROM transactions
         WHERE status = ANY($2) AND settled_at >= $1`,
        [since, ['paid', ...MONEY_BACK_STATUSES]],
      ),
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM transactions WHERE status = 'pending' AND payment_type = $1`,
        [MANUAL_PAYMENT_TYPE],
      ),
      this.dataSource.query(
        `SELECT ${PAYMENT_COLUMNS} FROM transactions WHERE status = 'pending' AND payment_type = $1
         ORDER BY created_at DESC, order_id DESC LIMIT $2`,
        [MANUAL_PAYMENT_TYPE, latest],
      ),
    ]);
    return {
      revenueSince: Number(revenue.revenue),
      paidSince: revenue.paid,
      awaitingReview: { count: pending.total, latest: (rows as PaymentRecord[]).map(toPaymentRow) },
    };
  }
}

/** A CSV cell: quoted when needed, and never starting with a formula character a spreadsheet would run. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
