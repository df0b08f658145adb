import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findNginx, findRepoRoot, nginxVersion, startTestStack, TestStack } from '@undangan/stack';
import { BenchContext, http, lineCounter } from './context';
import {
  BUDGETS_HEADING,
  renderBudgets,
  renderMarkdown,
  renderReplicas,
  renderTracing,
  spliceSection,
  TRACING_HEADING,
} from './report';
import type { BenchResults, Budget, Section, SectionName } from './results';
import { measureAdminAtScale } from './sections/admin-at-scale';
import { measureCatalogueRead } from './sections/catalogue-read';
import { measureCheckout } from './sections/checkout';
import { measureMemory, snapshot } from './sections/memory';
import { measurePaymentToBalance } from './sections/payment-to-balance';
import { measureTracing } from './sections/tracing';
import { measureReplicas } from './sections/replicas';
import { INVITATIONS_BENCH_ENV, measureInvitationPage } from './sections/invitation-page';
import { measureGuestList } from './sections/guest-list';
import { measureWeb } from './sections/web';

export interface BenchOptions {
  /** The smoke version: the same steps with a fraction of the load (seconds, not minutes). */
  quick?: boolean;
  /** Where results.json and RESULTS.md go; bench/ for a full run, bench/tmp/quick/ for a quick one. */
  outDir?: string;
  /**
   * Only these sections (`--only replicas`), merged into the results.json and RESULTS.md already in
   * outDir; the others keep their figures. Only the sections that start stacks of their own can run alone.
   */
  only?: SectionName[];
  /**
   * `--front gateway`: measure the gateway alone even where nginx is installed, to compare with a
   * run of an earlier version that had no nginx in front. Default: nginx when it is installed.
   */
  front?: 'nginx' | 'gateway';
  log?: (line: string) => void;
}

/** Sections that start their own stacks, so they can run without the rest (`--only`). */
export const ALONE: readonly SectionName[] = ['replicas', 'tracing'];
/**
 * Sections of the bench's stack that `--only` can also run alone, on a stack of their own (memory
 * then measures after its own load only). `admin` names adminAtScale.
 */
export const ON_A_STACK_OF_THEIR_OWN: readonly SectionName[] = [
  'checkout',
  'web',
  'adminAtScale',
  'memory',
  'invitationPage',
  'guestList',
];
export const SECTION_ALIASES: Readonly<Record<string, SectionName>> = {
  admin: 'adminAtScale',
  invitations: 'invitationPage',
  guests: 'guestList',
};

export interface BenchRun {
  results: BenchResults;
  jsonPath: string;
  markdownPath: string;
}

const CAVEAT =
  'Timings come from a shared 2-core machine on which other work may be running: figures move ' +
  'between runs. Ratios against a baseline measured in the same run (bare node:http) are the ' +
  'steadier figures. Load generator, shop and databases share the same two cores. The per-client ' +
  'limit on public writes is off during the run (PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE=0), and so is ' +
  "a guest address's limit on replies (GUEST_REPLIES_PER_SOURCE=10000): all load comes from one address.";

/**
 * The per-client limit on public writes (60 a minute by default) would turn a load test from one
 * address into a test of the limiter: the bench measures the shop's capacity for many clients.
 */
export const BENCH_ENV = { PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '0' };

async function section<T>(
  name: string,
  log: (line: string) => void,
  work: () => Promise<{ data: T; budgets: Budget[] }>,
): Promise<Section<T>> {
  const started = Date.now();
  log(`${name}`);
  try {
    const { data, budgets } = await work();
    return { data, budgets, seconds: (Date.now() - started) / 1000 };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    log(`  not measured: ${message}`);
    return { error: message, budgets: [], seconds: (Date.now() - started) / 1000 };
  }
}

const notRun = <T>(reason: string): Section<T> => ({ error: reason, budgets: [], seconds: 0 });

/** Every section, none of them measured, for the same reason. */
const noneRun = (reason: string): BenchResults['sections'] => ({
  catalogueRead: notRun(reason),
  checkout: notRun(reason),
  paymentToBalance: notRun(reason),
  adminAtScale: notRun(reason),
  web: notRun(reason),
  memory: notRun(reason),
  replicas: notRun(reason),
  tracing: notRun(reason),
  invitationPage: notRun(reason),
  guestList: notRun(reason),
});

/** A checkout's CPU in the shop's own programs (section 2): not PostgreSQL's, RabbitMQ's or the load generator's. */
/** The stack's programs, whose CPU makes a checkout's (PostgreSQL and RabbitMQ are shared). */
const PROGRAMS = ['gateway', 'catalogue', 'ordering', 'reporting', 'proof-storage', 'midtrans-sim', 'web'];

const cpuPerCheckout = (perProcess: Record<string, number>, programs: string[]): number =>
  programs.reduce((total, name) => total + (perProcess[name] ?? 0), 0);

/**
 * Starts the built shop natively on free ports (throwaway databases and broker vhost), measures
 * each budget of the benchmark issue (docs/ARCHITECTURE.md, "Measurements"), and writes results.json
 * and RESULTS.md. A figure never fails the run; a section that cannot run says why in the results.
 */
export async function runBench(options: BenchOptions = {}): Promise<BenchRun> {
  const quick = options.quick ?? false;
  const log = options.log ?? ((line: string) => console.log(line));
  const repoRoot = findRepoRoot(__dirname);
  const outDir = options.outDir ?? path.join(repoRoot, 'bench', ...(quick ? ['tmp', 'quick'] : []));
  const scratchDir = path.join(repoRoot, 'bench', 'tmp');
  mkdirSync(outDir, { recursive: true });
  mkdirSync(scratchDir, { recursive: true });
  const started = Date.now();
  const loadAverageAtStart = os.loadavg();
  if (options.only)
    return runAlone(options.only, { quick, log, repoRoot, outDir, scratchDir, front: options.front });

  const front = chooseFront(options.front);
  const lines = new Map<string, number>();
  let stack: TestStack | undefined;
  let startError: string | undefined;
  log(`starting the stack (${quick ? 'quick' : 'full'} run), measured through ${front.description}`);
  try {
    stack = await startBenchStack(front.kind, lines);
  } catch (err) {
    startError = `the stack did not start: ${err instanceof Error ? err.message : String(err)}`;
    log(startError);
  }

  let sections: BenchResults['sections'];
  if (!stack) {
    sections = noneRun(startError!);
  } else {
    try {
      const ctx = await loggedIn({ stack, quick, repoRoot, scratchDir, admin: {}, log, lines });

      const idle = snapshot(ctx);
      const catalogueRead = await section('1. catalogue read', log, () => measureCatalogueRead(ctx));
      const afterRead = snapshot(ctx);
      const memory = await section('6. memory', log, () => measureMemory(ctx, idle, afterRead));
      const checkout = await section('2. checkout', log, () => measureCheckout(ctx));
      const paymentToBalance = await section('3. payment to balance', log, () =>
        measurePaymentToBalance(ctx),
      );
      const tracing = await section('8. tracing export', log, () =>
        measureTracing(ctx, checkout.data && cpuPerCheckout(checkout.data.cpuMsPerRequest, PROGRAMS)),
      );
      // The web runs before the bulk load, whose index builds and vacuum would slow the browser.
      const web = await section('5. web', log, () => measureWeb(ctx));
      const invitationPage = await section('9. the invitation page', log, () => measureInvitationPage(ctx));
      const guestList = await section("10. the couple's guest list", log, () => measureGuestList(ctx));
      const adminAtScale = await section('4. admin at scale', log, () => measureAdminAtScale(ctx));
      sections = {
        catalogueRead,
        checkout,
        paymentToBalance,
        adminAtScale,
        web,
        memory,
        replicas: notRun('measured below'),
        tracing,
        invitationPage,
        guestList,
      };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      sections = noneRun(message);
    } finally {
      log('stopping the stack');
      await stack.stop().catch((err: unknown) => log(`the stack did not stop cleanly: ${String(err)}`));
    }
    // On stacks of its own, once the main one is gone: the cores are all the replicas'.
    sections.replicas = await measureReplicasSection({ quick, log, repoRoot, scratchDir, front: front.kind });
  }

  const cpus = os.cpus();
  const results: BenchResults = {
    generatedAt: new Date().toISOString(),
    commit: measuredCommit(repoRoot),
    mode: quick ? 'quick' : 'full',
    seconds: Math.round((Date.now() - started) / 100) / 10,
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      memoryMb: Math.round(os.totalmem() / 1024 / 1024),
      node: process.version,
      loadAverageAtStart: loadAverageAtStart.map((l) => Math.round(l * 100) / 100),
      loadAverageAtEnd: os.loadavg().map((l) => Math.round(l * 100) / 100),
    },
    caveat: CAVEAT,
    front,
    sections,
  };
  const jsonPath = path.join(outDir, 'results.json');
  const markdownPath = path.join(outDir, 'RESULTS.md');
  writeFileSync(jsonPath, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(markdownPath, renderMarkdown(results));
  return { results, jsonPath, markdownPath };
}

/** The bench's stack: the built shop behind its front, each program's lines counted into `lines`. */
function startBenchStack(
  front: BenchResults['front']['kind'],
  lines: Map<string, number>,
): Promise<TestStack> {
  return startTestStack({
    healthTimeoutMs: 90_000,
    env: BENCH_ENV,
    front,
    onLine: lineCounter(lines),
    adjustEnv: (program, env) => (program === 'invitations' ? { ...env, ...INVITATIONS_BENCH_ENV } : env),
  });
}

/** The context of the sections that share the stack, with the admin's token. */
async function loggedIn(ctx: BenchContext): Promise<BenchContext> {
  const login = await http<{ token?: string }>(ctx, '/admin/login', {
    method: 'POST',
    json: {
      username: ctx.stack.env.ADMIN_USERNAME ?? 'admin',
      password: ctx.stack.env.ADMIN_PASSWORD ?? 'admin12345',
    },
  });
  if (login.status !== 200 || !login.body.token) throw new Error(`admin login answered ${login.status}`);
  return { ...ctx, admin: { authorization: `Bearer ${login.body.token}` } };
}

/** The front users meet: nginx when it is installed (as compose runs it), else the gateway alone. */
function chooseFront(asked: BenchOptions['front']): BenchResults['front'] {
  const nginx = asked === 'gateway' ? undefined : findNginx();
  if (nginx)
    return {
      kind: 'nginx',
      description: `nginx in front of the gateway (${nginxVersion(nginx)}, the compose template)`,
    };
  if (asked === 'nginx') throw new Error('--front nginx: nginx is not installed');
  return {
    kind: 'gateway',
    description: asked ? 'the gateway alone (--front gateway)' : 'the gateway alone (nginx is not installed)',
  };
}

function measureReplicasSection(options: {
  quick: boolean;
  log: (line: string) => void;
  repoRoot: string;
  scratchDir: string;
  front: 'nginx' | 'gateway';
}) {
  return section('7. replicas (1 and 2 of gateway and ordering)', options.log, () =>
    measureReplicas({ ...options, env: BENCH_ENV }),
  );
}

/**
 * `--only replicas`: that section alone, written into the results already in outDir (its part of
 * RESULTS.md replaced, the rest as it was), or into fresh files where there are none.
 */
async function runAlone(
  only: SectionName[],
  options: {
    quick: boolean;
    log: (line: string) => void;
    repoRoot: string;
    outDir: string;
    scratchDir: string;
    front?: BenchOptions['front'];
  },
): Promise<BenchRun> {
  const alone = [...ALONE, ...ON_A_STACK_OF_THEIR_OWN];
  const refused = only.filter((name) => !alone.includes(name));
  if (refused.length > 0 || only.length === 0)
    throw new Error(`--only takes ${alone.join(', ')}; the other sections share the bench's stack`);
  const jsonPath = path.join(options.outDir, 'results.json');
  const markdownPath = path.join(options.outDir, 'RESULTS.md');
  if (!existsSync(jsonPath) || !existsSync(markdownPath)) {
    throw new Error(
      `--only adds to an earlier run's ${jsonPath} and ${markdownPath}; run the whole bench first`,
    );
  }
  const results = JSON.parse(readFileSync(jsonPath, 'utf8')) as BenchResults;
  let markdown = readFileSync(markdownPath, 'utf8');
  const onStack = only.filter((name) => ON_A_STACK_OF_THEIR_OWN.includes(name));
  if (onStack.length > 0) {
    Object.assign(results.sections, await runOnAStack(onStack, options));
    markdown = renderMarkdown(results);
  }
  if (only.includes('replicas')) {
    results.sections.replicas = await measureReplicasSection({
      ...options,
      front: chooseFront(options.front).kind,
    });
    markdown = spliceSection(markdown, renderReplicas(results));
  }
  if (only.includes('tracing')) {
    // A checkout's CPU comes from the earlier run's section 2, measured under load.
    const checkout = results.sections.checkout.data;
    results.sections.tracing = await section('8. tracing export', options.log, () =>
      measureTracing(options, checkout && cpuPerCheckout(checkout.cpuMsPerRequest, PROGRAMS)),
    );
    markdown = spliceSection(markdown, renderTracing(results), TRACING_HEADING);
    markdown = spliceSection(markdown, `${renderBudgets(results)}\n`, BUDGETS_HEADING);
  }
  writeFileSync(jsonPath, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(markdownPath, markdown);
  return { results, jsonPath, markdownPath };
}

/** Some sections of the bench's stack, on a stack started for them alone. */
async function runOnAStack(
  only: SectionName[],
  options: {
    quick: boolean;
    log: (line: string) => void;
    repoRoot: string;
    scratchDir: string;
    front?: BenchOptions['front'];
  },
): Promise<Partial<BenchResults['sections']>> {
  const { quick, log, repoRoot, scratchDir } = options;
  const front = chooseFront(options.front);
  log(`starting the stack for ${only.join(', ')}, measured through ${front.description}`);
  const lines = new Map<string, number>();
  const stack = await startBenchStack(front.kind, lines);
  try {
    const ctx = await loggedIn({ stack, quick, repoRoot, scratchDir, admin: {}, log, lines });
    const idle = snapshot(ctx);
    const measured: Partial<BenchResults['sections']> = {};
    if (only.includes('checkout'))
      measured.checkout = await section('2. checkout', log, () => measureCheckout(ctx));
    if (only.includes('web')) measured.web = await section('5. web', log, () => measureWeb(ctx));
    if (only.includes('memory'))
      measured.memory = await section('6. memory', log, () => measureMemory(ctx, idle, idle));
    if (only.includes('invitationPage'))
      measured.invitationPage = await section('9. the invitation page', log, () =>
        measureInvitationPage(ctx),
      );
    if (only.includes('guestList'))
      measured.guestList = await section("10. the couple's guest list", log, () => measureGuestList(ctx));
    if (only.includes('adminAtScale'))
      measured.adminAtScale = await section('4. admin at scale', log, () => measureAdminAtScale(ctx));
    return measured;
  } finally {
    log('stopping the stack');
    await stack.stop().catch((err: unknown) => log(`the stack did not stop cleanly: ${String(err)}`));
  }
}

/**
 * The commit the programs were built from: its id, and whether files outside the bench's own
 * outputs differ from it (figures of an uncommitted tree describe no commit).
 */
function measuredCommit(repoRoot: string): BenchResults['commit'] {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  try {
    const changed = git(
      'status',
      '--porcelain',
      '--',
      '.',
      ':!bench/RESULTS.md',
      ':!bench/results.json',
      ':!bench/soak.json',
    );
    return { id: git('rev-parse', 'HEAD'), changed: changed.length > 0 };
  } catch {
    return { id: 'unknown', changed: true };
  }
}
