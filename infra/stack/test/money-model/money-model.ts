import {
  applyMoves,
  holdsReferralUse,
  isMoneyBack,
  MidtransView,
  movesFor,
  newPayment,
  Priced,
  reopen,
  ShopPayment,
} from './shop-model';

/** How a step spoils Midtrans's status answer (the simulator's status faults). */
export type StatusFault = 'error' | 'timeout' | 'not_found';

/** One order as the model follows it: what Midtrans holds (read from the simulator) and what the shop must. */
export interface ModelOrder {
  id: string;
  kind: 'online' | 'manual';
  priced: Priced;
  /** Its Snap page's life is over: the shop's row was aged past it, and Midtrans's page closed. */
  aged: boolean;
  /** The simulator's stored state and its Core API view (null before a channel is chosen). */
  midtrans: {
    status: string;
    fraud: string | null;
    method: string | null;
    view: MidtransView | null;
    /** How many deliveries of this order the model already follows. */
    deliveries: number;
  };
  payment: ShopPayment;
  /** refund_keys used at Midtrans for this order. */
  refundKeys: string[];
  /**
   * What the customer's bank has taken back at Midtrans: a bank can take up to the whole amount
   * whatever was refunded before, so refunds and chargebacks together may pass the amount.
   */
  chargedBack: number;
  /** The referral code it was priced with. */
  code: string | null;
  /** The revision its one line pays for (a payment for a revision alone opens no work order). */
  revision: ModelRevision | null;
  /** Money it brought for a revision it could not pay, kept on the payment to give back. */
  refundDue: number;
  /** The couple sent their invitation data (revisions may be asked from then on). */
  dataSent: boolean;
  /** A manual payment's transfer proof as proof-storage holds it (null for an online one). */
  proof: ProofStatus | null;
  /** How many of the payment's changes the model has followed with their effects (follow()). */
  followed: number;
}

export type ProofStatus = 'pending' | 'approved' | 'paid' | 'rejected';

/** A paid revision a couple asked for (docs/PAYMENTS.md "A revision's money"). */
export interface ModelRevision {
  id: string;
  /** The order it revises. */
  order: ModelOrder;
  price: number;
  addonId: number;
  status: 'awaiting_payment' | 'queued' | 'cancelled';
  /** The payment that paid it, while it is paid. */
  paidBy: ModelOrder | null;
  /**
   * Whether an online payment was made for it. At most one is: the shop's reconciliation asks
   * about payments in an order of its own, so two online payments of one revision settling in one
   * pass would leave the model to guess which paid it. Manual ones settle one decision at a time.
   */
  paidOnline: boolean;
}

export type DeliveryState = 'held' | 'retry_scheduled' | 'delivered' | 'failed';

/** One notification Midtrans made, and what has become of it. */
export interface ModelDelivery {
  id: string;
  order: ModelOrder;
  state: DeliveryState;
  attempts: number;
}

/** docs/PAYMENTS.md, "The provider's facts": how many more times a notification is sent after a 503. */
const RETRIES_AFTER_503 = 4;

/** Where the customer can still pay at Midtrans (the payment is still open there). */
const PAYABLE_AT_MIDTRANS = new Set(['created', 'pending', 'authorize', 'deny']);

/**
 * The model's state: the orders, Midtrans's notifications, the status faults in force, and how
 * often each kind of step ran. Its methods are the shop's rules for hearing from Midtrans
 * (a notification, a look-up, reconciliation), as PAYMENTS.md states them.
 */
export class MoneyModel {
  readonly orders: ModelOrder[] = [];
  readonly revisions: ModelRevision[] = [];
  readonly deliveries: ModelDelivery[] = [];
  readonly faults = new Map<string, StatusFault>();
  readonly steps = new Map<string, number>();

  count(step: string): void {
    this.steps.set(step, (this.steps.get(step) ?? 0) + 1);
  }

  addOrder(
    id: string,
    kind: ModelOrder['kind'],
    priced: Priced,
    { code = null, revision = null }: { code?: string | null; revision?: ModelRevision | null } = {},
  ): ModelOrder {
    const order: ModelOrder = {
      id,
      kind,
      priced,
      aged: false,
      midtrans: { status: 'created', fraud: null, method: null, view: null, deliveries: 0 },
      payment: newPayment(),
      refundKeys: [],
      chargedBack: 0,
      code,
      revision,
      refundDue: 0,
      dataSent: false,
      proof: kind === 'manual' ? 'pending' : null,
      followed: 0,
    };
    if (revision && kind === 'online') revision.paidOnline = true;
    this.orders.push(order);
    return order;
  }

  /** Whether the order's work was opened (it was paid once) and is on hold now. */
  onHold(order: ModelOrder): boolean {
    return opensWork(order) && order.payment.fulfilment && order.payment.status !== 'paid';
  }

  /** How many uses of `code` count against its limit: its payments that hold one. */
  usesOf(code: string): number {
    return this.orders.filter((order) => order.code === code && holdsReferralUse(order.payment.status))
      .length;
  }

  /**
   * What each change of the payment not yet followed does to the revision it pays for, as the ledger
   * does in the change's transaction: becoming paid pays a revision still waiting (or already this
   * payment's), else the line's money is due back; money going back (all of it) or a paid proof
   * rejected puts a revision it paid, not yet done, back to waiting for its payment.
   */
  follow(order: ModelOrder): void {
    for (; order.followed < order.payment.changes.length; order.followed++) {
      const { from, to } = order.payment.changes[order.followed];
      const revision = order.revision;
      if (!revision) continue;
      if (to === 'paid') {
        const payable = revision.status === 'awaiting_payment' || revision.paidBy === order;
        if (revision.status === 'awaiting_payment') {
          revision.status = 'queued';
          revision.paidBy = order;
        }
        order.refundDue = payable ? 0 : revision.price;
      } else if ((isMoneyBack(to) && to !== 'partially_refunded') || (from === 'paid' && !isMoneyBack(to))) {
        if (revision.paidBy === order && revision.status === 'queued') {
          revision.status = 'awaiting_payment';
          revision.paidBy = null;
        }
      }
    }
  }

  online(): ModelOrder[] {
    return this.orders.filter((order) => order.kind === 'online');
  }

  faultFor(order: ModelOrder): StatusFault | undefined {
    return this.faults.get(order.id) ?? this.faults.get('*');
  }

  /**
   * The shop asks Midtrans about the order and applies the answer: nothing when the status API
   * fails, "none" when it does not know the transaction (no channel chosen, or a 404 fault).
   */
  sync(order: ModelOrder, source: string): 'failed' | 'none' | 'done' {
    const fault = this.faultFor(order);
    if (fault === 'error' || fault === 'timeout') return 'failed';
    const view = order.midtrans.view;
    if (fault === 'not_found' || view === null) return 'none';
    applyMoves(
      order.payment,
      movesFor(view, order.payment, order.priced.amount, !order.aged),
      source,
      view.transaction_status,
    );
    this.follow(order);
    return 'done';
  }

  /**
   * One attempt of a notification: the shop confirms it with the status API (503 when it cannot,
   * so Midtrans sends it again, four times at most), and records every push it could confirm or
   * was told Midtrans did not know.
   */
  receive(delivery: ModelDelivery): void {
    delivery.attempts += 1;
    const fault = this.faultFor(delivery.order);
    let accepted = false;
    if (fault === 'not_found') {
      delivery.order.payment.pushes += 1;
    } else if (fault === undefined) {
      this.sync(delivery.order, 'notification');
      delivery.order.payment.pushes += 1;
      accepted = true;
    }
    delivery.state = accepted
      ? 'delivered'
      : delivery.attempts - 1 < RETRIES_AFTER_503
        ? 'retry_scheduled'
        : 'failed';
  }

  /** The customer's "Cek Status": Midtrans is asked about a payment that can still be paid. */
  lookup(order: ModelOrder): void {
    const status = order.payment.status;
    const askable =
      order.kind === 'online' &&
      (status === 'pending' || ((status === 'failed' || status === 'expired') && !order.aged));
    if (askable) this.sync(order, 'status');
  }

  /** What the look-up answers: the status word, and whether the payment page is offered again. */
  lookupAnswer(order: ModelOrder): { payable: boolean } {
    const status = order.payment.status;
    return {
      payable: order.kind === 'online' && (status === 'pending' || status === 'failed') && !order.aged,
    };
  }

  /**
   * Reconciliation: every pending online payment, every closed one whose page may still be paid,
   * and every settled one whose money can still move is asked about; a pending one Midtrans knows
   * nothing of is closed once its page has run out. The three lists are chosen before any is asked.
   */
  reconcile(): void {
    const online = this.online();
    const pending = online.filter((order) => order.payment.status === 'pending');
    const closed = online.filter(
      (order) => (order.payment.status === 'failed' || order.payment.status === 'expired') && !order.aged,
    );
    const moving = online.filter((order) => moneyCanMove(order));
    for (const order of pending) {
      if (this.sync(order, 'reconciliation') === 'none' && order.aged) {
        applyMoves(order.payment, [{ status: 'expired' }], 'reconciliation');
        this.follow(order);
      }
    }
    for (const order of [...closed, ...moving]) this.sync(order, 'reconciliation');
  }

  /** An admin's decision on a manual transfer proof (the proof takes it whatever the payment says). */
  proofDecision(order: ModelOrder, decision: ProofStatus): void {
    order.proof = decision;
    const target = proofTarget(decision);
    if (target) applyMoves(order.payment, [{ status: target }], 'proof');
    this.follow(order);
  }

  /**
   * The couple's new transfer proof: the proof is pending again, and a rejected payment waits for a
   * decision again (the new-proof source); a pending one only has a new picture.
   */
  newProof(order: ModelOrder): void {
    order.proof = 'pending';
    if (order.payment.status === 'rejected') reopen(order.payment, 'new-proof');
    this.follow(order);
  }

  /** Whether Midtrans would still take the customer's money for this order. */
  payableAtMidtrans(order: ModelOrder): boolean {
    const status = order.midtrans.status;
    if (status === 'capture') return order.midtrans.fraud === 'challenge';
    return PAYABLE_AT_MIDTRANS.has(status) && !(order.aged && (status === 'created' || status === 'deny'));
  }
}

/** What a proof decision asks of its payment. */
export function proofTarget(decision: ProofStatus): 'paid' | 'rejected' | null {
  return decision === 'approved' || decision === 'paid'
    ? 'paid'
    : decision === 'rejected'
      ? 'rejected'
      : null;
}

/** A payment for revisions alone opens no work order of its own. */
export const opensWork = (order: ModelOrder) => order.revision === null;

/**
 * Settled payments whose money can still go back at Midtrans (PAYMENTS.md reconciliation), also
 * once all of it went back: a chargeback can follow a full refund, and grow.
 */
function moneyCanMove(order: ModelOrder): boolean {
  const { status } = order.payment;
  return status === 'paid' || (isMoneyBack(status) && status !== 'reversed');
}

/** What Midtrans says the merchant keeps of an order: the amount less all that went back, once paid. */
export function keptAtMidtrans(order: ModelOrder): number {
  const view = order.midtrans.view;
  if (!view) return 0;
  const back = view.refund_amount ? Number(view.refund_amount.replace(/\.00$/, '')) : 0;
  switch (view.transaction_status) {
    case 'settlement':
      return order.priced.amount;
    case 'capture':
      return view.fraud_status === 'challenge' ? 0 : order.priced.amount;
    case 'refund':
    case 'partial_refund':
    case 'chargeback':
    case 'partial_chargeback':
      return order.priced.amount - back;
    default:
      return 0;
  }
}
