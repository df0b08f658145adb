import {
  CustomerInput,
  EVENT_TYPES,
  PaymentClosedData,
  MoneyBackStatus,
  PaymentCreatedData,
  PaymentRefundedData,
  PaymentSettledData,
  PaymentStatus,
  SettledItem,
} from '@undangan/contracts';

/** What the payment events say of a payment, whether it happens now or is told again from history. */
export interface PaymentFacts {
  orderId: string;
  amount: number;
  paymentType: string | null;
  customer: CustomerInput;
  items: SettledItem[];
  /** The payment's change counter after the change the event reports. */
  version: number;
}

/**
 * The data of each payment event, built in one place: the ledger publishes them as payments
 * change, the payment history tells them again for reporting's rebuild, and both must agree.
 */
export const paymentEvents = {
  created: (p: PaymentFacts, createdAt: Date): { type: string; data: PaymentCreatedData } => ({
    type: EVENT_TYPES.paymentCreated,
    data: {
      orderId: p.orderId,
      amount: p.amount,
      paymentType: p.paymentType,
      createdAt: createdAt.toISOString(),
      items: p.items,
      customer: p.customer,
      version: p.version,
    },
  }),
  settled: (p: PaymentFacts, settledAt: Date, late = false): { type: string; data: PaymentSettledData } => ({
    type: EVENT_TYPES.paymentSettled,
    data: {
      orderId: p.orderId,
      amount: p.amount,
      paymentType: p.paymentType ?? 'unknown',
      settledAt: settledAt.toISOString(),
      items: p.items,
      customer: p.customer,
      version: p.version,
      ...(late ? { late } : {}),
    },
  }),
  closed: (
    p: Omit<PaymentFacts, 'items' | 'customer'>,
    status: PaymentStatus,
    closedAt: Date,
  ): { type: string; data: PaymentClosedData } => ({
    type: status === 'expired' ? EVENT_TYPES.paymentExpired : EVENT_TYPES.paymentFailed,
    data: {
      orderId: p.orderId,
      amount: p.amount,
      status,
      paymentType: p.paymentType,
      closedAt: closedAt.toISOString(),
      version: p.version,
    },
  }),
  refunded: (
    p: Omit<PaymentFacts, 'customer'>,
    money: { status: MoneyBackStatus; refundedAmount: number; settledAt: Date | null },
    refundedAt: Date,
  ): { type: string; data: PaymentRefundedData } => ({
    type: EVENT_TYPES.paymentRefunded,
    data: {
      orderId: p.orderId,
      amount: p.amount,
      refundedAmount: money.refundedAmount,
      status: money.status,
      paymentType: p.paymentType,
      settledAt: money.settledAt?.toISOString() ?? null,
      refundedAt: refundedAt.toISOString(),
      items: p.items,
      version: p.version,
    },
  }),
};
