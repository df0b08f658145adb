import { preparedStatement, queryPrepared } from '@undangan/platform';
import type { EntityManager } from 'typeorm';
import type { Contribution } from './read-model';

/** Every statement about `balance_totals`: one row (id 1), the running totals of the balance. */

export interface BalanceTotalsRow {
  total_revenue: string;
  successful_transactions: number;
  addons_revenue: string;
  pending_transactions: number;
  pending_revenue: string;
  refunded_total: string;
  refunded_transactions: number;
}

const ADD_TO_TOTALS = preparedStatement(
  'reporting_add_to_totals',
  `UPDATE balance_totals SET pending_transactions = pending_transactions + $1,
     pending_revenue = pending_revenue + $2, total_revenue = total_revenue + $3,
     successful_transactions = successful_transactions + $4, addons_revenue = addons_revenue + $5,
     refunded_total = refunded_total + $6, refunded_transactions = refunded_transactions + $7
   WHERE id = 1`,
);

/** Moves the running totals by the difference payments' new states make. */
export async function addToTotals(manager: EntityManager, change: Contribution): Promise<void> {
  await queryPrepared(manager, ADD_TO_TOTALS, [
    change.pendingPayments,
    change.pendingRevenue,
    change.revenue,
    change.successful,
    change.addons,
    change.refunded,
    change.refundedPayments,
  ]);
}

export async function readTotals(manager: EntityManager): Promise<BalanceTotalsRow> {
  const [totals] = await manager.query('SELECT * FROM balance_totals WHERE id = 1');
  return totals;
}

/** Every total back to zero (the row made again if it is missing). */
export async function resetTotals(manager: EntityManager): Promise<void> {
  await manager.query(
    `INSERT INTO balance_totals (id) VALUES (1) ON CONFLICT (id) DO UPDATE SET total_revenue = 0,
       successful_transactions = 0, addons_revenue = 0, pending_transactions = 0, pending_revenue = 0,
       refunded_total = 0, refunded_transactions = 0`,
  );
}
