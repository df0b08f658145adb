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
  created: (facts: PaymentFacts, createdAt: Date): { type: string; data: PaymentCreatedData } => ({
    type: EVENT_TYPES.paymentCreated,
    data: {
      orderId: facts.orderId,
      amount: facts.amount,
      paymentType: facts.paymentType,
      createdAt: createdAt.toISOString(),
      items: facts.items,
      customer: facts.customer,
      version: facts.version,
    },
  }),
  settled: (
    facts: PaymentFacts,
    settledAt: Date,
    late = false,
  ): { type: string; data: PaymentSettledData } => ({
    type: EVENT_TYPES.paymentSettled,
    data: {
      orderId: facts.orderId,
      amount: facts.amount,
      paymentType: facts.paymentType ?? 'unknown',
      settledAt: settledAt.toISOString(),
      items: facts.items,
      customer: facts.customer,
      version: facts.version,
      ...(late ? { late } : {}),
    },
  }),
  closed: (
    facts: Omit<PaymentFacts, 'items' | 'customer'> & { customer?: CustomerInput },
    status: PaymentStatus,
    closedAt: Date,
  ): { type: string; data: PaymentClosedData } => ({
    type: status === 'expired' ? EVENT_TYPES.paymentExpired : EVENT_TYPES.paymentFailed,
    data: {
      orderId: facts.orderId,
      amount: facts.amount,
      status,
      paymentType: facts.paymentType,
      closedAt: closedAt.toISOString(),
      version: facts.version,
      ...(facts.customer ? { customer: facts.customer } : {}),
    },
  }),
  refunded: (
    facts: Omit<PaymentFacts, 'customer'> & { customer?: CustomerInput },
    money: { status: MoneyBackStatus; refundedAmount: number; settledAt: Date | null },
    refundedAt: Date,
  ): { type: string; data: PaymentRefundedData } => ({
    type: EVENT_TYPES.paymentRefunded,
    data: {
      orderId: facts.orderId,
      amount: facts.amount,
      refundedAmount: money.refundedAmount,
      status: money.status,
      paymentType: facts.paymentType,
      settledAt: money.settledAt?.toISOString() ?? null,
      refundedAt: refundedAt.toISOString(),
      items: facts.items,
      version: facts.version,
      ...(facts.customer ? { customer: facts.customer } : {}),
    },
  }),
};
