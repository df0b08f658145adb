import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { SimulatorConfig } from './config';
import { Delivery, Notifier } from './notifier';
import { findMethod } from './payment-methods';
import { SimLogger } from './sim-logger';
import { DEFAULT_EXPIRY_MS, validateSnapRequest } from './snap-validation';
import { ACTIONS, canMove, LifecycleState, SimAction } from './status-machine';
import { StatusContext, statusBody } from './status-body';
import { StatusFaults } from './status-faults';
import {
  expiryOf,
  MoneyBack,
  refundedTotal,
  SimTransaction,
  stateOf,
  TransactionStore,
} from './transaction-store';

/** Expected failures are values: the HTTP layer turns `status` and `error` into an answer. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

/** What becomes of the notification a change makes: sent now, held back for later, or lost. */
export type NotifyMode = 'send' | 'hold' | 'none';

export type CreateResult = { ok: true; token: string; redirectUrl: string } | { ok: false; errors: string[] };

export interface MoneyBackRequest {
  /** Whole rupiah; unset takes all that is left. */
  amount?: number;
  reason?: string;
  /** The merchant's refund_key: the same key again answers the same refund. */
  key?: string;
}

/** Why Midtrans refuses a refund or chargeback; each API words it its own way. */
export type MoneyBackProblem = 'not_allowed' | 'invalid_amount' | 'duplicate_key';

export type MoneyBackOutcome =
  { ok: true; entry: MoneyBack; repeated: boolean } | { ok: false; problem: MoneyBackProblem; error: string };

const DEFAULT_METHOD = 'bca_va';
const CARD_METHOD = 'credit_card';
// setTimeout cannot wait longer than this; a later expiry re-arms when the timer fires.
const MAX_TIMER_MS = 2 ** 31 - 1;

const STATE_LABELS: Partial<Record<LifecycleState, string>> = {
  capture_accept: 'captured',
  capture_challenge: 'captured under a fraud challenge',
  authorize: 'authorized',
};

function stateLabel(state: LifecycleState): string {
  return STATE_LABELS[state] ?? state;
}

/** Only a card is captured, challenged or pre-authorised. */
const CARD_ONLY: ReadonlySet<LifecycleState> = new Set(['capture_accept', 'capture_challenge', 'authorize']);

/** The simulated Midtrans account: transactions, their status machine, expiry and notifications. */
export class Simulator {
  readonly store = new TransactionStore();
  /** The tester's ways to spoil the Core API status answer (StatusFaults). */
  readonly statusFaults = new StatusFaults();
  private readonly notifier: Notifier;
  /** Answers held open by a `timeout` fault, ended at reset or shutdown. */
  private readonly heldAnswers = new Set<ServerResponse>();
  private readonly expiryTimers = new Map<string, NodeJS.Timeout>();
  private nextMoneyBackId = 1;

  constructor(
    private readonly config: SimulatorConfig,
    readonly publicUrl: () => string,
    private readonly logger: SimLogger,
  ) {
    this.notifier = new Notifier({
      url: config.notificationUrl,
      retryScale: config.retryScale,
      timeoutMs: config.notificationTimeoutMs,
      logger,
    });
  }

  get serverKey(): string {
    return this.config.serverKey;
  }

  statusContext(): StatusContext {
    return {
      serverKey: this.config.serverKey,
      merchantId: this.config.merchantId,
      publicUrl: this.publicUrl(),
    };
  }

  createTransaction(body: unknown, now = new Date()): CreateResult {
    const validation = validateSnapRequest(body, now);
    if (!validation.ok) return { ok: false, errors: validation.errors };
    const { order } = validation;
    if (this.store.hasOrderId(order.orderId)) {
      return { ok: false, errors: ['transaction_details.order_id has already been taken'] };
    }
    const token = randomUUID();
    this.store.add({
      order,
      token,
      createdAt: now,
      status: 'created',
      fraudStatus: 'accept',
      moneyBack: [],
      deliveries: [],
    });
    this.logger.info({ orderId: order.orderId, grossAmount: order.grossAmount }, 'snap transaction created');
    return { ok: true, token, redirectUrl: `${this.publicUrl()}/snap/v2/vtweb/${token}` };
  }

  /** Looks a transaction up, expiring it first when its time has passed (timers can lag). */
  byOrderId(orderId: string): SimTransaction | undefined {
    return this.fresh(this.store.byOrder(orderId));
  }

  byToken(token: string): SimTransaction | undefined {
    return this.fresh(this.store.bySnapToken(token));
  }

  byOrderOrTransactionId(id: string): SimTransaction | undefined {
    return this.fresh(this.store.byOrderOrTransactionId(id));
  }

  /**
   * The customer picks a channel: Midtrans creates the transaction, pending, and tells the merchant.
   * After a deny the customer may pay again under the same order id: a new transaction id.
   */
  chooseMethod(
    tx: SimTransaction,
    methodName: string,
    notify: NotifyMode,
    now = new Date(),
  ): Outcome<SimTransaction> {
    const method = findMethod(methodName);
    if (!method) return { ok: false, status: 400, error: `unknown payment method "${methodName}"` };
    if (!tx.order.enabledPayments.includes(method.key)) {
      return {
        ok: false,
        status: 400,
        error: `payment method "${method.key}" is not enabled for this transaction`,
      };
    }
    const state = stateOf(tx);
    if (!canMove(state, 'pending')) {
      return { ok: false, status: 409, error: `transaction is already ${stateLabel(state)}` };
    }
    // A deny after the money was settled is the bank reversing it: that order was paid, and is not paid again.
    if (state === 'deny' && tx.settlementTime) {
      return { ok: false, status: 409, error: 'a reversed settlement cannot be paid again' };
    }
    if (now >= tx.order.expiresAt) return { ok: false, status: 410, error: 'transaction has expired' };
    if (state === 'pending' && tx.method?.key === method.key) return { ok: true, value: tx };
    if (state === 'deny') this.store.retireAttempt(tx);
    tx.method = method;
    tx.transactionId = randomUUID();
    tx.transactionTime = now;
    tx.expiresAt = tx.order.customExpiry ? tx.order.expiresAt : new Date(now.getTime() + DEFAULT_EXPIRY_MS);
    tx.status = 'pending';
    tx.fraudStatus = 'accept';
    tx.statusChangedAt = now;
    tx.settlementTime = undefined;
    tx.paidAt = undefined;
    tx.cardAnswer = undefined;
    tx.approvalCode = undefined;
    tx.moneyBack = [];
    this.store.indexTransactionId(tx);
    this.armExpiry(tx);
    this.logger.info({ orderId: tx.order.orderId, method: method.key }, 'payment method chosen');
    this.notify(tx, notify);
    return { ok: true, value: tx };
  }

  /** A denied payment paid again: pending under a new transaction id, with `methodName` or the same channel. */
  retry(
    tx: SimTransaction,
    methodName: string | undefined,
    notify: NotifyMode,
    now = new Date(),
  ): Outcome<SimTransaction> {
    const state = stateOf(tx);
    if (state !== 'deny' || !tx.method) {
      return {
        ok: false,
        status: 409,
        error: `only a denied payment can be retried; this one is ${stateLabel(state)}`,
      };
    }
    return this.chooseMethod(tx, methodName ?? tx.method.key, notify, now);
  }

  /**
   * One named move of the status machine (ACTIONS). An order still without a channel gets `methodName`
   * (the card for a capture, BCA VA otherwise) first, as if the customer had chosen it, and a pending
   * card is captured before it settles, each step notified as Midtrans would.
   */
  act(
    tx: SimTransaction,
    action: SimAction,
    notify: NotifyMode,
    methodName?: string,
    now = new Date(),
  ): Outcome<SimTransaction> {
    const { target, from } = ACTIONS[action];
    const isCapture = CARD_ONLY.has(target);
    if (isCapture && methodName !== undefined && findMethod(methodName)?.key !== CARD_METHOD) {
      return { ok: false, status: 409, error: `only card payments can ${action}, not ${methodName}` };
    }
    if (tx.status === 'created' && from.includes('pending')) {
      const chosen = this.chooseMethod(
        tx,
        methodName ?? (isCapture ? CARD_METHOD : DEFAULT_METHOD),
        notify,
        now,
      );
      if (!chosen.ok) return chosen;
    }
    if (action === 'settle' && stateOf(tx) === 'pending' && tx.method?.key === CARD_METHOD) {
      const captured = this.act(tx, 'capture', notify, undefined, now);
      if (!captured.ok) return captured;
    }
    const state = stateOf(tx);
    if (!from.includes(state) || !canMove(state, target)) {
      return {
        ok: false,
        status: 409,
        error: `cannot ${action.replace('_', ' ')}: transaction is ${stateLabel(state)}`,
      };
    }
    if (isCapture && tx.method?.key !== CARD_METHOD) {
      return { ok: false, status: 409, error: `only card payments can ${action}, not ${tx.method?.key}` };
    }
    if (action === 'reverse' && !tx.method?.reversible) {
      return { ok: false, status: 409, error: `a settled ${tx.method?.key} payment cannot be reversed` };
    }
    this.enter(tx, state, target, now);
    this.notify(tx, notify);
    return { ok: true, value: tx };
  }

  /** The merchant gives money back (Core API refund, or the dashboard). */
  refund(
    tx: SimTransaction,
    request: MoneyBackRequest,
    notify: NotifyMode,
    now = new Date(),
  ): MoneyBackOutcome {
    if (request.amount !== undefined && !Number.isSafeInteger(request.amount)) {
      return { ok: false, problem: 'invalid_amount', error: 'the refund amount must be a whole number' };
    }
    if (request.key !== undefined) {
      const earlier = tx.moneyBack.find((entry) => entry.kind === 'refund' && entry.key === request.key);
      if (earlier) {
        if (request.amount === undefined || request.amount === earlier.amount)
          return { ok: true, entry: earlier, repeated: true };
        return {
          ok: false,
          problem: 'duplicate_key',
          error: `refund_key "${request.key}" was used for another refund`,
        };
      }
    }
    return this.takeBack(tx, 'refund', request, notify, now);
  }

  /** The customer's bank takes the money back. */
  chargeback(
    tx: SimTransaction,
    request: MoneyBackRequest,
    notify: NotifyMode,
    now = new Date(),
  ): MoneyBackOutcome {
    return this.takeBack(
      tx,
      'chargeback',
      { ...request, reason: request.reason ?? 'chargeback' },
      notify,
      now,
    );
  }

  /**
   * The Snap page runs out now: unused (no channel chosen, so Snap has no transaction to notify
   * about), or after a deny (the customer can no longer pay again under this order id; the denied
   * transaction stays as it is). Nothing is sent. A chosen channel expires by `expire` instead.
   */
  expirePage(tx: SimTransaction, now = new Date()): Outcome<SimTransaction> {
    if (tx.status !== 'created' && tx.status !== 'deny') {
      return {
        ok: false,
        status: 409,
        error: `a payment channel was chosen already; the transaction is ${tx.status}`,
      };
    }
    if (now < tx.order.expiresAt) tx.order.expiresAt = now;
    this.logger.info({ orderId: tx.order.orderId }, 'snap page expired unused');
    return { ok: true, value: tx };
  }

  /** Sends the current status again, as Midtrans's dashboard "resend notification" does. */
  resendNotification(tx: SimTransaction): Outcome<Delivery> {
    if (tx.status === 'created') return { ok: false, status: 409, error: 'no payment method chosen yet' };
    return { ok: true, value: this.notify(tx, 'send')! };
  }

  delivery(id: string): Delivery | undefined {
    return this.notifier.byId(id);
  }

  /** Sends a held notification now. */
  releaseDelivery(id: string): Delivery | undefined {
    return this.notifier.release(id);
  }

  /** Sends a notification once more, as a delivery of its own. */
  duplicateDelivery(id: string): Delivery | undefined {
    const copy = this.notifier.duplicate(id);
    if (copy) this.store.byOrder(copy.orderId)?.deliveries.push(copy);
    return copy;
  }

  /** Every scheduled retry is due now; resolves when they were answered. */
  retryDueDeliveries(): Promise<Delivery[]> {
    return this.notifier.retryDue();
  }

  /** Resolves once no notification is queued or being sent. */
  deliveriesIdle(): Promise<void> {
    return this.notifier.idle();
  }

  /** Keeps an answer open without a word, as a Midtrans that does not answer; ended at reset. */
  holdOpen(res: ServerResponse): void {
    this.heldAnswers.add(res);
    res.on('close', () => this.heldAnswers.delete(res));
  }

  /** Forgets every transaction and fault, and stops every timer and delivery. */
  reset(): void {
    this.close();
    this.store.clear();
    this.statusFaults.clear();
    this.nextMoneyBackId = 1;
  }

  close(): void {
    for (const res of this.heldAnswers) res.destroy();
    this.heldAnswers.clear();
    this.notifier.cancelAll();
    for (const timer of this.expiryTimers.values()) clearTimeout(timer);
    this.expiryTimers.clear();
  }

  /** Sets what each lifecycle place implies for the fields Midtrans reports. */
  private enter(tx: SimTransaction, from: LifecycleState, target: LifecycleState, now: Date): void {
    switch (target) {
      case 'capture_accept':
        tx.status = 'capture';
        tx.fraudStatus = 'accept';
        tx.cardAnswer = 'approved';
        tx.approvalCode = String(now.getTime());
        tx.paidAt = now;
        break;
      case 'capture_challenge':
        tx.status = 'capture';
        tx.fraudStatus = 'challenge';
        tx.cardAnswer = 'approved';
        break;
      case 'authorize':
        // The bank approved and holds the amount; no money moves until the merchant captures it.
        tx.status = 'authorize';
        tx.fraudStatus = 'accept';
        tx.cardAnswer = 'approved';
        tx.approvalCode = String(now.getTime());
        break;
      case 'settlement':
        tx.status = 'settlement';
        tx.settlementTime = now;
        tx.paidAt ??= now;
        break;
      case 'deny':
        tx.status = 'deny';
        if (from === 'capture_challenge') tx.fraudStatus = 'deny';
        if (from === 'pending' && tx.method?.key === CARD_METHOD) tx.cardAnswer = 'declined';
        break;
      case 'created':
      case 'pending':
        throw new Error(`${target} is entered by choosing a payment method`);
      default:
        tx.status = target;
    }
    tx.statusChangedAt = now;
    this.disarmExpiry(tx);
    this.logger.info({ orderId: tx.order.orderId, status: target }, 'transaction status changed');
  }

  private takeBack(
    tx: SimTransaction,
    kind: MoneyBack['kind'],
    request: MoneyBackRequest,
    notify: NotifyMode,
    now: Date,
  ): MoneyBackOutcome {
    const state = stateOf(tx);
    const [partial, full]: LifecycleState[] =
      kind === 'refund' ? ['partial_refund', 'refund'] : ['partial_chargeback', 'chargeback'];
    const notAllowed: MoneyBackOutcome = {
      ok: false,
      problem: 'not_allowed',
      error: `cannot ${kind} a transaction that is ${stateLabel(state)}`,
    };
    if (!canMove(state, partial) && !canMove(state, full)) return notAllowed;
    const before = refundedTotal(tx, kind);
    const remaining = tx.order.grossAmount - before;
    const amount = request.amount ?? remaining;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining) {
      return {
        ok: false,
        problem: 'invalid_amount',
        error: `the ${kind} amount must be a whole number from 1 to ${remaining}`,
      };
    }
    const target = before + amount >= tx.order.grossAmount ? full : partial;
    if (!canMove(state, target)) return notAllowed;
    const entry: MoneyBack = {
      id: this.nextMoneyBackId++,
      kind,
      amount,
      createdAt: now,
      reason: request.reason ?? '',
      key: request.key ?? randomUUID(),
    };
    tx.moneyBack.push(entry);
    this.enter(tx, state, target, now);
    this.notify(tx, notify);
    return { ok: true, entry, repeated: false };
  }

  /** Tells the merchant the transaction's current state: now, later (held), or never (lost). */
  private notify(tx: SimTransaction, mode: NotifyMode): Delivery | undefined {
    if (mode === 'none') return undefined;
    const body = statusBody(tx, this.statusContext(), 'notification');
    const delivery =
      mode === 'hold'
        ? this.notifier.hold(tx.order.orderId, body)
        : this.notifier.send(tx.order.orderId, body);
    tx.deliveries.push(delivery);
    return delivery;
  }

  private fresh(tx: SimTransaction | undefined): SimTransaction | undefined {
    if (tx && tx.status === 'pending' && Date.now() >= expiryOf(tx).getTime()) {
      this.act(tx, 'expire', 'send');
    }
    return tx;
  }

  private armExpiry(tx: SimTransaction): void {
    this.disarmExpiry(tx);
    const wait = Math.max(0, Math.min(expiryOf(tx).getTime() - Date.now(), MAX_TIMER_MS));
    const timer = setTimeout(() => {
      this.expiryTimers.delete(tx.order.orderId);
      if (tx.status !== 'pending') return;
      if (Date.now() >= expiryOf(tx).getTime()) this.act(tx, 'expire', 'send');
      else this.armExpiry(tx);
    }, wait);
    timer.unref();
    this.expiryTimers.set(tx.order.orderId, timer);
  }

  private disarmExpiry(tx: SimTransaction): void {
    const timer = this.expiryTimers.get(tx.order.orderId);
    if (timer) clearTimeout(timer);
    this.expiryTimers.delete(tx.order.orderId);
  }
}
