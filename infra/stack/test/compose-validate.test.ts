import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findRepoRoot } from '../src/compose-config';

/** Debian's docker-compose validates a file against the Compose schema without a Docker engine. */
const DOCKER_COMPOSE = '/usr/bin/docker-compose';
const repoRoot = findRepoRoot(__dirname);
const source = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');

function validate(...files: string[]): { status: number | null; output: string } {
  return validateProfiles([], ...files);
}

/** `docker-compose --profile <p> ... config -q`: the profiled services validated too. */
function validateProfiles(profiles: string[], ...files: string[]): { status: number | null; output: string } {
  if (!existsSync(DOCKER_COMPOSE)) {
    throw new Error(
      `${DOCKER_COMPOSE} is missing: install Debian's docker-compose package (apt-get install docker-compose)`,
    );
  }
  const fileArgs = files.flatMap((file) => ['-f', file]);
  const profileArgs = profiles.flatMap((profile) => ['--profile', profile]);
  const args = [...fileArgs, ...profileArgs, '--project-directory', repoRoot, 'config', '-q'];
  const result = spawnSync(DOCKER_COMPOSE, args, {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('docker-compose config -q', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'undangan-compose-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function brokenCopy(from: string, to: string): string {
    expect(source).toContain(from);
    const file = path.join(dir, `${Math.random().toString(36).slice(2)}.yml`);
    writeFileSync(file, source.replace(from, to));
    return file;
  }

  it('accepts docker-compose.yml', () => {
    const result = validate(path.join(repoRoot, 'docker-compose.yml'));
    expect(result).toEqual({ status: 0, output: '' });
  });

  it('accepts docker-compose.yml with the override that publishes MinIO on loopback', () => {
    const result = validate(
      path.join(repoRoot, 'docker-compose.yml'),
      path.join(repoRoot, 'infra/minio/publish-port.yml'),
    );
    expect(result).toEqual({ status: 0, output: '' });
  });

  it('accepts docker-compose.yml with the observability profile', () => {
    const result = validateProfiles(['observability'], path.join(repoRoot, 'docker-compose.yml'));
    expect(result).toEqual({ status: 0, output: '' });
  });

  it('rejects a copy whose observability service has an unknown key', () => {
    const file = brokenCopy(
      '    profiles: [observability]\n',
      '    profiles: [observability]\n    scale_to: 2\n',
    );
    const result = validateProfiles(['observability'], file);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('scale_to');
  });

  it('rejects a copy with a wrong depends_on condition', () => {
    const file = brokenCopy('condition: service_completed_successfully', 'condition: service_finished');
    const result = validate(file);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('service_finished');
  });

  it('rejects a copy with an unknown service key', () => {
    const file = brokenCopy(
      '    hostname: rabbitmq\n',
      '    hostname: rabbitmq\n    restart_policy: always\n',
    );
    const result = validate(file);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('restart_policy');
  });
});
