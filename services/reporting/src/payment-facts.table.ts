import type { EntityManager } from 'typeorm';
import type { PaymentFact } from './revenue-projection';

/**
 * Every statement about `payment_facts`, reporting's copy of each payment's latest known state.
 * `lockReadModel` also locks `revenue_by_month` and `balance_totals`: a rebuild holds the whole
 * read model at once.
 */

interface FactRow {
  status: string;
  amount: string;
  addons_amount: string;
  items_total: string | null;
  refunded_amount: string;
  month: string | null;
  payment_type: string | null;
  version: number;
}

const factOf = (row: FactRow | undefined): PaymentFact | undefined =>
  row && {
    status: row.status,
    amount: Number(row.amount),
    addons: Number(row.addons_amount),
    itemsTotal: row.items_total === null ? null : Number(row.items_total),
    refunded: Number(row.refunded_amount),
    month: row.month,
    paymentType: row.payment_type,
    version: row.version,
  };

/**
 * Locks a payment's fact for the caller's transaction and reads it. Concurrent events of one
 * payment queue on its row: a placeholder (contributing nothing, version 0) makes sure there is a
 * row to lock even for the first of them.
 */
export async function lockFact(manager: EntityManager, orderId: string): Promise<PaymentFact | undefined> {
  await manager.query(
    `INSERT INTO payment_facts (order_id, status, amount, version) VALUES ($1, 'unseen', 0, 0)
     ON CONFLICT (order_id) DO NOTHING`,
    [orderId],
  );
  const [row] = (await manager.query(
    `SELECT status, amount, addons_amount, items_total, refunded_amount, month, payment_type, version
     FROM payment_facts WHERE order_id = $1 FOR UPDATE`,
    [orderId],
  )) as FactRow[];
  return factOf(row);
}

/** Writes a payment's new state over its (locked) fact. */
export async function writeFact(manager: EntityManager, orderId: string, fact: PaymentFact): Promise<void> {
  await manager.query(
    `UPDATE payment_facts SET status = $2, amount = $3, addons_amount = $4, refunded_amount = $5,
       payment_type = $6, month = $7, version = $8, items_total = $9, updated_at = now()
     WHERE order_id = $1`,
    [
      orderId,
      fact.status,
      fact.amount,
      fact.addons,
      fact.refunded,
      fact.paymentType,
      fact.month,
      fact.version,
      fact.itemsTotal,
    ],
  );
}

/**
 * Holds the whole read model (also `revenue_by_month` and `balance_totals`) for a rebuild:
 * EXCLUSIVE lets readers through while holding off the event consumer.
 */
export async function lockReadModel(manager: EntityManager): Promise<void> {
  await manager.query('LOCK TABLE payment_facts, revenue_by_month, balance_totals IN EXCLUSIVE MODE');
}

/** Forgets every fact (DELETE rather than TRUNCATE: TRUNCATE would lock readers out). */
export async function clearFacts(manager: EntityManager): Promise<void> {
  await manager.query('DELETE FROM payment_facts');
}
