import { tableHomeViolations, type TableHome } from '@undangan/platform/testing';

/** Where each of the catalogue's tables has its SQL (docs/ARCHITECTURE.md, "One home per table"). */
const CATALOGUE_TABLE_HOMES: Record<string, TableHome> = {
  packages: { home: ['packages/package.entity.ts', 'packages/package.queries.ts'] },
  // The price quote reads a cart's packages, add-ons and designs in one statement.
  addons: { home: ['addons/addon.entity.ts'], readBy: ['packages/package.queries.ts'] },
  designs: { home: ['designs/design.entity.ts'], readBy: ['packages/package.queries.ts'] },
  outbox: { home: ['@undangan/platform events/outbox.table.ts'] },
  inbox: { home: ['@undangan/platform events/inbox.table.ts'] },
};

it("keeps every table's SQL in its one home", () => {
  expect(tableHomeViolations(__dirname, CATALOGUE_TABLE_HOMES)).toEqual([]);
});
