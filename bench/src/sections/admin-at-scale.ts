import { Client } from 'pg';
import { generatePayments, sampleSearchValues } from '../admin-data';
import { BenchContext, http } from '../context';
import { percentiles } from '../load';
import type { AdminAtScaleData, AdminQueryResult, Budget } from '../results';

interface AdminQuery {
  name: string;
  path: (i: number) => string;
  baseline?: boolean;
}

async function countRows(databaseUrl: string): Promise<{ total: number; from: Date; to: Date }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ total: number; from: Date; to: Date }>(
      'SELECT count(*)::int AS total, min(created_at) AS "from", max(created_at) AS "to" FROM transactions',
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** The first and last day of each calendar month wholly inside [from, to]. */
function months(from: Date, to: Date): { start: string; end: string }[] {
  const list: { start: string; end: string }[] = [];
  const cursor = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  while (true) {
    const next = new Date(Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, 1));
    if (next > to) break;
    const last = new Date(next.getTime() - 24 * 3600 * 1000);
    list.push({ start: cursor.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10) });
    cursor.setTime(next.getTime());
  }
  return list.length > 0
    ? list
    : [{ start: from.toISOString().slice(0, 10), end: to.toISOString().slice(0, 10) }];
}

/**
 * The back-office at a million payments: the bench stores them in ordering's own database with
 * set-based SQL, then times the admin API's searches and pages through the gateway, one request
 * at a time (an admin clicking), each with different values.
 */
export async function measureAdminAtScale(
  ctx: BenchContext,
): Promise<{ data: AdminAtScaleData; budgets: Budget[] }> {
  const databaseUrl = ctx.stack.specs.ordering.env.DATABASE_URL;
  const rows = ctx.quick ? 10_000 : 1_000_000;
  const iterations = ctx.quick ? 20 : 200;
  ctx.log(`  generating ${rows.toLocaleString('en')} payments`);
  const generated = await generatePayments(databaseUrl, rows, ctx.log);
  const { total, from, to } = await countRows(databaseUrl);
  const samples = await sampleSearchValues(databaseUrl, 50);
  const monthList = months(from, to);
  const deepPage = Math.min(5000, Math.max(1, Math.floor(total / 10)));
  const pick = <T>(list: T[], i: number) => list[i % list.length];

  const payments = '/api/admin/transactions/payments?limit=10';
  const queries: AdminQuery[] = [
    { name: 'Admin path alone (add-on list)', path: () => '/api/admin/database/addons', baseline: true },
    {
      name: 'Search by phone',
      path: (i) =>
        `${payments}&page=1&filter=customer_phone&query=${encodeURIComponent(pick(samples.phones, i))}`,
    },
    {
      name: 'Search by order id',
      path: (i) =>
        `${payments}&page=1&filter=order_id&query=${encodeURIComponent(pick(samples.orderIds, i))}`,
    },
    {
      name: 'Date range (one month)',
      path: (i) => {
        const month = pick(monthList, i * 7);
        return `${payments}&page=1&startDate=${month.start}&endDate=${month.end}`;
      },
    },
    { name: 'Page 1', path: () => `${payments}&page=1` },
    { name: `Page ${deepPage.toLocaleString('en')}`, path: (i) => `${payments}&page=${deepPage - (i % 3)}` },
    { name: 'Orders, active, page 1', path: () => '/api/admin/orders?page=1&limit=10&showCompleted=false' },
    { name: 'Orders, completed, page 1', path: () => '/api/admin/orders?page=1&limit=10&showCompleted=true' },
  ];

  const results: AdminQueryResult[] = [];
  for (const query of queries) {
    for (let i = 0; i < 3; i++) await http(ctx, query.path(i), { headers: ctx.admin });
    const times: number[] = [];
    const statuses: Record<string, number> = {};
    let empty = 0;
    for (let i = 0; i < iterations; i++) {
      const started = process.hrtime.bigint();
      const res = await http<{ data?: unknown[] } | unknown[]>(ctx, query.path(i), { headers: ctx.admin });
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      const rows = Array.isArray(res.body) ? res.body : res.body.data;
      if (res.status === 200 && !(rows && rows.length > 0)) empty += 1;
    }
    if (empty > 0) statuses.empty = empty;
    results.push({
      name: query.name,
      ...(query.baseline ? { baseline: true } : {}),
      example: query.path(0),
      statuses,
      ...percentiles(times),
    });
    ctx.log(`  ${query.name}: p50 ${results.at(-1)!.p50} ms, p99 ${results.at(-1)!.p99} ms`);
  }

  const floor = results.find((r) => r.baseline);
  const budgets: Budget[] = results
    .filter((r) => !r.baseline)
    .map((r) => {
      const failures = Object.entries(r.statuses).filter(([status]) => status !== '200');
      return {
        name: `Admin: ${r.name} p99`,
        target: '< 50 ms',
        value: r.p99,
        unit: 'ms',
        met: r.p99 < 50 && failures.length === 0,
        note: [
          failures.map(([s, n]) => `${n}x ${s}`).join(', '),
          floor ? `admin path alone p99 ${floor.p99} ms` : '',
        ]
          .filter(Boolean)
          .join('; '),
      };
    });
  return {
    data: {
      generatedRows: rows,
      totalRows: total,
      loadSeconds: generated.seconds,
      indexSeconds: generated.indexSeconds,
      queries: results,
    },
    budgets,
  };
}
