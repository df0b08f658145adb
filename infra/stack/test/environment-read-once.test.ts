import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Each program reads its environment once, at start, through its configuration schema, and passes
 * what it read on: no other source file of the shop's programs reads process.env.
 */
const REPO = path.resolve(__dirname, '..', '..', '..');
const ROOTS = ['gateway/src', ...readdirSync(path.join(REPO, 'services')).map((s) => `services/${s}/src`)];
/** The readers: each takes the environment as an argument and defaults it to process.env. */
const READERS = new Set([
  'services/platform/src/config.ts',
  'gateway/src/gateway-config.ts',
  // Where the tests find their PostgreSQL and RabbitMQ; no program loads it.
  'services/platform/src/testing.ts',
]);

function sources(dir: string): string[] {
  return readdirSync(path.join(REPO, dir)).flatMap((name) => {
    const file = `${dir}/${name}`;
    if (statSync(path.join(REPO, file)).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.(spec|test)\.tsx?$/.test(name) ? [file] : [];
  });
}

it('reads process.env only in the configuration readers', () => {
  const files = ROOTS.flatMap((root) => sources(root));
  expect(files.length).toBeGreaterThan(100);
  const readers = files.filter((file) => /process\.env\b/.test(readFileSync(path.join(REPO, file), 'utf8')));
  expect(readers.filter((file) => !READERS.has(file))).toEqual([]);
});
