import { tableHomeViolations, type TableHome } from '@undangan/platform/testing';

/** Where each of notifications' tables has its SQL (docs/ARCHITECTURE.md, "One home per table"). */
const NOTIFICATIONS_TABLE_HOMES: Record<string, TableHome> = {
  emails: { home: ['emails.table.ts'] },
  outbox: { home: ['@undangan/platform events/outbox.table.ts'] },
  inbox: { home: ['@undangan/platform events/inbox.table.ts'] },
};

it("keeps every table's SQL in its one home", () => {
  expect(tableHomeViolations(__dirname, NOTIFICATIONS_TABLE_HOMES)).toEqual([]);
});
