import { FaultStack, rabbitmqctl, sleep, waitFor } from './fault-stack';

/**
 * Ordering dies (SIGKILL) after committing a settlement and before its relay published the event.
 * The event waits in ordering's outbox and goes out when ordering starts again; reporting counts
 * the payment once.
 *
 * To hold the event in the outbox for certain, ordering's event-bus connection is closed while the
 * vhost accepts no new connection: the relay cannot reconnect, everything else keeps working.
 */
jest.setTimeout(120_000);

let faults: FaultStack;

beforeAll(async () => {
  faults = await FaultStack.start();
});

afterAll(async () => {
  await rabbitmqctl('clear_vhost_limits', '-p', faults.vhost).catch(() => undefined);
  await faults?.stop();
});

const outboxRowOf = async (orderId: string, type: string) =>
  (
    await faults.ordering.query(
      `SELECT published_at, attempts FROM outbox WHERE type = $2 AND payload->'data'->>'orderId' = $1`,
      [orderId, type],
    )
  ).rows;

it('publishes a settlement committed just before a crash when ordering restarts, and counts it once', async () => {
  const orderId = await faults.createPayment();
  await faults.expectFigures(0, 1);

  const ordering = faults.pidOf('ordering');
  const ports = await faults.brokerPortsOf(ordering);
  const connections = await faults.connections();
  const eventBus = connections.filter((c) => c.name === 'event-bus' && ports.includes(c.peerPort));
  expect(eventBus).toHaveLength(1);
  await rabbitmqctl(
    'set_vhost_limits',
    '-p',
    faults.vhost,
    JSON.stringify({ 'max-connections': connections.length - 1 }),
  );
  await rabbitmqctl('close_connection', eventBus[0].pid, 'fault test: the relay loses its broker');
  await waitFor(
    "ordering's event bus to be down",
    async () => (await faults.call('', {}, faults.stack.specs.ordering.healthUrl)).body,
    (health) => (health.checks as Record<string, string>)?.events === 'down',
  );

  // The customer pays; ordering commits the settlement and its outbox row, but cannot publish it.
  await faults.settleAtSimulator(orderId);
  await waitFor(
    'ordering to record the payment',
    () => faults.statusCounts(),
    (c) => c.paid === 1,
  );
  await sleep(1000);
  const [held] = await outboxRowOf(orderId, 'payment.settled');
  expect(held.published_at).toBeNull();

  process.kill(ordering, 'SIGKILL');
  await waitFor(
    'ordering to be gone',
    async () => faults.brokerPortsOf(ordering),
    (p) => p.length === 0,
  );
  await rabbitmqctl('clear_vhost_limits', '-p', faults.vhost);
  // The crash lost nothing but the event had not gone out: reporting still sees a pending payment.
  expect(await faults.balance()).toMatchObject({ successful_transactions: 0, pending_transactions: 1 });
  const [stillHeld] = await outboxRowOf(orderId, 'payment.settled');
  expect(stillHeld.published_at).toBeNull();

  await faults.stack.startProgram('ordering');
  await faults.expectFigures(1, 0);
  const [sent] = await outboxRowOf(orderId, 'payment.settled');
  expect(sent.published_at).toBeInstanceOf(Date);
});
