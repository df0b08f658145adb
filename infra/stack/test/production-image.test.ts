import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { findRepoRoot, nodeScript } from '../src/compose-config';
import {
  dockerStages,
  isPinnedImage,
  PackageLock,
  packageName,
  productionClosure,
  type DockerStage,
} from './dependency-tree';

/**
 * What the production image holds, read from the Dockerfile and package-lock.json without a Docker
 * engine: the runtime stage gets the built programs and the production dependencies of the
 * workspaces it runs, never a test stand-in or the web's build tools; every image names a version.
 */

const repoRoot = findRepoRoot(__dirname);
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const stages = dockerStages(read('Dockerfile'));
const lock = JSON.parse(read('package-lock.json')) as PackageLock;
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, { image?: string; build?: { target?: string }; command?: string[] }>;
};

function stage(name: string): DockerStage {
  const found = stages.find((s) => s.name === name);
  if (!found) throw new Error(`the Dockerfile has no stage ${name}`);
  return found;
}

/** The workspaces the production-dependencies stage installs (`npm ci --omit=dev -w ...`). */
function shippedWorkspaces(): string[] {
  const install = stage('production-dependencies').instructions.filter((line) => /^RUN npm ci\b/.test(line));
  expect(install).toHaveLength(1);
  expect(install[0]).toMatch(/\s--omit=dev\b/);
  return [...install[0].matchAll(/\s(?:-w|--workspace)[=\s]+(\S+)/g)].map((m) => m[1]);
}

/** The workspace each compose program runs (node gateway/dist/main.js -> gateway). */
const programWorkspaces = Object.values(compose.services)
  .filter((service) => service.build?.target === 'runtime')
  .map((service) => /^(.+)\/dist\/[^/]+\.js$/.exec(nodeScript(service.command) ?? '')?.[1]);

// Test stand-ins and build tools: none may be installed where the programs run.
const NOT_IN_PRODUCTION = [
  's3rver',
  'supertest',
  'jest',
  '@swc/core',
  '@swc/jest',
  'playwright-core',
  'typescript',
  'vite',
  'eslint',
  'prettier',
  'autocannon',
  'lighthouse',
  'chrome-launcher',
  'react',
  'react-dom',
];

const linuxX64 = { os: 'linux', cpu: 'x64', libc: 'glibc' };

describe('the production image', () => {
  const workspaces = shippedWorkspaces();
  const closure = productionClosure(lock, workspaces, linuxX64);
  const names = new Set([...closure].map(packageName));

  it('installs the production dependencies of every program compose runs, and of what they import', () => {
    expect(programWorkspaces.length).toBeGreaterThanOrEqual(6);
    for (const workspace of programWorkspaces) expect(workspaces).toContain(workspace);
    // Workspaces a program needs at run time are installed too (a link alone would dangle).
    for (const key of closure) {
      if (lock.packages[key]?.link) expect(workspaces).toContain(lock.packages[key].resolved);
    }
    expect(workspaces).not.toContain('web');
    expect(workspaces).not.toContain('infra/stack');
  });

  it('holds no test stand-in, compiler or web dependency', () => {
    expect(NOT_IN_PRODUCTION.filter((name) => names.has(name))).toEqual([]);
    expect([...names].filter((name) => name.startsWith('@jest/'))).toEqual([]);
  });

  it('would fail if a stand-in were a production dependency of a shipped workspace', () => {
    const withStandIn: PackageLock = structuredClone(lock);
    withStandIn.packages.gateway.dependencies = {
      ...withStandIn.packages.gateway.dependencies,
      s3rver: '^3',
    };
    const names = [...productionClosure(withStandIn, workspaces, linuxX64)].map(packageName);
    expect(names).toContain('s3rver');
    expect(names).toContain('busboy');
  });

  it('copies each program its build output and the web build, not the build stage as a whole', () => {
    const copies = stage('runtime').instructions.filter((line) => line.startsWith('COPY'));
    const fromBuild = copies.filter((line) => line.includes('--from=build'));
    for (const line of fromBuild)
      expect(line).toMatch(/^COPY --from=build \/app\/[\w/-]+\/dist [\w/-]+\/dist$/);
    const copied = fromBuild.map((line) => line.split(' ')[3]);
    for (const workspace of workspaces) expect(copied).toContain(`${workspace}/dist`);
    expect(copied).toContain('web/dist');
    expect(copies).toContain('COPY --from=production-dependencies /app /app');
  });

  it("runs the gateway by default with compose's command, its node flags included", () => {
    const cmd = stage('runtime').instructions.filter((line) => line.startsWith('CMD'));
    expect(cmd).toHaveLength(1);
    expect(JSON.parse(cmd[0].slice('CMD'.length))).toEqual(compose.services.gateway.command);
  });

  it('gives the production-dependencies stage the manifests of the workspaces it installs', () => {
    const copies = stage('production-dependencies').instructions.filter((line) => line.startsWith('COPY'));
    for (const workspace of workspaces) {
      expect(copies).toContain(`COPY --from=build /app/${workspace}/package.json ${workspace}/`);
    }
  });
});

describe('images name their versions', () => {
  it('tells a pinned image from a moving one', () => {
    expect(isPinnedImage('postgres:16.13-alpine')).toBe(true);
    expect(isPinnedImage('minio/minio:RELEASE.2025-09-07T16-13-09Z')).toBe(true);
    expect(isPinnedImage('node:24.21.0-bookworm-slim')).toBe(true);
    expect(isPinnedImage(`nginx@sha256:${'a'.repeat(64)}`)).toBe(true);
    expect(isPinnedImage('minio/minio:latest')).toBe(false);
    expect(isPinnedImage('minio/minio')).toBe(false);
    expect(isPinnedImage('postgres:16-alpine')).toBe(false);
    expect(isPinnedImage('localhost:5000/postgres')).toBe(false);
  });

  it('docker-compose.yml pulls no image without a version (the ones it builds come from the Dockerfile)', () => {
    const unpinned = Object.entries(compose.services)
      .filter(([, service]) => !service.build)
      .map(([name, service]) => `${name}: ${service.image ?? '(no image)'}`)
      .filter((entry) => !isPinnedImage(entry.split(': ')[1]));
    expect(unpinned).toEqual([]);
    for (const service of Object.values(compose.services).filter((s) => s.build)) {
      expect(stages.map((s) => s.name)).toContain(service.build?.target);
    }
  });

  it('every Dockerfile stage starts from a pinned image or an earlier stage', () => {
    const names: string[] = [];
    for (const { name, from } of stages) {
      expect({ name, from, pinned: names.includes(from) || isPinnedImage(from) }).toEqual({
        name,
        from,
        pinned: true,
      });
      names.push(name);
    }
  });

  it('CI, the engines field and the image run the same Node version', () => {
    const images = stages.map((s) => s.from).filter((from) => from.startsWith('node:'));
    const versions = new Set(images.map((image) => /^node:(\d+\.\d+\.\d+)-/.exec(image)?.[1]));
    expect(versions.size).toBe(1);
    const [version] = [...versions];
    expect(read('.ci/run')).toContain(`NODE_VERSION=${version}\n`);
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe(`>=${version?.split('.')[0]}`);
  });
});
