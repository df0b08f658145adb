import { createHash } from 'node:crypto';
import {
  EventEnvelope,
  PaymentHistoryCursor,
  PaymentHistoryPage,
  PaymentHistoryRequest,
  SettledItem,
} from '@undangan/contracts';
import { paymentEvents } from './payment-events';
import { isMoneyBack } from './payment-state';
import type { DataSource } from 'typeorm';
import { linesOfPayments } from './payment-item.queries';
import { historyPage, HistoryPaymentRow } from './payment.queries';

/**
 * A stable id per (payment, event type), so replaying the same history twice yields the same
 * envelopes: formatted as a name-based (version 5 style) UUID.
 */
export function historyEventId(orderId: string, type: string): string {
  const hex = createHash('sha1').update(`payment-history:${orderId}:${type}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The payments as the events that describe them, rebuilt from ordering's own tables (the outbox is
 * pruned, so it cannot serve as history). Keyset pages by (created_at, order_id), oldest first.
 */
export class PaymentHistoryService {
  constructor(private readonly dataSource: DataSource) {}

  async page(request: PaymentHistoryRequest): Promise<PaymentHistoryPage> {
    const { after, limit } = request;
    const rows = await historyPage(this.dataSource.manager, after, limit);
    const items = await this.itemsOf(rows.map((row) => row.order_id));
    const events = rows.flatMap((row) => this.eventsOf(row, items.get(row.order_id) ?? []));
    const last = rows.at(-1);
    const next: PaymentHistoryCursor | null =
      last && rows.length === limit ? { createdAt: last.cursor_at, orderId: last.order_id } : null;
    return { events, payments: rows.length, next };
  }

  private async itemsOf(orderIds: string[]): Promise<Map<string, SettledItem[]>> {
    const byOrder = new Map<string, SettledItem[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await linesOfPayments(this.dataSource.manager, orderIds);
    for (const row of rows) {
      const list = byOrder.get(row.order_id) ?? [];
      list.push({
        type: row.item_type,
        id: row.item_id,
        name: row.item_name,
        price: Number(row.item_price),
        quantity: row.item_quantity,
      });
      byOrder.set(row.order_id, list);
    }
    return byOrder;
  }

  private eventsOf(row: HistoryPaymentRow, items: SettledItem[]): EventEnvelope[] {
    const orderId = row.order_id;
    const amount = Number(row.amount);
    const customer = { name: row.customer_name, phone: row.customer_phone, email: row.customer_email };
    const facts = { orderId, amount, paymentType: row.payment_type, customer, items };
    const envelope = (at: Date, event: { type: string; data: unknown }): EventEnvelope => ({
      id: historyEventId(orderId, event.type),
      type: event.type,
      occurredAt: at.toISOString(),
      version: 1,
      data: event.data,
    });
    // The versions tell a reader which event is the latest; the history gives the created event,
    // then the current state (a payment whose money went back also its settlement just before).
    const events = [
      envelope(row.created_at, paymentEvents.created({ ...facts, version: 1 }, row.created_at)),
    ];
    const version = Math.max(row.version, 2);
    const settledAt = row.settled_at ?? row.updated_at;
    if (row.status === 'paid') {
      events.push(
        envelope(settledAt, paymentEvents.settled({ ...facts, version }, settledAt, row.paid_late)),
      );
    } else if (isMoneyBack(row.status)) {
      events.push(
        envelope(
          settledAt,
          paymentEvents.settled({ ...facts, version: version - 1 }, settledAt, row.paid_late),
        ),
        envelope(
          row.updated_at,
          paymentEvents.refunded(
            { ...facts, version },
            { status: row.status, refundedAmount: Number(row.refunded_amount), settledAt: row.settled_at },
            row.updated_at,
          ),
        ),
      );
    } else if (row.status !== 'pending') {
      events.push(
        envelope(row.updated_at, paymentEvents.closed({ ...facts, version }, row.status, row.updated_at)),
      );
    }
    return events;
  }
}
