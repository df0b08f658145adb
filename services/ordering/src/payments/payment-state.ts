import type { MoneyBackStatus, PaymentStatus } from '@undangan/contracts';
import { parseGrossAmount } from '../midtrans/notification-signature';

/**
 * The payment status machine, over Midtrans's whole lifecycle (docs/PAYMENTS.md, "The provider's facts"):
 * - pending -> paid | expired | rejected | failed (money that went back before the shop saw it
 *   come in passes through paid: movesFromMidtrans);
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

/**
 * What the shop still owes back of the money a settlement could not use for a revision
 * (`refund_due`): nothing once the payment keeps no money (its proof rejected, or the money gone
 * back in full or by the bank), and less whatever a refund already gave back.
 */
export function refundStillDue(status: PaymentStatus, refundDue: number, refundedAmount: number): number {
  if (status !== 'paid' && status !== 'partially_refunded') return 0;
  return Math.max(0, refundDue - refundedAmount);
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

/** What the shop knows of a payment when Midtrans's answer about it arrives. */
export interface PaymentNow {
  status: PaymentStatus;
  amount: number;
  /** Whether the customer may still pay on its Snap page (a denied card may be paid again there). */
  pageOpen: boolean;
}

/** States in which the shop has not counted the payment's money (yet, or any more). */
const MONEY_NOT_COUNTED: ReadonlySet<PaymentStatus> = new Set(['pending', 'failed', 'expired', 'rejected']);

/**
 * Whether Midtrans's answer shows the money was taken at some point: a settlement time stays on a
 * transaction after its settlement was reversed (docs/PAYMENTS.md, "The provider's facts": deny after
 * settlement).
 */
const moneyWasTaken = (remote: Record<string, unknown>): boolean =>
  typeof remote.settlement_time === 'string' && remote.settlement_time.length > 0;

/**
 * The moves a Midtrans status answer asks of a payment, in order; none means "record it, change
 * nothing" (a pre-authorisation's or challenge's details aside, an unknown status).
 * - Success is settlement, or capture accepted by fraud screening, never anything else.
 * - A pre-authorised or challenged card is still pending: not paid until captured or approved.
 * - A deny is not final while the Snap page is open (Snap lets the customer pay again under the
 *   same order id): the payment stays pending; once the page is closed it failed.
 * - Money that goes back (refund, chargeback, a reversal: deny or cancel after the money was taken)
 *   of a payment the shop has not counted as paid means the shop missed the settlement: it is paid
 *   first, then the money goes back, two moves with their events, so revenue counts what came in
 *   and then takes back what went back.
 * - A cancel of money never taken (a pending payment, a card capture voided before settlement
 *   that the shop never saw) is a failure.
 */
export function movesFromMidtrans(remote: Record<string, unknown>, now: PaymentNow): Target[] {
  const { status: current, amount } = now;
  // Taken as Midtrans reports it, even beyond the amount: a refund and a chargeback of the same
  // money both went back (docs/PAYMENTS.md, "Money back beyond the amount").
  const wholeOrPart = (full: boolean): number | undefined => {
    const total = refundedTotal(remote);
    if (total !== undefined) return total;
    return full ? amount : undefined;
  };
  // Paid first when the shop has not counted the money that is now going back.
  const paidFirst = (back: Target): Target[] =>
    MONEY_NOT_COUNTED.has(current) ? [{ status: 'paid' }, back] : [back];
  switch (remote.transaction_status) {
    case 'settlement':
      return [{ status: 'paid' }];
    case 'capture':
      if (remote.fraud_status === undefined || remote.fraud_status === 'accept') return [{ status: 'paid' }];
      return remote.fraud_status === 'challenge' ? [{ status: 'pending' }] : [];
    case 'authorize':
    case 'pending':
      return [{ status: 'pending' }];
    case 'expire':
      return [{ status: 'expired' }];
    case 'failure':
      return [{ status: 'failed' }];
    case 'deny':
    case 'cancel': {
      const reversal: Target = { status: 'reversed', refundedAmount: amount };
      if (current === 'paid') return [reversal];
      if (moneyWasTaken(remote)) return paidFirst(reversal);
      if (remote.transaction_status === 'deny' && now.pageOpen) return [{ status: 'pending' }];
      return [{ status: 'failed' }];
    }
    case 'refund':
    case 'partial_refund': {
      const refunded = wholeOrPart(remote.transaction_status === 'refund');
      if (refunded === undefined || refunded <= 0) return [];
      return paidFirst({
        status: refunded >= amount ? 'refunded' : 'partially_refunded',
        refundedAmount: refunded,
      });
    }
    case 'chargeback':
    case 'partial_chargeback': {
      const taken = wholeOrPart(remote.transaction_status === 'chargeback');
      if (taken === undefined || taken <= 0) return [];
      return paidFirst({ status: 'charged_back', refundedAmount: taken });
    }
    default:
      return [];
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

/**
 * What the customer's look-up says of a payment: the shop's decision, or while it is pending what
 * Midtrans last said (a card under review stays pending to the storefront). A deny while the Snap
 * page is open is a failed attempt the customer may pay again after: `failure`, beside the page.
 */
export function lookupStatusOf(status: PaymentStatus, providerStatus: string | null): string {
  if (status !== 'pending') return midtransStatusOf(status);
  return providerStatus === 'deny' ? 'failure' : (providerStatus ?? 'pending');
}
