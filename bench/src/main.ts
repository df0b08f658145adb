import path from 'node:path';
import type { SectionName } from './results';
import { runBench, SECTION_ALIASES } from './run-bench';

/**
 * npm run bench [-- --quick] [-- --out <dir>] [-- --only replicas|tracing|admin|memory|web|checkout|invitations|guests] [-- --front gateway]: measures the built shop and writes
 * results.json and RESULTS.md (with --only, that section alone, into the files of an earlier run). It
 * exits 0 whatever the figures are; only a bench that cannot write its results fails.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const outIndex = args.indexOf('--out');
  const outDir = outIndex >= 0 && args[outIndex + 1] ? path.resolve(args[outIndex + 1]) : undefined;
  const onlyIndex = args.indexOf('--only');
  const only =
    onlyIndex >= 0
      ? (args[onlyIndex + 1] ?? '')
          .split(',')
          .filter(Boolean)
          .map((name) => SECTION_ALIASES[name] ?? (name as SectionName))
      : undefined;
  const frontIndex = args.indexOf('--front');
  const front = frontIndex >= 0 ? args[frontIndex + 1] : undefined;
  if (front !== undefined && front !== 'nginx' && front !== 'gateway')
    throw new Error(`--front takes nginx or gateway, not ${front}`);
  const { results, jsonPath, markdownPath } = await runBench({ quick, outDir, only, front });
  // With --only, the other sections are an earlier run's: only the chosen ones are reported.
  const reported = Object.entries(results.sections).filter(
    ([name]) => !only || only.includes(name as SectionName),
  );
  const budgets = reported.flatMap(([, s]) => s.budgets);
  const met = budgets.filter((b) => b.met === true).length;
  const errors = reported.filter(([, s]) => s.error);
  const seconds = only ? reported.reduce((sum, [, s]) => sum + s.seconds, 0) : results.seconds;
  console.log(`\n${met} of ${budgets.length} budgets met in ${Math.round(seconds)} s`);
  for (const [name, s] of errors) console.log(`${name} not measured: ${s.error}`);
  console.log(
    `wrote ${path.relative(process.cwd(), jsonPath)} and ${path.relative(process.cwd(), markdownPath)}`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
