import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropDatabase } from '@undangan/platform';
import { createTestVhost, TEST_POSTGRES_URL, uniqueName } from '@undangan/platform/testing';
import {
  findRepoRoot,
  FRONT_SERVICE,
  isolate,
  MAIL_CATCHER_SERVICE,
  nativeLayout,
  nativeServiceEnv,
  nativeSpecs,
  nodePrograms,
  nodeScript,
  parseCompose,
  ProgramSpec,
  readComposeSource,
  startLayers,
} from './compose-config';
import { MAIL_CATCHER_HTTP_PORT, MailCatcher, startMailCatcher } from './mail-catcher';
import { freePorts } from './network';
import { findNginx, prepareNginxFront } from './nginx-front';
import { ProgramProcess, waitForHealthy } from './program-process';
import { gatewayThroughFront, OTHER_PORT_VARIABLES, programOf, replicasOf, scaleSpecs } from './replicas';
import { RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy';
import { S3StandIn, startS3StandIn } from './s3-stand-in';

export interface TestStackOptions {
  /** Node programs to start (compose service names); all of them when omitted. */
  services?: string[];
  /** Extra or changed variables for every program (e.g. a short RPC_TIMEOUT_MS). */
  env?: Record<string, string>;
  /** How long each program may take to answer /health with 200. */
  healthTimeoutMs?: number;
  /** Receives every output line of every program (e.g. to echo them while debugging). */
  onLine?: (name: string, line: string) => void;
  /**
   * "nginx": Debian's nginx in front of the gateway on a port of its own, as users meet the shop
   * in compose (the same template); baseUrl is then nginx's address. Fails when nginx is not
   * installed: a test that asks for the front must not pass without it. Default "gateway".
   */
  front?: 'gateway' | 'nginx';
  /**
   * Replicas per program, as `docker compose up --scale` (e.g. { ordering: 2, gateway: 2 }): each
   * on free ports of its own, named `ordering.2` in specs, logs and pid. Gateway replicas stand
   * behind the front: nginx, or with front "gateway" the runner's round-robin proxy.
   */
  scale?: Record<string, number>;
  /**
   * Changes one program's variables once the stack has chosen them (its ports, vhost and database
   * names included): e.g. the gateway's DATABASE_URL through a TCP relay a test can cut.
   */
  adjustEnv?: (program: string, env: Readonly<Record<string, string>>) => Record<string, string>;
}

export interface TestStack {
  /** The shop's public address, e.g. http://127.0.0.1:41234: nginx's with front "nginx", else the gateway's. */
  baseUrl: string;
  /** The gateway's own address, whatever is in front of it. */
  gatewayUrl: string;
  /** What answers at baseUrl: nginx, the gateway itself, or the round-robin proxy before gateway replicas. */
  front: 'gateway' | 'nginx' | 'proxy';
  /** The variables on which all programs that have them agree (AMQP_URL, S3_ENDPOINT, ADMIN_USERNAME, ...). */
  env: Record<string, string>;
  /**
   * The mail catcher's HTTP address, e.g. http://127.0.0.1:41235: Mailpit's API (/api/v1/messages)
   * over every email the programs sent to SMTP_URL.
   */
  mailUrl: string;
  /** Each program's full spec: its own DATABASE_URL, port, health URL, command. */
  specs: Record<string, ProgramSpec>;
  stop(): Promise<void>;
  stopProgram(name: string): Promise<void>;
  /** Ends a program with SIGKILL (a crash: no graceful shutdown); startProgram starts it again. */
  killProgram(name: string): Promise<void>;
  startProgram(name: string): Promise<void>;
  /** Everything the program has written so far (its most recent lines). */
  logs(name: string): string;
  /** The process id of a running program, undefined when it is not running. */
  pid(name: string): number | undefined;
}

/**
 * How long a program may take to answer its health check: a program that exits says so at once;
 * this bounds one that hangs. A whole stack starting on a busy machine of two cores (ten programs
 * and their migrations) took more than 60 s; the suites give a stack's start 180 s.
 */
const DEFAULT_HEALTH_TIMEOUT_MS = 150_000;

/**
 * Starts the built programs of docker-compose.yml for one test run: the same commands and
 * variables as `npm start`, but on free ports, with a throwaway RabbitMQ vhost, databases with a
 * unique suffix (dropped by stop()), s3rver in a temporary directory and the mail catcher in
 * memory. It never builds.
 */
export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const repoRoot = findRepoRoot(__dirname);
  const compose = parseCompose(readComposeSource(repoRoot), process.env);
  const programNames = nodePrograms(compose).map((service) => service.name);
  const selected = options.services ?? programNames;
  for (const name of selected) {
    if (!programNames.includes(name))
      throw new Error(`Unknown program "${name}"; known: ${programNames.join(', ')}`);
  }
  const healthTimeoutMs = options.healthTimeoutMs ?? DEFAULT_HEALTH_TIMEOUT_MS;
  const front = options.front ?? 'gateway';
  const scale = options.scale ?? {};
  const nginx = front === 'nginx' ? findNginx() : undefined;
  if (front === 'nginx' && !nginx) {
    throw new Error(
      "The test asks for the nginx front, and nginx is not installed: install Debian's nginx (.ci/run does)",
    );
  }
  if (front === 'nginx' && !selected.includes('gateway'))
    throw new Error('The nginx front needs the gateway');

  const cleanups: (() => Promise<void>)[] = [];
  const programs = new Map<string, ProgramProcess>();
  const everStarted = new Set<string>();
  let specs: ProgramSpec[] = [];

  const cleanUp = async () => {
    const errors: unknown[] = [];
    for (const program of [...programs.values()].reverse())
      await program.stop().catch((err) => errors.push(err));
    for (const step of cleanups.reverse()) await step().catch((err) => errors.push(err));
    cleanups.length = 0;
    if (errors.length > 0) throw new AggregateError(errors, 'The test stack did not stop cleanly');
  };

  try {
    const s3Source = nodePrograms(compose).find((service) => service.environment.S3_ENDPOINT);
    const s3Env = s3Source?.environment ?? {};
    const directory = mkdtempSync(path.join(tmpdir(), 'undangan-s3-'));
    cleanups.push(async () => rmSync(directory, { recursive: true, force: true }));
    const s3: S3StandIn = await startS3StandIn({
      host: '127.0.0.1',
      port: 0,
      directory,
      accessKey: s3Env.S3_ACCESS_KEY ?? 'S3RVER',
      secretKey: s3Env.S3_SECRET_KEY ?? 'S3RVER',
      buckets: Object.entries(s3Env)
        .filter(([name]) => /^S3_.*_BUCKET$/.test(name))
        .map(([, value]) => value),
    });
    cleanups.push(() => s3.close());
    const mail: MailCatcher = await startMailCatcher({ host: '127.0.0.1', smtpPort: 0, httpPort: 0 });
    cleanups.push(() => mail.close());

    const vhost = await createTestVhost('stack');
    cleanups.push(() => vhost.drop());

    // Gateway replicas need a front even without nginx (the proxy): the shop's address is the front's.
    const layout = nativeLayout(front === 'nginx' || (scale.gateway ?? 1) > 1);
    // Each port is claimed for this process (network.ts): chosen but not yet listened on, it is not
    // given again, here or in another test process.
    const ports = await freePorts(programNames.length + 1);
    const portMap: Record<string, number> = {
      ...layout.ports,
      minio: s3.port,
      [MAIL_CATCHER_SERVICE]: mail.smtpPort,
      [`${MAIL_CATCHER_SERVICE}:${MAIL_CATCHER_HTTP_PORT}`]: mail.httpPort,
      [FRONT_SERVICE]: ports[0],
    };
    programNames.forEach((name, i) => (portMap[name] = ports[i + 1]));
    const native = { ports: portMap, standIns: layout.standIns };
    const suffix = uniqueName('stack');
    const isolated = isolate(nativeSpecs(compose, native), {
      amqpUrl: vhost.url,
      postgresUrl: TEST_POSTGRES_URL,
      databaseSuffix: suffix,
    });
    const otherPorts = await freePorts(
      isolated.reduce((n, spec) => n + OTHER_PORT_VARIABLES.filter((v) => v in spec.env).length, 0),
    );
    const single = isolated.map((spec) => {
      const env = {
        ...spec.env,
        ...options.env,
        ...Object.fromEntries(
          OTHER_PORT_VARIABLES.filter((v) => v in spec.env).map((v) => [v, String(otherPorts.shift())]),
        ),
        [spec.portVariable]: String(spec.port),
      };
      return { ...spec, env: options.adjustEnv?.(spec.name, env) ?? env };
    });
    const replicaPorts = await freePorts(
      single.reduce(
        (n, spec) =>
          n +
          Math.max(0, (scale[spec.name] ?? 1) - 1) *
            (1 + OTHER_PORT_VARIABLES.filter((v) => v in spec.env).length),
        0,
      ),
    );
    specs = gatewayThroughFront(
      scaleSpecs(single, scale, () => replicaPorts.shift()!),
      portMap[FRONT_SERVICE],
    );

    for (const spec of specs) {
      const file = nodeScript(spec.command);
      if (file && !existsSync(path.join(repoRoot, file)) && selected.includes(programOf(spec.name))) {
        throw new Error(
          `${spec.name}: ${file} is missing; the test stack runs built programs (npm run build)`,
        );
      }
    }
    cleanups.push(async () => {
      // Replicas share their program's database: each is dropped once.
      const urls = new Set(
        specs.filter((s) => everStarted.has(s.name) && s.env.DATABASE_URL).map((s) => s.env.DATABASE_URL),
      );
      for (const url of urls) await dropDatabase(url);
    });

    const specByName = new Map(specs.map((spec) => [spec.name, spec]));
    const gatewaySpec = specByName.get('gateway');
    const gateways = replicasOf(specs, 'gateway').map((spec) => ({ host: '127.0.0.1', port: spec.port }));
    if (nginx && gatewaySpec) {
      const directory = mkdtempSync(path.join(tmpdir(), 'undangan-nginx-'));
      cleanups.push(async () => rmSync(directory, { recursive: true, force: true }));
      const port = portMap[FRONT_SERVICE];
      specByName.set(
        FRONT_SERVICE,
        prepareNginxFront(nginx, {
          repoRoot,
          directory,
          env: nativeServiceEnv(compose, FRONT_SERVICE, native),
          listen: `127.0.0.1:${port}`,
          port,
          gateways: gateways.map(({ host, port }) => `${host}:${port}`),
        }),
      );
    }
    const start = async (name: string) => {
      const spec = specByName.get(name);
      if (!spec) throw new Error(`Unknown program "${name}"`);
      let program = programs.get(name);
      if (!program) {
        program = new ProgramProcess(spec, { cwd: repoRoot, onLine: options.onLine });
        programs.set(name, program);
      }
      everStarted.add(name);
      program.start();
      await waitForHealthy(program, healthTimeoutMs);
    };

    for (const layer of startLayers(specs.filter((spec) => selected.includes(programOf(spec.name))))) {
      await Promise.all(layer.map((spec) => start(spec.name)));
    }
    if (specByName.has(FRONT_SERVICE)) await start(FRONT_SERVICE);
    let proxy: RoundRobinProxy | undefined;
    if (!nginx && gateways.length > 1 && selected.includes('gateway')) {
      proxy = await startRoundRobinProxy({ port: portMap[FRONT_SERVICE], backends: gateways });
      cleanups.push(() => proxy!.close());
    }

    const gatewayUrl = gatewaySpec ? `http://127.0.0.1:${gatewaySpec.port}` : '';
    return {
      baseUrl: nginx || proxy ? `http://127.0.0.1:${portMap[FRONT_SERVICE]}` : gatewayUrl,
      gatewayUrl,
      front: proxy ? 'proxy' : front,
      env: sharedEnv(specs),
      mailUrl: mail.httpUrl,
      specs: Object.fromEntries([...specByName.entries()]),
      stop: cleanUp,
      startProgram: start,
      stopProgram: async (name: string) => {
        const program = programs.get(name);
        if (!program) throw new Error(`Program "${name}" was never started`);
        await program.stop();
      },
      killProgram: async (name: string) => {
        const program = programs.get(name);
        if (!program) throw new Error(`Program "${name}" was never started`);
        await program.kill();
      },
      logs: (name: string) => programs.get(name)?.logs() ?? '',
      pid: (name: string) => programs.get(name)?.pid,
    };
  } catch (err) {
    await cleanUp().catch(() => undefined);
    throw err;
  }
}

/** The variables whose value is the same in every program that has them. */
function sharedEnv(specs: ProgramSpec[]): Record<string, string> {
  const values = new Map<string, Set<string>>();
  for (const spec of specs) {
    for (const [name, value] of Object.entries(spec.env)) {
      const set = values.get(name) ?? new Set<string>();
      set.add(value);
      values.set(name, set);
    }
  }
  return Object.fromEntries(
    [...values.entries()].filter(([, set]) => set.size === 1).map(([name, set]) => [name, [...set][0]]),
  );
}
