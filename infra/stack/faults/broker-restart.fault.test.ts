import { FaultStack, inParallel, rabbitmqctl, sleep, waitFor } from './fault-stack';

/**
 * RabbitMQ itself restarts (stop_app / start_app) while customers pay: every program reconnects by
 * itself, no payment event is lost and none is applied twice. Notifications refused during the
 * outage are recovered the way production recovers them, by reconciliation with Midtrans.
 *
 * This restarts the machine's broker, so it runs alone (jest.faults.config.js, --runInBand).
 */
jest.setTimeout(180_000);

const PAYMENTS = 60;
const PROGRAMS = ['catalogue', 'ordering', 'proof-storage', 'reporting', 'gateway', 'midtrans-sim'];
/** The shop's programs, each with a liveness address (/live) beside its readiness (/health). */
const WITH_LIVENESS = PROGRAMS.filter((name) => name !== 'midtrans-sim');
let faults: FaultStack;
let brokerDown = false;

beforeAll(async () => {
  faults = await FaultStack.start();
});

afterAll(async () => {
  // Never leave the machine without its broker, whatever failed.
  if (brokerDown) await rabbitmqctl('start_app').catch(() => undefined);
  await faults?.stop();
});

it('reconnects everything after a broker restart mid-burst, with exact figures', async () => {
  const orders = await inParallel(Array.from({ length: PAYMENTS }), 6, () => faults.createPayment());
  await faults.expectFigures(0, PAYMENTS);
  const pids = Object.fromEntries(PROGRAMS.map((name) => [name, faults.pidOf(name)]));

  // Twenty settlements at once, the broker stopping under them; twenty-five while it is away
  // (notifications refused, events waiting in outboxes); fifteen once it is back.
  let stopped!: () => void;
  let liveWhileDown: (readonly [string, number])[] = [];
  const brokerStopped = new Promise<void>((resolve) => (stopped = resolve));
  const restart = (async () => {
    brokerDown = true;
    await rabbitmqctl('stop_app');
    stopped();
    // Alive while the broker is away (Kubernetes' liveness): an outage is never a reason to restart.
    liveWhileDown = await Promise.all(
      WITH_LIVENESS.map(async (name) => {
        const spec = faults.stack.specs[name];
        // The gateway's /live is beside its metrics; the services' beside their /health.
        const live =
          name === 'gateway'
            ? `http://127.0.0.1:${spec.env.METRICS_PORT}/live`
            : spec.healthUrl.replace(/\/health$/, '/live');
        const res = await fetch(live);
        return [name, res.status] as const;
      }),
    );
    await sleep(2000);
    await rabbitmqctl('start_app');
    brokerDown = false;
  })();
  const burst = inParallel(orders.slice(0, 20), 10, (orderId) => faults.settleAtSimulator(orderId));
  await Promise.all([burst, brokerStopped]);
  await inParallel(orders.slice(20, 45), 1, async (orderId) => {
    await faults.settleAtSimulator(orderId);
    await sleep(40);
  });
  expect(brokerDown).toBe(true);
  await restart;
  expect(liveWhileDown).toEqual(WITH_LIVENESS.map((name) => [name, 200]));
  await inParallel(orders.slice(45), 5, (orderId) => faults.settleAtSimulator(orderId));

  // No program was restarted; each reports itself healthy (database and broker) again.
  await Promise.all(
    PROGRAMS.map((name) =>
      waitFor(
        `${name} to be healthy again`,
        async () => (await fetch(faults.stack.specs[name].healthUrl)).status,
        (status) => status === 200,
        60_000,
        250,
      ),
    ),
  );
  expect(Object.fromEntries(PROGRAMS.map((name) => [name, faults.pidOf(name)]))).toEqual(pids);
  await waitFor(
    'the gateway to answer through ordering again',
    () => faults.call(`/api/transactions/pending-transactions?order_id=${orders[0]}`),
    (res) => res.status === 200,
    60_000,
  );

  // Midtrans has finished retrying (delivered or given up) before reconciliation starts.
  await inParallel(orders, 6, (orderId) =>
    waitFor(
      `the notifications of ${orderId} to settle`,
      async () => (await faults.call(`/sim/transactions/${orderId}`, {}, faults.sim)).body,
      (sim) =>
        (sim.deliveries as { state: string }[]).every((d) => d.state === 'delivered' || d.state === 'failed'),
    ),
  );
  const stillPending = (await faults.statusCounts()).pending ?? 0;
  // Every paid online payment is asked too (has money gone back?).
  const paid = (await faults.statusCounts()).paid ?? 0;
  // Run to the end (a pass has a time budget): each still pending payment changed once, and the
  // pass that left none asked about every pending and paid one.
  const passes = await faults.reconcileAll();
  expect(passes.reduce((sum, pass) => sum + pass.changed, 0)).toBe(stillPending);
  expect(passes.at(-1)).toMatchObject({ checked: stillPending + paid, remaining: 0 });
  await faults.expectFigures(PAYMENTS, 0, 60_000);
});
