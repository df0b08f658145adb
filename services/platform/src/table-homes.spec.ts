import { tablesNamedIn } from './table-homes';

const TABLES = ['orders', 'transactions', 'payment_facts', 'revenue_by_month', 'balance_totals', 'designs'];

describe('tablesNamedIn', () => {
  it('finds the tables a statement reads or writes, lists after LOCK TABLE included', () => {
    const text = `
      await manager.query('LOCK TABLE payment_facts, revenue_by_month, balance_totals IN EXCLUSIVE MODE');
      await manager.query(\`SELECT * FROM transactions payment LEFT JOIN orders USING (order_id)\`);`;
    expect(tablesNamedIn(text, TABLES)).toEqual([
      'balance_totals',
      'orders',
      'payment_facts',
      'revenue_by_month',
      'transactions',
    ]);
  });

  it('reads no comment, and a quoted name only in a file that speaks to the database', () => {
    expect(
      tablesNamedIn("/** Reads FROM orders. */\n// UPDATE transactions\npath.join(dir, 'designs');", TABLES),
    ).toEqual([]);
    expect(
      tablesNamedIn("repo.createQueryBuilder('c').innerJoin('orders', 'o', 'o.id = c.id')", TABLES),
    ).toEqual(['orders']);
  });
});
