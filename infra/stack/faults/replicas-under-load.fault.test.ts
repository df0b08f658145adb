import { CART, confirmationForm, FaultStack, HttpAnswer, sleep, waitFor } from './fault-stack';
import { UPLOADS_BUSY } from '../../../gateway/src/http/upload-slots';

/**
 * Two replicas of ordering, catalogue, reporting, proof-storage and the gateway (behind nginx, as
 * users meet the shop) under a steady stream of checkouts, settlements and manual transfers with a
 * proof; mid-stream one replica of each is killed with SIGKILL and started again. Afterwards,
 * before any reconciliation, every payment settled at Midtrans is paid in ordering (its
 * notification arrived, retried by Midtrans if need be) and counted once in reporting, every
 * confirmed transfer is pending with its proof stored, and no request was answered 500: while a
 * replica is down, 502, 503 and 504 are allowed, retried by the client and counted. Reconciliation
 * then finds nothing to repair.
 */
jest.setTimeout(170_000);

const SCALE = { ordering: 2, catalogue: 2, reporting: 2, 'proof-storage': 2, gateway: 2 };
/** The replica of each program that is killed: the first, which most likely holds the leases. */
const KILLED = ['ordering', 'catalogue', 'reporting', 'proof-storage', 'gateway'];
const WORKERS = 4;
/** Settled payments the stream makes before the kill, while the replicas are down, and after. */
const PER_PHASE = 10;
/** Every fourth checkout is left unpaid, so the pending figures are exercised too. */
const UNPAID_EVERY = 4;
/** Every fifth order is a manual transfer confirmed with a proof, which proof-storage keeps. */
const MANUAL_EVERY = 5;
/** Answers a client meets while a replica is down, and retries. */
const RETRIED = new Set([502, 503, 504]);
const MAX_ATTEMPTS = 30;

interface Tally {
  /** Every answer the stream received, by status ("network" for a connection that failed). */
  statuses: Record<string, number>;
  retries: number;
  payments: string[];
  settled: string[];
  /** Manual transfers whose confirmation (with its proof) was answered 200. */
  confirmed: string[];
  /** Answers that are neither 200 nor a retried 5xx: each one a failure. */
  unexpected: string[];
}

let faults: FaultStack;

beforeAll(async () => {
  // Midtrans's retries stretched over about 20 s (instead of 2), longer than a replica's restart.
  faults = await FaultStack.start(
    { SIM_RETRY_SCALE: '0.001' },
    // nginx in front, as users meet the shop; the stack refuses to start without it.
    { scale: SCALE, front: 'nginx' },
  );
}, 150_000);

afterAll(async () => {
  await faults?.stop();
}, 60_000);

/**
 * The gateway's "too many uploads at once, try again in a moment" (more than two from one client
 * address: here every customer is the test's one address): a couple sends again, so the test does.
 */
const toldToWait = (answer: HttpAnswer) => answer.status === 429 && answer.body.message === UPLOADS_BUSY;

/** One request, retried while it meets a replica that is down (or is told to wait); every answer is tallied. */
async function withRetries(
  tally: Tally,
  label: string,
  request: () => Promise<HttpAnswer>,
): Promise<HttpAnswer | undefined> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    let answer: HttpAnswer | undefined;
    try {
      answer = await request();
    } catch {
      // A connection cut by the kill: the same as a 502 from the front.
    }
    const status = answer ? String(answer.status) : 'network';
    tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
    if (answer?.status === 200) return answer;
    if (answer && !RETRIED.has(answer.status) && !toldToWait(answer)) {
      tally.unexpected.push(`${label}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return undefined;
    }
    tally.retries += 1;
    await sleep(50 * attempt);
  }
  tally.unexpected.push(`${label}: still failing after ${MAX_ATTEMPTS} attempts`);
  return undefined;
}

const CUSTOMER = { name: 'Dewi & Arif', phone: '081298765432', email: 'dewi@example.com' };

/** A manual transfer: an order id, then the confirmation with its proof, retried as the page would. */
async function manualTransfer(tally: Tally): Promise<void> {
  const issued = await withRetries(tally, 'order id', () => faults.post('/api/orders/create-order-id', {}));
  if (!issued) return;
  const orderId = String(issued.body.orderId);
  tally.payments.push(orderId);
  const confirmed = await withRetries(tally, 'manual confirmation', () =>
    faults.call('/api/payments/confirm', {
      method: 'POST',
      body: confirmationForm({ orderId, orderSecret: String(issued.body.orderSecret) }, CART, CUSTOMER),
    }),
  );
  if (confirmed) tally.confirmed.push(orderId);
}

/** Customers browsing, checking out and (mostly) paying until `stop` holds. */
async function customer(tally: Tally, stop: () => boolean): Promise<void> {
  let orders = 0;
  while (!stop()) {
    await withRetries(tally, 'catalogue read', () => faults.call('/api/catalogue/packages'));
    if (++orders % MANUAL_EVERY === 0) {
      await manualTransfer(tally);
      continue;
    }
    const checkout = await withRetries(tally, 'checkout', () =>
      faults.post('/api/orders/create-transaction', { cartItems: CART, customerDetails: CUSTOMER }),
    );
    if (!checkout) continue;
    const orderId = String(checkout.body.order_id);
    tally.payments.push(orderId);
    if (tally.payments.length % UNPAID_EVERY === 0) continue;
    // The customer pays by virtual account; the simulator notifies the front, retrying on 5xx.
    await faults.settleAtSimulator(orderId);
    tally.settled.push(orderId);
  }
}

interface SimDelivery {
  state: string;
  attempts: { http_status: number | null }[];
}

/** Every notification the simulator sent for these orders. */
async function deliveriesOf(orderIds: string[]): Promise<SimDelivery[]> {
  const views: SimDelivery[][] = [];
  for (let i = 0; i < orderIds.length; i += 8) {
    const batch = await Promise.all(
      orderIds.slice(i, i + 8).map(async (orderId) => {
        const res = await faults.call(`/sim/transactions/${orderId}`, {}, faults.sim);
        return (res.body.deliveries ?? []) as SimDelivery[];
      }),
    );
    views.push(...batch);
  }
  return views.flat();
}

const countBy = (values: string[]) =>
  values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});

it('counts every settled payment once and answers no 500 while a replica of each program is killed', async () => {
  const tally: Tally = { statuses: {}, retries: 0, payments: [], settled: [], confirmed: [], unexpected: [] };
  let stopped = false;
  const stream = Promise.all(Array.from({ length: WORKERS }, () => customer(tally, () => stopped)));
  // A customer that fails is reported when the stream is awaited below, not as an unhandled rejection.
  stream.catch(() => undefined);
  const settledAtLeast = (n: number, phase: string) =>
    waitFor(
      `${n} settled payments (${phase})`,
      async () => tally.settled.length,
      (count) => count >= n || tally.unexpected.length > 0,
      60_000,
    );
  let downMs: number | undefined;
  try {
    await settledAtLeast(PER_PHASE, 'before the kill');
    const killedAt = Date.now();
    const pids = KILLED.map((name) => faults.stack.pid(name));
    await Promise.all(KILLED.map((name) => faults.stack.killProgram(name)));
    expect(KILLED.map((name) => faults.stack.pid(name))).toEqual(KILLED.map(() => undefined));
    expect(pids.every((pid) => pid !== undefined)).toBe(true);
    await settledAtLeast(tally.settled.length + PER_PHASE, 'one replica of each down');
    await Promise.all(KILLED.map((name) => faults.stack.startProgram(name)));
    downMs = Date.now() - killedAt;
    await settledAtLeast(tally.settled.length + PER_PHASE, 'after the restart');
  } finally {
    stopped = true;
    await stream;
  }
  expect(tally.unexpected).toEqual([]);

  // Midtrans is done when every notification was delivered or given up on; none may be under way.
  const deliveries = await waitFor(
    "the simulator's notifications to end",
    () => deliveriesOf(tally.settled),
    (all) => all.every((d) => d.state === 'delivered' || d.state === 'failed'),
    60_000,
    500,
  );
  const notificationStatuses = countBy(
    deliveries.flatMap((d) => d.attempts.map((a) => String(a.http_status ?? 'network'))),
  );

  // Before any reconciliation: every settlement reached ordering through its own notification
  // (Midtrans retried the ones a killed replica dropped), so nothing is left for the backstop.
  const { rows } = await faults.ordering.query(
    `SELECT order_id, status, payment_type FROM payments WHERE order_id = ANY($1::text[])`,
    [tally.payments],
  );
  const statusOf = new Map(rows.map((r: { order_id: string; status: string }) => [r.order_id, r.status]));
  const settled = new Set(tally.settled);
  expect(tally.settled.filter((id) => statusOf.get(id) !== 'paid')).toEqual([]);
  expect(tally.payments.filter((id) => !settled.has(id) && statusOf.get(id) === 'paid')).toEqual([]);
  // Every transfer confirmed with a proof is pending review, and proof-storage kept its proof.
  expect(tally.confirmed.length).toBeGreaterThan(0);
  expect(tally.confirmed.filter((id) => statusOf.get(id) !== 'pending')).toEqual([]);
  for (const orderId of tally.confirmed) {
    const proof = await faults.adminGet(`/api/admin/payment-proofs/${orderId}`);
    expect({ orderId, status: proof.status }).toEqual({ orderId, status: 200 });
  }
  const reconciled = await faults.adminPost('/api/admin/payments/reconcile', {});
  expect(reconciled.status).toBe(200);
  expect(reconciled.body).toMatchObject({ changed: 0, remaining: 0 });

  // Checkouts answered 5xx may still have made a payment row (the customer retried): they are
  // pending too. Reporting must show ordering's truth, each settlement counted once.
  const { pending = 0, paid = 0 } = await faults.statusCounts();
  expect(paid).toBe(settled.size);
  const figures = await faults.expectFigures(settled.size, pending, 60_000);

  const fiveHundreds = Object.fromEntries(
    Object.entries(tally.statuses).filter(([status]) => !status.startsWith('2')),
  );
  console.log(
    `replicas under load: payments ${tally.payments.length}, settled ${settled.size}, ` +
      `counted ${figures.successful_transactions}, pending ${figures.pending_transactions}; ` +
      `requests ${Object.values(tally.statuses).reduce((a, b) => a + b, 0)}, ` +
      `5xx by status ${JSON.stringify(fiveHundreds)}, retries ${tally.retries}; ` +
      `notifications by status ${JSON.stringify(notificationStatuses)}; ` +
      `reconciled ${JSON.stringify(reconciled.body)}; one replica of each down ${downMs} ms`,
  );
  expect(tally.statuses['500']).toBeUndefined();
  expect(notificationStatuses['500']).toBeUndefined();
  expect(deliveries.filter((d) => d.state === 'failed')).toEqual([]);
});
