import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables' first names and the glossary's (docs/ARCHITECTURE.md). */
const RENAMED: [from: string, to: string][] = [
  ['transactions', 'payments'],
  ['transaction_items', 'payment_items'],
  ['orders', 'fulfilment_orders'],
];

/**
 * The tables named as the code names what they hold: a payment, its items, a fulfilment order.
 * Their constraints, indexes and sequences follow (`transactions_pkey` becomes `payments_pkey`).
 *
 * For the length of a rolling update, the old names stay as views over the new tables: a replica
 * of the previous version still reads and writes `transactions` (a view over one table is
 * updatable, row locks and ON CONFLICT included) while the new one uses `payments`. The next
 * release's migration drops the views (docs/OPERATIONS.md, "Renamed tables").
 */
export class PaymentTablesNamed1763800000045 implements MigrationInterface {
  name = 'PaymentTablesNamed1763800000045';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transactions RENAME TO payments');
    await q.query('ALTER TABLE transaction_items RENAME TO payment_items');
    await q.query('ALTER TABLE orders RENAME TO fulfilment_orders');
    for (const [from, to] of RENAMED) await renameParts(q, from, to);
    for (const [from, to] of RENAMED) await q.query(`CREATE VIEW ${from} AS SELECT * FROM ${to}`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [from] of RENAMED) await q.query(`DROP VIEW IF EXISTS ${from}`);
    for (const [from, to] of RENAMED) {
      await q.query(`ALTER TABLE ${to} RENAME TO ${from}`);
      await renameParts(q, to, from);
    }
  }
}

/**
 * Renames the constraints, indexes and sequences of a table (now called `to`) that are named after
 * its old name.
 */
async function renameParts(q: QueryRunner, from: string, to: string): Promise<void> {
  const prefix = `${from}\\_%`;
  const newName = (name: string) => to + name.slice(from.length);
  const constraints: { name: string }[] = await q.query(
    `SELECT conname AS name FROM pg_constraint WHERE conrelid = $1::regclass AND conname LIKE $2`,
    [to, prefix],
  );
  for (const { name } of constraints)
    await q.query(`ALTER TABLE ${to} RENAME CONSTRAINT ${name} TO ${newName(name)}`);
  // Indexes of their own (a constraint's index was renamed with it).
  const indexes: { name: string }[] = await q.query(
    `SELECT indexname AS name FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = $1 AND indexname LIKE $2`,
    [to, prefix],
  );
  for (const { name } of indexes) await q.query(`ALTER INDEX ${name} RENAME TO ${newName(name)}`);
  const sequences: { name: string }[] = await q.query(
    `SELECT sequencename AS name FROM pg_sequences
     WHERE schemaname = current_schema() AND sequencename LIKE $1`,
    [prefix],
  );
  for (const { name } of sequences) await q.query(`ALTER SEQUENCE ${name} RENAME TO ${newName(name)}`);
}
