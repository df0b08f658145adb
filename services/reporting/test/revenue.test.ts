import { randomUUID } from 'node:crypto';
import { BalanceSummary, EVENT_TYPES, EventEnvelope, REPORTING, RPC_QUEUES } from '@undangan/contracts';
import { createLogger, EventBus, RpcClient, runService, RunningService } from '@undangan/platform';
import { createTestDatabase, createTestVhost, waitFor } from '@undangan/platform/testing';
import { reportingProgram } from '../src/reporting.program';

/** The revenue read model: exact figures whatever the order or repetition of payment events. */
jest.setTimeout(60_000);

const logger = createLogger('test', 'silent');
const disposables: { drop(): Promise<void> }[] = [];
let reporting: RunningService;
let rpc: RpcClient;
let bus: EventBus;

beforeAll(async () => {
  const [vhost, db] = await Promise.all([createTestVhost('reporting'), createTestDatabase('reporting')]);
  disposables.push(vhost, db);
  reporting = await runService(reportingProgram, {
    databaseUrl: db.url,
    amqpUrl: vhost.url,
    httpPort: 0,
    handleSignals: false,
    logger,
  });
  rpc = new RpcClient(vhost.url, RPC_QUEUES.reporting, 5000, logger);
  bus = EventBus.connect(vhost.url, logger);
});

afterAll(async () => {
  await bus?.close();
  await rpc?.close();
  await reporting?.close();
  await Promise.all(disposables.map((d) => d.drop()));
});

const envelope = <T>(type: string, data: T): EventEnvelope<T> => ({
  id: randomUUID(),
  type,
  occurredAt: new Date().toISOString(),
  version: 1,
  data,
});

const items = [
  { type: 'package' as const, id: '3', name: 'Premium', price: 179_000, quantity: 1 },
  { type: 'addon' as const, id: '1', name: 'Express 2 Hari', price: 50_000, quantity: 2 },
];
const customer = { name: 'A', phone: '0812345678', email: 'a@example.com' };
const created = (orderId: string, amount: number) =>
  envelope(EVENT_TYPES.paymentCreated, {
    orderId,
    amount,
    paymentType: null,
    createdAt: '',
    items,
    customer,
  });
const settled = (orderId: string, amount: number, settledAt: string) =>
  envelope(EVENT_TYPES.paymentSettled, {
    orderId,
    amount,
    paymentType: 'bank_transfer',
    settledAt,
    items,
    customer,
  });
const expired = (orderId: string, amount: number) =>
  envelope(EVENT_TYPES.paymentExpired, {
    orderId,
    amount,
    status: 'expired',
    paymentType: null,
    closedAt: '',
  });

const balance = () => rpc.call<BalanceSummary>(REPORTING.balance.pattern, {});

const settle = (expected: (b: BalanceSummary) => boolean) => waitFor(balance, expected, 10_000, 50);

it('counts pending, settled and expired payments exactly, by Jakarta month', async () => {
  await bus.publish(created('A-1', 279_000));
  await bus.publish(created('A-2', 279_000));
  await bus.publish(created('A-3', 100_000));
  // 31 Oct 18:00 UTC is already 1 November in Jakarta.
  await bus.publish(settled('A-1', 279_000, '2026-10-31T18:00:00.000Z'));
  await bus.publish(expired('A-3', 100_000));
  const result = await settle((b) => b.successful_transactions === 1 && b.pending_transactions === 1);
  expect(result).toEqual({
    total_revenue: 279_000,
    successful_transactions: 1,
    addons_revenue: 100_000,
    pending_transactions: 1,
    pending_revenue: 279_000,
    refunded_total: 0,
    refunded_transactions: 0,
    monthly_revenue: [{ month: '2026-11', monthly_revenue: 279_000, refunds: 0 }],
  });
});

it('applies the same event delivered five times once, and a settlement seen before its creation once', async () => {
  const again = settled('A-2', 279_000, '2026-12-01T01:00:00.000Z');
  for (let i = 0; i < 5; i++) await bus.publish(again);
  const early = settled('B-1', 50_000, '2026-12-02T01:00:00.000Z');
  await bus.publish(early);
  await bus.publish(created('B-1', 50_000));
  // A stale expiry after payment changes nothing.
  await bus.publish(expired('A-2', 279_000));
  const result = await settle((b) => b.successful_transactions === 3);
  await new Promise((r) => setTimeout(r, 300));
  expect(await balance()).toEqual({
    ...result,
    total_revenue: 279_000 * 2 + 50_000,
    successful_transactions: 3,
    // B-1 kept 50,000 of items listed at 279,000: its add-ons count for that share, rounded down.
    addons_revenue: 100_000 + 100_000 + Math.floor((100_000 * 50_000) / 279_000),
    pending_transactions: 0,
    pending_revenue: 0,
    monthly_revenue: [
      { month: '2026-11', monthly_revenue: 279_000, refunds: 0 },
      { month: '2026-12', monthly_revenue: 329_000, refunds: 0 },
    ],
  });
});
