import { createLogger, openDataSource } from '@undangan/platform';
import { createTestDatabase } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { ReferralUseReleased1763800000063 } from '../src/migrations/1763800000063-referral-use-released';
import { orderingEntities, orderingMigrations } from '../src/ordering.program';

/**
 * The migration that adds `referral_usages.released_at` gives back the uses already counted by
 * payments that had ended unpaid, and leaves every other use as it was.
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

beforeAll(async () => {
  const db = await createTestDatabase('referral_released');
  url = db.url;
  drop = db.drop;
});

afterAll(async () => {
  for (const dataSource of opened) await dataSource.destroy();
  await drop?.();
});

/** A payment priced with `code` and its counted use, as the previous version leaves them. */
async function paidWithCode(db: DataSource, orderId: string, status: string, code: string) {
  await db.query(
    `INSERT INTO payments (order_id, status, payment_type, amount, subtotal, discount, referral_code,
       customer_name, customer_phone, customer_email)
     VALUES ($1, $2, 'Manual', 89100, 99000, 9900, $3, 'Dewi', '081234567890', 'dewi@example.com')`,
    [orderId, status, code],
  );
  await db.query('INSERT INTO referral_usages (order_id, code, counted_at) VALUES ($1, $2, now())', [
    orderId,
    code,
  ]);
}

it('gives back the uses of payments that ended unpaid, and only those', async () => {
  const migration = orderingMigrations.indexOf(ReferralUseReleased1763800000063);
  expect(migration).toBeGreaterThan(0);
  const before = await open(orderingMigrations.slice(0, migration));
  await before.query(
    `INSERT INTO referral_codes (code, percentage, usage_limit, used_count)
     VALUES ('LAMA10', 10, 3, 4), ('LAIN10', 10, NULL, 1)`,
  );
  const ended = {
    'INV-20260101-AAAAAA': 'expired',
    'INV-20260101-BBBBBB': 'failed',
    'INV-20260101-CCCCCC': 'rejected',
  };
  for (const [orderId, status] of Object.entries(ended))
    await paidWithCode(before, orderId, status, 'LAMA10');
  await paidWithCode(before, 'INV-20260101-DDDDDD', 'refunded', 'LAMA10');
  await paidWithCode(before, 'INV-20260101-EEEEEE', 'expired', 'LAIN10');
  await before.query("INSERT INTO referral_usages (order_id, code) VALUES ('INV-20260101-FFFFFF', 'LAMA10')");

  const after = await open(orderingMigrations);
  const codes = await after.query('SELECT code, used_count FROM referral_codes ORDER BY code');
  // LAMA10 kept the refunded payment's use; its three unpaid ones went back. LAIN10 had one.
  expect(codes).toEqual([
    { code: 'LAIN10', used_count: 0 },
    { code: 'LAMA10', used_count: 1 },
  ]);
  const released = await after.query(
    'SELECT order_id FROM referral_usages WHERE released_at IS NOT NULL ORDER BY order_id',
  );
  expect(released.map((row: { order_id: string }) => row.order_id)).toEqual([
    ...Object.keys(ended),
    'INV-20260101-EEEEEE',
  ]);
});
