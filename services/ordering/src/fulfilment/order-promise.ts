import { isLate } from '@undangan/contracts';
import type { PaymentWithFulfilmentRow } from '../payments/payment.queries';

/** The promise made for an order, as the couple reads it; null before their data is complete. */
export function promiseOf(row: Pick<PaymentWithFulfilmentRow, 'promised_speed' | 'due_at' | 'earliest_at'>) {
  if (!row.promised_speed || !row.due_at) return null;
  return {
    speed: row.promised_speed,
    due_at: row.due_at.toISOString(),
    earliest_at: row.earliest_at?.toISOString() ?? null,
  };
}

/** Late: the promise has passed and the invitation is not finished. */
export function isOrderLate(order: { status: string | null; due_at: Date | null }, now: Date): boolean {
  return order.due_at !== null && order.status !== 'completed' && isLate(order.due_at, now);
}
