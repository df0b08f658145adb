/**
 * The model of the shop's money, written from docs/PAYMENTS.md (its rules and the provider's facts),
 * not from the code: what each payment must be after any sequence of what Midtrans said, what the
 * shop heard of it, and what admins decided; and what the balance, the day's revenue and the monthly
 * table must then show. Pure: no I/O, so a run's expectations follow from its steps alone.
 */

export type PaymentStatus =
  | 'pending'
  | 'paid'
  | 'expired'
  | 'rejected'
  | 'failed'
  | 'refunded'
  | 'partially_refunded'
  | 'charged_back'
  | 'reversed';

/** What `GET /v2/{order_id}/status` answers of a transaction (the simulator is Midtrans's truth). */
export interface MidtransView {
  transaction_status: string;
  fraud_status?: string;
  settlement_time?: string;
  refund_amount?: string;
  payment_type?: string;
}

/** The change-of-state rows the shop must have written, in order. */
export interface StatusChange {
  from: PaymentStatus;
  to: PaymentStatus;
  source: string;
  refunded: number;
}

/** One payment as the shop must hold it. */
export interface ShopPayment {
  status: PaymentStatus;
  refunded: number;
  paidLate: boolean;
  /** Whether its fulfilment order was ever opened (it was paid once). */
  fulfilment: boolean;
  /** Midtrans's transaction_status the shop last took in while the payment was pending. */
  providerStatus: string | null;
  changes: StatusChange[];
  /** Midtrans's pushes the shop could confirm (or was told of a transaction Midtrans did not know yet). */
  pushes: number;
}

const MONEY_BACK: ReadonlySet<PaymentStatus> = new Set([
  'refunded',
  'partially_refunded',
  'charged_back',
  'reversed',
]);

/** PAYMENTS.md's state table: the moves a payment may make. */
const ALLOWED: Record<PaymentStatus, readonly PaymentStatus[]> = {
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

/** States in which more money going back is the same state again with a bigger amount. */
const GROWS: ReadonlySet<PaymentStatus> = new Set(['partially_refunded', 'charged_back']);

export const isMoneyBack = (status: PaymentStatus) => MONEY_BACK.has(status);

export function newPayment(): ShopPayment {
  return {
    status: 'pending',
    refunded: 0,
    paidLate: false,
    fulfilment: false,
    providerStatus: null,
    changes: [],
    pushes: 0,
  };
}

interface Move {
  status: PaymentStatus;
  refunded?: number;
}

const rupiah = (text: string | undefined): number | undefined => {
  if (text === undefined) return undefined;
  const match = /^(\d+)(?:\.00)?$/.exec(text);
  return match ? Number(match[1]) : undefined;
};

/**
 * What a Midtrans answer asks of a payment (PAYMENTS.md "What each Midtrans status means"):
 * success only on settlement or an accepted capture; a pre-authorised, challenged or (while its
 * page can be paid) denied card stays pending; money that goes back of a payment the shop never
 * counted as paid is paid first.
 */
export function movesFor(
  view: MidtransView,
  payment: ShopPayment,
  amount: number,
  pageOpen: boolean,
): Move[] {
  const notCounted = ['pending', 'failed', 'expired', 'rejected'].includes(payment.status);
  const back = (move: Move): Move[] => (notCounted ? [{ status: 'paid' }, move] : [move]);
  // As Midtrans reports it, even beyond the amount (a refund and then a chargeback of it).
  const wentBack = rupiah(view.refund_amount) ?? amount;
  switch (view.transaction_status) {
    case 'settlement':
      return [{ status: 'paid' }];
    case 'capture':
      return view.fraud_status === 'challenge' ? [{ status: 'pending' }] : [{ status: 'paid' }];
    case 'authorize':
    case 'pending':
      return [{ status: 'pending' }];
    case 'expire':
      return [{ status: 'expired' }];
    case 'failure':
      return [{ status: 'failed' }];
    case 'deny':
    case 'cancel': {
      const reversal: Move = { status: 'reversed', refunded: amount };
      if (payment.status === 'paid') return [reversal];
      if (view.settlement_time) return back(reversal);
      if (view.transaction_status === 'deny' && pageOpen) return [{ status: 'pending' }];
      return [{ status: 'failed' }];
    }
    case 'refund':
    case 'partial_refund':
      return back({ status: wentBack >= amount ? 'refunded' : 'partially_refunded', refunded: wentBack });
    case 'chargeback':
    case 'partial_chargeback':
      return back({ status: 'charged_back', refunded: wentBack });
    default:
      return [];
  }
}

/**
 * Applies moves through the state table: a move the table refuses changes nothing, the same
 * state changes nothing unless more money went back, and each change is one history row. The
 * provider's status is taken in while the payment is (or was just) pending. True when anything
 * changed state.
 */
export function applyMoves(
  payment: ShopPayment,
  moves: Move[],
  source: string,
  providerStatus?: string,
): boolean {
  let changed = false;
  for (const move of moves) {
    const from = payment.status;
    const refunded = isMoneyBack(move.status) ? Math.max(move.refunded ?? 0, payment.refunded) : 0;
    if (move.status === from && !(GROWS.has(from) && refunded > payment.refunded)) {
      if (from === 'pending' && providerStatus) payment.providerStatus = providerStatus;
      continue;
    }
    if (move.status !== from && !ALLOWED[from].includes(move.status)) continue;
    if (providerStatus) payment.providerStatus = providerStatus;
    payment.status = move.status;
    payment.refunded = refunded;
    if (move.status === 'paid') {
      payment.paidLate = from === 'failed' || from === 'expired';
      payment.fulfilment = true;
    }
    payment.changes.push({ from, to: move.status, source, refunded });
    changed = true;
  }
  return changed;
}

/**
 * The couple's new transfer proof for a rejected manual payment (PAYMENTS.md "States"): pending
 * again, the machine's one way back from rejected, one history row under `source`.
 */
export function reopen(payment: ShopPayment, source: string): void {
  payment.changes.push({ from: payment.status, to: 'pending', source, refunded: 0 });
  payment.status = 'pending';
  payment.refunded = 0;
}

/**
 * PAYMENTS.md "A referral code's uses": a payment priced with a code holds its use while it may
 * still be paid and once it was paid (money going back too); one that ended unpaid gives it back.
 */
export function holdsReferralUse(status: PaymentStatus): boolean {
  return !['expired', 'failed', 'rejected'].includes(status);
}

/**
 * What a settled payment keeps: its amount less all that went back, below zero when more went back
 * than came in (PAYMENTS.md "Money back beyond the amount").
 */
export function keptOf(status: PaymentStatus, amount: number, refunded: number): number {
  if (status === 'paid') return amount;
  if (isMoneyBack(status)) return amount - refunded;
  return 0;
}

/** PAYMENTS.md: the add-ons' share of what a payment kept, of the items' list total, rounded down. */
export function addonsShareOf(addons: number, kept: number, itemsTotal: number): number {
  if (addons <= 0 || kept <= 0 || itemsTotal <= 0) return 0;
  return Number((BigInt(addons) * BigInt(kept)) / BigInt(itemsTotal));
}

/** The storefront's Midtrans-style word for a payment the shop decided (the customer's look-up). */
export function storefrontStatus(payment: ShopPayment): string {
  switch (payment.status) {
    case 'pending':
      // A deny while the page is open: a failed attempt, which the customer may pay again after.
      return payment.providerStatus === 'deny' ? 'failure' : (payment.providerStatus ?? 'pending');
    case 'paid':
      return 'settlement';
    case 'expired':
      return 'expire';
    case 'rejected':
    case 'reversed':
      return 'deny';
    case 'failed':
      return 'failure';
    case 'refunded':
      return 'refund';
    case 'partially_refunded':
      return 'partial_refund';
    case 'charged_back':
      return 'chargeback';
  }
}

/** The payment events the shop must have published, in version order. */
export function eventsOf(payment: ShopPayment): string[] {
  return [
    'payment.created',
    ...payment.changes.map(({ to }) =>
      to === 'paid'
        ? 'payment.settled'
        : to === 'pending'
          ? // Reopened by a new proof: counted as pending again.
            'payment.created'
          : isMoneyBack(to)
            ? 'payment.refunded'
            : to === 'expired'
              ? 'payment.expired'
              : 'payment.failed',
    ),
  ];
}

/** One payment's figures as the model keeps them. */
export interface Priced {
  amount: number;
  itemsTotal: number;
  addons: number;
}

export interface Figures {
  total_revenue: number;
  successful_transactions: number;
  addons_revenue: number;
  pending_transactions: number;
  pending_revenue: number;
  refunded_total: number;
  refunded_transactions: number;
}

/** The balance's totals over the given payments (PAYMENTS.md "Events and the balance"). */
export function figuresOf(payments: { payment: ShopPayment; priced: Priced }[]): Figures {
  const figures: Figures = {
    total_revenue: 0,
    successful_transactions: 0,
    addons_revenue: 0,
    pending_transactions: 0,
    pending_revenue: 0,
    refunded_total: 0,
    refunded_transactions: 0,
  };
  for (const { payment, priced } of payments) {
    if (payment.status === 'pending') {
      figures.pending_transactions += 1;
      figures.pending_revenue += priced.amount;
      continue;
    }
    const kept = keptOf(payment.status, priced.amount, payment.refunded);
    figures.total_revenue += kept;
    if (kept > 0) figures.successful_transactions += 1;
    figures.addons_revenue += addonsShareOf(priced.addons, kept, priced.itemsTotal);
    if (isMoneyBack(payment.status)) {
      figures.refunded_total += payment.refunded;
      figures.refunded_transactions += 1;
    }
  }
  return figures;
}
