import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import { checkConfig } from '@undangan/platform';
import { catalogueConfigSchema } from '../../../services/catalogue/src/catalogue.config';
import { invitationsConfigSchema } from '../../../services/invitations/src/invitations.config';
import { notificationsConfigSchema } from '../../../services/notifications/src/notifications.config';
import { orderingConfigSchema } from '../../../services/ordering/src/ordering.config';
import { proofStorageConfigSchema } from '../../../services/proof-storage/src/proof-storage.config';
import { reportingConfigSchema } from '../../../services/reporting/src/reporting.config';
import { simulatorConfigSchema } from '../../midtrans-sim/src/config';
import { findRepoRoot, nodeScript, parseCompose, readComposeSource } from '../src/compose-config';
import { freePort, isListening } from '../src/network';

/**
 * Each built program, started with NODE_ENV=production and one development default among
 * otherwise production values, must refuse to start: exit status 1 and one log line naming the
 * variable. The production values point at addresses that do not exist, so a program that got past
 * its configuration would hang or fail differently, never pass.
 */

const repoRoot = findRepoRoot(__dirname);
const compose = parseCompose(readComposeSource(repoRoot), {});

const SERVICE_PRODUCTION = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  AMQP_URL: 'amqp://shop:broker-secret-1@broker.invalid:5672',
  DATABASE_URL: 'postgres://shop:database-secret-1@db.invalid:5432/shop',
  HTTP_PORT: '0',
  LISTEN_HOST: '127.0.0.1',
  EVENT_RETENTION_DAYS: '7',
  // Empty (no export) is a production value too.
  OTEL_EXPORTER_OTLP_ENDPOINT: '',
};

const PRODUCTION: Record<string, Record<string, string>> = {
  catalogue: { ...SERVICE_PRODUCTION, SEED_ON_EMPTY: 'false' },
  ordering: {
    ...SERVICE_PRODUCTION,
    MAX_ORDER_TOTAL: '100000000',
    MIDTRANS_SERVER_KEY: 'Mid-server-shop-key',
    MIDTRANS_CLIENT_KEY: 'Mid-client-shop-key',
    MIDTRANS_IS_PRODUCTION: 'true',
    MIDTRANS_API_URL: '',
    MIDTRANS_SNAP_URL: '',
    MIDTRANS_TIMEOUT_MS: '4000',
    PAYMENT_LOOKUP_REFRESH_MS: '10000',
    RECONCILE_INTERVAL_MS: '300000',
    PUBLIC_BASE_URL: 'https://undangan.example',
    RPC_TIMEOUT_MS: '5000',
    SEED_ON_EMPTY: 'false',
    SAMPLE_ORDER: 'false',
  },
  'proof-storage': {
    ...SERVICE_PRODUCTION,
    S3_ENDPOINT: 'https://s3.invalid',
    S3_ACCESS_KEY: 'shop-access-key',
    S3_SECRET_KEY: 'shop-secret-key-of-this-environment',
    S3_REGION: 'ap-southeast-3',
    S3_PROOF_BUCKET: 'payment-proofs',
    S3_DESIGN_BUCKET: 'design-images',
    INVITATION_PHOTO_RETENTION_DAYS: '180',
  },
  reporting: { ...SERVICE_PRODUCTION },
  notifications: {
    ...SERVICE_PRODUCTION,
    SMTP_URL: 'smtps://shop:mail-secret-1@smtp.invalid:465',
    EMAIL_DISABLED: 'false',
    EMAIL_FROM: 'Undangan <no-reply@undangan.example>',
    SHOP_NOTIFY_EMAIL: 'toko@undangan.example',
    PUBLIC_BASE_URL: 'https://undangan.example',
    EMAIL_RATE_PER_MINUTE: '60',
    EMAIL_MAX_ATTEMPTS: '8',
    EMAIL_RETRY_BASE_MS: '30000',
    EMAIL_POLL_MS: '1000',
    EMAIL_CONTENT_RETENTION_DAYS: '30',
  },
  invitations: {
    ...SERVICE_PRODUCTION,
    GUEST_REPLIES_PER_SOURCE: '10',
    GUEST_REPLIES_PER_INVITATION: '3000',
    INVITATION_ONLINE_DAYS: '365',
    GUEST_DATA_KEEP_DAYS: '30',
    COUPLE_SIGN_IN_LINK_SECONDS: '900',
    COUPLE_SESSION_DAYS: '30',
    SEED_ON_EMPTY: 'false',
    PUBLIC_BASE_URL: 'https://undangan.example',
  },
  'midtrans-sim': {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    PORT: '0',
    LISTEN_HOST: '127.0.0.1',
    MIDTRANS_SERVER_KEY: 'SB-Mid-server-staging-key',
    NOTIFICATION_URL: 'https://undangan.example/api/payments/notification',
    SIM_CONTROL_API: 'false',
  },
};

type Program =
  'catalogue' | 'ordering' | 'proof-storage' | 'reporting' | 'notifications' | 'invitations' | 'midtrans-sim';
const SCHEMAS: Record<Program, Parameters<typeof checkConfig>[0]> = {
  catalogue: catalogueConfigSchema,
  ordering: orderingConfigSchema,
  'proof-storage': proofStorageConfigSchema,
  reporting: reportingConfigSchema,
  notifications: notificationsConfigSchema,
  invitations: invitationsConfigSchema,
  'midtrans-sim': simulatorConfigSchema,
};

/** [program, variable, development default] */
const CASES: [keyof typeof SCHEMAS, string, string][] = [
  ['catalogue', 'AMQP_URL', 'amqp://guest:guest@127.0.0.1:5672'],
  ['catalogue', 'DATABASE_URL', 'postgres://postgres:postgres@postgres:5432/catalogue'],
  ['ordering', 'MIDTRANS_SERVER_KEY', 'SB-Mid-server-undangan-dev'],
  ['ordering', 'MIDTRANS_CLIENT_KEY', 'SB-Mid-client-some-sandbox-key'],
  ['ordering', 'MIDTRANS_API_URL', 'http://midtrans-sim:3900'],
  ['ordering', 'PUBLIC_BASE_URL', 'http://localhost:8080'],
  ['ordering', 'AMQP_URL', 'amqp://undangan:development-only-rabbitmq-password@rabbitmq:5672'],
  ['proof-storage', 'S3_ACCESS_KEY', 'minioadmin'],
  ['proof-storage', 'S3_SECRET_KEY', 'minioadmin'],
  ['reporting', 'DATABASE_URL', 'postgres://postgres:postgres@127.0.0.1:5432/reporting'],
  ['reporting', 'AMQP_URL', 'amqp://guest:guest@rabbitmq:5672'],
  ['notifications', 'DATABASE_URL', 'postgres://postgres:postgres@postgres:5432/notifications'],
  // compose's Mailpit, and the native runner's catcher: mail there reaches no customer.
  ['notifications', 'SMTP_URL', 'smtp://mailpit:1025'],
  ['notifications', 'SMTP_URL', 'smtp://127.0.0.1:1025'],
  ['notifications', 'PUBLIC_BASE_URL', 'http://localhost:8080'],
  ['invitations', 'DATABASE_URL', 'postgres://postgres:postgres@postgres:5432/invitations'],
  ['invitations', 'AMQP_URL', 'amqp://undangan:development-only-rabbitmq-password@rabbitmq:5672'],
  ['midtrans-sim', 'MIDTRANS_SERVER_KEY', 'SB-Mid-server-undangan-dev'],
  ['midtrans-sim', 'SIM_CONTROL_API', 'true'],
  // The simulator has no production values at all: NODE_ENV=production alone is refused.
  ['midtrans-sim', 'NODE_ENV', 'production'],
  ['catalogue', 'SEED_ON_EMPTY', 'true'],
  ['ordering', 'SEED_ON_EMPTY', 'true'],
  ['ordering', 'SAMPLE_ORDER', 'true'],
  // The sample invitation is published at /contoh: never in production.
  ['invitations', 'SEED_ON_EMPTY', 'true'],
];

interface Run {
  code: number | null;
  lines: string[];
}

/**
 * A program that refuses its variables exits as soon as it has loaded; the bound is for one that
 * would not exit at all. On a busy two-core machine a program took more than 20 s to load.
 */
const RUN_BOUND_MS = 90_000;
jest.setTimeout(RUN_BOUND_MS + 30_000);

function run(command: string[], env: Record<string, string>, timeoutMs = RUN_BOUND_MS): Promise<Run> {
  return new Promise((resolve, reject) => {
    const [program, ...args] = command;
    const child = spawn(program === 'node' ? process.execPath : program, args, {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command.join(' ')} still ran after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, lines: output.split('\n').filter((line) => line.trim() !== '') });
    });
  });
}

function commandOf(program: string): string[] {
  const command = compose.services[program].command ?? [];
  const file = nodeScript(command);
  if (!file || !existsSync(path.join(repoRoot, file)))
    throw new Error(`${program}: ${file} is missing; build it first (npm run build -w ...)`);
  return command;
}

describe('with NODE_ENV=production', () => {
  it.each(Object.keys(SCHEMAS) as (keyof typeof SCHEMAS)[])(
    'the production values of %s pass its configuration (so each case below refuses one variable only)',
    (program) => {
      const result = checkConfig(SCHEMAS[program], PRODUCTION[program]);
      expect(result.ok ? [] : result.problems).toEqual([]);
      const schemaVariables = Object.keys(SCHEMAS[program].shape).sort();
      expect(Object.keys(PRODUCTION[program]).sort()).toEqual(
        schemaVariables.filter((name) => !['SIM_PUBLIC_URL', 'SIM_RETRY_SCALE'].includes(name)),
      );
    },
  );

  it.each(CASES)(
    '%s refuses to start with the development default of %s',
    async (program, variable, value) => {
      const result = await run(commandOf(program), { ...PRODUCTION[program], [variable]: value });
      expect(result.code).toBe(1);
      expect(result.lines).toHaveLength(1);
      const line = JSON.parse(result.lines[0]) as {
        level: number;
        service: string;
        variable: string;
        msg: string;
      };
      expect(line).toMatchObject({ level: 60, service: program, variable });
      expect(line.msg.startsWith(`${variable} `)).toBe(true);
      expect(line.msg).toContain('NODE_ENV=production');
      expect(line.msg).toMatch(/: (set|create|leave)/);
    },
  );

  it('the simulator refuses a live Midtrans server key in any environment', async () => {
    for (const NODE_ENV of ['development', 'test']) {
      const result = await run(commandOf('midtrans-sim'), {
        ...PRODUCTION['midtrans-sim'],
        NODE_ENV,
        MIDTRANS_SERVER_KEY: 'Mid-server-the-shops-live-key',
      });
      expect({ NODE_ENV, code: result.code, lines: result.lines.length }).toEqual({
        NODE_ENV,
        code: 1,
        lines: 1,
      });
      expect(JSON.parse(result.lines[0])).toMatchObject({ level: 60, variable: 'MIDTRANS_SERVER_KEY' });
    }
  });

  it('a wrong value is refused the same way, one line per variable, in any environment', async () => {
    const result = await run(commandOf('reporting'), {
      ...PRODUCTION.reporting,
      NODE_ENV: 'development',
      HTTP_PORT: 'eighty',
      LOG_LEVEL: 'loud',
    });
    expect(result.code).toBe(1);
    expect(result.lines.map((line) => (JSON.parse(line) as { variable: string }).variable).sort()).toEqual([
      'HTTP_PORT',
      'LOG_LEVEL',
    ]);
  });

  it('notifications takes the development mail catcher when email is off: nothing is sent to it', () => {
    const result = checkConfig(SCHEMAS.notifications, {
      ...PRODUCTION.notifications,
      SMTP_URL: 'smtp://mailpit:1025',
      EMAIL_DISABLED: 'true',
    });
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('npm run seed refuses production outright: demo data never goes there', async () => {
    const result = await run(['node', 'services/catalogue/dist/seed-cli.js'], {
      NODE_ENV: 'production',
      DATABASE_URL: SERVICE_PRODUCTION.DATABASE_URL,
    });
    expect(result.code).toBe(1);
    expect(result.lines).toHaveLength(1);
    expect(JSON.parse(result.lines[0])).toMatchObject({ level: 60, variable: 'NODE_ENV' });
  });

  it('npm run reporting:rebuild checks its variables like a program', async () => {
    const result = await run(['node', 'services/reporting/dist/rebuild-cli.js'], {
      NODE_ENV: 'development',
      REBUILD_PAGE_SIZE: '5000',
      REBUILD_RPC_TIMEOUT_MS: 'soon',
    });
    expect(result.code).toBe(1);
    expect(result.lines.map((line) => (JSON.parse(line) as { variable: string }).variable).sort()).toEqual([
      'REBUILD_PAGE_SIZE',
      'REBUILD_RPC_TIMEOUT_MS',
    ]);
  });

  it('the native runner refuses to start the s3rver stand-in', async () => {
    const port = await freePort();
    const file = path.join(repoRoot, 'infra/stack/dist/native-start.js');
    expect(existsSync(file)).toBe(true);
    const result = await run(['node', file], {
      NODE_ENV: 'production',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
    });
    expect(result.code).toBe(1);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatch(
      /^stack +\| No S3 server answers at 127\.0\.0\.1:\d+, and NODE_ENV=production: the s3rver stand-in .*point S3_ENDPOINT at/,
    );
    expect(await isListening('127.0.0.1', port)).toBe(false);
  });

  it('the native runner refuses to start a mail catcher', async () => {
    // An S3 server answers, so the runner gets as far as the mail.
    const s3 = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve));
    const smtpPort = await freePort();
    try {
      const result = await run(['node', path.join(repoRoot, 'infra/stack/dist/native-start.js')], {
        NODE_ENV: 'production',
        S3_ENDPOINT: `http://127.0.0.1:${(s3.address() as AddressInfo).port}`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      });
      expect(result.code).toBe(1);
      expect(result.lines.at(-1)).toMatch(
        /^stack +\| No mail server answers at 127\.0\.0\.1:\d+, and NODE_ENV=production: the mail catcher .*point SMTP_URL at the shop's mail server, or set EMAIL_DISABLED=true\.$/,
      );
      expect(await isListening('127.0.0.1', smtpPort)).toBe(false);
    } finally {
      await new Promise((resolve) => s3.close(resolve));
    }
  });
});
