// Admin list latencies with 100,000 payments stored, measured at the HTTP API of a running stack.
// Run by hand after `npm run build`: node gateway/test/admin-latency.manual.mjs
// (not part of `npm test`: it loads 100k rows and takes a minute or two).
/* global fetch */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startTestStack } = require('../../infra/stack/dist/test-stack.js');
const { Client } = require('pg');

const PAYMENTS = 100_000;
const RUNS = 200;

const stack = await startTestStack({
  services: ['catalogue', 'ordering', 'proof-storage', 'reporting', 'midtrans-sim', 'gateway'],
});
try {
  const sql = new Client({ connectionString: stack.specs.ordering.env.DATABASE_URL });
  await sql.connect();
  const loadStarted = Date.now();
  // One statement: payments over the last 400 days, a fifth of them manual, most of them paid.
  await sql.query(
    `INSERT INTO payments (order_id, status, payment_type, amount, subtotal, customer_name, customer_phone,
       customer_email, settled_at, created_at)
     SELECT 'INV-' || to_char(t, 'YYYYMMDD') || '-' || upper(lpad(to_hex(i), 6, '0')),
       (ARRAY['paid','paid','paid','pending','expired','rejected'])[1 + i % 6],
       CASE WHEN i % 5 = 0 THEN 'Manual' ELSE (ARRAY['bank_transfer','qris','cstore'])[1 + i % 3] END,
       99000 + (i % 7) * 40000, 99000 + (i % 7) * 40000,
       (ARRAY['Dewi','Arif','Rina','Bayu','Sari','Dimas','Putri','Agus'])[1 + i % 8] || ' ' ||
         (ARRAY['Santoso','Wijaya','Lestari','Pratama','Utami'])[1 + i % 5] || ' ' || i,
       '08' || lpad((1000000000 + (i * 7919) % 8999999999)::text, 10, '0'),
       'pelanggan' || i || '@example.com',
       CASE WHEN i % 6 < 3 THEN t + interval '1 hour' END,
       t
     FROM (SELECT i, now() - (i * interval '345 seconds') AS t FROM generate_series(1, $1) AS i) s`,
    [PAYMENTS],
  );
  await sql.query(
    `INSERT INTO fulfilment_orders (order_id, package, design, addon, status, created_at)
     SELECT order_id, 'Premium', 'Eucalyptus Mist', '["Split Link"]'::jsonb,
       (ARRAY['pending','in_progress','completed','completed'])[1 + (row_number() OVER ()) % 4], settled_at
     FROM payments WHERE status = 'paid'`,
  );
  await sql.query('ANALYZE payments; ANALYZE fulfilment_orders');
  const [{ phone }] = (await sql.query('SELECT customer_phone AS phone FROM payments OFFSET 4321 LIMIT 1'))
    .rows;
  const [{ order_id: someOrder }] = (await sql.query('SELECT order_id FROM payments OFFSET 777 LIMIT 1'))
    .rows;
  console.log(`loaded ${PAYMENTS} payments in ${Date.now() - loadStarted} ms`);
  await sql.end();

  const login = await fetch(`${stack.baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: stack.env.ADMIN_USERNAME, password: stack.env.ADMIN_PASSWORD }),
  });
  const { token } = await login.json();
  const headers = { authorization: `Bearer ${token}` };
  const day = new Date(Date.now() - 3 * 86400_000);
  const dayStart = new Date(day.setHours(0, 0, 0, 0)).toISOString();
  const dayEnd = new Date(day.setHours(23, 59, 59, 999)).toISOString();
  const monthStart = new Date(Date.now() - 30 * 86400_000).toISOString();

  const cases = {
    'payments, no filter, page 1': '/api/admin/transactions/payments?page=1&limit=10',
    'payments, no filter, page 5000': '/api/admin/transactions/payments?page=5000&limit=10',
    'search by full phone': `/api/admin/transactions/payments?filter=customer_phone&query=${phone}`,
    'search by partial phone (5 digits)': `/api/admin/transactions/payments?filter=customer_phone&query=${phone.slice(3, 8)}`,
    'search by order id': `/api/admin/transactions/payments?filter=order_id&query=${someOrder}`,
    'search by order id suffix (6 chars)': `/api/admin/transactions/payments?filter=order_id&query=${someOrder.slice(-6)}`,
    'search by customer name word': '/api/admin/transactions/payments?filter=customer_name&query=Lestari',
    'date range, one day': `/api/admin/transactions/payments?startDate=${dayStart}&endDate=${dayEnd}`,
    'date range, 30 days': `/api/admin/transactions/payments?startDate=${monthStart}&endDate=${new Date().toISOString()}`,
    'orders, active, page 1': '/api/admin/orders?showCompleted=false&page=1&limit=10',
    'orders, completed, page 1': '/api/admin/orders?showCompleted=true&page=1&limit=10',
    'orders, active, page 1000': '/api/admin/orders?showCompleted=false&page=1000&limit=10',
    'dashboard summary': '/api/admin/dashboard/summary',
  };
  const results = {};
  for (const [name, path] of Object.entries(cases)) {
    const times = [];
    for (let i = 0; i < RUNS + 10; i++) {
      const started = process.hrtime.bigint();
      const res = await fetch(stack.baseUrl + path, { headers });
      const body = await res.json();
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
      if (i >= 10) times.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (i === 0) results[name] = { rows: body.data?.length, totalPages: body.totalPages };
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    Object.assign(results[name], { p50: at(0.5), p99: at(0.99), max: times.at(-1).toFixed(1) });
  }
  console.table(results);
} finally {
  await stack.stop();
}
