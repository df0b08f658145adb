import { createLogger, openDataSource } from '@undangan/platform';
import { createTestDatabase } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { orderingEntities, orderingMigrations } from '../src/ordering.program';
import { PaymentTablesNamed1763800000045 } from '../src/migrations/1763800000045-payment-tables-named';
import { PaymentEntity } from '../src/payments/payment.entity';

/**
 * The tables renamed to the glossary's words (payments, payment_items, fulfilment_orders) keep
 * their rows, and the old names keep working as views for a replica of the previous version
 * during a rolling update.
 */
jest.setTimeout(60_000);

const logger = createLogger('test', 'silent');
let drop: () => Promise<void>;
let url: string;
const opened: DataSource[] = [];

const open = async (migrations: typeof orderingMigrations) => {
  const dataSource = await openDataSource({ url, entities: orderingEntities, migrations, logger });
  opened.push(dataSource);
  return dataSource;
};

/** What the previous version writes: a payment, its line and its fulfilment order, by their old names. */
async function writeAsBefore(db: DataSource, orderId: string): Promise<void> {
  await db.query(
    `INSERT INTO transactions (order_id, status, payment_type, amount, subtotal, discount, customer_name,
       customer_phone, customer_email)
     VALUES ($1, 'paid', 'Manual', 99000, 99000, 0, 'Dewi', '081234567890', 'dewi@example.com')`,
    [orderId],
  );
  await db.query(
    `INSERT INTO transaction_items (order_id, line_no, cart_index, item_type, item_id, item_name, item_price,
       item_quantity, design_id, design_name)
     VALUES ($1, 0, 0, 'package', '1', 'Basic', 99000, 1, 'basic-rustic', 'Rustic')`,
    [orderId],
  );
  await db.query(
    `INSERT INTO orders (order_id, package, design, status) VALUES ($1, 'Basic', 'Rustic', 'pending')`,
    [orderId],
  );
}

const namesOn = async (db: DataSource, table: string): Promise<string[]> =>
  (
    (await db.query(
      `SELECT conname AS name FROM pg_constraint WHERE conrelid = $1::regclass
       UNION SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $2
       ORDER BY 1`,
      [table, table],
    )) as { name: string }[]
  ).map((row) => row.name);

beforeAll(async () => {
  const db = await createTestDatabase('tables_renamed');
  url = db.url;
  drop = db.drop;
});

afterAll(async () => {
  for (const dataSource of opened) await dataSource.destroy().catch(() => undefined);
  await drop?.();
});

it('renames the tables with their rows, constraints and indexes, keeps the old names as views, and undoes it', async () => {
  // The migrations up to the rename, and with it (later ones have nothing to do with it).
  const renaming = orderingMigrations.indexOf(PaymentTablesNamed1763800000045);
  const before = await open(orderingMigrations.slice(0, renaming));
  await writeAsBefore(before, 'INV-20261127-LAMA01');
  const oldNames = await namesOn(before, 'transactions');
  expect(oldNames).toContain('transactions_pkey');
  await before.destroy();

  const now = await open(orderingMigrations.slice(0, renaming + 1));
  // The rows are under the new names, and the code's own entities read them (the columns of the
  // time: later migrations add others).
  expect(
    await now.getRepository(PaymentEntity).findOneOrFail({
      where: { orderId: 'INV-20261127-LAMA01' },
      select: { orderId: true, amount: true, status: true },
    }),
  ).toMatchObject({
    amount: 99000,
    status: 'paid',
  });
  const [{ items }] = await now.query(
    "SELECT count(*)::int AS items FROM payment_items WHERE order_id = 'INV-20261127-LAMA01'",
  );
  expect(items).toBe(1);
  const [{ orders }] = await now.query(
    "SELECT count(*)::int AS orders FROM fulfilment_orders WHERE order_id = 'INV-20261127-LAMA01'",
  );
  expect(orders).toBe(1);
  // Every constraint and index follows its table's new name.
  expect(await namesOn(now, 'payments')).toEqual(
    oldNames.map((name) => name.replace(/^transactions_/, 'payments_')).sort(),
  );
  for (const table of ['payments', 'payment_items', 'fulfilment_orders'])
    for (const name of await namesOn(now, table)) expect(name.startsWith(`${table}_`)).toBe(true);

  // A replica of the previous version goes on writing and locking through the old names.
  await writeAsBefore(now, 'INV-20261127-LAMA02');
  await now.transaction(async (manager) => {
    const locked = await manager.query('SELECT status FROM transactions WHERE order_id = $1 FOR UPDATE', [
      'INV-20261127-LAMA02',
    ]);
    expect(locked).toEqual([{ status: 'paid' }]);
    await manager.query("UPDATE orders SET status = 'in_progress' WHERE order_id = $1", [
      'INV-20261127-LAMA02',
    ]);
  });
  expect(
    await now.query('SELECT status FROM fulfilment_orders WHERE order_id = $1', ['INV-20261127-LAMA02']),
  ).toEqual([{ status: 'in_progress' }]);
  expect(
    await now.query("SELECT count(*)::int AS n FROM payments WHERE order_id LIKE 'INV-20261127-LAMA%'"),
  ).toEqual([{ n: 2 }]);

  // Undone: the old tables with every row, no views.
  await now.undoLastMigration({ transaction: 'each' });
  expect(await namesOn(now, 'transactions')).toEqual(oldNames);
  expect(
    await now.query("SELECT count(*)::int AS n FROM transactions WHERE order_id LIKE 'INV-20261127-LAMA%'"),
  ).toEqual([{ n: 2 }]);
  const views = await now.query(
    'SELECT table_name FROM information_schema.views WHERE table_schema = current_schema()',
  );
  expect(views).toEqual([]);
});
