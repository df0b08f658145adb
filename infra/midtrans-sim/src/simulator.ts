import { randomUUID } from 'node:crypto';
import { SimulatorConfig } from './config';
import { Delivery, Notifier } from './notifier';
import { findMethod } from './payment-methods';
import { SimLogger } from './sim-logger';
import { DEFAULT_EXPIRY_MS, validateSnapRequest } from './snap-validation';
import { StatusContext, statusBody } from './status-body';
import { canMove, expiryOf, SimTransaction, TransactionStore, TransactionStatus } from './transaction-store';

/** Expected failures are values: the HTTP layer turns `status` and `error` into an answer. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

export type CreateResult = { ok: true; token: string; redirectUrl: string } | { ok: false; errors: string[] };

const DEFAULT_METHOD = 'bca_va';
// setTimeout cannot wait longer than this; a later expiry re-arms when the timer fires.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The simulated Midtrans account: transactions, their status machine, expiry and notifications. */
export class Simulator {
  readonly store = new TransactionStore();
  private readonly notifier: Notifier;
  private readonly expiryTimers = new Map<string, NodeJS.Timeout>();

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
    this.store.add({ order, token, createdAt: now, status: 'created', deliveries: [] });
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

  /** The customer picks a channel: Midtrans creates the transaction, pending, and tells the merchant. */
  chooseMethod(
    tx: SimTransaction,
    methodName: string,
    notify: boolean,
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
    if (!canMove(tx.status, 'pending')) {
      return { ok: false, status: 409, error: `transaction is already ${tx.status}` };
    }
    if (now >= tx.order.expiresAt) return { ok: false, status: 410, error: 'transaction has expired' };
    if (tx.status === 'pending' && tx.method?.key === method.key) return { ok: true, value: tx };
    tx.method = method;
    tx.transactionId = randomUUID();
    tx.transactionTime = now;
    tx.expiresAt = tx.order.customExpiry ? tx.order.expiresAt : new Date(now.getTime() + DEFAULT_EXPIRY_MS);
    tx.status = 'pending';
    tx.statusChangedAt = now;
    this.store.indexTransactionId(tx);
    this.armExpiry(tx);
    this.logger.info({ orderId: tx.order.orderId, method: method.key }, 'payment method chosen');
    if (notify) this.notify(tx);
    return { ok: true, value: tx };
  }

  /**
   * Moves a transaction to a new status. One still without a channel gets `methodName` (or BCA VA)
   * first, as if the customer had chosen it, so a test can settle straight after creating.
   */
  changeStatus(
    tx: SimTransaction,
    status: TransactionStatus,
    notify: boolean,
    methodName = DEFAULT_METHOD,
    now = new Date(),
  ): Outcome<SimTransaction> {
    if (tx.status === 'created') {
      const chosen = this.chooseMethod(tx, methodName, notify, now);
      if (!chosen.ok) return chosen;
    }
    if (!canMove(tx.status, status))
      return { ok: false, status: 409, error: `transaction is already ${tx.status}` };
    tx.status = status;
    tx.statusChangedAt = now;
    if (status === 'settlement') tx.settlementTime = now;
    this.disarmExpiry(tx);
    this.logger.info({ orderId: tx.order.orderId, status }, 'transaction status changed');
    if (notify) this.notify(tx);
    return { ok: true, value: tx };
  }

  /** Sends the current status again, as Midtrans's dashboard "resend notification" does. */
  resendNotification(tx: SimTransaction): Outcome<Delivery> {
    if (tx.status === 'created') return { ok: false, status: 409, error: 'no payment method chosen yet' };
    return { ok: true, value: this.notify(tx) };
  }

  /** Forgets every transaction and stops every timer and delivery. */
  reset(): void {
    this.close();
    this.store.clear();
  }

  close(): void {
    this.notifier.cancelAll();
    for (const timer of this.expiryTimers.values()) clearTimeout(timer);
    this.expiryTimers.clear();
  }

  private notify(tx: SimTransaction): Delivery {
    const delivery = this.notifier.send(
      tx.order.orderId,
      statusBody(tx, this.statusContext(), 'notification'),
    );
    tx.deliveries.push(delivery);
    return delivery;
  }

  private fresh(tx: SimTransaction | undefined): SimTransaction | undefined {
    if (tx && tx.status === 'pending' && Date.now() >= expiryOf(tx).getTime()) {
      this.changeStatus(tx, 'expire', true);
    }
    return tx;
  }

  private armExpiry(tx: SimTransaction): void {
    this.disarmExpiry(tx);
    const wait = Math.max(0, Math.min(expiryOf(tx).getTime() - Date.now(), MAX_TIMER_MS));
    const timer = setTimeout(() => {
      this.expiryTimers.delete(tx.order.orderId);
      if (tx.status !== 'pending') return;
      if (Date.now() >= expiryOf(tx).getTime()) this.changeStatus(tx, 'expire', true);
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
