import { createLogger } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { PaymentLookup } from '../src/payments/payment-lookup';
import { useOrderingDatabase } from './harness';

/**
 * The customer's look-up of a payment while Midtrans is being asked about it: a second look-up
 * waits for the answer the first is getting, instead of reading the row before the answer lands.
 */
jest.setTimeout(60_000);

const QR = 'https://sim.example/qris/INV-20261127-LOOK01.png';
let dataSource: DataSource;

/** Stands in for ProviderSyncService: each refresh waits until the test answers it. */
class HeldRefreshes {
  calls: string[] = [];
  private waiting: Array<{ orderId: string; answer: (outcome: 'learned' | 'failed') => void }> = [];

  refresh = (orderId: string): Promise<string> => {
    this.calls.push(orderId);
    return new Promise((resolve, reject) => {
      this.waiting.push({
        orderId,
        answer: (outcome) => {
          if (outcome === 'failed') {
            reject(new Error('Midtrans did not answer'));
            return;
          }
          // What ProviderSyncService writes when Midtrans says the customer chose QRIS.
          void dataSource
            .query(`UPDATE payments SET payment_type = 'other_qris', qr_url = $2 WHERE order_id = $1`, [
              orderId,
              QR,
            ])
            .then(() => resolve('pending'), reject);
        },
      });
    });
  };

  /** Answers the oldest refresh once it has been asked. */
  async answer(outcome: 'learned' | 'failed'): Promise<void> {
    while (this.waiting.length === 0) await new Promise((resolve) => setImmediate(resolve));
    this.waiting.shift()!.answer(outcome);
  }
}

async function onlinePayment(orderId: string): Promise<void> {
  await dataSource.query(
    `INSERT INTO payments (order_id, status, payment_type, amount, subtotal, discount, customer_name,
       customer_phone, customer_email, snap_token, snap_redirect_url)
     VALUES ($1, 'pending', NULL, 99000, 99000, 0, 'Sekar', '081355556666', 'sekar@example.com',
       'token-1', 'https://sim.example/snap/token-1')`,
    [orderId],
  );
}

function lookupWith(sync: HeldRefreshes): PaymentLookup {
  return new PaymentLookup({
    dataSource,
    sync,
    logger: createLogger('test', 'silent'),
    options: { paymentWindowMs: 24 * 3600 * 1000, lookupRefreshMs: 10_000 },
  });
}

/** Whether a promise has settled by the time the event loop has turned a few times. */
async function settledSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

useOrderingDatabase('lookup', (opened) => (dataSource = opened));

it('a look-up during a question to Midtrans waits for its answer: both show the QR code', async () => {
  const orderId = 'INV-20261127-LOOK01';
  await onlinePayment(orderId);
  const sync = new HeldRefreshes();
  const lookup = lookupWith(sync);

  const first = lookup.lookup(orderId);
  while (sync.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
  const second = lookup.lookup(orderId);
  expect(await settledSoon(second)).toBe(false);

  await sync.answer('learned');
  const answers = await Promise.all([first, second]);
  expect(sync.calls).toEqual([orderId]);
  for (const { transactions: payments } of answers) {
    expect(payments[0].payment_type).toBe('other_qris');
    expect(payments[0].qr_images.standard).toBe(QR);
  }

  // Within the interval the next look-up reads the row without asking again.
  const third = await lookup.lookup(orderId);
  expect(sync.calls).toHaveLength(1);
  expect(third.transactions[0].qr_images.standard).toBe(QR);
});

it('when Midtrans does not answer, every waiting look-up answers the stored status', async () => {
  const orderId = 'INV-20261127-LOOK02';
  await onlinePayment(orderId);
  const sync = new HeldRefreshes();
  const lookup = lookupWith(sync);

  const first = lookup.lookup(orderId);
  while (sync.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
  const second = lookup.lookup(orderId);
  await sync.answer('failed');
  const answers = await Promise.all([first, second]);
  expect(sync.calls).toEqual([orderId]);
  for (const { transactions: payments } of answers) {
    expect(payments[0].transaction_status).toBe('pending');
    expect(payments[0].payment_type).toBeNull();
    expect(payments[0].qr_images.standard).toBeNull();
  }
});
