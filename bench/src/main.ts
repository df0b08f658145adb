import path from 'node:path';
import { runBench } from './run-bench';

/**
 * npm run bench [-- --quick] [-- --out <dir>]: measures the built shop and writes results.json and
 * RESULTS.md. It exits 0 whatever the figures are; only a bench that cannot write its results fails.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const outIndex = args.indexOf('--out');
  const outDir = outIndex >= 0 && args[outIndex + 1] ? path.resolve(args[outIndex + 1]) : undefined;
  const { results, jsonPath, markdownPath } = await runBench({ quick, outDir });
  const budgets = Object.values(results.sections).flatMap((s) => s.budgets);
  const met = budgets.filter((b) => b.met === true).length;
  const errors = Object.entries(results.sections).filter(([, s]) => s.error);
  console.log(`\n${met} of ${budgets.length} budgets met in ${results.seconds} s`);
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
