import {
  MONEY_BACK_STATUSES,
  EVENT_TYPES,
  EventEnvelope,
  jakartaMonth,
  PaymentClosedData,
  PaymentCreatedData,
  PaymentRefundedData,
  PaymentSettledData,
  SettledItem,
} from '@undangan/contracts';
import type { EntityManager } from 'typeorm';
import { addToTotals } from './balance-totals.table';
import { lockFacts, writeFacts } from './payment-facts.table';
import type { Contribution, PaymentFact } from './read-model';
import { addToMonths, type MonthChange } from './revenue-by-month.table';

const addonsOf = (items: SettledItem[] | undefined) =>
  (items ?? [])
    .filter((item) => item.type === 'addon')
    .reduce((sum, item) => sum + item.price * item.quantity, 0);

/** What the items cost before any discount: the sum the add-ons are a share of. */
const itemsTotalOf = (items: SettledItem[] | undefined): number | null =>
  items ? items.reduce((sum, item) => sum + item.price * item.quantity, 0) : null;

/**
 * The add-ons' share of the money a payment kept (docs/PAYMENTS.md): their list price, scaled by
 * what was kept of the items' total (the referral discount and any refund shrink it alike),
 * rounded down to the rupiah. A payment whose items' total is unknown (an event from before items
 * were carried) is scaled by its amount instead. A payment that kept nothing, or less than nothing
 * (more went back than came in), counts none: the add-ons' share is never below zero.
 */
export function addonsShare(addons: number, kept: number, itemsTotal: number | null, amount: number): number {
  const whole = itemsTotal ?? amount;
  if (addons <= 0 || kept <= 0 || whole <= 0) return 0;
  return Number((BigInt(addons) * BigInt(Math.min(kept, whole))) / BigInt(whole));
}

const isAmount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

const NOTHING: Contribution = {
  pendingPayments: 0,
  pendingRevenue: 0,
  revenue: 0,
  successful: 0,
  addons: 0,
  refunded: 0,
  refundedPayments: 0,
};

const MONEY_BACK: ReadonlySet<string> = new Set(MONEY_BACK_STATUSES);

/**
 * A payment's share of the figures, from its state alone: pending counts as pending; paid counts
 * its amount; one whose money went back (all or part) counts what is left, and all that went back
 * as refunds, as Midtrans reported it. What is left is below zero when more went back than came in
 * (a refund and then a chargeback of the same money). A payment that keeps nothing is no longer a
 * successful payment. Its add-ons count for their share of what it kept (addonsShare).
 */
export function contributionOf(fact: PaymentFact | undefined): Contribution {
  if (!fact) return NOTHING;
  if (fact.status === 'pending') {
    return { ...NOTHING, pendingPayments: 1, pendingRevenue: fact.amount };
  }
  if (fact.status === 'paid') {
    return {
      ...NOTHING,
      revenue: fact.amount,
      successful: 1,
      addons: addonsShare(fact.addons, fact.amount, fact.itemsTotal, fact.amount),
    };
  }
  if (MONEY_BACK.has(fact.status)) {
    const refunded = fact.refunded;
    const kept = fact.amount - refunded;
    return {
      ...NOTHING,
      revenue: kept,
      successful: kept > 0 ? 1 : 0,
      addons: addonsShare(fact.addons, kept, fact.itemsTotal, fact.amount),
      refunded,
      refundedPayments: 1,
    };
  }
  return NOTHING;
}

/** Events from before versions existed: created first, anything else after it. */
const versionOf = (event: EventEnvelope, data: { version?: unknown }): number =>
  Number.isSafeInteger(data.version) && (data.version as number) > 0
    ? (data.version as number)
    : event.type === EVENT_TYPES.paymentCreated
      ? 1
      : 2;

/** The state an event reports, given what the read model knew (for what the event leaves out). */
function stateFrom(event: EventEnvelope, known: PaymentFact | undefined): PaymentFact | undefined {
  switch (event.type) {
    case EVENT_TYPES.paymentCreated: {
      const data = event.data as PaymentCreatedData;
      check(data.orderId, data.amount);
      return {
        status: 'pending',
        amount: data.amount,
        addons: addonsOf(data.items),
        itemsTotal: itemsTotalOf(data.items),
        refunded: 0,
        month: null,
        paymentType: data.paymentType,
        version: versionOf(event, data),
      };
    }
    case EVENT_TYPES.paymentSettled: {
      const data = event.data as PaymentSettledData;
      check(data.orderId, data.amount);
      return {
        status: 'paid',
        amount: data.amount,
        addons: addonsOf(data.items),
        itemsTotal: itemsTotalOf(data.items),
        refunded: 0,
        month: jakartaMonth(data.settledAt),
        paymentType: data.paymentType,
        version: versionOf(event, data),
      };
    }
    case EVENT_TYPES.paymentExpired:
    case EVENT_TYPES.paymentFailed: {
      const data = event.data as PaymentClosedData;
      check(data.orderId, data.amount);
      return {
        status: data.status,
        amount: data.amount,
        addons: known?.addons ?? 0,
        itemsTotal: known?.itemsTotal ?? null,
        refunded: 0,
        month: null,
        paymentType: data.paymentType ?? known?.paymentType ?? null,
        version: versionOf(event, data),
      };
    }
    case EVENT_TYPES.paymentRefunded: {
      const data = event.data as PaymentRefundedData;
      check(data.orderId, data.amount);
      if (!isAmount(data.refundedAmount)) throw new Error('payment.refunded without refundedAmount');
      return {
        status: data.status,
        amount: data.amount,
        addons: addonsOf(data.items),
        itemsTotal: itemsTotalOf(data.items) ?? known?.itemsTotal ?? null,
        refunded: data.refundedAmount,
        month: data.settledAt ? jakartaMonth(data.settledAt) : (known?.month ?? null),
        paymentType: data.paymentType ?? known?.paymentType ?? null,
        version: versionOf(event, data),
      };
    }
    default:
      return undefined;
  }
}

function check(orderId: unknown, amount: unknown): asserts orderId is string {
  if (typeof orderId !== 'string' || !isAmount(amount))
    throw new Error('payment event without orderId or amount');
}

/** The difference between two contributions (after - before), added to `into`. */
function addDifference(into: Contribution, before: Contribution, after: Contribution): void {
  for (const key of Object.keys(into) as (keyof Contribution)[]) into[key] += after[key] - before[key];
}

/** A month's figures moved by a contribution (sign 1) or its removal (sign -1). */
function addToMonthChange(
  months: Map<string, MonthChange>,
  month: string,
  { successful, revenue, refunded, addons }: Contribution,
  sign: 1 | -1,
): void {
  // A payment that counts for nothing in a month does not make the month appear.
  if (successful === 0 && revenue === 0 && refunded === 0 && addons === 0) return;
  const change = months.get(month) ?? { month, revenue: 0, transactions: 0, addons: 0, refunds: 0 };
  change.revenue += sign * revenue;
  change.transactions += sign * successful;
  change.addons += sign * addons;
  change.refunds += sign * refunded;
  months.set(month, change);
}

/**
 * Folds payment events into the revenue read model. Each event carries the payment's version; the
 * fact keeps the highest one seen, and the running totals move by the difference between the
 * payment's old and new contribution. So events in any order, and repeated ones, end in the same
 * figures, and a payment can go back and forth (paid late, refunded, a proof decision corrected)
 * without a figure drifting. Runs inside the caller's transaction (the inbox consumer's, or a
 * rebuild's).
 *
 * Several events at once cost what one does: their payments' facts are locked and read in one
 * statement, folded in order in memory (each event meets the state the one before left), and
 * written back with the totals and the months they moved in one statement each. A checkout's
 * pending payment is one such event, and under load the consumer hands them over in batches.
 */
export async function projectPaymentEvents(
  events: readonly EventEnvelope[],
  manager: EntityManager,
): Promise<void> {
  const orderIds: string[] = [];
  for (const event of events) {
    const orderId = (event.data as { orderId?: unknown }).orderId;
    if (typeof orderId === 'string') orderIds.push(orderId);
    else if (stateFrom(event, undefined) !== undefined)
      throw new Error('payment event without orderId or amount');
  }
  if (orderIds.length === 0) return;
  const facts = await lockFacts(manager, orderIds);
  const changed = new Map<string, PaymentFact>();
  const totals: Contribution = { ...NOTHING };
  const months = new Map<string, MonthChange>();
  for (const event of events) {
    const orderId = (event.data as { orderId?: unknown }).orderId;
    if (typeof orderId !== 'string') continue;
    const known = facts.get(orderId);
    const next = stateFrom(event, known);
    if (!next || (known && known.version >= next.version)) continue;
    const before = contributionOf(known);
    const after = contributionOf(next);
    addDifference(totals, before, after);
    if (known?.month) addToMonthChange(months, known.month, before, -1);
    if (next.month) addToMonthChange(months, next.month, after, 1);
    facts.set(orderId, next);
    changed.set(orderId, next);
  }
  if (changed.size === 0) return;
  await writeFacts(manager, changed);
  await addToTotals(manager, totals);
  await addToMonths(manager, [...months.values()]);
}

/** One event: projectPaymentEvents of it alone. */
export function projectPaymentEvent(event: EventEnvelope, manager: EntityManager): Promise<void> {
  return projectPaymentEvents([event], manager);
}
