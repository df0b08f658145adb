import { openTestDataSource } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { addToTotals } from '../src/balance-totals.table';
import { BalanceService } from '../src/balance.service';
import { MoneyBackBeyondAmount1763800000046 } from '../src/migrations/1763800000046-money-back-beyond-amount';
import { lockFacts, writeFacts } from '../src/payment-facts.table';
import { reportingMigrations } from '../src/reporting.program';
import { addToMonths } from '../src/revenue-by-month.table';
import type { Contribution, PaymentFact } from '../src/read-model';
import { contributionOf } from '../src/revenue-projection';

/**
 * Totals made while money back was counted at most up to the payment's amount are moved by the
 * migration to what the facts give under today's rule (docs/PAYMENTS.md, "Money back beyond the
 * amount"): the same figures a rebuild from the same facts would make.
 */
let dataSource: DataSource;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ dataSource, close } = await openTestDataSource('money-back-migration', {
    entities: [],
    migrations: reportingMigrations.filter((m) => m !== MoneyBackBeyondAmount1763800000046),
  }));
});

afterAll(async () => {
  await close?.();
});

const PACKAGE = 179_000;
const ADDON = 80_000;
const fact = (status: string, amount: number, refunded: number, month: string): PaymentFact => ({
  status,
  amount,
  addons: ADDON,
  itemsTotal: PACKAGE + ADDON,
  refunded,
  month,
  paymentType: 'gopay',
  version: 3,
});

const AMOUNT = PACKAGE + ADDON;
const FACTS = new Map<string, PaymentFact>([
  ['MB-PAID', fact('paid', AMOUNT, 0, '2026-12')],
  // Refunded in full, then charged back in full.
  ['MB-TWICE', fact('charged_back', AMOUNT, 2 * AMOUNT, '2026-11')],
  // Partly refunded, then charged back the whole amount.
  ['MB-PART', fact('charged_back', AMOUNT, AMOUNT + PACKAGE, '2026-12')],
  ['MB-PARTIAL', fact('partially_refunded', AMOUNT, PACKAGE, '2026-12')],
]);

/** What the old rule counted: at most the amount back. */
const clamped = (f: PaymentFact): PaymentFact => ({ ...f, refunded: Math.min(f.refunded, f.amount) });

/** The balance the given contributions of FACTS add up to. */
function balanceOf(contribution: (f: PaymentFact) => Contribution) {
  const months = new Map<string, { month: string; monthly_revenue: number; refunds: number }>();
  let revenue = 0;
  let refunded = 0;
  let successful = 0;
  let addons = 0;
  for (const f of FACTS.values()) {
    const c = contribution(f);
    revenue += c.revenue;
    refunded += c.refunded;
    successful += c.successful;
    addons += c.addons;
    const row = months.get(f.month!) ?? { month: f.month!, monthly_revenue: 0, refunds: 0 };
    row.monthly_revenue += c.revenue;
    row.refunds += c.refunded;
    months.set(f.month!, row);
  }
  return {
    total_revenue: revenue,
    refunded_total: refunded,
    successful_transactions: successful,
    addons_revenue: addons,
    monthly_revenue: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)),
  };
}

const shown = async () => {
  const { total_revenue, refunded_total, successful_transactions, addons_revenue, monthly_revenue } =
    await new BalanceService(dataSource).summary();
  return { total_revenue, refunded_total, successful_transactions, addons_revenue, monthly_revenue };
};

it('moves totals made under the old rule to what the facts give now', async () => {
  await dataSource.transaction(async (manager) => {
    await lockFacts(manager, [...FACTS.keys()]);
    await writeFacts(manager, FACTS);
    for (const f of FACTS.values()) {
      const old = contributionOf(clamped(f));
      await addToTotals(manager, old);
      await addToMonths(manager, [
        {
          month: f.month!,
          revenue: old.revenue,
          transactions: old.successful,
          addons: old.addons,
          refunds: old.refunded,
        },
      ]);
    }
  });
  expect(await shown()).toEqual(balanceOf((f) => contributionOf(clamped(f))));

  const runner = dataSource.createQueryRunner();
  try {
    await new MoneyBackBeyondAmount1763800000046().up(runner);
  } finally {
    await runner.release();
  }
  const now = balanceOf(contributionOf);
  expect(await shown()).toEqual(now);
  // Below zero where more went back than came in, and the add-ons' share not.
  expect(now.monthly_revenue[0].monthly_revenue).toBeLessThan(0);
  expect(contributionOf(FACTS.get('MB-TWICE')).addons).toBe(0);
});
