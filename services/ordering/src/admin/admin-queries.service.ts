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
  normalizePhone,
  PaymentTimelineEntry,
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
  customer_name?: string;
  customer_phone?: string;
  payment_status?: AdminOrderRow['payment_status'];
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
  ...(r.customer_name !== undefined
    ? { customer_name: r.customer_name, customer_phone: r.customer_phone, payment_status: r.payment_status }
    : {}),
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
  private async countRows(from: string, where: string, params: unknown[]): Promise<number> {
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${from} ${where} LIMIT ${EXACT_COUNT_LIMIT + 1}) capped`,
      params,
    );
    if (total <= EXACT_COUNT_LIMIT) return total;
    const [explained] = await this.dataSource.query(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} ${where}`,
      params,
    );
    const estimate = Number(explained?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows']);
    return Math.max(total, Number.isFinite(estimate) ? Math.round(estimate) : 0);
  }

  /**
   * A contains match of `text` on a column, as a bound parameter. Order ids share their prefix
   * and day with thousands of others, and those trigrams make the index read most of itself (~40 ms
   * at a million payments): the index finds the distinctive part, and the whole text is then
   * checked on those few rows only (the concatenation keeps the planner from taking the index for it
   * too). Phones are matched as digits in one national form, however either side was typed.
   */
  private searchClause(
    field: 'order_id' | 'customer_name' | 'customer_phone',
    text: string,
    params: unknown[],
    alias = '',
  ): string | undefined {
    const column = `${alias}${SEARCH_COLUMNS[field]}`;
    if (field === 'customer_phone') {
      // Fewer than three digits say nothing about a phone (and no trigram index could help).
      const digits = normalizePhone(text);
      if (digits.length < 3) return undefined;
      params.push(`%${digits}%`);
      return `${alias}customer_phone_digits LIKE $${params.length}`;
    }
    const narrower = field === 'order_id' ? distinctivePart(text) : undefined;
    if (narrower) {
      params.push(likeContains(narrower));
      const first = `${column} ILIKE $${params.length}`;
      params.push(likeContains(text));
      return `(${first} AND (${column} || '') ILIKE $${params.length})`;
    }
    params.push(likeContains(text));
    return `${column} ILIKE $${params.length}`;
  }

  /** One box: an order id, a name or a phone (whichever the text can be). */
  private anyFieldClause(text: string, params: unknown[], alias = ''): string {
    const clauses = (['order_id', 'customer_name', 'customer_phone'] as const)
      .filter((field) => field !== 'customer_phone' || /\d{3}/.test(text))
      .map((field) => this.searchClause(field, text, params, alias))
      .filter((clause): clause is string => clause !== undefined);
    return `(${clauses.join(' OR ')})`;
  }

  /** A date range on created_at; a date without a time means the whole of that day. */
  private dateClauses(q: { startDate?: string; endDate?: string }, params: unknown[], alias = ''): string[] {
    const clauses: string[] = [];
    if (q.startDate) {
      params.push(new Date(q.startDate));
      clauses.push(`${alias}created_at >= $${params.length}`);
    }
    if (q.endDate) {
      const end = /^\d{4}-\d{2}-\d{2}$/.test(q.endDate)
        ? new Date(Date.parse(q.endDate) + 24 * 3600 * 1000 - 1)
        : new Date(q.endDate);
      params.push(end);
      clauses.push(`${alias}created_at <= $${params.length}`);
    }
    return clauses;
  }

  private paymentFilter(q: AdminPaymentsQuery): { where: string; params: unknown[] } {
    const clauses: string[] = [];
    const params: unknown[] = [];
    if (q.query) {
      const clause =
        q.filter === 'all'
          ? this.anyFieldClause(q.query, params)
          : this.searchClause(q.filter, q.query, params);
      // A phone search without three digits finds nothing.
      clauses.push(clause ?? 'false');
    }
    if (q.status) {
      params.push(q.status);
      clauses.push(`status = $${params.length}`);
    }
    clauses.push(...this.dateClauses(q, params));
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

  /** A payment with the whole story: items and designs, how the amount was reached, the channel, each step. */
  async paymentDetail(orderId: string): Promise<AdminPaymentDetail> {
    const [row] = await this.dataSource.query(
      `SELECT ${PAYMENT_COLUMNS}, subtotal, discount, referral_code, va_numbers, store, payment_code, expiry_time,
         settled_at
       FROM transactions WHERE order_id = $1`,
      [orderId],
    );
    if (!row) throw rpcFailure('not_found', 'Transaksi tidak ditemukan.');
    const [items, changes, messages, orders] = await Promise.all([
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
      this.dataSource.query(
        `SELECT changed_at, from_status, to_status, source, actor, refunded_amount FROM payment_status_changes
         WHERE order_id = $1 ORDER BY id`,
        [orderId],
      ),
      this.dataSource.query(
        `SELECT received_at, transaction_status, outcome FROM payment_notifications
         WHERE order_id = $1 ORDER BY id LIMIT 100`,
        [orderId],
      ),
      this.dataSource.query('SELECT id::text AS id, status, hold_reason FROM orders WHERE order_id = $1', [
        orderId,
      ]),
    ]);
    const timeline: PaymentTimelineEntry[] = [
      { at: row.created_at.toISOString(), kind: 'created' },
      ...changes.map(
        (c: {
          changed_at: Date;
          from_status: PaymentTimelineEntry['from_status'];
          to_status: PaymentTimelineEntry['to_status'];
          source: string;
          actor: string | null;
          refunded_amount: string;
        }): PaymentTimelineEntry => ({
          at: c.changed_at.toISOString(),
          kind: 'status',
          from_status: c.from_status,
          to_status: c.to_status,
          source: c.source,
          actor: c.actor,
          refunded_amount: Number(c.refunded_amount),
        }),
      ),
      ...messages.map(
        (n: { received_at: Date; transaction_status: string; outcome: string }): PaymentTimelineEntry => ({
          at: n.received_at.toISOString(),
          kind: 'notification',
          provider_status: n.transaction_status,
          outcome: n.outcome,
        }),
      ),
    ].sort((a, b) => a.at.localeCompare(b.at));
    return {
      transaction: toPaymentRow(row),
      orderItems: items.map((i) => ({
        item_type: `${i.item_type === 'package' ? 'PKG' : 'ADDON'}-${i.item_id}`,
        item_name: i.item_name,
        item_price: Number(i.item_price),
        item_quantity: i.item_quantity,
        design_name: i.item_type === 'package' ? i.design_name : null,
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
      fulfilment: orders[0] ?? null,
    };
  }

  /**
   * Fulfilment orders, newest first: active or completed (SPEC), narrowed by work status, a date
   * range and one search box (an order id, a customer's name or a phone in any form) across every
   * page; each row with its customer and the state of its payment.
   */
  async listOrders(q: AdminOrdersQuery): Promise<Page<AdminOrderRow>> {
    const params: unknown[] = [];
    const clauses = [q.showCompleted ? `o.status = 'completed'` : `o.status <> 'completed'`];
    if (q.status) {
      params.push(q.status);
      clauses.push(`o.status = $${params.length}`);
    }
    if (q.query) clauses.push(this.anyFieldClause(q.query, params, 't.'));
    clauses.push(...this.dateClauses(q, params, 'o.'));
    const where = `WHERE ${clauses.join(' AND ')}`;
    // The customer's name and phone live on the payment; it is joined only when searched.
    const from = q.query ? 'orders o JOIN transactions t USING (order_id)' : 'orders o';
    const [rows, total] = await Promise.all([
      this.dataSource.query(
        `SELECT orders.*, t.customer_name, t.customer_phone, t.status AS payment_status
         FROM orders JOIN transactions t USING (order_id) JOIN (
           SELECT o.id FROM ${from} ${where} ORDER BY o.created_at DESC, o.id DESC
           LIMIT $${params.length + 1} OFFSET $${params.length + 2}
         ) page USING (id)
         ORDER BY orders.created_at DESC, orders.id DESC`,
        [...params, q.limit, (q.page - 1) * q.limit],
      ),
      this.countRows(from, where, params),
    ]);
    return {
      data: (rows as OrderRecord[]).map(toOrderRow),
      totalPages: totalPages(total, q.page, q.limit, rows.length),
      currentPage: q.page,
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
