import type { DataSource, EntityManager } from 'typeorm';
import { MoneyBackWatched1763800000065 } from '../src/migrations/1763800000065-money-back-watched';
import { orderingMigrations, PAID_WATCH_MS } from '../src/ordering.program';
import { moneyCanMove } from '../src/payments/payment.queries';
import { useOrderingDatabase } from './harness';

/**
 * Reconciliation keeps asking about a payment charged back beyond its amount for the dispute window
 * (docs/PAYMENTS.md, "Money back beyond the amount"), and its question is answered from the index
 * migration 1763800000065 made for it, which it undoes.
 */
jest.setTimeout(60_000);

const DAY_MS = 24 * 3600 * 1000;
let dataSource: DataSource;

useOrderingDatabase('money_back_watched', (opened) => (dataSource = opened));

const settled = (orderId: string, status: string, refunded: number, settledDaysAgo: number) =>
  dataSource.query(
    `INSERT INTO payments (order_id, status, payment_type, amount, subtotal, discount, customer_name,
       customer_phone, customer_email, snap_token, refunded_amount, settled_at)
     VALUES ($1, $2, 'gopay', 99000, 99000, 0, 'Dewi', '081234567890', 'dewi@example.com', 'token', $3,
       now() - ($4 || ' days')::interval)`,
    [orderId, status, refunded, String(settledDaysAgo)],
  );

const indexOf = async () =>
  (
    await dataSource.query(`SELECT indexdef FROM pg_indexes WHERE indexname = 'payments_money_can_move_idx'`)
  )[0]?.indexdef as string | undefined;

it('asks about a payment charged back beyond its amount until the dispute window has passed', async () => {
  await settled('INV-20261202-TWICE1', 'charged_back', 2 * 99000, 1);
  await settled('INV-20261202-REFND1', 'refunded', 99000, 1);
  await settled('INV-20261202-OLD001', 'charged_back', 2 * 99000, PAID_WATCH_MS / DAY_MS + 1);
  await settled('INV-20261202-REVRS1', 'reversed', 99000, 1);
  const asked = (await moneyCanMove(dataSource.manager, PAID_WATCH_MS, 10)).map((row) => row.order_id).sort();
  expect(asked).toEqual(['INV-20261202-REFND1', 'INV-20261202-TWICE1']);

  // The question is answered from its index.
  const plan = await dataSource.transaction(async (manager) => {
    await manager.query('SET LOCAL enable_seqscan = off');
    // The same question, explained instead of answered.
    const explain = { query: (sql: string, params: unknown[]) => manager.query(`EXPLAIN ${sql}`, params) };
    const rows = (await moneyCanMove(explain as unknown as EntityManager, PAID_WATCH_MS, 10)) as unknown as {
      'QUERY PLAN': string;
    }[];
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  expect(plan).toContain('payments_money_can_move_idx');
});

it('undoes its index to the one before', async () => {
  expect(await indexOf()).toContain('charged_back');
  // Undone with the migrations that came after it.
  const later = orderingMigrations.length - 1 - orderingMigrations.indexOf(MoneyBackWatched1763800000065);
  expect(later).toBeLessThan(orderingMigrations.length - 1);
  for (let undone = 0; undone <= later; undone++) await dataSource.undoLastMigration();
  expect(await indexOf()).toContain('refunded_amount < amount');
  await dataSource.runMigrations();
  expect(await indexOf()).not.toContain('refunded_amount < amount');
});
