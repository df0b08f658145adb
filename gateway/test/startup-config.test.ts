import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The built gateway with NODE_ENV=production refuses a development secret before it opens
 * anything: it exits with status 1 after one log line naming the variable and what to set.
 */
jest.setTimeout(60_000);

const repoRoot = path.join(__dirname, '../..');
const MAIN = path.join(repoRoot, 'gateway/dist/main.js');

/** Production settings that pass, pointing at nothing that answers: only the variable under test is wrong. */
const PRODUCTION = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  JWT_SECRET: 'a-production-secret-of-well-over-thirty-two-characters',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'a-production-admin-password',
  AMQP_URL: 'amqp://shop:broker-secret@127.0.0.1:1',
  DATABASE_URL: 'postgres://postgres:database-secret@127.0.0.1:1/gateway',
  MIDTRANS_CLIENT_KEY: 'Mid-client-production',
  MIDTRANS_SNAP_JS_URL: '',
  PORT: '0',
  METRICS_PORT: '0',
  // The shop's public address (its couples' session cookie is Secure under https).
  PUBLIC_BASE_URL: 'https://undangan.example',
};

/** Runs the built gateway until it exits, or until its output matches `until` (then it is stopped). */
function runGateway(
  env: Record<string, string>,
  until?: RegExp,
): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (until?.test(output)) child.kill('SIGKILL');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, lines: output.split('\n').filter((line) => line.trim() !== '') });
    });
  });
}

beforeAll(() => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build -w gateway`);
});

describe('the gateway in production', () => {
  it.each([
    [
      'the development JWT secret (37 characters)',
      { JWT_SECRET: 'development-only-jwt-secret-change-me' },
      'JWT_SECRET',
      /development default.*32 characters/,
    ],
    [
      'a JWT secret of 31 characters',
      { JWT_SECRET: 'x'.repeat(31) },
      'JWT_SECRET',
      /shorter than 32 characters/,
    ],
    [
      'no JWT secret at all (the development default applies)',
      { JWT_SECRET: '' },
      'JWT_SECRET',
      /development default/,
    ],
    [
      'the development admin password',
      { ADMIN_PASSWORD: 'admin12345' },
      'ADMIN_PASSWORD',
      /development default/,
    ],
    [
      'an OpenTelemetry endpoint that is not an http(s) URL',
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' },
      'OTEL_EXPORTER_OTLP_ENDPOINT',
      /http or https URL/,
    ],
  ])('refuses to start with %s, in one line saying what to set', async (_label, change, variable, advice) => {
    const { code, lines } = await runGateway({ ...PRODUCTION, ...change });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]) as { level: number; variable: string; msg: string };
    expect(line).toMatchObject({ level: 60, variable });
    expect(line.msg.startsWith(`${variable} `)).toBe(true);
    expect(line.msg).toMatch(advice);
  });

  it('starts with production settings, and waits for the database it cannot reach yet', async () => {
    const { lines } = await runGateway(PRODUCTION, /waiting for it/);
    expect(lines.join('\n')).not.toMatch(/refused with NODE_ENV=production|JWT_SECRET|ADMIN_PASSWORD/);
    expect(lines.join('\n')).toMatch(/database unreachable at start; waiting for it/);
  });

  it('accepts the development defaults outside production', async () => {
    const { lines } = await runGateway(
      {
        ...PRODUCTION,
        NODE_ENV: 'development',
        JWT_SECRET: 'development-only-jwt-secret-change-me',
        ADMIN_PASSWORD: 'admin12345',
      },
      /waiting for it/,
    );
    expect(lines.join('\n')).not.toMatch(/refused with NODE_ENV=production/);
  });
});
