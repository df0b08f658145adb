import { preparedStatement, queryPrepared } from '@undangan/platform';
import type { EntityManager } from 'typeorm';
import type { PaymentFact } from './read-model';

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

const LOCK_FACTS = preparedStatement(
  'reporting_lock_facts',
  `INSERT INTO payment_facts (order_id, status, amount, version)
   SELECT order_id, 'unseen', 0, 0 FROM unnest($1::text[]) AS asked(order_id) ORDER BY order_id
   ON CONFLICT (order_id) DO UPDATE SET order_id = EXCLUDED.order_id
   RETURNING order_id, status, amount, addons_amount, items_total, refunded_amount, month, payment_type, version`,
);

/**
 * Locks the facts of several payments for the caller's transaction and reads them, in one
 * statement: a placeholder (contributing nothing, version 0) is made for a payment seen for the
 * first time, and an existing fact is locked by rewriting its key. The rows are taken in the order
 * of their keys, so two transactions locking some of the same payments wait for each other instead
 * of deadlocking.
 */
export async function lockFacts(
  manager: EntityManager,
  orderIds: readonly string[],
): Promise<Map<string, PaymentFact>> {
  const rows = await queryPrepared<(FactRow & { order_id: string })[]>(manager, LOCK_FACTS, [
    [...new Set(orderIds)].sort(),
  ]);
  return new Map(rows.map((row) => [row.order_id, factOf(row)!]));
}

const WRITE_FACTS = preparedStatement(
  'reporting_write_facts',
  `UPDATE payment_facts SET status = fact.status, amount = fact.amount, addons_amount = fact.addons,
     refunded_amount = fact.refunded, payment_type = fact."paymentType", month = fact.month,
     version = fact.version, items_total = fact."itemsTotal", updated_at = now()
   FROM jsonb_to_recordset($1::jsonb) AS fact(
     "orderId" text, status text, amount bigint, addons bigint, refunded bigint, "paymentType" text,
     month text, version integer, "itemsTotal" bigint)
   WHERE payment_facts.order_id = fact."orderId"`,
);

/** Writes the new states of several (locked) facts in one statement. */
export async function writeFacts(manager: EntityManager, facts: Map<string, PaymentFact>): Promise<void> {
  if (facts.size === 0) return;
  const rows = [...facts].map(([orderId, fact]) => ({ orderId, ...fact }));
  await queryPrepared(manager, WRITE_FACTS, [JSON.stringify(rows)]);
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
