import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runBench } from '../../../bench/src/run-bench';
import type { BenchResults } from '../../../bench/src/results';
import { CHROMIUM_PATH } from '../src/chromium';

/**
 * The smoke version of `npm run bench` (the same steps with a fraction of the load) against the
 * built programs: every section runs and writes finite figures. The figures themselves are not
 * judged here; the bench never fails on a figure.
 */
// Time for a slow or busy machine: the quick bench took over five minutes with two other stacks
// under test beside it. Nothing here is timed.
jest.setTimeout(900_000);

const SECTIONS = [
  'catalogueRead',
  'checkout',
  'paymentToBalance',
  'adminAtScale',
  'web',
  'memory',
  'replicas',
  'tracing',
  'invitationPage',
  'guestList',
] as const;
/** Lighthouse's own figures may be absent (it reports a score as null when it cannot compute it). */
const MAY_BE_NULL = new Set(['performance', 'accessibility', 'lcpMs', 'tbtMs', 'cls', 'value', 'met']);

/** Every number in a value, with its path; nulls where a number was due count as NaN. */
function numbers(value: unknown, at: string, out: [string, number][] = []): [string, number][] {
  if (typeof value === 'number') out.push([at, value]);
  else if (value === null) {
    if (!MAY_BE_NULL.has(at.split('.').pop() ?? '')) out.push([at, Number.NaN]);
  } else if (Array.isArray(value)) value.forEach((v, i) => numbers(v, `${at}.${i}`, out));
  else if (typeof value === 'object' && value !== undefined)
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) numbers(v, `${at}.${k}`, out);
  return out;
}

let outDir: string;
let results: BenchResults;
let markdown: string;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'undangan-bench-'));
  const lines: string[] = [];
  const run = await runBench({ quick: true, outDir, log: (line) => lines.push(line) });
  expect(run.jsonPath).toBe(path.join(outDir, 'results.json'));
  results = JSON.parse(readFileSync(run.jsonPath, 'utf8')) as BenchResults;
  markdown = readFileSync(run.markdownPath, 'utf8');
});

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

it('writes results.json and RESULTS.md', () => {
  expect(existsSync(path.join(outDir, 'results.json'))).toBe(true);
  expect(results.mode).toBe('quick');
  // The front users meet: CI installs nginx, so the bench must have measured through it.
  expect(results.front.kind).toBe('nginx');
  expect(markdown).toContain('The shop was measured through nginx in front of the gateway (nginx/');
  expect(results.machine.cpus).toBeGreaterThan(0);
  for (const heading of [
    '## Budgets',
    '## 1. Catalogue read',
    '## 2. Checkout',
    '## 3. Payment to balance',
    '## 4. Admin at scale',
    '## 5. Web',
    '## 6. Memory',
    '## 7. Replicas',
    '## 8. Tracing export',
    '## 9. The invitation page',
    "## 10. The couple's guest list",
  ]) {
    expect(markdown).toContain(heading);
  }
});

it.each(SECTIONS)('measures %s with finite figures', (name) => {
  const section = results.sections[name];
  expect(section.error).toBeUndefined();
  expect(section.data).toBeDefined();
  const found = numbers(section.data, name);
  expect(found.length).toBeGreaterThan(0);
  expect(found.filter(([, n]) => !Number.isFinite(n))).toEqual([]);
  for (const budget of section.budgets) {
    expect(typeof budget.name).toBe('string');
    if (budget.value !== null) expect(Number.isFinite(budget.value)).toBe(true);
  }
});

it('compares the catalogue read with bare node:http and states every budget', () => {
  const read = results.sections.catalogueRead.data!;
  expect(read.routes.map((r) => r.path)).toEqual(['/api/designs/all', '/api/details/data']);
  for (const route of read.routes) {
    expect(route.shop.requests).toBeGreaterThan(0);
    expect(route.bare.requests).toBeGreaterThan(0);
    expect(route.ratio).toBeGreaterThan(0);
    expect(route.notModifiedStatus).toBe(304);
  }
  const admin = results.sections.adminAtScale.data!;
  expect(admin.totalRows).toBeGreaterThanOrEqual(10_000);
  expect(admin.queries.every((q) => q.statuses['200'] === q.samples)).toBe(true);
  const budgets = Object.values(results.sections).flatMap((s) => s.budgets.map((b) => b.name));
  expect(budgets).toEqual(
    expect.arrayContaining([
      'GET /api/designs/all p99',
      'POST /api/orders/create-transaction req/s',
      'Settlement notification to balance p99',
      'Admin: Search by phone p99',
      'Landing page JS (gzip) before it shows',
    ]),
  );
  const web = results.sections.web.data!;
  expect(web.bundles.find((b) => b.route === '/')!.jsGzip).toBeGreaterThan(0);
  // Chromium is part of the machine (docs/ARCHITECTURE.md, "Tests that need a stack"; installed by
  // .ci/run): Lighthouse must have run; a machine without it fails here rather than passing without
  // the measure.
  expect(existsSync(CHROMIUM_PATH)).toBe(true);
  expect(web.lighthouseNote).toBeUndefined();
  expect(web.lighthouse.map((l) => l.route)).toEqual(['/']);
  expect(web.lighthouse[0].error ?? web.lighthouse[0].accessibility).toEqual(expect.anything());
  // One and two replicas of the gateway and ordering, through the same front as the rest.
  const replicas = results.sections.replicas.data!;
  expect(replicas.runs.map((r) => [r.replicas, r.front])).toEqual([
    [{ gateway: 1, ordering: 1 }, results.front.kind],
    [{ gateway: 2, ordering: 2 }, results.front.kind],
  ]);
  // The quick run drives each by a number of requests, not for a second: on a slow machine it
  // takes longer, but every checkout and read it asked for was answered.
  for (const run of replicas.runs) {
    expect(run.checkout.requests).toBeGreaterThanOrEqual(100);
    expect(run.checkout.non2xx + run.checkout.errors).toBe(0);
    expect(run.catalogueRead.requests).toBeGreaterThanOrEqual(2_000);
  }
  // Section 7's prose follows its figures: the gain it names is the one measured.
  const gain = replicas.checkoutGain;
  expect(markdown).toContain(
    gain > 1.05 ? 'Why a second replica gains only a little on' : 'Why a second replica gains nothing on',
  );
  const reached = replicas.runs[0].checkout.requestsPerSecond;
  expect(markdown).toContain(
    `one replica of each reached ${reached.toLocaleString('en', { maximumFractionDigits: 0 })}, `,
  );
  expect(markdown).toContain('### Sizing');
  expect(results.sections.memory.data!.programs.map((p) => p.name)).toEqual(
    expect.arrayContaining(['gateway', 'catalogue', 'ordering', 'web']),
  );
});
