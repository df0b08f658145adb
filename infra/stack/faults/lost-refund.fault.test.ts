import { FaultStack, inParallel, PRICE, waitFor } from './fault-stack';

/**
 * Money goes back and Midtrans's notification of it never arrives: the admin's reconciliation asks
 * Midtrans about paid payments too, finds the refund, and the balance counts exactly what is left.
 */
jest.setTimeout(120_000);

let faults: FaultStack;

beforeAll(async () => {
  faults = await FaultStack.start();
});

afterAll(async () => {
  await faults?.stop();
});

const REFUND = 100_000;

it('finds a refund whose notification was lost when an admin reconciles', async () => {
  const [refunded, kept] = await inParallel([0, 1], 2, () => faults.createPayment());
  await faults.settleAtSimulator(refunded);
  await faults.settleAtSimulator(kept);
  await faults.expectFigures(2, 0);

  const refund = await faults.post(
    `/sim/transactions/${refunded}/refund?notify=false`,
    { amount: REFUND, reason: 'Pesanan dibatalkan' },
    {},
    faults.sim,
  );
  expect(refund.status).toBe(200);
  expect((await faults.balance()).total_revenue).toBe(2 * PRICE);

  const reconciled = await faults.adminPost('/api/admin/payments/reconcile', {});
  expect(reconciled.status).toBe(200);
  expect(reconciled.body).toMatchObject({ changed: 1 });
  const { rows } = await faults.ordering.query(
    'SELECT order_id, status, refunded_amount FROM payments ORDER BY order_id',
  );
  expect(rows).toEqual(
    [
      { order_id: refunded, status: 'partially_refunded', refunded_amount: String(REFUND) },
      { order_id: kept, status: 'paid', refunded_amount: '0' },
    ].sort((a, b) => a.order_id.localeCompare(b.order_id)),
  );

  await faults.quiesce();
  const truth = await faults.truth();
  expect(truth).toMatchObject({
    total_revenue: 2 * PRICE - REFUND,
    successful_transactions: 2,
    refunded_total: REFUND,
    refunded_transactions: 1,
  });
  const balance = await waitFor(
    'the balance to net the refund',
    () => faults.balance(),
    (b) => JSON.stringify(b) === JSON.stringify(truth),
  );
  expect(balance).toEqual(truth);
  const { published, applied } = await faults.eventIds();
  expect(applied).toEqual(published);
});
