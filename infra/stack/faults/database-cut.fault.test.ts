import { Client } from 'pg';
import { FaultStack, HttpAnswer, inParallel, waitFor } from './fault-stack';

/**
 * PostgreSQL drops ordering's connections (pg_terminate_backend) while requests are being served:
 * those requests fail with 503, never 500, and ordering serves the next ones without a restart.
 *
 * The cut is made deterministic: a lock held by the test parks a known set of requests inside
 * ordering's database, so exactly those are in flight when their connections are terminated.
 */
jest.setTimeout(120_000);

let faults: FaultStack;

beforeAll(async () => {
  faults = await FaultStack.start();
});

afterAll(async () => {
  await faults?.stop();
});

/** Ordering's backends waiting on a lock (the parked requests). */
const parkedBackends = async (lockHolder: number): Promise<string[]> =>
  (
    await faults.ordering.query(
      `SELECT query FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> $1 ORDER BY query`,
      [lockHolder],
    )
  ).rows.map((r: { query: string }) => r.query.replace(/\s+/g, ' ').slice(0, 90));

/** Cuts every connection ordering has to its database; the test's own two survive. */
const cutOrderingConnections = async (lockHolder: number): Promise<number> =>
  (
    await faults.ordering.query(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND pid <> $1`,
      [lockHolder],
    )
  ).rows[0].n;

it('answers 503 for requests cut off from the database, then serves again without a restart', async () => {
  const settledBefore = await inParallel(Array.from({ length: 6 }), 3, async () => {
    const orderId = await faults.createPayment();
    await faults.settleAtSimulator(orderId);
    return orderId;
  });
  const pendingOnes = await inParallel(Array.from({ length: 3 }), 3, () => faults.createPayment());
  await faults.expectFigures(6, 3);

  const locker = new Client({ connectionString: faults.stack.specs.ordering.env.DATABASE_URL });
  locker.on('error', () => undefined);
  await locker.connect();
  let answers: HttpAnswer[];
  try {
    const lockHolder = Number((await locker.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE payments IN ACCESS EXCLUSIVE MODE');

    // Requests that each wait on the payments table with one query: two new payments, a
    // customer's status lookup, and Midtrans telling ordering that three pending payments were paid
    // (the simulator sends one notification per order at a time). Six, within ordering's pool.
    const inFlight = Promise.all([
      ...[0, 1].map(() =>
        faults.post('/api/orders/create-transaction', {
          cartItems: [
            { packageId: 3, designId: 'premium-eucalyptus-mist', addons: [{ id: 5 }], quantity: 1 },
          ],
          customerDetails: { name: 'Sari', phone: '081234567890', email: 'sari@example.com' },
        }),
      ),
      faults.call(`/api/transactions/pending-transactions?order_id=${settledBefore[0]}`),
    ]);
    const notified = inParallel(pendingOnes, 3, (orderId) => faults.settleAtSimulator(orderId));
    await waitFor(
      'six queries parked on the lock',
      () => parkedBackends(lockHolder),
      (q) => q.length === 6,
    );
    expect(await cutOrderingConnections(lockHolder)).toBeGreaterThanOrEqual(6);
    answers = await inFlight;
    await notified;
    await locker.query('ROLLBACK');
  } finally {
    await locker.end().catch(() => undefined);
  }

  expect(answers.map((a) => a.status)).toEqual([503, 503, 503]);
  for (const answer of answers) {
    expect(answer.body).toEqual({
      message: 'Layanan sedang tidak tersedia. Silakan coba lagi nanti.',
      code: 'unavailable',
    });
  }

  // Midtrans was answered 503 for the cut notifications and retried them; the retries succeeded.
  for (const orderId of pendingOnes) {
    const sim = await waitFor(
      `the notifications of ${orderId} to be delivered`,
      async () => (await faults.call(`/sim/transactions/${orderId}`, {}, faults.sim)).body,
      (body) => (body.deliveries as { state: string }[]).every((d) => d.state === 'delivered'),
    );
    const statuses = (sim.deliveries as { attempts: { http_status: number }[] }[]).flatMap((d) =>
      d.attempts.map((a) => a.http_status),
    );
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses).toContain(503);
  }

  // Without any restart, the same kinds of requests succeed at once.
  const created = await faults.createPayment();
  expect((await faults.call(`/api/transactions/pending-transactions?order_id=${created}`)).status).toBe(200);
  expect((await faults.adminGet('/api/admin/transactions/payments?page=1&limit=10')).status).toBe(200);
  await faults.settleAtSimulator(created);
  // No payment was created by the refused requests: 6 + 3 settled before and during, 1 after.
  await faults.expectFigures(10, 0);
});

it('never answers 500 while connections are cut again and again under load, and loses no payment', async () => {
  const known: string[] = [];
  const gatewayStatuses: number[] = [];
  let cutting = true;
  const cuts = (async () => {
    let rounds = 0;
    await new Promise((r) => setTimeout(r, 300));
    while (cutting && rounds < 10) {
      await faults.ordering.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      rounds += 1;
      await new Promise((r) => setTimeout(r, 150));
    }
    return rounds;
  })();
  await inParallel(Array.from({ length: 40 }), 6, async () => {
    // A customer whose checkout failed with 503 tries again, as the page tells them to.
    for (let attempt = 0; attempt < 20; attempt++) {
      const res = await faults.post('/api/orders/create-transaction', {
        cartItems: [{ packageId: 3, designId: 'premium-eucalyptus-mist', addons: [{ id: 5 }], quantity: 1 }],
        customerDetails: { name: 'Sari', phone: '081234567890', email: 'sari@example.com' },
      });
      gatewayStatuses.push(res.status);
      if (res.status === 200) {
        known.push(String(res.body.order_id));
        await faults.settleAtSimulator(String(res.body.order_id));
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('checkout kept failing after the cuts ended');
  });
  cutting = false;
  expect(await cuts).toBeGreaterThan(0);
  expect(gatewayStatuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  expect(known).toHaveLength(40);

  // Every notification Midtrans sent was answered 200 or 503, never 500.
  const notificationStatuses = (
    await inParallel(known, 6, async (orderId) => {
      const sim = await faults.call(`/sim/transactions/${orderId}`, {}, faults.sim);
      return (sim.body.deliveries as { attempts: { http_status: number | null }[] }[]).flatMap((d) =>
        d.attempts.map((a) => a.http_status),
      );
    })
  ).flat();
  expect(notificationStatuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);

  // Notifications whose retries all met a cut are recovered by reconciliation, as in production.
  await faults.reconcileAll();
  // Every payment the customers were told about is paid. A checkout cut after its payment row
  // committed was answered 503: the customer never had it, and it stays pending, unpaid.
  const { rows } = await faults.ordering.query(
    `SELECT count(*)::int AS pending FROM payments WHERE status = 'pending' AND order_id <> ALL($1::text[])`,
    [known],
  );
  await faults.expectFigures(10 + known.length, rows[0].pending);
  const [after] = (
    await faults.ordering.query(
      `SELECT count(*) FILTER (WHERE order_id = ANY($1::text[]) AND status = 'paid')::int AS told_and_paid,
         count(*) FILTER (WHERE order_id = ANY($1::text[]) AND status <> 'paid')::int AS told_not_paid
       FROM payments`,
      [known],
    )
  ).rows;
  expect(after).toEqual({ told_and_paid: known.length, told_not_paid: 0 });
});
