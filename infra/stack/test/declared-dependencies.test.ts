import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../src/compose-config';
import { importsBelow, importsOf } from './dependency-tree';

/**
 * Each workspace's `dependencies` are exactly what its program's source loads: a package the code
 * loads is declared (so the production install has it), and a declared one is used (so the image
 * carries nothing for nobody). Tests and type-only imports belong in devDependencies.
 */

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const repoRoot = findRepoRoot(__dirname);
const readManifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as Manifest & {
    workspaces?: string[];
  };
const workspaces = readManifest('.').workspaces ?? [];

/** Packages a framework loads by name on a workspace's behalf, with where. */
const LOADED_BY_NAME: Record<string, Record<string, string>> = {
  gateway: { '@fastify/static': "@nestjs/platform-fastify's useStaticAssets (gateway/src/gateway.ts)" },
};

/**
 * Workspaces no image installs: their run-time packages may be devDependencies (the native runner
 * and the test harness run from a development checkout, where those are installed).
 */
const DEVELOPMENT_ONLY: Record<string, string> = {
  'infra/stack': 'npm start and the tests run it from a development checkout (s3rver stands in for MinIO)',
};

/** What a workspace's program is built from: src/ without the unit tests (tsconfig leaves them out). */
const programImports = (workspace: string) =>
  importsBelow(path.join(repoRoot, workspace, 'src'), (file) => /\.spec\.tsx?$/.test(file));

describe('importsOf', () => {
  it('finds value, type-only, dynamic and declared imports, and skips Node built-ins, relative paths and the web @/ alias', () => {
    const text = [
      "import { a } from 'alpha';",
      "import type { B } from '@scope/beta/sub';",
      "export * from 'gamma';",
      "import 'delta/register';",
      "const e = await import('epsilon');",
      "const f = require('zeta');",
      "import { readFileSync } from 'node:fs';",
      "import path from 'path';",
      "import { x } from './x.js';",
      "import { y } from '@/shared/y';",
      // Words that are no import: a class name and a comment.
      '<div className="guest-import"\n  aria-label="x">',
      "/** The import's preview shows it. A quote's end. */",
    ].join('\n');
    expect(
      importsOf(text, 'a.ts')
        .map((use) => `${use.name}${use.typeOnly ? ' (types)' : ''}`)
        .sort(),
    ).toEqual(['@scope/beta (types)', 'alpha', 'delta', 'epsilon', 'gamma', 'zeta']);
    expect(
      importsOf("declare module 'eta' {}\nimport { T } from 'theta';", 'eta.d.ts').every((u) => u.typeOnly),
    ).toBe(true);
  });
});

describe.each(workspaces)('%s', (workspace) => {
  const manifest = readManifest(workspace);
  const dependencies = Object.keys(manifest.dependencies ?? {});
  const declared = new Set([...dependencies, ...Object.keys(manifest.devDependencies ?? {})]);
  const runTime = workspace in DEVELOPMENT_ONLY ? declared : new Set(dependencies);
  const uses = programImports(workspace);

  it('declares as a dependency every package its program loads at run time', () => {
    const undeclared = uses
      .filter((use) => !use.typeOnly && !runTime.has(use.name))
      .map((use) => `${use.name} (${path.relative(repoRoot, use.file)})`);
    expect([...new Set(undeclared)]).toEqual([]);
  });

  it('declares every package its program takes types from', () => {
    const undeclared = uses
      .filter((use) => use.typeOnly && !declared.has(use.name) && !declared.has(`@types/${use.name}`))
      .map((use) => `${use.name} (${path.relative(repoRoot, use.file)})`);
    expect([...new Set(undeclared)]).toEqual([]);
  });

  it('uses every dependency it declares', () => {
    const used = new Set(uses.map((use) => use.name));
    const loadedByName = Object.keys(LOADED_BY_NAME[workspace] ?? {});
    expect(dependencies.filter((name) => !used.has(name) && !loadedByName.includes(name))).toEqual([]);
  });
});

describe('exact versions', () => {
  const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dependencies?: Record<string, string> }>;
  };

  /** Who in the installed tree asks for exactly this version of the package. */
  const pinnedBy = (name: string, version: string) =>
    Object.entries(lock.packages)
      .filter(([key, entry]) => key.startsWith('node_modules/') && entry.dependencies?.[name] === version)
      .map(([key]) => key.slice('node_modules/'.length));

  it.each(workspaces)(
    '%s pins a version exactly only to stay on the copy a package it uses pins the same way',
    (workspace) => {
      const manifest = readManifest(workspace);
      const pinned = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
        ([name, version]) => !name.startsWith('@undangan/') && /^\d/.test(version),
      );
      for (const [name, version] of pinned) {
        expect({ name, version, pinnedBy: pinnedBy(name, version).length > 0 }).toEqual({
          name,
          version,
          pinnedBy: true,
        });
      }
    },
  );
});
