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
      'SELECT count(*)::int AS total, min(created_at) AS "from", max(created_at) AS "to" FROM payments',
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

const DAY_MS = 24 * 3600 * 1000;

/** A date range of 7 to 31 days starting anywhere in [from, to], drawn afresh for each request. */
function randomRange(from: Date, to: Date): { start: string; end: string } {
  const days = 7 + Math.floor(Math.random() * 25);
  const latestStart = Math.max(from.getTime(), to.getTime() - days * DAY_MS);
  const start = new Date(from.getTime() + Math.random() * (latestStart - from.getTime()));
  const end = new Date(Math.min(to.getTime(), start.getTime() + days * DAY_MS));
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

/**
 * The back-office at a million payments: the bench stores them in ordering's own database with
 * set-based SQL, then times the admin API's searches and pages through the gateway, one request
 * at a time (an admin clicking). Every request draws its own value: a phone, order id or name of
 * a different sampled payment, a random date range, a random deep page; none is asked twice.
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
  // Three warm-up requests and the timed ones, each with a value of its own.
  const samples = await sampleSearchValues(databaseUrl, iterations + 3);
  const deepPage = Math.min(5000, Math.max(1, Math.floor(total / 10)));
  const pick = <T>(list: T[], i: number) => list[i % list.length];
  const deepPages = Array.from({ length: iterations + 3 }, () =>
    Math.max(1, deepPage - Math.floor(Math.random() * Math.ceil(deepPage / 2))),
  );
  const ranges = Array.from({ length: iterations + 3 }, () => randomRange(from, to));

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
      name: 'Search by name',
      path: (i) =>
        `${payments}&page=1&filter=customer_name&query=${encodeURIComponent(pick(samples.names, i))}`,
    },
    {
      name: 'Date range (7 to 31 days)',
      path: (i) => `${payments}&page=1&startDate=${pick(ranges, i).start}&endDate=${pick(ranges, i).end}`,
    },
    { name: 'Page 1', path: () => `${payments}&page=1` },
    {
      name: `A page between ${Math.ceil(deepPage / 2).toLocaleString('en')} and ${deepPage.toLocaleString('en')}`,
      path: (i) => `${payments}&page=${pick(deepPages, i)}`,
    },
    { name: 'Orders, active, page 1', path: () => '/api/admin/orders?page=1&limit=10&showCompleted=false' },
    { name: 'Orders, completed, page 1', path: () => '/api/admin/orders?page=1&limit=10&showCompleted=true' },
  ];

  const results: AdminQueryResult[] = [];
  for (const query of queries) {
    for (let i = 0; i < 3; i++) await http(ctx, query.path(iterations + i), { headers: ctx.admin });
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
