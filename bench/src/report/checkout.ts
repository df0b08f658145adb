import type { BenchResults, CheckoutData, CheckoutWork } from '../results';
import { fmt, loadRow, sectionState, sum, table } from './markdown';

const CHECKOUT_HEADING = '## 2. Checkout';

/** Section 2: the checkout under load, its CPU by process, the sizing it gives, and against a bare checkout. */
export function renderCheckout(results: BenchResults): string {
  const out: string[] = [CHECKOUT_HEADING, ''];
  const { sections: s } = results;
  const checkout = s.checkout;
  if (checkout.data) {
    out.push(
      `\`POST /api/orders/create-transaction\`, 20 connections, a Premium package with a design and two ` +
        `add-ons (server total Rp ${fmt(checkout.data.grossAmount, 0)}), against the Midtrans simulator.`,
      '',
    );
    out.push(
      table(
        ['Target', 'req/s (2xx)', 'p50 ms', 'p99 ms', 'max ms', 'failed'],
        [
          loadRow('create-transaction (gateway, ordering, catalogue, simulator)', checkout.data.load),
          loadRow('Midtrans simulator alone (Snap create)', checkout.data.simulator),
          ...(checkout.data.bare
            ? [
                loadRow(
                  'bare checkout (one process, one transaction, the same Snap call)',
                  checkout.data.bare,
                ),
              ]
            : []),
        ],
      ),
      '',
    );
    const readCpu = s.catalogueRead.data?.routes ?? [];
    const names = Object.keys(checkout.data.cpuMsPerRequest).sort(
      (a, b) => checkout.data!.cpuMsPerRequest[b] - checkout.data!.cpuMsPerRequest[a],
    );
    out.push(
      'CPU time per request by process during each gateway run (from /proc; PostgreSQL and RabbitMQ ' +
        'serve the whole machine, so theirs includes any other work running meanwhile).',
      '',
    );
    out.push(
      table(
        ['Process', 'checkout ms', ...readCpu.map((r) => `\`${r.path}\` ms`)],
        [
          ...names.map((name) => [
            name,
            fmt(checkout.data!.cpuMsPerRequest[name], 3),
            ...readCpu.map((r) => fmt(r.cpuMsPerRequest[name], 3)),
          ]),
          [
            '**all**',
            fmt(sum(checkout.data.cpuMsPerRequest), 3),
            ...readCpu.map((r) => fmt(sum(r.cpuMsPerRequest), 3)),
          ],
        ],
      ),
      '',
    );
    out.push(...sizingTable(checkout.data.cpuMsPerRequest));
    out.push(...againstBare(checkout.data));
    if (checkout.data.work) out.push(...checkoutWork(checkout.data.work));
  } else out.push(sectionState(checkout) ?? '', '');
  return out.join('\n');
}

/** The programs a checkout runs through, with their names in the CPU table. */
const SIZED_PROGRAMS: [string, string][] = [
  ['ordering', 'ordering'],
  ['gateway', 'gateway'],
  ['catalogue', 'catalogue'],
  ['reporting', 'reporting'],
  ['PostgreSQL (all backends)', 'PostgreSQL (all databases, per core)'],
];

/**
 * docs/OPERATIONS.md section 4's sizing, from this run's CPU per checkout: how many checkouts a
 * second one replica of each program carries at 70% of a core (one core is the most one Node
 * process uses).
 */
function sizingTable(cpuMsPerRequest: Record<string, number>): string[] {
  const rows = SIZED_PROGRAMS.filter(([name]) => cpuMsPerRequest[name] > 0).map(([name, label]) => [
    label,
    fmt(cpuMsPerRequest[name], 2),
    fmt(Math.floor(700 / cpuMsPerRequest[name]), 0),
  ]);
  if (rows.length === 0) return [];
  return [
    '### Sizing',
    '',
    "One replica of each program at 70% of a core, from this run's CPU per checkout (give each program " +
      'enough replicas for the checkouts a second you expect, plus one to lose):',
    '',
    table(['Program', 'CPU per checkout ms', 'checkouts/s per replica at 70% of a core'], rows),
    '',
  ];
}

/** Section 2's comparison with the bare checkout: CPU per checkout by process, both measured in turns. */
function againstBare(data: CheckoutData): string[] {
  const bare = data.bareCpuMsPerRequest;
  if (!data.bare || !bare || data.cpuRatio === undefined) return [];
  const names = [...new Set([...Object.keys(data.cpuMsPerRequest), ...Object.keys(bare)])]
    .filter((name) => (data.cpuMsPerRequest[name] ?? 0) > 0 || (bare[name] ?? 0) > 0)
    .sort((a, b) => (data.cpuMsPerRequest[b] ?? 0) - (data.cpuMsPerRequest[a] ?? 0));
  return [
    '### Against a bare checkout',
    '',
    'The bare checkout (`bench/src/bare-checkout-server.ts`) is one Node process (node:http, one pg ' +
      'pool, JSON.parse and a check by hand) doing the same durable work in one PostgreSQL transaction ' +
      'in a scratch database of its own (an order id from a sequence, the cart priced from its price ' +
      "tables, which hold the catalogue's rows, the payment row, the outbox row), then the same Snap call " +
      'to the simulator; no gateway, broker or second service. It took turns with the shop under the ' +
      `same load (${data.bare.connections} connections), and each one's CPU was counted over its own ` +
      "turns: the shop's in every process of the stack, PostgreSQL and RabbitMQ (which serve the whole " +
      "machine: theirs includes other work meanwhile) and the load generator; the bare checkout's in " +
      'its process, PostgreSQL, RabbitMQ, the simulator and the load generator. PostgreSQL is also ' +
      "counted in the backends connected to each side's own databases only (those of the stack, that of " +
      'the bare checkout, found after the warm-up): without the work other programs on the machine ask ' +
      'of it, which weighs more on each checkout the fewer checkouts a second are made.',
    '',
    table(
      ['Process', 'shop ms per checkout', 'bare ms per checkout'],
      [
        ...names.map((name) => [
          name,
          name in data.cpuMsPerRequest ? fmt(data.cpuMsPerRequest[name], 3) : '',
          name in bare ? fmt(bare[name], 3) : '',
        ]),
        ['**all**', fmt(sum(data.cpuMsPerRequest), 3), fmt(sum(bare), 3)],
        ['**ratio**', `${fmt(data.cpuRatio, 2)} x`, ''],
        ...(data.postgresByDatabase && data.cpuRatioByDatabase !== undefined
          ? [
              [
                "PostgreSQL, only the backends of each side's databases",
                fmt(data.postgresByDatabase.shop, 3),
                fmt(data.postgresByDatabase.bare, 3),
              ],
              ['ratio, PostgreSQL counted that way', `${fmt(data.cpuRatioByDatabase, 2)} x`, ''],
            ]
          : []),
        ['checkouts/s', fmt(data.load.requestsPerSecond, 0), fmt(data.bare.requestsPerSecond, 0)],
      ],
    ),
    '',
  ];
}

/** Section 2's count of what a checkout asks of each database and of the broker. */
function checkoutWork(work: CheckoutWork): string[] {
  const kinds = ['begin', 'in_transaction', 'alone', 'commit', 'rollback'];
  return [
    '### Where a checkout goes',
    '',
    `Counted by the programs themselves (\`db_statements_total\`, \`rpc_handler_duration_seconds\`, ` +
      `\`events_published_total\`, \`events_consumed_total\` on their /metrics) over ` +
      `${fmt(work.checkouts, 0)} checkouts and the events they caused, divided by the checkouts` +
      `${work.failed ? ` (${work.failed} failed)` : ''}; what the programs did meanwhile on their own ` +
      "(the outbox relays' polls) is included. Each statement is one round trip; a transaction is an " +
      'explicit one (begin ... commit) or a statement alone.',
    '',
    table(
      ['Database', 'statements', 'transactions', ...kinds],
      [
        ...work.databases.map((db) => [
          db.program,
          fmt(db.statements, 2),
          fmt(db.transactions, 2),
          ...kinds.map((kind) => fmt(db.kinds[kind] ?? 0, 2)),
        ]),
        ['bare checkout', fmt(work.bare.statements, 2), fmt(work.bare.transactions, 2), '', '', '', '', ''],
      ],
    ),
    '',
    table(
      ['Through RabbitMQ', 'by', 'per checkout'],
      [
        ...work.rpcCalls.map((row) => [
          `RPC \`${row.pattern}\` (request and reply)`,
          row.program,
          fmt(row.perCheckout, 2),
        ]),
        ...work.eventsPublished.map((row) => [
          `event \`${row.type}\` published`,
          row.program,
          fmt(row.perCheckout, 2),
        ]),
        ...work.eventsConsumed.map((row) => [
          `delivery from \`${row.queue}\``,
          row.program,
          fmt(row.perCheckout, 2),
        ]),
        [
          '**messages** (two per RPC call, one per publish and per delivery)',
          '',
          fmt(work.brokerMessages, 2),
        ],
      ],
    ),
    '',
    `Log lines per checkout: ${
      Object.entries(work.logLines)
        .sort((a, b) => b[1] - a[1])
        .map(([program, lines]) => `${program} ${fmt(lines, 2)}`)
        .join(', ') || 'not counted'
    }.`,
    '',
  ];
}
