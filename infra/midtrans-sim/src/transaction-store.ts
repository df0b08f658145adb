import { PaymentMethod } from './payment-methods';
import { SnapOrder } from './snap-validation';
import type { Delivery } from './notifier';

/** Midtrans's transaction_status values the simulator produces. */
export type TransactionStatus = 'pending' | 'settlement' | 'expire' | 'deny' | 'cancel' | 'failure';

/** Before the customer picks a channel, Midtrans has a Snap token but no transaction. */
export type SimStatus = 'created' | TransactionStatus;

export const STATUS_CODES: Record<TransactionStatus, string> = {
  pending: '201',
  settlement: '200',
  expire: '407',
  deny: '202',
  cancel: '202',
  failure: '202',
};

/** The only moves a transaction can make; every final state stays final. */
const TRANSITIONS: Record<SimStatus, readonly TransactionStatus[]> = {
  created: ['pending'],
  pending: ['pending', 'settlement', 'expire', 'deny', 'cancel', 'failure'],
  settlement: [],
  expire: [],
  deny: [],
  cancel: [],
  failure: [],
};

export function canMove(from: SimStatus, to: TransactionStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The payment's expiry once a channel is chosen, the Snap token's before. */
export function expiryOf(tx: SimTransaction): Date {
  return tx.expiresAt ?? tx.order.expiresAt;
}

export interface SimTransaction {
  order: SnapOrder;
  token: string;
  createdAt: Date;
  status: SimStatus;
  /** Set once a channel is chosen (a new id each time the channel changes, as Midtrans does). */
  transactionId?: string;
  method?: PaymentMethod;
  transactionTime?: Date;
  /** When the chosen channel's payment expires. */
  expiresAt?: Date;
  settlementTime?: Date;
  statusChangedAt?: Date;
  deliveries: Delivery[];
}

/** In memory: the simulator serves development and tests, and forgets everything on restart. */
export class TransactionStore {
  private readonly byOrderId = new Map<string, SimTransaction>();
  private readonly byToken = new Map<string, SimTransaction>();
  private readonly byTransactionId = new Map<string, SimTransaction>();

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
    return this.byOrderId.get(id) ?? this.byTransactionId.get(id);
  }

  indexTransactionId(tx: SimTransaction): void {
    if (tx.transactionId) this.byTransactionId.set(tx.transactionId, tx);
  }

  all(): SimTransaction[] {
    return [...this.byOrderId.values()];
  }

  clear(): void {
    this.byOrderId.clear();
    this.byToken.clear();
    this.byTransactionId.clear();
  }
}
