import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { EVENT_TYPES, EventEnvelope, jakartaMonth, SettledItem } from '@undangan/contracts';
import type { DataSource } from 'typeorm';
import {
  applyMoves,
  figuresOf,
  isMoneyBack,
  keptOf,
  newPayment,
  PaymentStatus,
  ShopPayment,
} from '../../../infra/stack/test/money-model/shop-model';
import { BalanceService } from '../src/balance.service';
import { useReportingDatabase } from './harness';
import { projectPaymentEvent, projectPaymentEvents } from '../src/revenue-projection';

/**
 * Reporting's promise (docs/PAYMENTS.md "Events and the balance"): one fact per payment at the
 * highest version it has seen, so the figures are the same whatever order the events arrive in and
 * however often. Random payment histories (paid, late, closed, proof decisions corrected, refunds
 * and chargebacks growing, reversals) are told as ordering tells them, each event with its
 * version, then delivered shuffled with duplicates; the balance and every month must equal the
 * truth computed from each payment's last state by the rules of docs/PAYMENTS.md, whether they
 * are projected one at a time or several in one transaction.
 */
jest.setTimeout(300_000);

let dataSource: DataSource;
let balance: BalanceService;

useReportingDatabase('projection-property', (opened) => {
  dataSource = opened;
  balance = new BalanceService(dataSource);
});

/** Settlement instants in three Jakarta months (the first is already December in Jakarta). */
const SETTLED_AT = ['2026-11-30T18:00:00.000Z', '2026-12-15T03:00:00.000Z', '2027-01-02T01:00:00.000Z'];

interface Move {
  status: PaymentStatus;
  /** For money going back: the share of the amount that has gone back in all. */
  back: number;
  /** Which settlement instant a payment made paid by this move gets. */
  when: number;
}

const moveArbitrary: fc.Arbitrary<Move> = fc.record({
  status: fc.constantFrom<PaymentStatus>(
    'paid',
    'paid',
    'expired',
    'failed',
    'rejected',
    'refunded',
    'partially_refunded',
    'partially_refunded',
    'charged_back',
    'reversed',
  ),
  // Beyond 1: a refund and a chargeback of the same money both went back (Midtrans reports both).
  back: fc.constantFrom(0.2, 0.5, 0.7, 1, 1.4, 2),
  when: fc.nat({ max: SETTLED_AT.length - 1 }),
});

const paymentArbitrary = fc.record({
  packagePrice: fc.constantFrom(99_000, 179_000, 299_000),
  addons: fc.array(fc.constantFrom(20_000, 50_000, 80_000, 100_000), { maxLength: 3 }),
  discount: fc.constantFrom(0, 10),
  moves: fc.array(moveArbitrary, { maxLength: 6 }),
});

interface Told {
  orderId: string;
  amount: number;
  itemsTotal: number;
  addons: number;
  payment: ShopPayment;
  settledAt: string | null;
  events: EventEnvelope[];
}

type PaymentInput = typeof paymentArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** One payment's history as ordering would record it, and the events it publishes (ledger order). */
function tell(input: PaymentInput, index: number): Told {
  const orderId = `PROP-${index}-${randomUUID().slice(0, 8)}`;
  const items: SettledItem[] = [
    { type: 'package', id: '3', name: 'Paket', price: input.packagePrice, quantity: 1 },
    ...input.addons.map((price, i) => ({
      type: 'addon' as const,
      id: String(i + 1),
      name: 'Add-on',
      price,
      quantity: 1,
    })),
  ];
  const itemsTotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const amount = itemsTotal - Math.floor((itemsTotal * input.discount) / 100);
  const addons = input.addons.reduce((sum, price) => sum + price, 0);
  const payment = newPayment();
  const envelope = (type: string, data: Record<string, unknown>): EventEnvelope => ({
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    version: 1,
    data: { orderId, amount, ...data },
  });
  const events = [
    envelope(EVENT_TYPES.paymentCreated, { paymentType: null, createdAt: '', items, customer, version: 1 }),
  ];
  let settledAt: string | null = null;
  for (const move of input.moves) {
    const refunded = isMoneyBack(move.status) ? Math.max(1, Math.floor(amount * move.back)) : 0;
    const before = payment.changes.length;
    applyMoves(payment, [{ status: move.status, refunded }], 'test');
    if (payment.changes.length === before) continue;
    const version = 1 + payment.changes.length;
    const to = payment.status;
    if (to === 'paid') {
      settledAt = SETTLED_AT[move.when];
      events.push(
        envelope(EVENT_TYPES.paymentSettled, {
          paymentType: 'bank_transfer',
          settledAt,
          items,
          customer,
          version,
        }),
      );
    } else if (isMoneyBack(to)) {
      events.push(
        envelope(EVENT_TYPES.paymentRefunded, {
          refundedAmount: payment.refunded,
          status: to,
          paymentType: 'bank_transfer',
          settledAt,
          refundedAt: new Date().toISOString(),
          items,
          version,
        }),
      );
    } else {
      // Closed (a paid proof rejected after all included): no longer settled.
      settledAt = null;
      events.push(
        envelope(to === 'expired' ? EVENT_TYPES.paymentExpired : EVENT_TYPES.paymentFailed, {
          status: to,
          paymentType: 'bank_transfer',
          closedAt: new Date().toISOString(),
          version,
        }),
      );
    }
  }
  return { orderId, amount, itemsTotal, addons, payment, settledAt, events };
}

const customer = { name: 'A', phone: '0812345678', email: 'a@example.com' };

/** The monthly table the truth gives: each payment's net and refunds in the month it was settled. */
function monthsOf(told: Told[]) {
  const months = new Map<string, { revenue: number; refunds: number; transactions: number }>();
  for (const t of told) {
    if (!t.settledAt || (t.payment.status !== 'paid' && !isMoneyBack(t.payment.status))) continue;
    const month = jakartaMonth(t.settledAt);
    const row = months.get(month) ?? { revenue: 0, refunds: 0, transactions: 0 };
    const kept = keptOf(t.payment.status, t.amount, t.payment.refunded);
    row.revenue += kept;
    row.refunds += isMoneyBack(t.payment.status) ? t.payment.refunded : 0;
    row.transactions += kept > 0 ? 1 : 0;
    months.set(month, row);
  }
  return [...months.entries()]
    .filter(([, row]) => row.revenue !== 0 || row.refunds !== 0 || row.transactions !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, row]) => ({ month, monthly_revenue: row.revenue, refunds: row.refunds }));
}

it('ends in the truth of each payment’s last state, whatever the order of its events and however often they come', async () => {
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(paymentArbitrary, { minLength: 1, maxLength: 6 }),
      fc.array(fc.nat(), { maxLength: 8 }),
      fc.infiniteStream(fc.nat()),
      fc.infiniteStream(fc.integer({ min: 1, max: 5 })),
      async (inputs, duplicates, order, batchSizes) => {
        await dataSource.query('DELETE FROM payment_facts');
        await dataSource.query('DELETE FROM revenue_by_month');
        await dataSource.query(
          `UPDATE balance_totals SET total_revenue = 0, successful_transactions = 0, addons_revenue = 0,
             pending_transactions = 0, pending_revenue = 0, refunded_total = 0, refunded_transactions = 0`,
        );
        const told = inputs.map(tell);
        const events = told.flatMap((t) => t.events);
        // Some events twice (a relay that published again), all in a random order.
        for (const pick of duplicates) events.push(events[pick % events.length]);
        const keys = order.take(events.length);
        const shuffled = events
          .map((event, i) => ({ event, key: keys.next().value as number, i }))
          .sort((a, b) => a.key - b.key || a.i - b.i)
          .map(({ event }) => event);
        // Delivered alone or several at once, as the consumer hands them over under load.
        for (let at = 0; at < shuffled.length;) {
          const batch = shuffled.slice(at, (at += batchSizes.next().value as number));
          await dataSource.transaction((manager) =>
            batch.length === 1
              ? projectPaymentEvent(batch[0], manager)
              : projectPaymentEvents(batch, manager),
          );
        }

        const expected = {
          ...figuresOf(told.map((t) => ({ payment: t.payment, priced: t }))),
          monthly_revenue: monthsOf(told),
        };
        expect(await balance.summary()).toEqual(expected);
        runs++;
      },
    ),
    { numRuns: 150, seed: 20_261_126 },
  );
  expect(runs).toBeGreaterThanOrEqual(150);
});
