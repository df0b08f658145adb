import { tableHomeViolations, type TableHome } from '@undangan/platform/testing';

/** Where each of reporting's tables has its SQL (docs/ARCHITECTURE.md, "One home per table"). */
const REPORTING_TABLE_HOMES: Record<string, TableHome> = {
  payment_facts: { home: ['payment-facts.table.ts'] },
  // A rebuild locks the whole read model in one statement (lockReadModel).
  revenue_by_month: { home: ['revenue-by-month.table.ts'], readBy: ['payment-facts.table.ts'] },
  balance_totals: { home: ['balance-totals.table.ts'], readBy: ['payment-facts.table.ts'] },
  outbox: { home: ['@undangan/platform events/outbox.table.ts'] },
  inbox: { home: ['@undangan/platform events/inbox.table.ts'] },
};

it("keeps every table's SQL in its one home", () => {
  expect(tableHomeViolations(__dirname, REPORTING_TABLE_HOMES)).toEqual([]);
});
