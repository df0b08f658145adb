import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from './compose-config';

/**
 * Figures in the docs come from the commands that measure them, never from a hand: the security
 * suite writes its tally of cases per run (.data/figures/security-cases, one file per suite) and
 * docs/SECURITY.md's table between the figures markers is made from it (`--write`, which
 * `npm run figures` runs), and `--check` (the end of `npm test`) fails when the table differs
 * from the run just made, or when a doc outside the generated files quotes a measured figure
 * (throughput, latency percentiles, micro- and nanoseconds, CPU per request) in its own words:
 * those belong to bench/RESULTS.md, written by `npm run bench`, which the docs point to.
 */

const START = '<!-- figures: security-cases (written by npm run figures from the security suite) -->';
const END = '<!-- /figures -->';

interface SuiteTally {
  suite: string;
  cases: Record<string, number>;
}

/** Every suite's tally of the last run, in a stable order. */
export function readSecurityTallies(root: string): SuiteTally[] {
  const dir = path.join(root, '.data/figures/security-cases');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SuiteTally);
}

/** SECURITY.md's "Cases per run" table from the tallies. */
export function renderSecurityCases(tallies: SuiteTally[]): string {
  const rows = ['| suite | category | cases |', '|---|---|---|'];
  let total = 0;
  for (const { suite, cases } of tallies) {
    Object.entries(cases).forEach(([category, n], i) => {
      rows.push(`| ${i === 0 ? suite : ''} | ${category} | ${n.toLocaleString('en')} |`);
      total += n;
    });
  }
  rows.push(`| **total** | | **${total.toLocaleString('en')}** |`);
  // Kept as written: Prettier would align the columns and the check would see another table.
  return ['<!-- prettier-ignore-start -->', ...rows, '<!-- prettier-ignore-end -->'].join('\n');
}

/** The document with its generated block replaced by `block`; undefined when it has no markers. */
export function withBlock(document: string, block: string): string | undefined {
  const start = document.indexOf(START);
  const end = document.indexOf(END, start);
  if (start < 0 || end < 0) return undefined;
  return `${document.slice(0, start + START.length)}\n${block}\n${document.slice(end)}`;
}

/** A measured figure written in a doc's own words: throughput, percentiles, µs and ns, CPU per request. */
const MEASURED = [
  /\d[\d,]*\s+cases\b/,
  /\d[\d,.]*\s*(?:req\/s|requests\/s|requests a second|checkouts\/s|checkouts a second)/,
  /\bp(?:50|95|99)\s+(?:of\s+)?\d/,
  /\d[\d,.]*\s*(?:µs|ns)\b/,
  /\d[\d,.]*\s*ms of (?:CPU|its CPU|the database's time)/,
];

/** Docs and lines that quote a measured figure by hand (generated files and blocks are left out). */
export function handTypedFigures(root: string): string[] {
  const docs = [
    'README.md',
    ...readdirSync(path.join(root, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
  const found: string[] = [];
  for (const doc of docs) {
    let text = readFileSync(path.join(root, doc), 'utf8');
    const start = text.indexOf(START);
    if (start >= 0) text = text.slice(0, start) + text.slice(text.indexOf(END, start));
    text.split('\n').forEach((line, i) => {
      if (MEASURED.some((pattern) => pattern.test(line))) found.push(`${doc}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

/** What is wrong with the docs' figures against the last run (none: an empty list). */
export function figureProblems(root: string): string[] {
  const problems = handTypedFigures(root).map((line) => `a figure typed by hand: ${line}`);
  problems.push(...benchCommitProblems(root));
  const tallies = readSecurityTallies(root);
  if (tallies.length === 0) return [...problems, 'no security tally: run the security suite first'];
  const security = readFileSync(path.join(root, 'docs/SECURITY.md'), 'utf8');
  const expected = withBlock(security, renderSecurityCases(tallies));
  if (expected === undefined) problems.push('docs/SECURITY.md has no figures markers');
  else if (expected !== security)
    problems.push("docs/SECURITY.md's table of cases is not this run's: run `npm run figures` and commit it");
  return problems;
}

/**
 * bench/RESULTS.md (with results.json) must come from a bench run on a commit of this history with
 * no changes of its own, so the committed figures describe code that exists.
 */
function benchCommitProblems(root: string): string[] {
  const file = path.join(root, 'bench/results.json');
  if (!existsSync(file)) return ['bench/results.json is missing: run npm run bench'];
  const { commit } = JSON.parse(readFileSync(file, 'utf8')) as { commit?: { id: string; changed: boolean } };
  const rerun = 'run `npm run bench` on a clean tree and commit bench/RESULTS.md and bench/results.json';
  if (!commit || commit.changed || !/^[0-9a-f]{40}$/.test(commit.id))
    return [`bench/RESULTS.md describes no commit: ${rerun}`];
  const git = (...args: string[]) =>
    spawnSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  if (git('rev-parse', '--is-shallow-repository').stdout.trim() === 'true') return [];
  if (git('merge-base', '--is-ancestor', commit.id, 'HEAD').status !== 0)
    return [`bench/RESULTS.md describes ${commit.id}, which is not in this history: ${rerun}`];
  return [];
}

function main(): void {
  const root = findRepoRoot();
  if (process.argv.includes('--write')) {
    const file = path.join(root, 'docs/SECURITY.md');
    const written = withBlock(readFileSync(file, 'utf8'), renderSecurityCases(readSecurityTallies(root)));
    if (written === undefined) throw new Error('docs/SECURITY.md has no figures markers');
    writeFileSync(file, written);
    console.log('docs/SECURITY.md: the table of cases is the last run of the security suite');
  }
  const problems = figureProblems(root);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log('docs: every figure comes from the command that measures it');
}

if (require.main === module) main();
