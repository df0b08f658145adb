import { keptAtMidtrans, MoneyModel } from './money-model/money-model';
import { applyMoves, figuresOf, keptOf, movesFor, newPayment, type Priced } from './money-model/shop-model';

/**
 * The money model's own rules for money back beyond the amount (docs/PAYMENTS.md), checked without
 * the shop: a random run reaches a refund followed by a chargeback only now and then, and its
 * expectations must follow the rule whenever it does.
 */
const priced = (amount: number, addons: number): Priced => ({ amount, itemsTotal: amount, addons });
const text = (rupiah: number) => `${rupiah}.00`;

/** A settled payment taken through Midtrans's answers, as the model reads each. */
function follow(amount: number, answers: { transaction_status: string; refund_amount: string }[]) {
  const payment = newPayment();
  applyMoves(payment, [{ status: 'paid' }], 'notification');
  for (const view of answers) applyMoves(payment, movesFor(view, payment, amount, false), 'notification');
  return payment;
}

it('expects a full refund and then a full chargeback to be twice the amount back, kept below zero', () => {
  const { amount, addons } = priced(99_000, 20_000);
  const payment = follow(amount, [
    { transaction_status: 'refund', refund_amount: text(amount) },
    { transaction_status: 'chargeback', refund_amount: text(2 * amount) },
  ]);
  expect({ status: payment.status, refunded: payment.refunded }).toEqual({
    status: 'charged_back',
    refunded: 2 * amount,
  });
  expect(keptOf(payment.status, amount, payment.refunded)).toBe(-amount);
  expect(figuresOf([{ payment, priced: priced(amount, addons) }])).toMatchObject({
    total_revenue: -amount,
    successful_transactions: 0,
    addons_revenue: 0,
    refunded_total: 2 * amount,
    refunded_transactions: 1,
  });
});

it('expects a partial refund and then a chargeback of the whole amount to count both', () => {
  const amount = 259_000;
  const refund = 100_000;
  const payment = follow(amount, [
    { transaction_status: 'partial_refund', refund_amount: text(refund) },
    { transaction_status: 'chargeback', refund_amount: text(refund + amount) },
  ]);
  expect(payment.refunded).toBe(refund + amount);
  expect(payment.changes.map((change) => change.to)).toEqual(['paid', 'partially_refunded', 'charged_back']);
  expect(keptOf(payment.status, amount, payment.refunded)).toBe(-refund);
});

it('takes what Midtrans says the merchant kept below zero too', () => {
  const model = new MoneyModel();
  const order = model.addOrder('MM-1', 'online', priced(99_000, 0));
  order.midtrans.view = { transaction_status: 'chargeback', refund_amount: text(2 * order.priced.amount) };
  expect(keptAtMidtrans(order)).toBe(-order.priced.amount);
});
