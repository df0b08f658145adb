import type {
  BenchResults,
  Budget,
  CheckoutData,
  CheckoutWork,
  LoadResult,
  Section,
  TracingData,
} from './results';

const fmt = (value: number | null | undefined, digits = 1): string =>
  value === null || value === undefined || !Number.isFinite(value)
    ? 'n/a'
    : value.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;
const sum = (values: Record<string, number>) => Object.values(values).reduce((total, v) => total + v, 0);
const metText = (met: boolean | null) => (met === null ? 'not measured' : met ? 'met' : '**missed**');

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

function sectionState(section: Section<unknown>): string | undefined {
  if (section.error) return `Not measured: ${section.error}`;
  if (section.skipped) return `Skipped: ${section.skipped}`;
  return undefined;
}

const loadRow = (label: string, r: LoadResult) => [
  label,
  fmt(r.requestsPerSecond, 0),
  fmt(r.p50, 2),
  fmt(r.p99, 2),
  fmt(r.max, 1),
  r.errors + r.non2xx,
];

export const BUDGETS_HEADING = '## Budgets';

/** The budgets of every section, first in RESULTS.md (and what a section run alone rewrites). */
export function renderBudgets(results: BenchResults): string {
  const { sections: s } = results;
  const out: string[] = [];
  const budgets: { section: string; budget: Budget }[] = [];
  const titles: [keyof BenchResults['sections'], string][] = [
    ['catalogueRead', '1. Catalogue read'],
    ['checkout', '2. Checkout'],
    ['paymentToBalance', '3. Payment to balance'],
    ['adminAtScale', '4. Admin at scale'],
    ['web', '5. Web'],
    ['memory', '6. Memory'],
    ['tracing', '8. Tracing export'],
  ];
  for (const [key, title] of titles) {
    for (const budget of s[key].budgets) budgets.push({ section: title, budget });
  }
  out.push(BUDGETS_HEADING, '');
  out.push(
    table(
      ['Section', 'Measure', 'Budget', 'Measured', 'Met', 'Note'],
      budgets.map(({ section, budget: b }) => [
        section,
        b.name,
        b.target,
        b.value === null ? 'n/a' : `${fmt(b.value, 2)}${b.unit ? ` ${b.unit}` : ''}`,
        metText(b.met),
        b.note ?? '',
      ]),
    ),
    '',
  );
  for (const [key, title] of titles) {
    const state = sectionState(s[key]);
    if (state && s[key].budgets.length === 0) out.push(`Section ${title}: ${state}`, '');
  }

  return out.join('\n');
}

/** bench/RESULTS.md: the budgets first, then each section's figures. */
export function renderMarkdown(results: BenchResults): string {
  const { sections: s, machine } = results;
  const out: string[] = [];
  out.push('# Benchmark results', '');
  out.push(
    `Measured ${results.generatedAt} by \`npm run bench${results.mode === 'quick' ? ' -- --quick' : ''}\` ` +
      `(${results.mode} run, ${fmt(results.seconds, 0)} s) on ${machine.cpus} cores (${machine.cpuModel}), ` +
      `${fmt(machine.memoryMb / 1024, 0)} GB, Node ${machine.node}. Load average at start ` +
      `${machine.loadAverageAtStart.map((l) => fmt(l, 2)).join(' / ')}, at end ` +
      `${machine.loadAverageAtEnd.map((l) => fmt(l, 2)).join(' / ')}.`,
    '',
    // Results written before commits were recorded describe none.
    !results.commit || results.commit.changed
      ? `The programs were built from commit \`${results.commit?.id ?? 'unknown'}\` with changes not yet committed: these figures describe no commit.`
      : `The programs were built from commit \`${results.commit.id}\`, unchanged: these figures describe it.`,
    '',
    `The shop was measured through ${results.front.description}: every request to the shop below ` +
      "went through it, the payment notifications too (Midtrans's reach the public address).",
    '',
    `> ${results.caveat}`,
    '',
  );

  out.push(renderBudgets(results));

  out.push('## 1. Catalogue read', '');
  const read = s.catalogueRead;
  if (read.data) {
    const through =
      results.front.kind === 'nginx'
        ? 'through nginx (whose cache answers each read the gateway answered earlier in the same second) and the gateway (with its catalogue cache)'
        : 'through the gateway alone (with its catalogue cache)';
    out.push(
      `Each route under autocannon, 50 connections, ${through}, and against a bare node:http server ` +
        "answering the same bytes and headers straight to the load generator (the machine's baseline: one " +
        'Node process with the answer in memory), the two taking turns in slices so that both meet the ' +
        'same background load. Load generator, shop and baseline share the same cores, so the one that ' +
        'spends less CPU per read leaves more to the load generator.',
      '',
    );
    const rows: (string | number)[][] = [];
    for (const route of read.data.routes) {
      rows.push(loadRow(`\`${route.path}\` the shop`, route.shop));
      rows.push(loadRow(`\`${route.path}\` bare node:http`, route.bare));
      rows.push([`\`${route.path}\` ratio`, `${fmt(route.ratio, 3)} x`, '', '', '', '']);
    }
    out.push(table(['Target', 'req/s (2xx)', 'p50 ms', 'p99 ms', 'max ms', 'failed'], rows), '');
    out.push(
      table(
        ['Route', "CPU per read in the shop's programs µs", 'bare node:http µs'],
        read.data.routes.map((r) => [
          `\`${r.path}\``,
          fmt(sum(r.cpuMsPerRequest) * 1000, 1),
          fmt(r.bareCpuMsPerRequest * 1000, 1),
        ]),
      ),
      '',
    );
    out.push(
      read.data.routes
        .map(
          (r) =>
            `\`${r.path}\`: ${r.bodyBytes} bytes; If-None-Match with its ETag answers ${r.notModifiedStatus}.`,
        )
        .join(' '),
      '',
    );
    const fresh = read.data.freshness;
    out.push(
      `**Freshness.** An add-on's price changed through the admin API ${fresh.changes} times, each at a ` +
        `different moment of the second, and read through the front every ${fresh.readEveryMs} ms: the ` +
        `last read that began after the save was answered and still got the old price began ` +
        `${fmt(fresh.staleForMs.p50, 1)} ms after it at the median, ${fmt(fresh.staleForMs.max, 1)} ms at ` +
        `most; ${fresh.oldAfterBound} reads begun a second or more after a save got the old price. ` +
        'The rule is in docs/ARCHITECTURE.md ("The catalogue cache").',
      '',
    );
  } else out.push(sectionState(read) ?? '', '');

  out.push(CHECKOUT_HEADING, '');
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

  out.push('## 3. Payment to balance', '');
  const pay = s.paymentToBalance;
  if (pay.data) {
    out.push(
      `${pay.data.payments} payments, one at a time: a signed \`settlement\` notification to the gateway, then ` +
        `the balance read through the ${results.front.kind === 'nginx' ? 'front' : 'gateway'} until it includes the payment (${pay.data.balancePolls} reads).`,
      '',
    );
    out.push(
      table(
        ['Step', 'p50 ms', 'p99 ms', 'max ms', 'samples'],
        [
          [
            'Notification request (gateway to ordering)',
            fmt(pay.data.notification.p50, 2),
            fmt(pay.data.notification.p99, 2),
            fmt(pay.data.notification.max, 1),
            pay.data.notification.samples,
          ],
          [
            'Accepted to balance',
            fmt(pay.data.acceptedToBalance.p50, 2),
            fmt(pay.data.acceptedToBalance.p99, 2),
            fmt(pay.data.acceptedToBalance.max, 1),
            pay.data.acceptedToBalance.samples,
          ],
          [
            "Baseline: the same way's least work, bare (a commit, the event through RabbitMQ, a commit in a second database, one bare node:http request)",
            fmt(pay.data.bareEventPath.p50, 2),
            fmt(pay.data.bareEventPath.p99, 2),
            fmt(pay.data.bareEventPath.max, 1),
            pay.data.bareEventPath.samples,
          ],
        ],
      ),
      '',
    );
  } else out.push(sectionState(pay) ?? '', '');

  out.push('## 4. Admin at scale', '');
  const adm = s.adminAtScale;
  if (adm.data) {
    out.push(
      `${fmt(adm.data.generatedRows, 0)} payments generated in ordering's database (${fmt(adm.data.totalRows, 0)} in all; ` +
        `${fmt(adm.data.loadSeconds, 0)} s including ${fmt(adm.data.indexSeconds, 0)} s to rebuild the indexes), ` +
        `then each admin query through the ${results.front.kind === 'nginx' ? 'front' : 'gateway'}, one at a time. Every request draws its own value: the phone, ` +
        'order id or first name of a different sampled payment, a date range of 7 to 31 days starting at a random ' +
        'day, a random page in the deepest half; three warm-up requests use values of their own too.',
      '',
    );
    out.push(
      table(
        ['Query', 'p50 ms', 'p99 ms', 'max ms', 'samples', 'answers'],
        adm.data.queries.map((q) => [
          q.baseline ? `${q.name} (reference)` : q.name,
          fmt(q.p50, 2),
          fmt(q.p99, 2),
          fmt(q.max, 1),
          q.samples,
          Object.entries(q.statuses)
            .map(([k, v]) => `${v}x ${k}`)
            .join(', '),
        ]),
      ),
      '',
    );
  } else out.push(sectionState(adm) ?? '', '');

  out.push(renderWeb(results));

  out.push('## 6. Memory', '');
  const mem = s.memory;
  if (mem.data) {
    const { load, bare } = mem.data;
    out.push(
      'Resident memory (VmRSS) of each program of the stack, idle after start and after the catalogue read test' +
        (load
          ? `; then after ${fmt(load.gatewayRequests, 0)} more \`GET ${load.path}\` sent to the gateway's own ` +
            `address (${load.connections} connections, past any front), and again after ${mem.data.settleSeconds} s ` +
            'without requests.'
          : '.'),
      '',
    );
    out.push(
      table(
        ['Program', 'Idle MB', 'After read MB', 'After load MB', 'Settled MB'],
        [
          ...mem.data.programs.map((p) => [
            p.name,
            fmt(p.idleMb, 1),
            fmt(p.afterReadMb, 1),
            fmt(p.afterLoadMb, 1),
            fmt(p.settledMb, 1),
          ]),
          ...(bare && load
            ? [
                [
                  `bare node:http (baseline, ${fmt(load.bareRequests, 0)} requests)`,
                  fmt(bare.idleMb, 1),
                  '',
                  fmt(bare.afterLoadMb, 1),
                  fmt(bare.settledMb, 1),
                ],
              ]
            : []),
        ],
      ),
      '',
    );
  } else out.push(sectionState(mem) ?? '', '');
  out.push(renderReplicas(results));
  out.push(renderTracing(results));
  return out.join('\n');
}

const WEB_HEADING = '## 5. Web';

/** Section 5: what each route loads and Lighthouse's figures (also what `--only web` rewrites). */
function renderWeb(results: BenchResults): string {
  const out: string[] = [WEB_HEADING, ''];
  const web = results.sections.web;
  if (web.data) {
    out.push(
      'Production build, gzip sizes of what each route loads before it shows (entry, route chunk and their imports), and what it loads later on its own.',
      '',
    );
    out.push(
      table(
        ['Route', 'JS gzip', 'CSS gzip', 'JS raw', 'JS on demand (gzip)'],
        web.data.bundles.map((b) => [
          `\`${b.route}\``,
          kb(b.jsGzip),
          kb(b.cssGzip),
          kb(b.jsRaw),
          kb(b.onDemandJsGzip),
        ]),
      ),
      '',
    );
    if (web.data.lighthouse.length > 0) {
      out.push(
        `Lighthouse ${web.data.lighthouseVersion ?? ''} mobile preset (simulated slow 4G, 4x CPU slowdown), headless Chromium. Each route is run ${Math.max(...web.data.lighthouse.map((l) => l.runs?.length ?? 1))} times; the figures are the run Lighthouse names the median (nearest the median first paint and time to interactive), with every run's performance beside it.`,
        '',
      );
      out.push(
        table(
          [
            'Route',
            'Performance',
            'Every run',
            'Accessibility',
            'LCP ms',
            'LCP element',
            'TBT ms',
            'CLS',
            'Audits under 0.9',
          ],
          web.data.lighthouse.map((l) => [
            `\`${l.route}\``,
            fmt(l.performance, 0),
            (l.runs ?? []).map((run) => fmt(run, 0)).join(' / '),
            fmt(l.accessibility, 0),
            fmt(l.lcpMs, 0),
            l.lcpElement ? `\`${l.lcpElement.replace(/[|`]/g, ' ')}\`` : '',
            fmt(l.tbtMs, 0),
            fmt(l.cls, 3),
            l.error ? `error: ${l.error}` : (l.failedAudits ?? []).join(', '),
          ]),
        ),
        '',
      );
    }
    if (web.data.lighthouseNote) out.push(web.data.lighthouseNote, '');
  } else out.push(sectionState(web) ?? '', '');
  return out.join('\n');
}

export const TRACING_HEADING = '## 8. Tracing export';

/** Section 8: what tracing through OpenTelemetry's SDK costs a checkout, export off (the default) and on. */
export function renderTracing(results: BenchResults): string {
  const out: string[] = [TRACING_HEADING, ''];
  const section = results.sections.tracing;
  const data = section?.data;
  if (!data || data.notLoadedNs === undefined) {
    out.push((section && !data ? sectionState(section) : undefined) ?? 'Not measured.', '');
    return out.join('\n');
  }
  out.push(
    "Every program makes a span (through OpenTelemetry's SDK) and writes one log line for each request, " +
      'RPC and event it handles, whether or not spans are exported; each line written meanwhile carries the ' +
      "trace id (pino's mixin). `OTEL_EXPORTER_OTLP_ENDPOINT` adds the export to a collector, and with it the " +
      'spans of PostgreSQL queries, outgoing HTTP (Midtrans, S3), RPC calls and event publishes. The span code ' +
      `was timed in the bench's own process (its CPU time, not the clock), ${fmt(data.spansTimed, 0)} ` +
      'spans per figure; with export on, ' +
      'the spans went in batches to a stand-in collector in the same process (its share of the work is ' +
      `counted in the figure, an upper bound), which received ${fmt(data.spansReceivedByCollector, 0)} of ` +
      'them. A stack of its own, exporting to that collector, took one checkout: it wrote ' +
      `${data.spansPerCheckout} span lines and ${data.linesPerCheckout} lines with its trace id, and exported ` +
      `${data.spansExportedPerCheckout} spans.`,
    '',
    table(
      ['Measure', 'ns'],
      [
        ['Not tracing: reading the clock and rounding a duration, per timed line', fmt(data.notLoadedNs, 1)],
        ['A span (from a traceparent, current, ended), export off', fmt(data.spanOffNs, 1)],
        ['What a span adds, export off (the difference, at least 0)', fmt(data.exportOffAddsNs, 1)],
        ["A log line's trace fields, inside a span", fmt(data.traceFieldsNs, 1)],
        ['A span, export on (batched, serialised, posted)', fmt(data.spanOnNs, 1)],
      ],
    ),
    '',
    table(
      ['Per checkout', 'µs of CPU', 'share of a checkout'],
      [
        [
          'Export off: its span lines and trace fields',
          fmt(data.offPerCheckoutUs, 2),
          share(data.offPerCheckoutUs, data),
        ],
        [
          'Export on: its exported spans at the figure above (instrumentation aside)',
          fmt(data.onPerCheckoutUs, 1),
          share(data.onPerCheckoutUs, data),
        ],
      ],
    ),
    '',
    "Off, no instrumentation is registered and a span is the API's non-recording span (what the SDK " +
      'makes of a span it does not sample): its ids, current while it lasts, and the attributes an ' +
      'exporter would need are not even built. On, the SDK records each span, queues it, then ' +
      'serialises and posts it with its batch.',
    '',
  );
  return out.join('\n');
}

function share(us: number, data: TracingData): string {
  return data.cpuMsPerCheckout ? `${fmt((us / (data.cpuMsPerCheckout * 1000)) * 100, 2)}%` : 'n/a';
}

export const REPLICAS_HEADING = '## 7. Replicas';

/**
 * Section 7 alone (`--only replicas` splices it into an earlier RESULTS.md): one and two replicas
 * of the gateway and ordering, and why two cores gain little from the second.
 */
export function renderReplicas(results: BenchResults): string {
  const out: string[] = [REPLICAS_HEADING, ''];
  const section = results.sections.replicas;
  const data = section?.data;
  if (!data) {
    out.push((section && sectionState(section)) ?? 'Not measured.', '');
    return out.join('\n');
  }
  const fronts: Record<string, string> = {
    nginx: 'nginx',
    gateway: 'the gateway alone',
    proxy: "the runner's round-robin proxy",
  };
  out.push(
    `Measured ${data.measuredAt} (load average ${data.loadAverageAtStart[0]} at start, ` +
      `${data.loadAverageAtEnd[0]} at end, on ${data.cores} cores). Both shapes run side by side, each a stack ` +
      'of its own, and take turns in slices (as section 1 does with its baseline) under the load of sections ' +
      '1 and 2: `POST /api/orders/create-transaction` with 20 connections and `GET /api/designs/all` with 50, ' +
      `${fmt(data.runs[0]?.checkout.durationSeconds, 0)} s each in all, after a 1 s warm-up.`,
    '',
    table(
      ['Replicas', 'Front', 'Measure', 'req/s (2xx)', 'p50 ms', 'p99 ms', 'max ms', 'failed'],
      data.runs.flatMap((run) => {
        const shape = `gateway x${run.replicas.gateway}, ordering x${run.replicas.ordering}`;
        return [
          [shape, fronts[run.front], ...loadRow('checkout', run.checkout)],
          [shape, fronts[run.front], ...loadRow('catalogue read', run.catalogueRead)],
        ];
      }),
    ),
    '',
  );
  const [one] = data.runs;
  const checkoutCpu = results.sections.checkout?.data?.cpuMsPerRequest;
  const shared = data.loadAverageAtStart[0] > data.cores;
  // The prose follows the figures: what it says of the ceiling and of the gain is chosen by them.
  const reached = one.checkout.requestsPerSecond;
  const share = reached / data.checkoutCeiling;
  const gained = data.checkoutGain > 1.05;
  out.push(
    `Two replicas against one: checkout ${fmt(data.checkoutGain, 2)} x, catalogue read ` +
      `${fmt(data.catalogueReadGain, 2)} x. ` +
      (gained
        ? `**Why a second replica gains only a little on ${data.cores} cores:** `
        : `**Why a second replica gains nothing on ${data.cores} cores:** `) +
      'the shop is bound by CPU as a whole, not by one process. A checkout costs ' +
      `${fmt(data.cpuMsPerCheckout, 1)} ms of CPU across every process it touches` +
      (checkoutCpu
        ? ` (${fmt(sum(checkoutCpu), 1)} ms in section 2, PostgreSQL, ordering and the gateway the most)`
        : '') +
      `, so ${data.cores} cores allow at most about ${fmt(data.checkoutCeiling, 0)} checkouts/s ` +
      `(${data.cores} x 1,000 ms / ${fmt(data.cpuMsPerCheckout, 1)} ms) however many processes share them; ` +
      `one replica of each reached ${fmt(reached, 0)}, ` +
      (share > 1.05
        ? 'above that estimate: the CPU per checkout was counted with both stacks running side by side, ' +
          'which costs more than a checkout alone, so the ceiling is low. '
        : share >= 0.8
          ? 'close to that ceiling already. '
          : `${fmt(share * 100, 0)}% of it: the rest went to other work on the machine or to waiting ` +
            '(round trips, locks), which more processes do not remove. ') +
      'A second replica adds an event ' +
      "loop, not a core. A catalogue read is answered from the gateway's cache in hundredths of a " +
      'millisecond of its CPU; nginx and the load generator take the rest, so a second gateway has ' +
      'nothing to add.' +
      (shared && data.checkoutGain > 1.05
        ? ` The machine was shared with other work meanwhile (load average ${data.loadAverageAtStart[0]} on ` +
          `${data.cores} cores): more processes then win a larger share of the cores from the scheduler, ` +
          'which shows as a gain here that is not capacity.'
        : '') +
      (data.checkoutGain < 0.95
        ? ' Here two replicas were slower: their extra processes (event loops, broker and database ' +
          'connections, their timers) spend CPU of their own out of the same cores.'
        : '') +
      ' Replicas pay where they get cores of their own (docs/OPERATIONS.md, section 4).',
    '',
  );
  return out.join('\n');
}

const CHECKOUT_HEADING = '## 2. Checkout';

/** An earlier RESULTS.md with section 7 replaced by `section` (or added at its end). */
export function spliceSection(markdown: string, section: string, heading = REPLICAS_HEADING): string {
  const start = markdown.indexOf(heading);
  if (start < 0) return `${markdown.replace(/\n*$/, '\n\n')}${section}`;
  const next = markdown.indexOf('\n## ', start + heading.length);
  return markdown.slice(0, start) + section + (next < 0 ? '' : markdown.slice(next + 1));
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
