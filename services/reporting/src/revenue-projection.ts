import {
  EVENT_TYPES,
  EventEnvelope,
  jakartaMonth,
  PaymentClosedData,
  PaymentCreatedData,
  PaymentSettledData,
  SettledItem,
} from '@undangan/contracts';
import type { EntityManager } from 'typeorm';

const addonsOf = (items: SettledItem[] | undefined) =>
  (items ?? []).filter((i) => i.type === 'addon').reduce((sum, i) => sum + i.price * i.quantity, 0);

const isAmount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/**
 * Folds payment events into the revenue read model: one fact per payment and running totals, each
 * change guarded by the fact's current status, so events in any order and repeated ones count once.
 * Runs inside the inbox consumer's transaction.
 */
export async function projectPaymentEvent(event: EventEnvelope, m: EntityManager): Promise<void> {
  switch (event.type) {
    case EVENT_TYPES.paymentCreated:
      return created(m, event.data as PaymentCreatedData);
    case EVENT_TYPES.paymentSettled:
      return settled(m, event.data as PaymentSettledData);
    case EVENT_TYPES.paymentExpired:
    case EVENT_TYPES.paymentFailed:
      return closed(m, event.data as PaymentClosedData);
    default:
      return;
  }
}

function check(orderId: unknown, amount: unknown): asserts orderId is string {
  if (typeof orderId !== 'string' || !isAmount(amount))
    throw new Error('payment event without orderId or amount');
}

async function created(m: EntityManager, data: PaymentCreatedData): Promise<void> {
  check(data.orderId, data.amount);
  const inserted = await m.query(
    `INSERT INTO payment_facts (order_id, status, amount, addons_amount, payment_type)
     VALUES ($1, 'pending', $2, $3, $4) ON CONFLICT (order_id) DO NOTHING RETURNING order_id`,
    [data.orderId, data.amount, addonsOf(data.items), data.paymentType],
  );
  if (inserted.length === 0) return;
  await m.query(
    `UPDATE balance_totals SET pending_transactions = pending_transactions + 1,
       pending_revenue = pending_revenue + $1 WHERE id = 1`,
    [data.amount],
  );
}

async function settled(m: EntityManager, data: PaymentSettledData): Promise<void> {
  check(data.orderId, data.amount);
  const month = jakartaMonth(data.settledAt);
  const addons = addonsOf(data.items);
  const [fact] = await m.query('SELECT status, amount FROM payment_facts WHERE order_id = $1 FOR UPDATE', [
    data.orderId,
  ]);
  if (fact && fact.status !== 'pending') return;
  if (fact) {
    await m.query(
      `UPDATE payment_facts SET status = 'paid', amount = $2, addons_amount = $3, payment_type = $4, month = $5,
         updated_at = now() WHERE order_id = $1`,
      [data.orderId, data.amount, addons, data.paymentType, month],
    );
    await m.query(
      `UPDATE balance_totals SET pending_transactions = pending_transactions - 1,
         pending_revenue = pending_revenue - $1 WHERE id = 1`,
      [Number(fact.amount)],
    );
  } else {
    // Settled before its creation was seen: the creation, when it comes, finds the fact and does nothing.
    await m.query(
      `INSERT INTO payment_facts (order_id, status, amount, addons_amount, payment_type, month)
       VALUES ($1, 'paid', $2, $3, $4, $5)`,
      [data.orderId, data.amount, addons, data.paymentType, month],
    );
  }
  await m.query(
    `UPDATE balance_totals SET total_revenue = total_revenue + $1, successful_transactions = successful_transactions + 1,
       addons_revenue = addons_revenue + $2 WHERE id = 1`,
    [data.amount, addons],
  );
  await m.query(
    `INSERT INTO revenue_by_month (month, revenue, transactions, addons_revenue) VALUES ($1, $2, 1, $3)
     ON CONFLICT (month) DO UPDATE SET revenue = revenue_by_month.revenue + EXCLUDED.revenue,
       transactions = revenue_by_month.transactions + 1,
       addons_revenue = revenue_by_month.addons_revenue + EXCLUDED.addons_revenue`,
    [month, data.amount, addons],
  );
}

async function closed(m: EntityManager, data: PaymentClosedData): Promise<void> {
  check(data.orderId, data.amount);
  const [fact] = await m.query('SELECT status, amount FROM payment_facts WHERE order_id = $1 FOR UPDATE', [
    data.orderId,
  ]);
  if (fact && fact.status !== 'pending') return;
  if (fact) {
    await m.query('UPDATE payment_facts SET status = $2, updated_at = now() WHERE order_id = $1', [
      data.orderId,
      data.status,
    ]);
    await m.query(
      `UPDATE balance_totals SET pending_transactions = pending_transactions - 1,
         pending_revenue = pending_revenue - $1 WHERE id = 1`,
      [Number(fact.amount)],
    );
  } else {
    await m.query(
      `INSERT INTO payment_facts (order_id, status, amount, payment_type) VALUES ($1, $2, $3, $4)`,
      [data.orderId, data.status, data.amount, data.paymentType],
    );
  }
}
