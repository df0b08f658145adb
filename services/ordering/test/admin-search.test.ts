import type { DataSource, EntityManager } from 'typeorm';
import {
  countRows,
  ESTIMATE_TRUSTED_FROM,
  EXACT_COUNT_LIMIT,
  searchClause,
  totalPages,
} from '../src/search/admin-search';
import { pageOfOrders } from '../src/fulfilment/fulfilment-order.queries';
import { useOrderingDatabase } from './harness';

/**
 * The back office's page count on a table large enough for the planner's estimate to count: a
 * name in most payments is not counted row by row, a rare one is counted exactly.
 */
jest.setTimeout(60_000);

const COMMON = 'Sekar';
const COMMON_ROWS = ESTIMATE_TRUSTED_FROM + 5_000;
const RARE = 'Ilham';
const RARE_ROWS = 7;

let dataSource: DataSource;

useOrderingDatabase('admin_search', async (opened) => {
  dataSource = opened;
  await dataSource.query(
    `INSERT INTO payments (order_id, status, payment_type, amount, subtotal, discount, customer_name,
       customer_phone, customer_email, created_at, updated_at)
     SELECT 'INV-20261101-' || lpad(to_hex(i), 6, '0'), 'paid', 'bank_transfer', 99000, 99000, 0,
       CASE WHEN i <= $1 THEN $2 || ' Gunawan' ELSE $3 || ' Wijaya & Putri' END,
       '0812' || lpad(i::text, 8, '0'), 'c' || i || '@example.com',
       now() - i * interval '1 minute', now() - i * interval '1 minute'
     FROM generate_series(1, $4::int) AS i`,
    [RARE_ROWS, RARE, COMMON, COMMON_ROWS + RARE_ROWS],
  );
  await dataSource.query('ANALYZE payments');
});

/** The manager, with every statement it is sent written down. */
function recording(manager: EntityManager): { manager: EntityManager; statements: string[] } {
  const statements: string[] = [];
  const query = (sql: string, params?: unknown[]) => {
    statements.push(sql);
    return manager.query(sql, params);
  };
  return { manager: { query } as unknown as EntityManager, statements };
}

async function countByName(name: string): Promise<{ total: number; statements: string[] }> {
  const { manager, statements } = recording(dataSource.manager);
  const params: unknown[] = [];
  const where = `WHERE ${searchClause('customer_name', name, params)}`;
  return { total: await countRows(manager, 'payments', where, params), statements };
}

it('takes the estimate of a name in most payments without counting them', async () => {
  const { total, statements } = await countByName(COMMON.toLowerCase());
  expect(total).toBeGreaterThanOrEqual(ESTIMATE_TRUSTED_FROM);
  expect(statements.filter((sql) => /count\(\*\)/.test(sql))).toEqual([]);
});

it('counts a rare name exactly', async () => {
  const { total, statements } = await countByName(RARE);
  expect(total).toBe(RARE_ROWS);
  expect(statements.filter((sql) => /count\(\*\)/.test(sql))).toHaveLength(1);
});

it('counts exactly up to its limit when the estimate is below the trusted one', async () => {
  const { manager } = recording(dataSource.manager);
  const where = `WHERE customer_phone_digits LIKE $1`;
  // Phones 0812000100xx: a hundred payments, far below any trusted estimate.
  expect(await countRows(manager, 'payments', where, ['0812000100%'])).toBe(100);
  expect(EXACT_COUNT_LIMIT).toBeLessThan(ESTIMATE_TRUSTED_FROM);
});

it('reads a page of the active orders, soonest promise first, from an index in that order, not by sorting them all', async () => {
  // Every payment has its order: a fifth finished, a third of the rest with a promise date.
  await dataSource.query(
    `INSERT INTO fulfilment_orders (order_id, status, data_submitted_at, promised_speed, due_at, created_at)
     SELECT order_id, CASE WHEN n % 5 = 0 THEN 'completed' ELSE 'pending' END,
       CASE WHEN n % 3 = 0 THEN created_at END, CASE WHEN n % 3 = 0 THEN 'regular' END,
       CASE WHEN n % 3 = 0 THEN created_at + interval '14 days' END, created_at
     FROM (SELECT order_id, created_at, row_number() OVER (ORDER BY order_id) AS n FROM payments) numbered`,
  );
  await dataSource.query('ANALYZE fulfilment_orders');
  const { manager, statements } = recording(dataSource.manager);
  const filter = { where: `WHERE fulfilment.status <> 'completed'`, params: [], withPayment: false };
  const page = await pageOfOrders(manager, { ...filter, order: 'promise' }, 20, 40);
  expect(page).toHaveLength(20);
  const dues = page.map((row) => row.due_at?.getTime() ?? Infinity);
  expect(dues).toEqual([...dues].sort((a, b) => a - b));

  const [
    {
      'QUERY PLAN': [plan],
    },
  ] = await dataSource.query(`EXPLAIN (FORMAT JSON) ${statements[0]}`, [20, 40]);
  const nodes: { 'Node Type': string; 'Plan Rows': number; 'Index Name'?: string }[] = [];
  const walk = (node: { Plans?: unknown[] } & (typeof nodes)[number]) => {
    nodes.push(node);
    for (const child of node.Plans ?? []) walk(child as typeof node);
  };
  walk(plan.Plan);
  expect(nodes.map((node) => node['Index Name'])).toContain('fulfilment_orders_by_promise');
  // Only the page itself is sorted (for the join), never the active orders it was taken from.
  const sorted = nodes.filter((node) => node['Node Type'] === 'Sort').map((node) => node['Plan Rows']);
  expect(sorted.filter((rows) => rows > 60)).toEqual([]);
});

describe('totalPages', () => {
  it('ends at a page that was not full, whatever the estimate', () => {
    expect(totalPages(15_000, 1, 10, 7)).toBe(1);
    expect(totalPages(15_000, 3, 10, 4)).toBe(3);
  });

  it('reads the pages from the total while pages are full', () => {
    expect(totalPages(15_000, 1, 10, 10)).toBe(1_500);
    expect(totalPages(20, 2, 10, 10)).toBe(2);
  });

  it('never ends before a full page just read, nor below one page', () => {
    expect(totalPages(5, 3, 10, 10)).toBe(3);
    expect(totalPages(0, 1, 10, 0)).toBe(1);
    expect(totalPages(40, 9, 10, 0)).toBe(4);
  });
});
