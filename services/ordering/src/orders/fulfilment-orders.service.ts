import {
  AdminOrderRow,
  AdminOrdersQuery,
  AdminPaymentDetail,
  formatRupiah,
  MESSAGES,
  OrderUpdateInput,
  Page,
  PaymentStatus,
} from '@undangan/contracts';
import { isUniqueViolation, rpcFailure } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { anyFieldClause, countRows, dateClauses, totalPages } from '../admin/admin-search';
import type { PaymentItemEntity } from '../payments/payment-item.entity';
import { FulfilmentOrderEntity } from './fulfilment-order.entity';

/** Why a fulfilment order stops, in the admin's words. */
export function holdReason(status: PaymentStatus, refundedAmount: number): string | null {
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

const toOrderRow = (record: OrderRecord): AdminOrderRow => ({
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
  ...(record.customer_name !== undefined
    ? {
        customer_name: record.customer_name,
        customer_phone: record.customer_phone,
        payment_status: record.payment_status,
      }
    : {}),
});

/** What a fulfilment order is made from: the lines of the payment that paid for it. */
type PaidLine = Pick<PaymentItemEntity, 'itemType' | 'itemName' | 'itemQuantity' | 'designName'>;

/**
 * Fulfilment orders, the work of making a paid customer's invitation: opened and put on hold by the
 * payment ledger (in its transaction), listed and edited by the back office, and read by the public
 * for a client's invitation page. Every value is a bound parameter.
 */
export class FulfilmentOrdersService {
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

  /** Puts the order on hold with a reason, or (null) takes it off hold. */
  async hold(manager: EntityManager, orderId: string, reason: string | null): Promise<void> {
    await manager.query('UPDATE orders SET hold_reason = $2, updated_at = now() WHERE order_id = $1', [
      orderId,
      reason,
    ]);
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
    if (query.query) clauses.push(anyFieldClause(query.query, params, 'payment.'));
    clauses.push(...dateClauses(query, params, 'fulfilment.'));
    const where = `WHERE ${clauses.join(' AND ')}`;
    // The customer's name and phone live on the payment; it is joined only when searched.
    const from = query.query
      ? 'orders fulfilment JOIN transactions payment USING (order_id)'
      : 'orders fulfilment';
    const [rows, total] = await Promise.all([
      this.dataSource.query(
        `SELECT orders.*, payment.customer_name, payment.customer_phone, payment.status AS payment_status
         FROM orders JOIN transactions payment USING (order_id) JOIN (
           SELECT fulfilment.id FROM ${from} ${where} ORDER BY fulfilment.created_at DESC, fulfilment.id DESC
           LIMIT $${params.length + 1} OFFSET $${params.length + 2}
         ) page USING (id)
         ORDER BY orders.created_at DESC, orders.id DESC`,
        [...params, query.limit, (query.page - 1) * query.limit],
      ),
      countRows(this.dataSource, from, where, params),
    ]);
    return {
      data: (rows as OrderRecord[]).map(toOrderRow),
      totalPages: totalPages(total, query.page, query.limit, rows.length),
      currentPage: query.page,
    };
  }

  async get(id: string): Promise<AdminOrderRow> {
    const [row] = await this.dataSource.query('SELECT * FROM orders WHERE id = $1', [id]);
    if (!row) throw rpcFailure('not_found', MESSAGES.notFound);
    return toOrderRow(row);
  }

  /** The order opened for a payment, in brief (for the payment's detail); null before it is paid. */
  async summaryOf(orderId: string): Promise<NonNullable<AdminPaymentDetail['fulfilment']> | null> {
    const [row] = await this.dataSource.query(
      'SELECT id::text AS id, status, hold_reason FROM orders WHERE order_id = $1',
      [orderId],
    );
    return row ?? null;
  }

  /** One atomic UPDATE: concurrent edits of a row never mix fields; the last write wins whole. */
  async update(id: string, input: OrderUpdateInput): Promise<{ order: AdminOrderRow }> {
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
  /**
   * Where a client's invitation lives. An order on hold (its money went back, or is being
   * disputed) serves none until it is taken off hold: as if it did not exist.
   */
  async clientPage(clientId: string): Promise<{ client_id: string; client_url: string }> {
    const [row] = await this.dataSource.query(
      `SELECT client_id, client_url FROM orders
        WHERE client_id = $1 AND client_url <> '' AND hold_reason IS NULL`,
      [clientId],
    );
    if (!row) throw rpcFailure('not_found', 'Undangan tidak ditemukan.');
    return row;
  }
}
