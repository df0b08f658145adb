import {
  AdminOrderRow,
  AdminPaymentsOverview,
  AdminPaymentsOverviewRequest,
  AdminOrdersQuery,
  AdminPaymentDetail,
  AdminPaymentRow,
  AdminPaymentsQuery,
  MANUAL_PAYMENT_TYPE,
  MESSAGES,
  OrderUpdateInput,
  Page,
} from '@undangan/contracts';
import { isUniqueViolation, rpcFailure } from '@undangan/platform';
import type { DataSource } from 'typeorm';

const SEARCH_COLUMNS = {
  order_id: 'order_id',
  customer_name: 'customer_name',
  customer_phone: 'customer_phone',
};

/** LIKE patterns match the text itself: % and _ typed by an admin are not wildcards. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

const toPaymentRow = (r: PaymentRecord): AdminPaymentRow => ({
  id: r.order_id,
  order_id: r.order_id,
  created_at: r.created_at.toISOString(),
  customer_name: r.customer_name,
  customer_phone: r.customer_phone,
  customer_email: r.customer_email,
  payment_type: r.payment_type,
  status: r.status,
  amount: Number(r.amount),
  refunded_amount: Number(r.refunded_amount),
  paid_late: r.paid_late,
});

interface OrderRecord {
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
}

const toOrderRow = (r: OrderRecord): AdminOrderRow => ({
  id: String(r.id),
  order_id: r.order_id,
  client_id: r.client_id,
  package: r.package,
  design: r.design,
  addon: JSON.stringify(r.addon),
  client_url: r.client_url,
  status: r.status,
  admin_notes: r.admin_notes,
  created_at: r.created_at.toISOString(),
  hold_reason: r.hold_reason,
});

/** Past this many matching rows a page count is estimated (see countRows). */
const EXACT_COUNT_LIMIT = 1_000;

/** Pages for `total` rows; never fewer than the page just read when it had rows (an estimate may be low). */
function totalPages(total: number, page: number, limit: number, rowsOnPage: number): number {
  const pages = Math.max(1, Math.ceil(total / limit));
  return rowsOnPage > 0 ? Math.max(pages, page) : pages;
}

/**
 * The part of an order-id search after its last '-' (the random part of INV-20261122-7K3M9Q), when
 * it is long enough to have trigrams and shorter than the whole search.
 */
function distinctivePart(text: string): string | undefined {
  const tail = text.slice(text.lastIndexOf('-') + 1);
  return tail.length >= 3 && tail.length < text.length ? tail : undefined;
}

const PAYMENT_COLUMNS =
  'order_id, created_at, customer_name, customer_phone, customer_email, payment_type, status, amount, refunded_amount, paid_late';

/** The back-office's reads of payments and orders, and its edits of orders. Every value is a bound parameter. */
export class AdminQueriesService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * How many rows match: exact up to EXACT_COUNT_LIMIT, the planner's estimate past it. Counting a
   * million payments takes ~150 ms on every page turn; a page count that far out need not be exact.
   */
  private async countRows(
    table: 'transactions' | 'orders',
    where: string,
    params: unknown[],
  ): Promise<number> {
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${table} ${where} LIMIT ${EXACT_COUNT_LIMIT + 1}) capped`,
      params,
    );
    if (total <= EXACT_COUNT_LIMIT) return total;
    const [explained] = await this.dataSource.query(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${table} ${where}`,
      params,
    );
    const estimate = Number(explained?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows']);
    return Math.max(total, Number.isFinite(estimate) ? Math.round(estimate) : 0);
  }

  private paymentFilter(q: AdminPaymentsQuery): { where: string; params: unknown[] } {
    const clauses: string[] = [];
    const params: unknown[] = [];
    if (q.query) {
      const column = SEARCH_COLUMNS[q.filter];
      const narrower = q.filter === 'order_id' ? distinctivePart(q.query) : undefined;
      if (narrower) {
        // Order ids share their prefix and day with thousands of others, and those trigrams make
        // the index read most of itself (~40 ms at a million payments). The index finds the
        // distinctive part; the whole text is then checked on those few rows only (the
        // concatenation keeps the planner from taking the index for it too). Same rows either way.
        params.push(likeContains(narrower));
        clauses.push(`${column} ILIKE $${params.length}`);
        params.push(likeContains(q.query));
        clauses.push(`(${column} || '') ILIKE $${params.length}`);
      } else {
        params.push(likeContains(q.query));
        clauses.push(`${column} ILIKE $${params.length}`);
      }
    }
    if (q.startDate) {
      params.push(new Date(q.startDate));
      clauses.push(`created_at >= $${params.length}`);
    }
    if (q.endDate) {
      // A date without a time means the whole of that day.
      const end = /^\d{4}-\d{2}-\d{2}$/.test(q.endDate)
        ? new Date(Date.parse(q.endDate) + 24 * 3600 * 1000 - 1)
        : new Date(q.endDate);
      params.push(end);
      clauses.push(`created_at <= $${params.length}`);
    }
    return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
  }

  async listPayments(q: AdminPaymentsQuery): Promise<Page<AdminPaymentRow>> {
    const { where, params } = this.paymentFilter(q);
    const offset = (q.page - 1) * q.limit;
    const [rows, total] = await Promise.all([
      // The page's keys come from the index alone (an index-only scan, even 50,000 rows deep);
      // only the page's own rows are read from the table.
      this.dataSource.query(
        `SELECT ${PAYMENT_COLUMNS} FROM transactions JOIN (
           SELECT order_id FROM transactions ${where}
           ORDER BY created_at DESC, order_id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}
         ) page USING (order_id)
         ORDER BY created_at DESC, order_id DESC`,
        [...params, q.limit, offset],
      ),
      this.countRows('transactions', where, params),
    ]);
    return {
      data: (rows as PaymentRecord[]).map(toPaymentRow),
      totalPages: totalPages(total, q.page, q.limit, rows.length),
      currentPage: q.page,
    };
  }

  /** The filtered list as CSV rows (header first), capped so one export cannot exhaust memory. */
  async exportPayments(
    q: AdminPaymentsQuery,
    max = 50_000,
  ): Promise<{ csv: string; rows: number; truncated: boolean }> {
    const { where, params } = this.paymentFilter(q);
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
    for (const r of rows.slice(0, max).map(toPaymentRow)) {
      lines.push(header.map((h) => csvCell(r[h as keyof AdminPaymentRow])).join(','));
    }
    return { csv: `${lines.join('\r\n')}\r\n`, rows: Math.min(rows.length, max), truncated };
  }

  async paymentDetail(orderId: string): Promise<AdminPaymentDetail> {
    const [row] = await this.dataSource.query(
      `SELECT ${PAYMENT_COLUMNS} FROM transactions WHERE order_id = $1`,
      [orderId],
    );
    if (!row) throw rpcFailure('not_found', 'Transaksi tidak ditemukan.');
    const items: {
      item_type: string;
      item_id: string;
      item_name: string;
      item_price: string;
      item_quantity: number;
    }[] = await this.dataSource.query(
      `SELECT item_type, item_id, item_name, item_price, item_quantity FROM transaction_items
         WHERE order_id = $1 ORDER BY line_no`,
      [orderId],
    );
    return {
      transaction: toPaymentRow(row),
      orderItems: items.map((i) => ({
        item_type: `${i.item_type === 'package' ? 'PKG' : 'ADDON'}-${i.item_id}`,
        item_name: i.item_name,
        item_price: Number(i.item_price),
        item_quantity: i.item_quantity,
      })),
    };
  }

  async listOrders(q: AdminOrdersQuery): Promise<Page<AdminOrderRow>> {
    const condition = q.showCompleted ? `status = 'completed'` : `status <> 'completed'`;
    const [rows, total] = await Promise.all([
      this.dataSource.query(
        `SELECT orders.* FROM orders JOIN (
           SELECT id FROM orders WHERE ${condition} ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2
         ) page USING (id)
         ORDER BY orders.created_at DESC, orders.id DESC`,
        [q.limit, (q.page - 1) * q.limit],
      ),
      this.countRows('orders', `WHERE ${condition}`, []),
    ]);
    return {
      data: (rows as OrderRecord[]).map(toOrderRow),
      totalPages: totalPages(total, q.page, q.limit, rows.length),
      currentPage: q.page,
    };
  }

  async getOrder(id: string): Promise<AdminOrderRow> {
    const [row] = await this.dataSource.query('SELECT * FROM orders WHERE id = $1', [id]);
    if (!row) throw rpcFailure('not_found', MESSAGES.notFound);
    return toOrderRow(row);
  }

  /**
   * The dashboard's figures: paid revenue since an instant, and manual payments still pending
   * (their proof awaits an admin), newest first. The pending ones are read through the partial
   * index on pending payments, so the count stays cheap however many payments are paid.
   */
  async paymentsOverview(q: AdminPaymentsOverviewRequest): Promise<AdminPaymentsOverview> {
    const since = new Date(q.since);
    const latest = Math.min(Math.max(Math.trunc(q.latest) || 0, 0), 50);
    const [[revenue], [pending], rows] = await Promise.all([
      this.dataSource.query(
        `SELECT coalesce(sum(amount), 0)::bigint AS revenue, count(*)::int AS paid FROM transactions
         WHERE status = 'paid' AND settled_at >= $1`,
        [since],
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

  /** One atomic UPDATE: concurrent edits of a row never mix fields; the last write wins whole. */
  async updateOrder(id: string, input: OrderUpdateInput): Promise<{ order: AdminOrderRow }> {
    try {
      const [rows] = await this.dataSource.query(
        `UPDATE orders SET status = $2, admin_notes = $3, client_id = $4, client_url = $5, updated_at = now()
         WHERE id = $1 RETURNING *`,
        [id, input.status, input.admin_notes, input.client_id, input.client_url],
      );
      if (!rows?.length) throw rpcFailure('not_found', MESSAGES.notFound);
      return { order: toOrderRow(rows[0]) };
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw rpcFailure('conflict', 'Client ID sudah digunakan pesanan lain.');
      }
      throw err;
    }
  }

  /** The public invitation page of a client: its URL, once an admin has set it. */
  async clientPage(clientId: string): Promise<{ client_id: string; client_url: string }> {
    const [row] = await this.dataSource.query(
      `SELECT client_id, client_url FROM orders WHERE client_id = $1 AND client_url <> ''`,
      [clientId],
    );
    if (!row) throw rpcFailure('not_found', 'Undangan tidak ditemukan.');
    return row;
  }
}

/** A CSV cell: quoted when needed, and never starting with a formula character a spreadsheet would run. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
