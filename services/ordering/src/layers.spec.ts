import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Ordering's folders from the ground up (docs/ARCHITECTURE.md, "Inside ordering"). A file imports
 * its own folder and folders on lower floors only: never a folder above it, nor a neighbour on its
 * own floor. What a lower floor needs from a higher one is handed to it when the program is built
 * (the ledger's PaidWork, referrals' PricedReferralOf). The files at the root (the program, its
 * module and configuration) stand on top.
 */
const FLOORS: readonly (readonly string[])[] = [
  ['migrations', 'scheduling', 'holidays', 'midtrans', 'search'],
  ['order-ids'],
  ['pricing', 'referrals'],
  ['payments'],
  ['checkout'],
  ['fulfilment'],
  ['revisions'],
  ['invitations'],
  ['admin', 'sample'],
  ['.'],
];

/** Every relative module a file names: static imports and re-exports, dynamic imports, requires. */
const IMPORT =
  /\bfrom\s*'(\.[^']*)'|\bimport\s*'(\.[^']*)'|\bimport\(\s*'(\.[^']*)'\s*\)|\brequire\(\s*'(\.[^']*)'\s*\)/g;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

/** The folder directly under src/ that holds `path` ('.' for a file at the root), or null outside src. */
function folderOf(path: string): string | null {
  const within = relative(__dirname, path);
  if (within.startsWith('..')) return null;
  const parts = within.split(/[\\/]/);
  return parts.length > 1 ? parts[0] : '.';
}

const floorOf = (folder: string) => FLOORS.findIndex((floor) => floor.includes(folder));

/** Every import that leaves its folder for one not below it, as "file -> module: why". */
function layerViolations(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(__dirname)) {
    const from = folderOf(file)!;
    const name = relative(__dirname, file);
    if (floorOf(from) < 0) {
      found.push(`${name}: its folder ${from}/ stands on no floor`);
      continue;
    }
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match.slice(1).find(Boolean)!;
      const to = folderOf(resolve(dirname(file), spec));
      if (to === from) continue;
      if (to === null) found.push(`${name} -> ${spec}: outside ordering's src/`);
      else if (floorOf(to) < 0) found.push(`${name} -> ${spec}: ${to}/ stands on no floor`);
      else if (floorOf(to) >= floorOf(from))
        found.push(`${name} -> ${spec}: ${to}/ is not below ${from === '.' ? 'the root' : `${from}/`}`);
    }
  }
  return found;
}

it('imports run down the floors only', () => {
  expect(layerViolations()).toEqual([]);
});
