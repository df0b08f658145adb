import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/**
 * Pure readers for the dependency tests: the Dockerfile's stages, package-lock.json's install tree,
 * and the packages a workspace's source imports. Nothing here installs or runs anything.
 */

export interface DockerStage {
  name: string;
  from: string;
  /** The stage's instructions with continuation lines joined, comments dropped. */
  instructions: string[];
}

export function dockerStages(dockerfile: string): DockerStage[] {
  const instructions = dockerfile
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: DockerStage[] = [];
  for (const line of instructions) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?$/i.exec(line);
    if (from) stages.push({ from: from[1], name: from[2] ?? String(stages.length), instructions: [] });
    else stages.at(-1)?.instructions.push(line);
  }
  return stages;
}

/**
 * A tag that names one release: at least major.minor (node:24.21.0-bookworm-slim, postgres:16.13-alpine),
 * MinIO's RELEASE.<date> tags, or a digest. `latest`, no tag, or a bare major (postgres:16) move.
 */
export function isPinnedImage(reference: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(reference)) return true;
  const lastPart = reference.split('/').at(-1) ?? '';
  const colon = lastPart.indexOf(':');
  if (colon < 0) return false;
  const tag = lastPart.slice(colon + 1);
  return (
    /^v?\d+\.\d+(\.\d+)*(-[A-Za-z0-9.-]+)?$/.test(tag) ||
    /^RELEASE\.\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/.test(tag)
  );
}

interface LockEntry {
  version?: string;
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

export interface PackageLock {
  packages: Record<string, LockEntry>;
}

export interface Platform {
  os: string;
  cpu: string;
  libc: string;
}

/** npm's os/cpu/libc fields: a list of allowed values, or of excluded ones (`!win32`). */
function allows(list: string[] | undefined, value: string): boolean {
  if (!list || list.includes(value)) return true;
  return !list.includes(`!${value}`) && list.every((entry) => entry.startsWith('!'));
}

function fits(entry: LockEntry, platform: Platform): boolean {
  return (
    allows(entry.os, platform.os) && allows(entry.cpu, platform.cpu) && allows(entry.libc, platform.libc)
  );
}

/** Where Node (and npm's tree) finds `name` when required from the package installed at `from`. */
function locate(lock: PackageLock, from: string, name: string): string | undefined {
  for (let dir = from; ; dir = path.posix.dirname(dir)) {
    const here = dir === '.' || dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (lock.packages[here]) return here;
    if (dir === '.' || dir === '') return undefined;
  }
}

/**
 * The packages `npm ci --omit=dev -w <workspace>...` installs for these workspaces, as lockfile keys
 * (node_modules/... and the workspaces' own folders): their dependencies, required peers and the
 * optional ones built for this platform, followed through the tree npm resolved.
 */
export function productionClosure(lock: PackageLock, workspaces: string[], platform: Platform): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = lock.packages[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    if (entry.link && entry.resolved) return visit(entry.resolved);
    const wanted = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter(
        (peer) => !entry.peerDependenciesMeta?.[peer]?.optional,
      ),
    ];
    for (const name of wanted) {
      const found = locate(lock, key, name);
      if (found && fits(lock.packages[found], platform)) visit(found);
    }
  };
  for (const workspace of workspaces) visit(workspace);
  return seen;
}

/** The installed package's name from its lockfile key (node_modules/@scope/name -> @scope/name). */
export function packageName(key: string): string {
  const at = key.lastIndexOf('node_modules/');
  return at < 0 ? key : key.slice(at + 'node_modules/'.length);
}

export interface ImportUse {
  name: string;
  /** Only types come from it (import type, a .d.ts, declare module): nothing is loaded at run time. */
  typeOnly: boolean;
  file: string;
}

const BUILTINS = new Set(builtinModules);

/** The web's own source by the `@/` alias (web/tsconfig.json paths), not a package. */
const SOURCE_ALIAS = '@/';

function bareName(specifier: string): string | undefined {
  if (
    specifier.startsWith('.') ||
    specifier.startsWith('/') ||
    specifier.startsWith('node:') ||
    specifier.startsWith(SOURCE_ALIAS)
  )
    return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return BUILTINS.has(name) ? undefined : name;
}

const IMPORT_PATTERNS: { pattern: RegExp; typeOnly: (match: RegExpMatchArray) => boolean }[] = [
  // import x from 'a'; import type { X } from 'a'; export { x } from 'a'; export * from 'a'
  {
    pattern: /\b(import|export)\s+(type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    typeOnly: (m) => Boolean(m[2]),
  },
  // import 'a' (side effects): a statement of its own at the start of a line, so that words such
  // as a class name "guest-import" or an "import's" in a comment are not read as one.
  { pattern: /^[ \t]*import\s*()()['"]([^'"]+)['"]/gm, typeOnly: () => false },
  // import('a'), require('a'), require.resolve('a')
  {
    pattern: /\b(?:import|require|require\.resolve)\s*\(\s*()()['"]([^'"]+)['"]\s*\)/g,
    typeOnly: () => false,
  },
  // declare module 'a' (types written here for a package that ships none)
  { pattern: /\bdeclare\s+module\s+()()['"]([^'"]+)['"]/g, typeOnly: () => true },
];

/** The packages a file imports, from its text (TypeScript or JavaScript). */
export function importsOf(text: string, file: string): ImportUse[] {
  const declarationFile = file.endsWith('.d.ts');
  const uses: ImportUse[] = [];
  for (const { pattern, typeOnly } of IMPORT_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const name = bareName(match[3]);
      if (name) uses.push({ name, typeOnly: declarationFile || typeOnly(match), file });
    }
  }
  return uses;
}

/** Every .ts/.tsx/.js file below `dir`, except build output and installed packages. */
export function sourceFiles(dir: string, skip: (file: string) => boolean = () => false): string[] {
  const files: string[] = [];
  const visit = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const file = path.join(at, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'generated'].includes(entry.name)) visit(file);
      } else if (/\.(c|m)?(t|j)sx?$/.test(entry.name) && !skip(file)) files.push(file);
    }
  };
  visit(dir);
  return files;
}

export function importsBelow(dir: string, skip?: (file: string) => boolean): ImportUse[] {
  return sourceFiles(dir, skip).flatMap((file) => importsOf(readFileSync(file, 'utf8'), file));
}
