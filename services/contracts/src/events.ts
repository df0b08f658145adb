/** The event contract: envelope, names (dotted, past tense) and payloads. */
export const EVENTS_EXCHANGE = 'undangan.events';
export const DEAD_LETTER_EXCHANGE = 'undangan.dead-letter';

export const EVENT_TYPES = {
  catalogueChanged: 'catalogue.changed',
  paymentCreated: 'payment.created',
  paymentSettled: 'payment.settled',
  paymentExpired: 'payment.expired',
  paymentFailed: 'payment.failed',
  paymentRefunded: 'payment.refunded',
  proofStatusChanged: 'proof.status-changed',
  orderPlaced: 'order.placed',
  paymentInstructionsIssued: 'payment.instructions-issued',
  orderCompleted: 'order.completed',
  orderHeld: 'order.held',
  orderReleased: 'order.released',
  coupleSignInLinkIssued: 'couple.sign-in-link-issued',
} as const;

export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

/**
 * The payment events that move money in reporting's revenue: its queue's bindings. The others
 * (payment.instructions-issued) are for the couple's emails only.
 */
export const REVENUE_EVENT_TYPES: readonly string[] = [
  EVENT_TYPES.paymentCreated,
  EVENT_TYPES.paymentSettled,
  EVENT_TYPES.paymentExpired,
  EVENT_TYPES.paymentFailed,
  EVENT_TYPES.paymentRefunded,
];

/** An order put on hold or taken off it: what the invitations service hears to stop serving its pages. */
export const ORDER_HOLD_EVENT_TYPES: readonly string[] = [EVENT_TYPES.orderHeld, EVENT_TYPES.orderReleased];

export interface EventEnvelope<T = unknown> {
  id: string;
  type: string;
  occurredAt: string;
  version: 1;
  requestId?: string;
  /**
   * The W3C traceparent of the span that caused the event; absent on events written before it
   * existed. Consumers read it strictly and start a new trace when it is missing or invalid.
   */
  traceparent?: string;
  data: T;
}

export interface CatalogueChangedData {
  entity: 'package' | 'addon' | 'design';
  id: string;
  change: 'created' | 'updated' | 'deleted';
}

export interface SettledItem {
  type: 'package' | 'addon';
  id: string;
  name: string;
  price: number;
  quantity: number;
}

export interface PaymentSettledData {
  orderId: string;
  amount: number;
  paymentType: string;
  settledAt: string;
  items: SettledItem[];
  customer: { name: string; phone: string; email: string };
  /** The payment's change counter after settling (see PaymentCreatedData). */
  version?: number;
  /** Paid after the shop had closed it as failed or expired: the money still counts. */
  late?: boolean;
}

/**
 * order.held: the order's work stops (its money went back, or its proof was rejected after all), and
 * whatever it published serves nothing. `holdVersion` counts the order's holds and releases, one
 * each, so a consumer keeps the newest whatever order the events arrive in.
 */
export interface OrderHeldData {
  orderId: string;
  holdVersion: number;
  /** The admin's words for why (fulfilment_orders.hold_reason). */
  reason: string;
  heldAt: string;
}

/** order.released: the order is off hold again (paid again); its pages serve again. */
export interface OrderReleasedData {
  orderId: string;
  holdVersion: number;
  releasedAt: string;
}

/** A structural check of an envelope received from the broker; anything else is dead-lettered. */
export function isEventEnvelope(value: unknown): value is EventEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    /^[0-9a-f-]{36}$/i.test(v.id) &&
    typeof v.type === 'string' &&
    v.type.length > 0 &&
    typeof v.occurredAt === 'string' &&
    v.version === 1 &&
    typeof v.data === 'object' &&
    v.data !== null
  );
}
