import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { Client } from 'pg';
import { CHROMIUM_PATH } from '@undangan/stack';
import { startBareNginx } from '../bare-nginx';
import { BenchContext, http, sleep } from '../context';
import { Dose, doseText, percentiles, round, runInterleaved, startLoad } from '../load';
import type { Budget, InvitationPageData, LoadResult } from '../results';
import { CHECKOUT_CONNECTIONS, checkoutRequest } from './checkout';
import { LIGHTHOUSE_RUNS, lighthouseResult, runLighthouse } from './web';

/** The sample invitation the invitations service publishes in development (SEED_ON_EMPTY). */
export const SAMPLE_PAGE = '/contoh';
const SAMPLE_CLIENT_ID = 'contoh';
/** What the invitations program is started with in the bench: the sample, and no per-address limit. */
export const INVITATIONS_BENCH_ENV = { SEED_ON_EMPTY: 'true', GUEST_REPLIES_PER_SOURCE: '10000' };

const PAGE_CONNECTIONS = 50;
/** The page views and the bare nginx take turns this many times. */
const ROUNDS = 5;
const SCRIPT_BUDGET_BYTES = 30 * 1024;
const PERFORMANCE_BUDGET = 98;
const LCP_BUDGET_MS = 1500;
const PAGE_VIEWS_RATIO_BUDGET = 0.8;
const RSVP_P99_BUDGET_MS = 100;
const CHECKOUT_SLOWDOWN_BUDGET = 1.2;
/**
 * Guests opening pages beside the checkouts: a steady 200 page views a second (a couple's 500
 * links opened over a few minutes come at a few a second; this is forty times that).
 */
const GUEST_PAGE_VIEWS_PER_SECOND = 200;
const GUEST_CONNECTIONS = 20;
/** Checkouts beside the guests: a handful of customers at once. */
const CHECKOUTS_AT_ONCE = Math.min(5, CHECKOUT_CONNECTIONS);
/** Response headers the bare nginx must not copy: per connection or per response, or nginx's own. */
const NOT_COPIED = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'server',
  'x-request-id',
  'etag',
  'last-modified',
  'accept-ranges',
]);

/**
 * Section 9, what guests meet: the sample invitation (every section the Exclusive package has) on
 * Lighthouse's mobile preset, the script it sends before a guest does anything, page views through
 * the front against a bare nginx serving the same bytes as a file, a minute's burst of RSVPs, and
 * checkout while guests open pages against checkout alone.
 */
export async function measureInvitationPage(
  ctx: BenchContext,
): Promise<{ data: InvitationPageData; budgets: Budget[] }> {
  const page = await sampleOrWait(ctx);
  const script = scriptBeforeInteraction(page.html, await externalScripts(ctx, page.html));
  const lighthouse = await pageLighthouse(ctx);
  const pageViews = await pageViewsAgainstBareNginx(ctx, page);
  const burst = await rsvpBurst(ctx);
  const checkoutBeside = await checkoutBesideGuests(ctx);
  const data: InvitationPageData = {
    page: SAMPLE_PAGE,
    script,
    lighthouse,
    pageViews,
    rsvpBurst: burst,
    checkoutBeside,
  };
  return { data, budgets: budgetsOf(data) };
}

async function sampleOrWait(ctx: BenchContext): Promise<{ html: string; bytes: Buffer; headers: Headers }> {
  for (let waited = 0; ; waited += 250) {
    const read = await http<string>(ctx, SAMPLE_PAGE, { headers: { 'accept-encoding': 'identity' } });
    if (read.status === 200 && typeof read.body === 'string' && read.body.includes('Kepada Yth.'))
      return { html: read.body, bytes: read.bytes, headers: read.headers };
    if (waited > 60_000) throw new Error(`${SAMPLE_PAGE} answered ${read.status}, not the sample invitation`);
    await sleep(250);
  }
}

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

async function externalScripts(ctx: BenchContext, html: string): Promise<Buffer[]> {
  const sources = [...html.matchAll(SCRIPT_TAG)]
    .map((m) => /\bsrc="([^"]+)"/.exec(m[1])?.[1])
    .filter((src): src is string => src !== undefined);
  return Promise.all(
    sources.map(async (src) => (await http(ctx, new URL(src, ctx.stack.baseUrl).pathname)).bytes),
  );
}

/** Every script the page runs before a guest interacts: inline ones and those it loads, gzip. */
function scriptBeforeInteraction(html: string, external: Buffer[]): InvitationPageData['script'] {
  const inline = [...html.matchAll(SCRIPT_TAG)]
    .filter((m) => !/\bsrc=/.test(m[1]))
    .map((m) => Buffer.from(m[2]));
  const all = [...inline, ...external];
  return {
    inlineScripts: inline.length,
    externalScripts: external.length,
    rawBytes: all.reduce((sum, b) => sum + b.length, 0),
    gzipBytes: all.reduce((sum, b) => sum + gzipSync(b).length, 0),
    htmlGzipBytes: gzipSync(Buffer.from(html)).length,
  };
}

async function pageLighthouse(ctx: BenchContext): Promise<InvitationPageData['lighthouse']> {
  if (!existsSync(CHROMIUM_PATH)) return { error: `no Chromium at ${CHROMIUM_PATH}` };
  const runs = ctx.quick ? 1 : LIGHTHOUSE_RUNS;
  ctx.log(`  Lighthouse (mobile) for ${SAMPLE_PAGE}, ${runs} run${runs === 1 ? '' : 's'}`);
  try {
    const run = await runLighthouse(
      ctx.repoRoot,
      [ctx.stack.baseUrl + SAMPLE_PAGE],
      runs,
      path.join(ctx.scratchDir, 'lighthouse'),
    );
    return { version: run.version, result: lighthouseResult(SAMPLE_PAGE, run.results[0]) };
  } catch (err) {
    return { error: `Lighthouse could not run here: ${(err as Error).message}` };
  }
}

async function pageViewsAgainstBareNginx(
  ctx: BenchContext,
  page: { bytes: Buffer; headers: Headers },
): Promise<InvitationPageData['pageViews']> {
  const dose: Dose = ctx.quick ? { requests: 2_000 } : { seconds: 10 };
  const headers: Record<string, string> = {};
  page.headers.forEach((value, name) => {
    if (!NOT_COPIED.has(name)) headers[name] = value;
  });
  const bare = await startBareNginx(SAMPLE_PAGE, page.bytes, headers);
  try {
    const url = ctx.stack.baseUrl + SAMPLE_PAGE;
    ctx.log(
      `  ${SAMPLE_PAGE}: the front and a bare nginx in turns, ${doseText(dose)} each, ${PAGE_CONNECTIONS} connections`,
    );
    const [front, bareResult] = await runInterleaved(
      { url, connections: PAGE_CONNECTIONS, ...dose },
      { url: bare.url + SAMPLE_PAGE, connections: PAGE_CONNECTIONS, ...dose },
      ctx.quick ? 1 : ROUNDS,
    );
    return {
      bodyBytes: page.bytes.length,
      front,
      bare: bareResult,
      ratio: round(front.requestsPerSecond / bareResult.requestsPerSecond, 3),
    };
  } finally {
    await bare.close();
  }
}

/** RSVPs the sample invitation has kept, read from the invitations service's own database. */
async function keptRsvps(ctx: BenchContext): Promise<number> {
  const url = ctx.stack.specs.invitations?.env.DATABASE_URL;
  if (!url) throw new Error("the invitations program's database is not known");
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM rsvps WHERE client_id = $1',
      [SAMPLE_CLIENT_ID],
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

/**
 * A minute of RSVPs at a steady pace (1,000; the quick run 100 in six seconds), each sent on time
 * whether or not the ones before were answered, as guests do: every answer's time, and how many
 * the invitation kept.
 */
async function rsvpBurst(ctx: BenchContext): Promise<InvitationPageData['rsvpBurst']> {
  const count = ctx.quick ? 100 : 1_000;
  const seconds = ctx.quick ? 6 : 60;
  const before = await keptRsvps(ctx);
  ctx.log(`  ${count} RSVPs in ${seconds} s through the front`);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await sleep(Math.max(0, started + (i * seconds * 1000) / count - performance.now()));
      const sent = performance.now();
      const answer = await http(ctx, `/api/undangan/${SAMPLE_CLIENT_ID}/rsvp`, {
        method: 'POST',
        json: { name: `Tamu Pengukuran ${i + 1}`, attending: i % 5 !== 0, people: 1 + (i % 3), message: '' },
      }).catch(() => ({ status: 0 }));
      return { status: answer.status, ms: performance.now() - sent };
    }),
  );
  const took = (performance.now() - started) / 1000;
  return {
    sent: count,
    seconds: round(took, 1),
    answered200: answers.filter((a) => a.status === 200).length,
    kept: (await keptRsvps(ctx)) - before,
    latency: percentiles(answers.map((a) => a.ms)),
  };
}

/**
 * Checkout alone, then checkout while guests open the sample page at a steady rate, in turns
 * (three each; one in the quick run): checkout's p99 with the guests against without.
 */
async function checkoutBesideGuests(ctx: BenchContext): Promise<InvitationPageData['checkoutBeside']> {
  const { body } = await checkoutRequest(ctx);
  const dose: Dose = ctx.quick ? { requests: 100 } : { seconds: 15 };
  const checkout = {
    url: `${ctx.stack.baseUrl}/api/orders/create-transaction`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body,
    connections: CHECKOUTS_AT_ONCE,
  };
  const guestLoads: LoadResult[] = [];
  let guests: ReturnType<typeof startLoad> | undefined;
  ctx.log(
    `  checkout (${CHECKOUTS_AT_ONCE} at once) alone and beside ${GUEST_PAGE_VIEWS_PER_SECOND} page views a second, in turns, ${doseText(dose)} each`,
  );
  const [alone, besideGuests] = await runInterleaved(
    { ...checkout, ...dose },
    { ...checkout, ...dose },
    ctx.quick ? 1 : 3,
    {
      before: async (target) => {
        if (target !== 1) return;
        guests = startLoad({
          url: ctx.stack.baseUrl + SAMPLE_PAGE,
          connections: GUEST_CONNECTIONS,
          overallRate: GUEST_PAGE_VIEWS_PER_SECOND,
        });
        // The guests are under way before the checkouts' turn starts.
        await sleep(500);
      },
      after: async (target) => {
        if (target === 1 && guests) guestLoads.push(await guests.stop());
      },
    },
  );
  const guestRequests = guestLoads.reduce((sum, g) => sum + g.requests, 0);
  const guestSeconds = guestLoads.reduce((sum, g) => sum + g.durationSeconds, 0);
  return {
    alone,
    besideGuests,
    guestPageViewsPerSecond: round(guestRequests / Math.max(guestSeconds, 0.001), 1),
    guestFailures: guestLoads.reduce((sum, g) => sum + g.errors + g.non2xx, 0),
    ratio: round(besideGuests.p99 / alone.p99, 3),
  };
}

function budgetsOf(data: InvitationPageData): Budget[] {
  const { script, lighthouse, pageViews, rsvpBurst: burst, checkoutBeside } = data;
  const lh = lighthouse.result;
  const lhError = lighthouse.error ?? lh?.error;
  const budgets: Budget[] = [
    {
      name: `${SAMPLE_PAGE} script before a guest interacts (gzip)`,
      target: '<= 30 KB',
      value: round(script.gzipBytes / 1024, 1),
      unit: 'KB',
      met: script.gzipBytes <= SCRIPT_BUDGET_BYTES,
      note: `${script.inlineScripts} inline, ${script.externalScripts} loaded; the whole page ${round(script.htmlGzipBytes / 1024, 1)} KB gzip`,
    },
    {
      name: `Lighthouse ${SAMPLE_PAGE} performance`,
      target: `>= ${PERFORMANCE_BUDGET}`,
      value: lhError ? null : (lh?.performance ?? null),
      unit: '',
      met: lhError || lh?.performance == null ? null : lh.performance >= PERFORMANCE_BUDGET,
      note:
        lhError ??
        `TBT ${lh?.tbtMs} ms, CLS ${lh?.cls}` +
          (lh?.runs && lh.runs.length > 1 ? `; every run ${lh.runs.join(' / ')}` : ''),
    },
    {
      name: `Lighthouse ${SAMPLE_PAGE} LCP`,
      target: `<= ${LCP_BUDGET_MS} ms`,
      value: lhError ? null : (lh?.lcpMs ?? null),
      unit: 'ms',
      met: lhError || lh?.lcpMs == null ? null : lh.lcpMs <= LCP_BUDGET_MS,
      note: lh?.lcpElement,
    },
    {
      name: `GET ${SAMPLE_PAGE} req/s through the front vs a bare nginx`,
      target: `>= ${PAGE_VIEWS_RATIO_BUDGET}`,
      value: pageViews.ratio,
      unit: 'x',
      met:
        pageViews.ratio >= PAGE_VIEWS_RATIO_BUDGET && pageViews.front.errors + pageViews.front.non2xx === 0,
      note: `${pageViews.front.requestsPerSecond} vs ${pageViews.bare.requestsPerSecond} req/s, ${pageViews.bodyBytes} bytes each`,
    },
    {
      name: `${burst.sent} RSVPs in ${burst.seconds} s: p99, every one kept`,
      target: `< ${RSVP_P99_BUDGET_MS} ms`,
      value: burst.latency.p99,
      unit: 'ms',
      met:
        burst.latency.p99 < RSVP_P99_BUDGET_MS &&
        burst.kept === burst.sent &&
        burst.answered200 === burst.sent,
      note: `${burst.answered200} answered 200, ${burst.kept} kept; p50 ${burst.latency.p50} ms`,
    },
    {
      name: 'Checkout p99 beside guests opening pages vs alone',
      target: `<= ${CHECKOUT_SLOWDOWN_BUDGET}`,
      value: checkoutBeside.ratio,
      unit: 'x',
      met:
        checkoutBeside.ratio <= CHECKOUT_SLOWDOWN_BUDGET &&
        checkoutBeside.besideGuests.errors + checkoutBeside.besideGuests.non2xx === 0 &&
        checkoutBeside.guestFailures === 0,
      note:
        `${checkoutBeside.besideGuests.p99} vs ${checkoutBeside.alone.p99} ms; guests ` +
        `${checkoutBeside.guestPageViewsPerSecond} page views/s` +
        (checkoutBeside.guestFailures ? `, ${checkoutBeside.guestFailures} failed` : ''),
    },
  ];
  return budgets;
}
