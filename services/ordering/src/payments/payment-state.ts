import type { MoneyBackStatus, PaymentStatus } from '@undangan/contracts';
import { parseGrossAmount } from '../midtrans/notification-signature';

/**
 * The payment status machine, over Midtrans's whole lifecycle (MIDTRANS.md):
 * - pending -> paid | expired | rejected | failed;
 * - failed, expired -> paid: money that arrives late is still money (a Snap page stays payable after
 *   its popup closed, a denied card may be retried under the same order id), and it is fulfilled;
 * - rejected -> paid and paid -> rejected: an admin correcting a decision on a transfer proof;
 * - paid -> money back (refunded, partially refunded, charged back, reversed), and a partial refund
 *   can grow into a full one or be followed by a chargeback.
 * Every other move is refused, so a duplicate or stale message has no effect.
 */
const TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['paid', 'expired', 'rejected', 'failed'],
  failed: ['paid'],
  expired: ['paid'],
  rejected: ['paid'],
  paid: ['refunded', 'partially_refunded', 'charged_back', 'reversed', 'rejected'],
  partially_refunded: ['refunded', 'charged_back'],
  refunded: ['charged_back'],
  charged_back: [],
  reversed: [],
};

/** States whose amount that went back can still grow in place (a second partial refund). */
const GROWING: ReadonlySet<PaymentStatus> = new Set(['partially_refunded', 'charged_back']);

export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isMoneyBack(status: PaymentStatus): status is MoneyBackStatus {
  return (
    status === 'refunded' ||
    status === 'partially_refunded' ||
    status === 'charged_back' ||
    status === 'reversed'
  );
}

/** Whether the same status may be applied again because more money went back. */
export function canGrow(status: PaymentStatus): boolean {
  return GROWING.has(status);
}

/** What Midtrans's answer asks of a payment: a status, and for money going back how much in all. */
export interface Target {
  status: PaymentStatus;
  refundedAmount?: number;
}

/** The total that went back, from `refund_amount` or else the sum of `refunds[]`. */
function refundedTotal(remote: Record<string, unknown>): number | undefined {
  const total = parseGrossAmount(remote.refund_amount);
  if (total !== undefined) return total;
  if (!Array.isArray(remote.refunds) || remote.refunds.length === 0) return undefined;
  let sum = 0;
  for (const refund of remote.refunds.slice(0, 100)) {
    const amount = parseGrossAmount((refund as Record<string, unknown> | null)?.refund_amount);
    if (amount === undefined) return undefined;
    sum += amount;
  }
  return sum;
}

/**
 * What a Midtrans status answer means for a payment now in `current`; undefined means "record it,
 * change nothing" (a challenged card held for review, a pre-authorisation, an unknown status).
 * Success is settlement, or capture accepted by fraud screening, never anything else. A deny or
 * cancel of money already taken is a reversal (Permata, Mandiri bill and Indomaret can reverse a
 * settlement; a card capture can be voided), of money never taken a failure.
 */
export function targetFromMidtrans(
  remote: Record<string, unknown>,
  current: PaymentStatus,
  amount: number,
): Target | undefined {
  const fraud = remote.fraud_status;
  const wholeOrPart = (full: boolean): number | undefined => {
    const total = refundedTotal(remote);
    if (total !== undefined) return Math.min(total, amount);
    return full ? amount : undefined;
  };
  switch (remote.transaction_status) {
    case 'settlement':
      return { status: 'paid' };
    case 'capture':
      return fraud === undefined || fraud === 'accept' ? { status: 'paid' } : undefined;
    case 'pending':
      return { status: 'pending' };
    case 'expire':
      return { status: 'expired' };
    case 'deny':
    case 'cancel':
      return current === 'paid' ? { status: 'reversed', refundedAmount: amount } : { status: 'failed' };
    case 'failure':
      return { status: 'failed' };
    case 'refund':
    case 'partial_refund': {
      const refunded = wholeOrPart(remote.transaction_status === 'refund');
      if (refunded === undefined || refunded <= 0) return undefined;
      return { status: refunded >= amount ? 'refunded' : 'partially_refunded', refundedAmount: refunded };
    }
    case 'chargeback':
    case 'partial_chargeback': {
      const taken = wholeOrPart(remote.transaction_status === 'chargeback');
      if (taken === undefined || taken <= 0) return undefined;
      return { status: 'charged_back', refundedAmount: taken };
    }
    default:
      return undefined;
  }
}

/**
 * The Midtrans-style status the storefront reads for each state the shop decides: one row a
 * state, so a new state cannot be added without saying what the storefront sees.
 */
const STOREFRONT_STATUS: Record<PaymentStatus, string> = {
  pending: 'pending',
  paid: 'settlement',
  expired: 'expire',
  rejected: 'deny',
  reversed: 'deny',
  failed: 'failure',
  refunded: 'refund',
  partially_refunded: 'partial_refund',
  charged_back: 'chargeback',
};

export function midtransStatusOf(status: PaymentStatus): string {
  return STOREFRONT_STATUS[status] ?? 'pending';
}
