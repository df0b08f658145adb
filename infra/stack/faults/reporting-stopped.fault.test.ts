import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { FaultStack, inParallel, waitFor } from './fault-stack';

/**
 * Reporting is down while customers pay: its queue keeps every payment event, and once it is back
 * the balance counts each payment exactly once. Then its tables are damaged and rebuilt from
 * ordering's history.
 */
jest.setTimeout(150_000);

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '../../..');

const PAYMENTS = 200;
let faults: FaultStack;

beforeAll(async () => {
  faults = await FaultStack.start();
});

afterAll(async () => {
  await faults?.stop();
});

it('counts all 200 payments settled while reporting was stopped, once each, when it returns', async () => {
  await faults.stack.stopProgram('reporting');
  // No consumer on reporting's queue: the balance page is refused at once, not left to time out.
  expect((await faults.adminGet('/admin/dashboard/balance')).status).toBe(503);

  const orders = await inParallel(Array.from({ length: PAYMENTS }), 8, async () => {
    const orderId = await faults.createPayment();
    await faults.settleAtSimulator(orderId);
    return orderId;
  });
  expect(new Set(orders).size).toBe(PAYMENTS);
  // Every notification reached ordering (the payments are paid there) before reporting returns.
  await waitFor(
    'ordering to record every payment',
    () => faults.statusCounts(),
    (c) => c.paid === PAYMENTS,
  );
  const depths = await waitFor(
    'reporting.payments to hold every event',
    () => faults.queueDepths(),
    (d) => d['reporting.payments'] === PAYMENTS * 2,
  );
  expect(depths['reporting.payments.dead']).toBe(0);

  await faults.stack.startProgram('reporting');
  await faults.expectFigures(PAYMENTS, 0, 60_000);
});

it('rebuilds the same figures from ordering history with `npm run reporting:rebuild`', async () => {
  // Damage the read model the way a bad deploy might: totals off, facts and months gone.
  await faults.reporting.query('UPDATE balance_totals SET total_revenue = 1, successful_transactions = 7');
  await faults.reporting.query(
    `DELETE FROM payment_facts WHERE order_id IN (SELECT order_id FROM payment_facts LIMIT 50)`,
  );
  await faults.reporting.query('DELETE FROM revenue_by_month');
  expect((await faults.balance()).successful_transactions).toBe(7);

  const reporting = faults.stack.specs.reporting.env;
  // Small pages, so the rebuild walks the history's keyset across thirty calls.
  const { stdout } = await run('npm', ['run', '--silent', 'reporting:rebuild'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: reporting.DATABASE_URL,
      AMQP_URL: reporting.AMQP_URL,
      REBUILD_PAGE_SIZE: '7',
    },
    timeout: 60_000,
  });
  const summary = stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((line) => line.msg === 'revenue rebuilt from the payment history');
  expect(summary).toMatchObject({ payments: PAYMENTS, events: PAYMENTS * 2, pages: Math.ceil(PAYMENTS / 7) });
  await faults.expectFigures(PAYMENTS, 0);
  const facts = await faults.reporting.query(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'paid')::int AS paid FROM payment_facts`,
  );
  expect(facts.rows[0]).toEqual({ n: PAYMENTS, paid: PAYMENTS });
});
