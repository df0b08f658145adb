import { CardAnswer, PaymentMethod } from './payment-methods';
import { SnapOrder } from './snap-validation';
import { FraudStatus, LifecycleState, lifecycleState, SimStatus } from './status-machine';
import type { Delivery } from './notifier';

/** Midtrans keeps refunds and chargebacks as one kind of record, numbered by refund_chargeback_id. */
export interface MoneyBack {
  id: number;
  kind: 'refund' | 'chargeback';
  amount: number;
  createdAt: Date;
  reason: string;
  key: string;
}

/** The payment's expiry once a channel is chosen, the Snap token's before. */
export function expiryOf(tx: SimTransaction): Date {
  return tx.expiresAt ?? tx.order.expiresAt;
}

export function stateOf(tx: SimTransaction): LifecycleState {
  return lifecycleState(tx.status, tx.fraudStatus);
}

export function refundedTotal(tx: SimTransaction, kind?: MoneyBack['kind']): number {
  return tx.moneyBack
    .filter((entry) => !kind || entry.kind === kind)
    .reduce((sum, entry) => sum + entry.amount, 0);
}

export interface SimTransaction {
  order: SnapOrder;
  token: string;
  createdAt: Date;
  status: SimStatus;
  fraudStatus: FraudStatus;
  /** Set once a channel is chosen (a new id each time the channel changes or a denied payment is retried). */
  transactionId?: string;
  method?: PaymentMethod;
  transactionTime?: Date;
  /** When the chosen channel's payment expires. */
  expiresAt?: Date;
  settlementTime?: Date;
  /** When the customer's money arrived (settlement, or a card capture). */
  paidAt?: Date;
  statusChangedAt?: Date;
  cardAnswer?: CardAnswer;
  approvalCode?: string;
  moneyBack: MoneyBack[];
  deliveries: Delivery[];
}

/** In memory: the simulator serves development and tests, and forgets everything on restart. */
export class TransactionStore {
  private readonly byOrderId = new Map<string, SimTransaction>();
  private readonly byToken = new Map<string, SimTransaction>();
  private readonly byTransactionId = new Map<string, SimTransaction>();
  // A denied payment the customer retried keeps answering, under its own transaction id, as it ended.
  private readonly retiredAttempts = new Map<string, SimTransaction>();

  add(tx: SimTransaction): void {
    this.byOrderId.set(tx.order.orderId, tx);
    this.byToken.set(tx.token, tx);
  }

  hasOrderId(orderId: string): boolean {
    return this.byOrderId.has(orderId);
  }

  byOrder(orderId: string): SimTransaction | undefined {
    return this.byOrderId.get(orderId);
  }

  bySnapToken(token: string): SimTransaction | undefined {
    return this.byToken.get(token);
  }

  /** Core API accepts either the merchant's order id or Midtrans's transaction id. */
  byOrderOrTransactionId(id: string): SimTransaction | undefined {
    return this.byOrderId.get(id) ?? this.retiredAttempts.get(id) ?? this.byTransactionId.get(id);
  }

  indexTransactionId(tx: SimTransaction): void {
    if (tx.transactionId) this.byTransactionId.set(tx.transactionId, tx);
  }

  /** Freezes the current attempt before the order gets a new transaction id. */
  retireAttempt(tx: SimTransaction): void {
    if (!tx.transactionId) return;
    this.retiredAttempts.set(tx.transactionId, { ...tx, moneyBack: [...tx.moneyBack], deliveries: [] });
  }

  all(): SimTransaction[] {
    return [...this.byOrderId.values()];
  }

  clear(): void {
    this.byOrderId.clear();
    this.byToken.clear();
    this.byTransactionId.clear();
    this.retiredAttempts.clear();
  }
}
