import { type BalanceSummary, jakartaMonth } from '@undangan/contracts';
import { FaultStack, PRICE, waitFor } from '../faults/fault-stack';

/**
 * Midtrans's whole lifecycle through the running shop: every sequence docs/PAYMENTS.md names ("The
 * provider's facts"), played at the simulator (which notifies the gateway as Midtrans does), all at
 * once. Each ends in the payment status, fulfilment order and events it must, and then the balance
 * equals what a query over ordering's payments gives.
 */
jest.setTimeout(240_000);

let faults: FaultStack;

beforeAll(async () => {
  faults = await FaultStack.start();
});

afterAll(async () => {
  await faults?.stop();
});

interface Final {
  status: string;
  refunded: number;
  late: boolean;
  held: boolean;
  events: string[];
}

const sim = async (orderId: string, action: string, body: unknown = {}) => {
  const res = await faults.post(`/sim/transactions/${orderId}/${action}`, body, {}, faults.sim);
  if (res.status !== 200)
    throw new Error(`sim ${action} of ${orderId}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

const statusOf = async (orderId: string) =>
  (await faults.ordering.query('SELECT status FROM payments WHERE order_id = $1', [orderId])).rows[0]
    ?.status as string | undefined;

const reaches = (orderId: string, status: string) =>
  waitFor(
    `${orderId} to be ${status}`,
    () => statusOf(orderId),
    (s) => s === status,
    30_000,
  );

const finalOf = async (orderId: string): Promise<Final> => {
  const [payment] = (
    await faults.ordering.query(
      `SELECT t.status, t.refunded_amount, t.paid_late, o.hold_reason IS NOT NULL AS held
       FROM payments t LEFT JOIN fulfilment_orders o USING (order_id) WHERE t.order_id = $1`,
      [orderId],
    )
  ).rows;
  const events = (
    await faults.ordering.query(
      `SELECT type FROM outbox WHERE payload->'data'->>'orderId' = $1 ORDER BY (payload->'data'->>'version')::int, occurred_at`,
      [orderId],
    )
  ).rows.map((r: { type: string }) => r.type);
  return {
    status: payment.status,
    refunded: Number(payment.refunded_amount),
    late: payment.paid_late,
    held: payment.held ?? false,
    events,
  };
};

/** What the simulator delivered to the shop, and how the shop answered each attempt. */
const deliveries = async (orderId: string) =>
  (await faults.call(`/sim/transactions/${orderId}`, {}, faults.sim)).body.deliveries as {
    transaction_status: string;
    status_code: string;
    body: Record<string, unknown>;
    attempts: { http_status: number | null }[];
  }[];

const PAID = ['payment.created', 'payment.settled'];
const paidFinal: Omit<Final, 'events'> = { status: 'paid', refunded: 0, late: false, held: false };

/** Paid through `pay`, then taken back by the simulator's `action`: the money is held back. */
const takenBack =
  (pay: string, action: string, status: string, refunded: number, body?: unknown) =>
  async (id: string): Promise<Final> => {
    await sim(id, pay);
    await reaches(id, 'paid');
    await sim(id, action, body);
    await reaches(id, status);
    // The order goes on hold once, and ordering says so to the invitations service.
    return { status, refunded, late: false, held: true, events: [...PAID, 'payment.refunded', 'order.held'] };
  };

/** Each sequence plays its story and says how it must end. */
const sequences: Record<string, (orderId: string) => Promise<Final>> = {
  'closed popup, then paid': async (id) => {
    const closed = await faults.post('/api/orders/delete-payment-online', { order_id: id });
    expect(closed.status).toBe(200);
    expect(await statusOf(id)).toBe('pending');
    await sim(id, 'settle?method=bca_va');
    await reaches(id, 'paid');
    return { ...paidFinal, events: PAID };
  },
  // Snap lets the customer pay again under the same order id: a deny while the page is open is
  // not a failure, and the payment that follows is not late.
  'card denied, retried, paid': async (id) => {
    await sim(id, 'deny?method=credit_card');
    await waitFor(
      'the deny to be answered',
      async () => (await deliveries(id)).find((d) => d.transaction_status === 'deny'),
      (d) => d !== undefined && d.attempts.length > 0,
    );
    expect(await statusOf(id)).toBe('pending');
    await sim(id, 'retry', { method: 'bca_va' });
    // The bank's virtual account is told (its pending notification answered) before the transfer
    // settles, on any machine: otherwise which of the two the shop hears first decides the events.
    await waitFor(
      "the bank's pending notification to be answered",
      async () =>
        (await deliveries(id)).find(
          (d) => d.transaction_status === 'pending' && d.body.payment_type === 'bank_transfer',
        ),
      (d) => d !== undefined && d.attempts.some((a) => a.http_status === 200),
    );
    await sim(id, 'settle');
    await reaches(id, 'paid');
    return { ...paidFinal, events: ['payment.created', 'payment.instructions-issued', 'payment.settled'] };
  },
  'card captured and accepted': async (id) => {
    await sim(id, 'capture?fraud=accept');
    await reaches(id, 'paid');
    return { ...paidFinal, events: PAID };
  },
  'card challenged, then approved': async (id) => {
    await sim(id, 'capture?fraud=challenge');
    await waitFor(
      'the challenge to arrive',
      () => deliveries(id),
      (d) => d.length >= 2,
    );
    expect(await statusOf(id)).toBe('pending');
    await sim(id, 'approve');
    await reaches(id, 'paid');
    return { ...paidFinal, events: PAID };
  },
  // Denied by fraud screening, the customer may still pay on the Snap page with another channel.
  'card challenged, then denied': async (id) => {
    await sim(id, 'capture?fraud=challenge');
    await sim(id, 'deny');
    await waitFor(
      'the deny to be answered',
      async () => (await deliveries(id)).find((d) => d.transaction_status === 'deny'),
      (d) => d !== undefined && d.attempts.length > 0,
    );
    expect(await statusOf(id)).toBe('pending');
    return { status: 'pending', refunded: 0, late: false, held: false, events: ['payment.created'] };
  },
  'settled, then refunded': takenBack('settle?method=bni_va', 'refund', 'refunded', PRICE, {
    reason: 'Pelanggan membatalkan pesanan',
  }),
  'settled, then partly refunded': takenBack('settle?method=bri_va', 'refund', 'partially_refunded', 59_000, {
    amount: 59_000,
    reason: 'Add-on tidak jadi dipakai',
  }),
  'settled, then charged back': takenBack('settle?method=other_qris', 'chargeback', 'charged_back', PRICE),
  // Refunded in full, then charged back with no notification: reconciliation (run below, after
  // every sequence) still asks about a refunded payment, whose money can still move. Midtrans
  // reports both: twice the amount went back.
  'refunded, then charged back unseen': async (id) => {
    await sim(id, 'settle?method=gopay');
    await reaches(id, 'paid');
    await sim(id, 'refund', { reason: 'Pesanan dibatalkan' });
    await reaches(id, 'refunded');
    await sim(id, 'chargeback?notify=false');
    return {
      status: 'charged_back',
      refunded: 2 * PRICE,
      late: false,
      held: true,
      // A second refund of an order already on hold is no new hold.
      events: [...PAID, 'payment.refunded', 'payment.refunded', 'order.held'],
    };
  },
  'settled, then reversed by the bank': takenBack('settle?method=permata_va', 'reverse', 'reversed', PRICE),
  'card captured, then voided': takenBack('capture?fraud=accept', 'cancel', 'reversed', PRICE),
  'a genuine cancel with status code 200 is taken': async (id) => {
    await sim(id, 'method', { method: 'bca_va' });
    await reaches(id, 'pending');
    // The chosen bank's notification answered first, so its virtual account is told (the
    // instructions' event) before the cancel, whatever the machine's pace.
    await waitFor(
      'the pending notification to be answered',
      async () => (await deliveries(id)).find((d) => d.transaction_status === 'pending'),
      (d) => d !== undefined && d.attempts.some((a) => a.http_status === 200),
    );
    await sim(id, 'cancel');
    await reaches(id, 'failed');
    const cancel = await waitFor(
      'the cancel notification to be answered',
      async () => (await deliveries(id)).find((d) => d.transaction_status === 'cancel'),
      (d) => d !== undefined && d.attempts.length > 0,
    );
    expect(cancel?.status_code).toBe('200');
    expect(cancel?.attempts.map((a) => a.http_status)).toEqual([200]);
    return {
      status: 'failed',
      refunded: 0,
      late: false,
      held: false,
      events: ['payment.created', 'payment.instructions-issued', 'payment.failed'],
    };
  },
  'an edited body changes nothing': async (id) => {
    await sim(id, 'capture?fraud=challenge');
    const challenge = await waitFor(
      'the challenge notification',
      async () => (await deliveries(id)).find((d) => d.body.fraud_status === 'challenge'),
      (d) => d !== undefined && d.attempts.length > 0,
    );
    // Signed with status_code 201; the signature does not cover these two fields.
    for (const edit of [{ fraud_status: 'accept' }, { transaction_status: 'settlement' }]) {
      const sent = await faults.post('/api/payments/notification', { ...challenge!.body, ...edit });
      expect(sent.status).toBe(200);
    }
    expect(await statusOf(id)).toBe('pending');
    const recorded = await faults.ordering.query(
      `SELECT outcome, payload->>'transaction_status' AS said, payload->>'fraud_status' AS fraud,
         payload ? 'signature_key' AS signed
       FROM payment_notifications WHERE order_id = $1 ORDER BY id`,
      [id],
    );
    const edited = recorded.rows.filter(
      (r: { said: string; fraud: string }) =>
        r.said === 'settlement' || (r.said === 'capture' && r.fraud === 'accept'),
    );
    // Midtrans says the card is challenged: still pending, whatever the edited body claimed.
    expect(edited.map((r: { outcome: string }) => r.outcome)).toEqual([
      'notification-disagrees:unchanged',
      'notification-disagrees:unchanged',
    ]);
    expect(recorded.rows.every((r: { signed: boolean }) => !r.signed)).toBe(true);
    return { status: 'pending', refunded: 0, late: false, held: false, events: ['payment.created'] };
  },
};

it('walks every sequence of the lifecycle at once and counts the money exactly', async () => {
  const names = Object.keys(sequences);
  const orders = new Map<string, string>();
  for (const name of names) orders.set(name, await faults.createPayment());

  // Expired by the shop, then paid late: Midtrans had no payment yet and the Snap page looked out
  // of time to the shop (its row is aged by a day), yet the customer pays on the page after all.
  const late = await faults.createPayment();
  await faults.ordering.query(
    `UPDATE payments SET created_at = now() - interval '26 hours' WHERE order_id = $1`,
    [late],
  );

  const outcomes = await Promise.all(
    names.map(async (name) => {
      const orderId = orders.get(name)!;
      const expected = await sequences[name](orderId);
      return { name, orderId, expected };
    }),
  );

  // Reconciliation asks about every payment (more than one pass on a busy machine).
  await faults.reconcileAll();
  await reaches(late, 'expired');
  await sim(late, 'settle?method=bca_va');
  await reaches(late, 'paid');
  outcomes.push({
    name: 'expired by the shop, then paid late',
    orderId: late,
    expected: { ...paidFinal, late: true, events: ['payment.created', 'payment.expired', 'payment.settled'] },
  });

  await faults.quiesce();
  for (const { name, orderId, expected } of outcomes) {
    expect({ name, ...(await finalOf(orderId)) }).toEqual({ name, ...expected });
  }

  const truth = await faults.truth();
  const moneyBack = outcomes.filter(({ expected }) => expected.refunded > 0);
  expect(truth.refunded_transactions).toBe(moneyBack.length);
  expect(truth.refunded_total).toBe(moneyBack.reduce((sum, { expected }) => sum + expected.refunded, 0));
  await waitFor(
    'the balance to equal the payments',
    () => faults.balance(),
    (b) => JSON.stringify(b) === JSON.stringify(truth),
  );
  expect(await faults.balance()).toEqual(truth);
  const { published, applied } = await faults.eventIds();
  expect(applied).toEqual(published);
  process.stdout.write(`payment lifecycle balance: ${JSON.stringify(truth)}\n`);
});

const checkedAt = async (orderId: string) =>
  (await faults.ordering.query('SELECT provider_checked_at FROM payments WHERE order_id = $1', [orderId]))
    .rows[0]?.provider_checked_at as Date | null;

const thisMonth = (balance: BalanceSummary) =>
  balance.monthly_revenue.find((row) => row.month === jakartaMonth(new Date())) ?? {
    monthly_revenue: 0,
    refunds: 0,
  };

// docs/PAYMENTS.md, "Money back beyond the amount": Midtrans reports a refund and a chargeback of
// the same money both, the shop records both, and the payment stays watched for the dispute window.
it('counts a full refund and then a chargeback as twice the amount back, revenue below zero, and keeps asking', async () => {
  await faults.quiesce();
  const before = await faults.balance();
  const id = await faults.createPayment();
  await sim(id, 'settle?method=gopay');
  await reaches(id, 'paid');
  await sim(id, 'refund', { reason: 'Pesanan dibatalkan' });
  await reaches(id, 'refunded');
  // Unseen: only reconciliation, asking about a payment all of whose money went back, finds it.
  await sim(id, 'chargeback?notify=false');
  await faults.reconcileAll();
  await reaches(id, 'charged_back');
  const final = await finalOf(id);
  expect(final.refunded).toBe(2 * PRICE);

  // Charged back beyond its amount, it is still asked about on the next pass. A pass marks the
  // payment asked just after applying the answer, and the button answers "busy" while a scheduled
  // pass runs: both are waited for.
  const asked = await waitFor(
    'the pass that found the chargeback to mark the payment asked',
    () => checkedAt(id),
    (at) => at !== null,
  );
  const askedAgain = await waitFor(
    'reconciliation to ask about the payment again',
    async () => {
      await faults.reconcileAll();
      return checkedAt(id);
    },
    (at) => at !== null && at.getTime() > asked!.getTime(),
    20_000,
  );
  expect(askedAgain!.getTime()).toBeGreaterThan(asked!.getTime());

  await faults.quiesce();
  const truth = await faults.truth();
  const after = await waitFor(
    'the balance to take in the chargeback',
    () => faults.balance(),
    (b) => JSON.stringify(b) === JSON.stringify(truth),
  );
  const kept = PRICE - final.refunded;
  expect(kept).toBeLessThan(0);
  expect(after.total_revenue - before.total_revenue).toBe(kept);
  expect(after.refunded_total - before.refunded_total).toBe(final.refunded);
  expect(after.successful_transactions).toBe(before.successful_transactions);
  expect(after.addons_revenue).toBe(before.addons_revenue);
  expect(thisMonth(after).monthly_revenue - thisMonth(before).monthly_revenue).toBe(kept);
  expect(thisMonth(after).refunds - thisMonth(before).refunds).toBe(final.refunded);
  const detail = await faults.adminGet(`/api/admin/transactions/detail?order_id=${id}`);
  expect(detail.status).toBe(200);
  expect((detail.body.transaction as { refunded_amount: number }).refunded_amount).toBe(final.refunded);
});
