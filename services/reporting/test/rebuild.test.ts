import { randomUUID } from 'node:crypto';
import {
  BalanceSummary,
  EVENT_TYPES,
  EventEnvelope,
  PaymentHistoryPage,
  PaymentHistoryRequest,
} from '@undangan/contracts';
import type { DataSource } from 'typeorm';
import { BalanceService } from '../src/balance.service';
import { useReportingDatabase } from './harness';
import { PaymentHistorySource, rebuildRevenue } from '../src/rebuild';
import { projectPaymentEvent } from '../src/revenue-projection';

/** Rebuilding the revenue read model from a payment history: exact, atomic, readable meanwhile. */
jest.setTimeout(60_000);

let dataSource: DataSource;
let balance: BalanceService;

useReportingDatabase('rebuild', (opened) => {
  dataSource = opened;
  balance = new BalanceService(dataSource);
});

type Status = 'pending' | 'paid' | 'expired' | 'failed';
interface Payment {
  orderId: string;
  amount: number;
  addon: number;
  status: Status;
  settledAt?: string;
}

const customer = { name: 'A', phone: '0812345678', email: 'a@example.com' };
const envelope = (type: string, data: unknown): EventEnvelope => ({
  id: randomUUID(),
  type,
  occurredAt: new Date().toISOString(),
  version: 1,
  data,
});

/** A payment as ordering's history describes it: created, then its final status when it has one. */
function eventsOf(p: Payment): EventEnvelope[] {
  const items = [
    { type: 'package' as const, id: '3', name: 'Premium', price: p.amount - p.addon, quantity: 1 },
    ...(p.addon > 0
      ? [{ type: 'addon' as const, id: '5', name: 'Split Link', price: p.addon, quantity: 1 }]
      : []),
  ];
  const created = envelope(EVENT_TYPES.paymentCreated, {
    orderId: p.orderId,
    amount: p.amount,
    paymentType: null,
    createdAt: '',
    items,
    customer,
  });
  if (p.status === 'pending') return [created];
  if (p.status === 'paid') {
    return [
      created,
      envelope(EVENT_TYPES.paymentSettled, {
        orderId: p.orderId,
        amount: p.amount,
        paymentType: 'bank_transfer',
        settledAt: p.settledAt,
        items,
        customer,
      }),
    ];
  }
  const type = p.status === 'expired' ? EVENT_TYPES.paymentExpired : EVENT_TYPES.paymentFailed;
  return [
    created,
    envelope(type, {
      orderId: p.orderId,
      amount: p.amount,
      status: p.status,
      paymentType: null,
      closedAt: '',
    }),
  ];
}

/** Serves `payments` in keyset pages as ordering does; `onPage` can interfere before a page is answered. */
function historyOf(payments: Payment[], onPage?: (page: number) => Promise<void>): PaymentHistorySource {
  let calls = 0;
  return async (request: PaymentHistoryRequest): Promise<PaymentHistoryPage> => {
    calls += 1;
    await onPage?.(calls);
    const limit = request.limit ?? 1000;
    const start = request.after ? payments.findIndex((p) => p.orderId === request.after!.orderId) + 1 : 0;
    const slice = payments.slice(start, start + limit);
    const last = slice.at(-1);
    return {
      events: slice.flatMap(eventsOf),
      payments: slice.length,
      next:
        last && slice.length === limit
          ? { createdAt: '2026-11-01T00:00:00.000000Z', orderId: last.orderId }
          : null,
    };
  };
}

const statuses: Status[] = ['paid', 'paid', 'pending', 'expired', 'paid', 'failed', 'paid'];
// 23 payments across three Jakarta months (31 Oct 18:00 UTC is already November in Jakarta).
const settledTimes = ['2026-10-15T03:00:00.000Z', '2026-10-31T18:00:00.000Z', '2026-12-02T01:00:00.000Z'];
const history: Payment[] = Array.from({ length: 23 }, (_, i) => ({
  orderId: `INV-20261122-R${String(i).padStart(5, '0')}`,
  amount: 179_000 + (i % 3) * 80_000,
  addon: (i % 3) * 80_000,
  status: statuses[i % statuses.length],
  settledAt: settledTimes[i % settledTimes.length],
}));

/** The figures the live consumer reaches, applying the same events one transaction each. */
async function liveFigures(payments: Payment[]): Promise<BalanceSummary> {
  await rebuildRevenue(dataSource, historyOf([]));
  for (const event of payments.flatMap(eventsOf)) {
    await dataSource.transaction((m) => projectPaymentEvent(event, m));
  }
  return balance.summary();
}

it('replays the history in pages to exactly the figures the live projection reaches', async () => {
  const live = await liveFigures(history);
  const paid = history.filter((p) => p.status === 'paid');
  expect(live.successful_transactions).toBe(paid.length);
  expect(live.total_revenue).toBe(paid.reduce((sum, p) => sum + p.amount, 0));

  // Damage, then rebuild in pages of five.
  await dataSource.query('UPDATE balance_totals SET total_revenue = 1, pending_transactions = 99');
  await dataSource.query('DELETE FROM revenue_by_month');
  const result = await rebuildRevenue(dataSource, historyOf(history), { pageSize: 5 });
  expect(result).toEqual({ payments: 23, events: 23 + 20, pages: 5 });
  expect(await balance.summary()).toEqual(live);
  expect(live.monthly_revenue.map((m) => m.month)).toEqual(['2026-10', '2026-11', '2026-12']);
});

it('keeps the old figures readable during the rebuild and untouched when it fails', async () => {
  const before = await balance.summary();
  const seenMeanwhile: BalanceSummary[] = [];
  const failing = historyOf(history, async (page) => {
    // Another connection reads the balance while the rebuild holds its lock: it gets the old figures.
    seenMeanwhile.push(await balance.summary());
    if (page === 3) throw new Error('ordering went away');
  });
  await expect(rebuildRevenue(dataSource, failing, { pageSize: 5 })).rejects.toThrow('ordering went away');
  expect(seenMeanwhile).toEqual([before, before, before]);
  expect(await balance.summary()).toEqual(before);
});

it('refuses a history whose cursor does not move, leaving the figures as they were', async () => {
  const before = await balance.summary();
  const stuck: PaymentHistorySource = async () => ({
    events: eventsOf(history[0]),
    payments: 1,
    next: { createdAt: '2026-11-01T00:00:00.000000Z', orderId: history[0].orderId },
  });
  await expect(rebuildRevenue(dataSource, stuck)).rejects.toThrow('did not advance');
  expect(await balance.summary()).toEqual(before);
  await expect(rebuildRevenue(dataSource, stuck, { pageSize: 0 })).rejects.toThrow(RangeError);
});
