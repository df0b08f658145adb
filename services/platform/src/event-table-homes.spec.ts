import { tableHomeViolations } from './table-homes';

/**
 * The platform's event tables, which every event-using service's migrations create
 * (createOutboxAndInboxTables), have their SQL here, one module each; no service names them.
 */
it('keeps the outbox and the inbox each to its one home', () => {
  const homes = {
    outbox: { home: ['events/outbox.table.ts'] },
    inbox: { home: ['events/inbox.table.ts'] },
  };
  expect(tableHomeViolations(__dirname, homes, ['outbox', 'inbox'])).toEqual([]);
});
