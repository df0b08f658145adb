import { existsSync } from 'node:fs';
import path from 'node:path';
import { SAMPLE_CLIENT_ID, SAMPLE_COUPLE, SAMPLE_GUEST_TOKEN, SAMPLE_ORDER_ID } from '@undangan/contracts';
import {
  composeVars,
  findRepoRoot,
  FRONT_SERVICE,
  MAIL_CATCHER_SERVICE,
  nativeLayout,
  nativeServiceEnv,
  NATIVE_START_ENV,
  nativeSpecs,
  nativeVars,
  nodeScript,
  parseCompose,
  ProgramSpec,
  readComposeSource,
  startLayers,
} from './compose-config';
import {
  findMailpit,
  MAIL_CATCHER_HTTP_PORT,
  MailCatcher,
  mailCatcherRefusal,
  mailpitProgram,
  startMailCatcher,
} from './mail-catcher';
import { isListening } from './network';
import { findNginx, prepareNginxFront } from './nginx-front';
import { ProgramProcess, waitForHealthy } from './program-process';
import { gatewayThroughFront, nativeReplicaPort, parseScaleArgs, replicasOf, scaleSpecs } from './replicas';
import { RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy';
import { S3StandIn, s3StandInRefusal, startS3StandIn } from './s3-stand-in';

/**
 * `npm start`: the programs of docker-compose.yml as processes on this machine, against its own
 * PostgreSQL and RabbitMQ, with s3rver standing in for MinIO when nothing answers on the S3 port,
 * Mailpit (or, where it is not installed, the runner's mail catcher) for compose's mailpit when
 * nothing answers on the SMTP port, and nginx in front on :8080 (compose's web, the same template)
 * when it is installed.
 * `npm start -- --scale ordering=3 --scale gateway=2` runs replicas, as `docker compose up --scale`.
 */

const HEALTH_TIMEOUT_MS = 120_000;
const STACK = 'stack';

const repoRoot = findRepoRoot(__dirname);
const composeSource = readComposeSource(repoRoot);
const compose = parseCompose(composeSource, nativeVars(composeVars(repoRoot), composeSource));
const scale = parseScaleArgs(process.argv.slice(2));
const nginx = findNginx();
// Gateway replicas need something in front even without nginx: the runner's round-robin proxy.
const proxied = !nginx && (scale.gateway ?? 1) > 1;
const layout = nativeLayout(nginx !== undefined || proxied);
const scaled = scaleSpecs(
  nativeSpecs(compose, { ...layout, developmentEnv: NATIVE_START_ENV }),
  scale,
  nativeReplicaPort,
);
const gateways = replicasOf(scaled, 'gateway');
const frontPort = layout.ports[FRONT_SERVICE] ?? gateways[0]?.port;
const specs = frontPort ? gatewayThroughFront(scaled, frontPort) : scaled;
const width = Math.max(STACK.length, FRONT_SERVICE.length, ...specs.map((spec) => spec.name.length));
const programs: ProgramProcess[] = [];
let s3: S3StandIn | undefined;
let mail: MailCatcher | undefined;
/** Where a person reads the mail the shop sent, once a catcher answers. */
let mailbox: string | undefined;
let proxy: RoundRobinProxy | undefined;
let shuttingDown = false;

function say(name: string, text: string): void {
  for (const line of text.split('\n')) process.stdout.write(`${name.padEnd(width)} | ${line}\n`);
}

const DEFAULT_PORTS: Record<string, number> = {
  'amqp:': 5672,
  'postgres:': 5432,
  'smtp:': 587,
  'smtps:': 465,
};

function addressOf(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  const fallback = DEFAULT_PORTS[parsed.protocol] ?? 80;
  return { host: parsed.hostname, port: parsed.port ? Number(parsed.port) : fallback };
}

/** The first value of a variable among the programs that have it. */
function firstValue(name: string): { spec: ProgramSpec; value: string } | undefined {
  const spec = specs.find((s) => s.env[name]);
  return spec ? { spec, value: spec.env[name] } : undefined;
}

async function checkInfrastructure(): Promise<void> {
  const needs = [
    { variable: 'DATABASE_URL', what: 'PostgreSQL', hint: 'start it (e.g. `service postgresql start`)' },
    {
      variable: 'AMQP_URL',
      what: 'RabbitMQ',
      hint: 'start it (e.g. `service rabbitmq-server start`) or set AMQP_URL',
    },
  ];
  for (const need of needs) {
    const found = firstValue(need.variable);
    if (!found) continue;
    const { host, port } = addressOf(found.value);
    if (!(await isListening(host, port))) {
      throw new Error(
        `${need.what} does not answer at ${host}:${port} (${need.variable} of ${found.spec.name}): ${need.hint}.`,
      );
    }
  }
  const ports = specs.map((spec) => ({ name: spec.name, port: spec.port }));
  if ((nginx || proxied) && frontPort) ports.push({ name: `${FRONT_SERVICE} (front)`, port: frontPort });
  for (const { name, port } of ports) {
    if (await isListening('127.0.0.1', port)) {
      throw new Error(`Port ${port} (${name}) is already in use: is another stack running?`);
    }
  }
  for (const spec of specs) {
    const file = nodeScript(spec.command);
    if (file && !existsSync(path.join(repoRoot, file))) {
      throw new Error(`${spec.name}: ${file} is missing; run \`npm run build\` first.`);
    }
  }
}

async function ensureS3(): Promise<void> {
  const found = firstValue('S3_ENDPOINT');
  if (!found) return;
  const { host, port } = addressOf(found.value);
  if (await isListening(host, port)) {
    say(STACK, `using the S3 server already answering at ${host}:${port}`);
    return;
  }
  const env = found.spec.env;
  const refusal = s3StandInRefusal({ host, nodeEnv: env.NODE_ENV });
  if (refusal) throw new Error(`No S3 server answers at ${host}:${port}, and ${refusal}.`);
  const buckets = Object.entries(env)
    .filter(([name]) => /^S3_.*_BUCKET$/.test(name))
    .map(([, value]) => value);
  s3 = await startS3StandIn({
    host,
    port,
    directory: path.join(repoRoot, '.data', 's3'),
    accessKey: env.S3_ACCESS_KEY,
    secretKey: env.S3_SECRET_KEY,
    buckets,
    nodeEnv: env.NODE_ENV,
  });
  say(
    STACK,
    `no S3 server at ${host}:${port}: s3rver started there (buckets ${buckets.join(', ')}, data in .data/s3)`,
  );
}

/**
 * Something to catch the shop's email where SMTP_URL points: a mail server already answering there,
 * else Mailpit when it is installed, else the runner's mail catcher, both answering Mailpit's API
 * on its port. Nothing when email is off; refused, like s3rver, in production.
 */
async function ensureMail(): Promise<void> {
  const found = firstValue('SMTP_URL');
  if (!found) return;
  const env = found.spec.env;
  if (['true', '1', 'yes'].includes((env.EMAIL_DISABLED ?? '').trim().toLowerCase())) {
    say(STACK, 'EMAIL_DISABLED=true: no email is sent, so no mail catcher is started');
    return;
  }
  const { host, port } = addressOf(found.value);
  const httpPort =
    layout.ports[`${MAIL_CATCHER_SERVICE}:${MAIL_CATCHER_HTTP_PORT}`] ?? MAIL_CATCHER_HTTP_PORT;
  if (await isListening(host, port)) {
    say(STACK, `using the mail server already answering at ${host}:${port}`);
    if (await isListening(host, httpPort)) mailbox = `http://${host}:${httpPort}/`;
    return;
  }
  const refusal = mailCatcherRefusal({ host, nodeEnv: env.NODE_ENV });
  if (refusal) throw new Error(`No mail server answers at ${host}:${port}, and ${refusal}.`);
  if (await isListening(host, httpPort)) {
    throw new Error(
      `Port ${httpPort} (the mailbox of the mail catcher) is already in use: is another stack running?`,
    );
  }
  const mailpit = findMailpit();
  if (mailpit) {
    const program = newProgram(mailpitProgram(mailpit, { host, smtpPort: port, httpPort }));
    program.start();
    await waitForHealthy(program, HEALTH_TIMEOUT_MS);
    say(STACK, `no mail server at ${host}:${port}: Mailpit (${mailpit}) started there`);
    mailbox = `http://${host}:${httpPort}/`;
  } else {
    mail = await startMailCatcher({ host, smtpPort: port, httpPort, nodeEnv: env.NODE_ENV });
    say(
      STACK,
      `no mail server at ${host}:${port}: the runner's mail catcher started there (Mailpit is not installed), keeping the newest emails in memory; it answers Mailpit's API, without its pages`,
    );
    mailbox = `http://${host}:${httpPort}/api/v1/messages`;
  }
}

async function stopAll(): Promise<void> {
  await proxy?.close().catch(() => undefined);
  for (const program of [...programs].reverse()) await program.stop();
  await mail?.close().catch(() => undefined);
  await s3?.close().catch(() => undefined);
}

async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) {
    say(STACK, 'stopping at once');
    process.exit(1);
  }
  shuttingDown = true;
  say(STACK, `${signal}: stopping`);
  await stopAll();
  process.exit(0);
}

function newProgram(spec: ProgramSpec): ProgramProcess {
  const program = new ProgramProcess(spec, {
    cwd: repoRoot,
    onLine: say,
    keepLines: 100,
    onUnexpectedExit: (name, code, signal) => {
      if (!shuttingDown)
        say(STACK, `${name} exited (code ${code}, signal ${signal}); the others keep running`);
    },
  });
  programs.push(program);
  return program;
}

/**
 * nginx on :8080 in front of the gateway replicas, from .data/nginx (its errors are the web
 * lines); without nginx, the round-robin proxy when the gateway is scaled.
 */
async function startFront(): Promise<void> {
  if (gateways.length === 0 || !frontPort) return;
  const addresses = gateways.map((spec) => `127.0.0.1:${spec.port}`);
  if (proxied) {
    // On every address, like the gateway it stands for.
    proxy = await startRoundRobinProxy({
      listenHost: '0.0.0.0',
      port: frontPort,
      backends: gateways.map((spec) => ({ host: '127.0.0.1', port: spec.port })),
    });
    say(STACK, `round-robin proxy on ${frontPort} in front of the gateway replicas ${addresses.join(', ')}`);
    return;
  }
  if (!nginx) return;
  const directory = path.join(repoRoot, '.data', 'nginx');
  const program = newProgram(
    prepareNginxFront(nginx, {
      repoRoot,
      directory,
      env: nativeServiceEnv(compose, FRONT_SERVICE, layout),
      listen: String(frontPort),
      port: frontPort,
      gateways: addresses,
      accessLog: path.join(directory, 'access.log'),
      workerProcesses: 'auto',
    }),
  );
  program.start();
  say(
    STACK,
    `waiting for ${FRONT_SERVICE} (${nginx} in front of the gateway on ${addresses.join(', ')}; requests in .data/nginx/access.log)`,
  );
  await waitForHealthy(program, HEALTH_TIMEOUT_MS);
}

async function main(): Promise<void> {
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (!nginx)
    say(
      STACK,
      proxied
        ? "nginx is not installed: a round-robin proxy in the runner serves :8080 (install Debian's nginx for the front compose runs)"
        : "nginx is not installed: the gateway serves :8080 itself (install Debian's nginx for the front compose runs)",
    );

  // The object store and the mail catcher first: a production run without a real one is refused
  // before anything is checked.
  await ensureS3();
  await ensureMail();
  await checkInfrastructure();
  for (const layer of startLayers(specs)) {
    const started = layer.map((spec) => {
      const program = newProgram(spec);
      program.start();
      return program;
    });
    say(STACK, `waiting for ${layer.map((spec) => spec.name).join(', ')}`);
    await Promise.all(started.map((program) => waitForHealthy(program, HEALTH_TIMEOUT_MS)));
  }
  await startFront();
  const base = frontPort ? `http://127.0.0.1:${frontPort}` : 'http://127.0.0.1';
  say(STACK, `Shop: ${base}/  Admin: ${base}/admin/login${mailbox ? `  Mail: ${mailbox}` : ''}`);
  say(STACK, `Sample invitation (what a couple's guests open): ${base}/${SAMPLE_CLIENT_ID}`);
  say(
    STACK,
    `A sample guest's own link (their name on the cover, their RSVP): ${base}/${SAMPLE_CLIENT_ID}/${SAMPLE_GUEST_TOKEN}`,
  );
  if (firstValue('SAMPLE_ORDER')?.value === 'true')
    say(
      STACK,
      `The sample couple's dashboard (their guest list): ${base}/pasangan/masuk with order ID ${SAMPLE_ORDER_ID} and email ${SAMPLE_COUPLE.email}\n` +
        `  the sign-in link arrives ${mailbox ? `in the mailbox: ${mailbox}` : 'at that email, through SMTP_URL'}; ` +
        `its data and full status open with WhatsApp number ${SAMPLE_COUPLE.phone}`,
    );
}

main().catch(async (err: Error) => {
  shuttingDown = true;
  say(STACK, err.message);
  await stopAll();
  process.exit(1);
});
