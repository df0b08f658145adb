import { Client } from 'pg';

const FIRST_NAMES = (
  'Dewi Arif Putri Budi Siti Agus Rina Eko Ayu Dimas Citra Fajar Nadia Rizky Amira Bagas Sekar Raka Laras ' +
  'Ilham Annisa Yoga Intan Wahyu Ratri Bima Kinan Gabriel Maria Johannes Daniel Jessica Alya'
).split(' ');
const FAMILY_NAMES = (
  'Saputra Wijaya Pratama Siregar Hutapea Nasution Santoso Kusuma Hidayat Lestari Simanjuntak Wibowo Utami ' +
  'Gunawan Permata Setiawan Rahayu Halim'
).split(' ');

const sqlArray = (items: string[]) => `ARRAY[${items.map((s) => `'${s}'`).join(',')}]`;
const pick = (items: string[]) => `(${sqlArray(items)})[1 + floor(random() * ${items.length})::int]`;

/**
 * One batch of generated payments, `from`..`to`, spread over the last two years (created_at in
 * Jakarta days in the order id, as the shop makes them), with the shop's packages and add-ons,
 * and a fulfilment order for each paid one. Ids use hex suffixes (0-9A-F): the shop's own ids
 * never contain 0 or 1, so the two never collide.
 */
function batchSql(from: number, to: number): string {
  return `
WITH generated AS (
  SELECT i,
    now() - random() * interval '730 days' AS created_at,
    ${pick(FIRST_NAMES)} AS first_name,
    ${pick(FAMILY_NAMES)} AS family_name,
    ${pick(FIRST_NAMES)} AS partner_name,
    (ARRAY[99000, 179000, 179000, 299000])[1 + floor(random() * 4)::int] AS package_price,
    (ARRAY[0, 0, 50000, 80000, 100000, 130000])[1 + floor(random() * 6)::int] AS addons_price,
    random() AS r
  FROM generate_series(${from}::int, ${to}::int) AS i
),
shaped AS (
  SELECT g.*,
    'INV-' || to_char(g.created_at AT TIME ZONE 'Asia/Jakarta', 'YYYYMMDD') || '-' || upper(lpad(to_hex(g.i), 6, '0')) AS order_id,
    CASE WHEN g.r < 0.62 THEN 'paid' WHEN g.r < 0.84 THEN 'expired' WHEN g.r < 0.95 THEN 'pending'
         WHEN g.r < 0.98 THEN 'failed' ELSE 'rejected' END AS status,
    ${pick(['bank_transfer', 'bank_transfer', 'qris', 'cstore', 'Manual'])} AS payment_type
  FROM generated g
),
inserted AS (
  INSERT INTO payments (order_id, status, payment_type, amount, subtotal, discount, customer_name,
    customer_phone, customer_email, expiry_time, settled_at, created_at, updated_at)
  SELECT order_id, status, payment_type, package_price + addons_price, package_price + addons_price, 0,
    first_name || ' ' || family_name || ' & ' || partner_name,
    '08' || (1100000000 + (i::bigint * 7919) % 8900000000)::text,
    lower(first_name) || '.' || lower(partner_name) || i || '@example.com',
    created_at + interval '24 hours',
    CASE WHEN status = 'paid' THEN created_at + random() * interval '6 hours' END,
    created_at, created_at
  FROM shaped
  RETURNING order_id, status, settled_at, amount
)
INSERT INTO fulfilment_orders (order_id, client_id, package, design, addon, client_url, status, admin_notes, created_at, updated_at)
SELECT order_id,
  CASE WHEN o.state <> 'pending' THEN lower(order_id) END,
  CASE WHEN amount >= 299000 THEN 'Exclusive' WHEN amount >= 179000 THEN 'Premium' ELSE 'Basic' END,
  'Eucalyptus Mist',
  CASE WHEN amount % 100000 = 80000 THEN '["Split Link"]'::jsonb ELSE '[]'::jsonb END,
  CASE WHEN o.state = 'completed' THEN 'https://undangan.example/' || lower(order_id) ELSE '' END,
  o.state, '', settled_at, settled_at
FROM (
  SELECT inserted.*, CASE WHEN random() < 0.8 THEN 'completed' WHEN random() < 0.5 THEN 'in_progress' ELSE 'pending' END AS state
  FROM inserted WHERE status = 'paid'
) o`;
}

interface IndexDefinition {
  name: string;
  definition: string;
}

export interface GeneratedData {
  rows: number;
  seconds: number;
  indexSeconds: number;
}

/**
 * Adds `rows` payments to the ordering database. Indexes that are not constraints are dropped
 * during the load and rebuilt from their own definitions afterwards (a bulk load is several times
 * faster that way); the queries then run against exactly the schema the service made.
 */
export async function generatePayments(
  databaseUrl: string,
  rows: number,
  log: (line: string) => void,
): Promise<GeneratedData> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    await client.query(`SET maintenance_work_mem = '256MB'`);
    const { rows: indexes } = await client.query<IndexDefinition>(
      `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
       WHERE i.schemaname = current_schema() AND i.tablename IN ('payments', 'fulfilment_orders')
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    );
    for (const index of indexes) await client.query(`DROP INDEX ${quoteIdent(index.name)}`);
    const batch = Math.max(1, Math.min(rows, 250_000));
    for (let from = 1; from <= rows; from += batch) {
      const to = Math.min(rows, from + batch - 1);
      await client.query(batchSql(from, to));
      log(`  ${to.toLocaleString('en')} payments stored (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    const indexStarted = Date.now();
    for (const index of indexes) await client.query(index.definition);
    // The tables themselves: transactions and orders are views of them now, which VACUUM skips.
    await client.query('VACUUM (ANALYZE) payments');
    await client.query('VACUUM (ANALYZE) fulfilment_orders');
    const indexSeconds = (Date.now() - indexStarted) / 1000;
    log(`  ${indexes.length} indexes rebuilt and tables analysed in ${indexSeconds.toFixed(0)} s`);
    return { rows, seconds: (Date.now() - started) / 1000, indexSeconds };
  } finally {
    await client.end();
  }
}

/** Samples of stored values to search for: real phones, order ids and a month that has payments. */
export async function sampleSearchValues(
  databaseUrl: string,
  count: number,
): Promise<{ phones: string[]; orderIds: string[]; names: string[] }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Distinct payments, so no request repeats another's value (and meets a warm cache for it).
    const { rows } = await client.query<{ order_id: string; customer_phone: string; customer_name: string }>(
      `SELECT order_id, customer_phone, customer_name FROM payments TABLESAMPLE SYSTEM (2) LIMIT $1`,
      [count],
    );
    const sample =
      rows.length >= count
        ? rows
        : (
            await client.query<{ order_id: string; customer_phone: string; customer_name: string }>(
              `SELECT order_id, customer_phone, customer_name FROM payments ORDER BY random() LIMIT $1`,
              [count],
            )
          ).rows;
    return {
      phones: sample.map((r) => r.customer_phone),
      orderIds: sample.map((r) => r.order_id),
      // A part of a name, as an admin types it: the first word of the customer's name.
      names: sample.map((r) => r.customer_name.split(/\s+/)[0]),
    };
  } finally {
    await client.end();
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
