import { isDeepStrictEqual } from 'node:util';
import { jakartaMonth } from '@undangan/contracts';
import { waitFor } from '../../faults/fault-stack';
import { keptAtMidtrans, ModelOrder, MoneyModel, opensWork } from './money-model';
import { LIMITED_REFERRAL, REFERRAL, type ShopDriver } from './shop-driver';
import { eventsOf, figuresOf, holdsReferralUse, keptOf } from './shop-model';

/**
 * The checks of a run: each payment as ordering holds it, Midtrans's notifications as the
 * simulator delivered them, and once nothing is in flight every figure an admin reads.
 */

function mismatch(what: string, got: unknown, expected: unknown): Error {
  return new Error(`${what}:\n  the shop: ${JSON.stringify(got)}\n  the model: ${JSON.stringify(expected)}`);
}

/** The payments of `orders` as ordering holds them, and each of their notifications. */
export async function expectOrders(model: MoneyModel, shop: ShopDriver, orders: ModelOrder[]): Promise<void> {
  if (orders.length === 0) return;
  const ids = orders.map((order) => order.id);
  const stored = await shop.payments(ids);
  const uses = await shop.referralUses(ids);
  const manual = orders.filter((order) => order.kind === 'manual').map((order) => order.id);
  const proofs = manual.length > 0 ? await shop.proofStatuses(manual) : new Map<string, string>();
  for (const order of orders) {
    const row = stored.get(order.id);
    const payment = order.payment;
    // A payment for a revision alone opens no work order, so none is ever held.
    const work = payment.fulfilment && opensWork(order);
    const use = uses.get(order.id);
    const expected = {
      status: payment.status,
      refunded: payment.refunded,
      paidLate: payment.paidLate,
      version: 1 + payment.changes.length,
      fulfilment: work,
      held: work && payment.status !== 'paid',
      refundDue: order.refundDue,
      // The use of its code counts while the payment holds it, and is given back otherwise.
      use: order.code ? { code: order.code, counts: holdsReferralUse(payment.status) } : null,
      // The proof and the payment agree: proof-storage holds the last decision the model made.
      ...(order.kind === 'manual' ? { proof: order.proof } : {}),
      ...(payment.status === 'pending' && order.kind === 'online'
        ? { providerStatus: payment.providerStatus }
        : {}),
    };
    const got = row && {
      status: row.status,
      refunded: row.refunded_amount,
      paidLate: row.paid_late,
      version: row.version,
      fulfilment: row.fulfilment,
      held: row.held,
      refundDue: row.refund_due,
      use: use ? { code: use.code, counts: use.counted && !use.released } : null,
      ...(order.kind === 'manual' ? { proof: proofs.get(order.id) ?? null } : {}),
      ...(payment.status === 'pending' && order.kind === 'online'
        ? { providerStatus: row.provider_status }
        : {}),
    };
    if (!isDeepStrictEqual(got, expected)) throw mismatch(`payment ${order.id}`, got, expected);
    if (order.kind === 'online') await expectDeliveries(model, shop, order);
  }
}

/**
 * What every order shares: each revision's state and the payment that paid it, and how many uses
 * each referral code counts against its limit (its payments that hold one, PAYMENTS.md).
 */
export async function expectRevisionsAndUses(model: MoneyModel, shop: ShopDriver): Promise<void> {
  if (model.revisions.length > 0) {
    const stored = await shop.revisions(model.revisions.map((revision) => revision.id));
    const got = model.revisions.map((revision) => {
      const row = stored.get(revision.id);
      return row ? { status: row.status, paid_order_id: row.paid_order_id } : null;
    });
    const expected = model.revisions.map((revision) => ({
      status: revision.status,
      paid_order_id: revision.paidBy?.id ?? null,
    }));
    if (!isDeepStrictEqual(got, expected)) throw mismatch('the revisions', got, expected);
  }
  const codes = [LIMITED_REFERRAL.code, REFERRAL.code].sort();
  const counts = await shop.referralCounts(codes);
  const expected = Object.fromEntries(codes.map((code) => [code, model.usesOf(code)]));
  if (!isDeepStrictEqual(counts, expected)) throw mismatch("the referral codes' uses", counts, expected);
}

/** Each notification of the order: held, answered, retried or given up, as the model says. */
async function expectDeliveries(model: MoneyModel, shop: ShopDriver, order: ModelOrder): Promise<void> {
  const mine = model.deliveries.filter((delivery) => delivery.order === order);
  if (mine.length === 0) return;
  const tx = await shop.simTransaction(order.id);
  const got = tx.deliveries.map((d) => ({ state: d.state, attempts: d.attempts.length }));
  const expected = mine.map((d) => ({ state: d.state, attempts: d.attempts }));
  if (!isDeepStrictEqual(got, expected)) throw mismatch(`notifications of ${order.id}`, got, expected);
}

/** Everything else about each payment: its events, the admin's detail and timeline, reporting's fact. */
export async function expectHistories(model: MoneyModel, shop: ShopDriver): Promise<void> {
  // Reporting's facts are final once every event was published and taken in.
  await shop.faults.quiesce();
  const facts = await shop.reportingFacts(model.orders.map((order) => order.id));
  for (const order of model.orders) {
    const payment = order.payment;
    const events = await shop.events(order.id);
    if (!isDeepStrictEqual(events, eventsOf(payment)))
      throw mismatch(`events of ${order.id}`, events, eventsOf(payment));

    const detail = await shop.adminDetail(order.id);
    const timeline = detail.timeline as {
      kind: string;
      from_status?: string;
      to_status?: string;
      source?: string;
      refunded_amount?: number;
      outcome?: string;
    }[];
    const changes = timeline
      .filter((entry) => entry.kind === 'status')
      .map((entry) => ({
        from: entry.from_status,
        to: entry.to_status,
        source: entry.source,
        refunded: entry.refunded_amount,
      }));
    if (!isDeepStrictEqual(changes, payment.changes))
      throw mismatch(`history of ${order.id}`, changes, payment.changes);
    const pushes = timeline.filter(
      (entry) => entry.kind === 'notification' && entry.outcome?.startsWith('notification'),
    ).length;
    if (pushes !== payment.pushes)
      throw mismatch(`notifications recorded for ${order.id}`, pushes, payment.pushes);
    const shown = detail.transaction as {
      status: string;
      refunded_amount: number;
      refund_due: number;
      paid_late: boolean;
      amount: number;
    };
    const seen = {
      status: shown.status,
      refunded: shown.refunded_amount,
      refundDue: shown.refund_due,
      late: shown.paid_late,
      amount: shown.amount,
    };
    const told = {
      status: payment.status,
      refunded: payment.refunded,
      // The admin is told what is still owed: nothing once the money is not kept or has gone back.
      refundDue: ['paid', 'partially_refunded'].includes(payment.status)
        ? Math.max(0, order.refundDue - payment.refunded)
        : 0,
      late: payment.paidLate,
      amount: order.priced.amount,
    };
    if (!isDeepStrictEqual(seen, told)) throw mismatch(`the admin's detail of ${order.id}`, seen, told);

    const fact = facts.get(order.id);
    const factExpected = { status: payment.status, refunded: payment.refunded };
    if (!isDeepStrictEqual(fact && { status: fact.status, refunded: fact.refunded }, factExpected))
      throw mismatch(`reporting's fact of ${order.id}`, fact, factExpected);
  }
}

/**
 * Once every event is applied: the balance (every field, the monthly table), the dashboard's day
 * and month, and the figures SQL computes from ordering's own rows all equal the model's.
 */
export async function expectFigures(model: MoneyModel, shop: ShopDriver, dayAtStart: string): Promise<void> {
  await shop.faults.quiesce();
  const figures = figuresOf(model.orders.map(({ payment, priced }) => ({ payment, priced })));
  const month = jakartaMonth(new Date());
  const shows =
    figures.successful_transactions !== 0 || figures.total_revenue !== 0 || figures.refunded_total !== 0;
  const expected = {
    ...figures,
    monthly_revenue: shows
      ? [{ month, monthly_revenue: figures.total_revenue, refunds: figures.refunded_total }]
      : [],
  };
  const truth = await shop.faults.truth();
  if (!isDeepStrictEqual(truth, expected)) throw mismatch("the figures of ordering's rows", truth, expected);
  const balance = await waitFor(
    'the balance to take in every event',
    () => shop.faults.balance(),
    (b) => isDeepStrictEqual(b, expected),
    10_000,
  ).catch(async () => shop.faults.balance());
  if (!isDeepStrictEqual(balance, expected)) throw mismatch('the balance', balance, expected);

  const dashboard = await shop.dashboard();
  const awaiting = model.orders.filter((o) => o.kind === 'manual' && o.payment.status === 'pending').length;
  const seen = {
    month: dashboard.month.revenue,
    awaiting: dashboard.awaitingReview.count,
    ...(dashboard.today.date === dayAtStart
      ? { today: dashboard.today.revenue, todayPaid: dashboard.today.transactions }
      : {}),
  };
  const told = {
    month: figures.total_revenue,
    awaiting,
    ...(dashboard.today.date === dayAtStart
      ? { today: figures.total_revenue, todayPaid: figures.successful_transactions }
      : {}),
  };
  if (!isDeepStrictEqual(seen, told)) throw mismatch('the dashboard', seen, told);
}

/**
 * After the faults are gone and every notification and reconciliation has had its say, no money
 * is stuck: each online payment keeps exactly what Midtrans says the merchant kept, and one still
 * pending can still be paid at Midtrans.
 */
export function expectConverged(model: MoneyModel): void {
  for (const order of model.online()) {
    const kept = keptOf(order.payment.status, order.priced.amount, order.payment.refunded);
    const atMidtrans = keptAtMidtrans(order);
    if (kept !== atMidtrans)
      throw mismatch(`money kept of ${order.id} (Midtrans ${order.midtrans.status})`, kept, atMidtrans);
    if (order.payment.status === 'pending' && !model.payableAtMidtrans(order))
      throw mismatch(
        `${order.id} is pending though Midtrans has it ${order.midtrans.status}`,
        'pending',
        'closed',
      );
  }
}
