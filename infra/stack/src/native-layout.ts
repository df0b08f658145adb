import { ComposeFile, interpolationVariables, nodePrograms, portVariableOf, Vars } from './compose-file';
import { MAIL_CATCHER_HTTP_PORT, MAIL_CATCHER_SMTP_PORT } from './mail-catcher';
import type { ProgramSpec } from './program-spec';

/**
 * From containers to processes on one host (`npm start`, the test harness): each node program of
 * compose-file.ts given loopback addresses, native ports, the development variables and a start
 * order. Pure: tested without starting anything.
 */

/**
 * compose's mail catcher. Natively Mailpit runs in its place when installed, else the runner's
 * stand-in (mail-catcher.ts), on the same ports; like MinIO's, its address comes from NATIVE_PORTS.
 */
export const MAIL_CATCHER_SERVICE = 'mailpit';

/**
 * Where each part listens when everything runs on one host (`npm start`) without nginx: the
 * gateway serves the shop on 8080 itself. A service reached on more than one port has its others
 * as `service:containerPort` (the mail catcher's SMTP for the programs, its mailbox for people).
 */
export const NATIVE_PORTS: Readonly<Record<string, number>> = {
  gateway: 8080,
  catalogue: 3101,
  ordering: 3102,
  'proof-storage': 3103,
  reporting: 3104,
  notifications: 3105,
  invitations: 3106,
  'midtrans-sim': 3900,
  postgres: 5432,
  rabbitmq: 5672,
  minio: 9000,
  [MAIL_CATCHER_SERVICE]: MAIL_CATCHER_SMTP_PORT,
  [`${MAIL_CATCHER_SERVICE}:${MAIL_CATCHER_HTTP_PORT}`]: MAIL_CATCHER_HTTP_PORT,
};

/** With nginx installed, nginx (compose's web) takes 8080 and the gateway moves to its container port. */
export const NATIVE_FRONT_PORTS: Readonly<Record<string, number>> = {
  ...NATIVE_PORTS,
  web: 8080,
  gateway: 3000,
};

/** The ports and stand-ins of a native run, with nginx in front (FRONT_SERVICE on 8080) or without. */
export function nativeLayout(withFront: boolean): Required<Pick<NativeOptions, 'ports' | 'standIns'>> {
  return withFront
    ? { ports: NATIVE_FRONT_PORTS, standIns: {} }
    : { ports: NATIVE_PORTS, standIns: NATIVE_STAND_INS };
}

/**
 * Variables the native runner and the test stack set for development, where a program has them:
 * the simulator's control API (tests settle and expire payments through it) and the demo data in
 * an empty database (the tests buy its designs). The sample couple's order stays off whatever the
 * environment says: suites count the orders of an empty shop (a suite that wants it sets it in its
 * stack's `env`). Never with NODE_ENV=production.
 */
export const NATIVE_DEVELOPMENT_ENV: Readonly<Record<string, string>> = {
  SIM_CONTROL_API: 'true',
  SEED_ON_EMPTY: 'true',
  SAMPLE_ORDER: 'false',
};

/**
 * What `npm start` sets for development: the test stack's, and the sample couple's paid order,
 * whose dashboard a newcomer signs in to (the runner prints how).
 */
export const NATIVE_START_ENV: Readonly<Record<string, string>> = {
  ...NATIVE_DEVELOPMENT_ENV,
  SAMPLE_ORDER: 'true',
};

/** The variable naming the address a program's internal port binds; natively always loopback. */
export const LISTEN_HOST_VARIABLE = 'LISTEN_HOST';

/**
 * Natively the programs reach the machine's own RabbitMQ, which in development has only guest
 * (allowed from loopback). While these variables are unset or keep compose's development default,
 * the native runner uses guest instead; any other value is used as it is.
 */
export const NATIVE_BROKER_VARS: Readonly<Record<string, string>> = {
  RABBITMQ_USER: 'guest',
  RABBITMQ_PASSWORD: 'guest',
};

/** Containers that do not run natively, and the program that answers in their place. */
export const NATIVE_STAND_INS: Readonly<Record<string, string>> = { web: 'gateway' };

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1']);
const DEFAULT_PORTS: Record<string, number> = {
  http: 80,
  https: 443,
  amqp: 5672,
  postgres: 5432,
  postgresql: 5432,
  // nodemailer's: STARTTLS submission, and TLS from the start.
  smtp: 587,
  smtps: 465,
};

/** The variables the native runner interpolates compose with: NATIVE_BROKER_VARS where they are still compose's defaults. */
export function nativeVars(vars: Vars, composeSource: string): Vars {
  const uses = interpolationVariables(composeSource);
  const result: Vars = { ...vars };
  for (const [name, nativeValue] of Object.entries(NATIVE_BROKER_VARS)) {
    const value = vars[name];
    const composeDefaults = uses.get(name)?.defaults ?? [];
    if (value === undefined || value === '' || composeDefaults.includes(value)) result[name] = nativeValue;
  }
  return result;
}

export interface NativeOptions {
  /** The address every service answers on and every internal port binds (LISTEN_HOST). */
  host?: string;
  /** Native port per compose service name (node programs and infrastructure). */
  ports?: Readonly<Record<string, number>>;
  /** Containers not run natively -> the program serving in their place. */
  standIns?: Readonly<Record<string, string>>;
  /** The development variables set where a program has them (NATIVE_DEVELOPMENT_ENV unless given). */
  developmentEnv?: Readonly<Record<string, string>>;
}

interface Address {
  host: string;
  port: number;
}

/**
 * Maps every address a container can be reached at (service:port inside the network, and the
 * host ports compose publishes) to the address that serves it natively.
 */
function nativeAddresses(
  compose: ComposeFile,
  host: string,
  ports: Readonly<Record<string, number>>,
  standIns: Readonly<Record<string, string>>,
) {
  const programNames = new Set(nodePrograms(compose).map((s) => s.name));
  const nativeOf = (service: string, containerPort: number): Address => {
    const servedBy = standIns[service] ?? service;
    const port = ports[`${servedBy}:${containerPort}`] ?? ports[servedBy];
    if (port === undefined) throw new Error(`No native port for service "${servedBy}"`);
    return { host, port };
  };
  const containerPortOf = (service: string): number | undefined => {
    if (!programNames.has(service)) return undefined;
    const env = compose.services[service].environment;
    return Number(env[portVariableOf(env)]);
  };
  const published = new Map<number, { service: string; target: number }>();
  for (const service of Object.values(compose.services)) {
    for (const { published: port, target } of service.ports)
      published.set(port, { service: service.name, target });
  }
  return (address: Address, original: string): Address | undefined => {
    if (LOOPBACK_NAMES.has(address.host)) {
      const found = published.get(address.port);
      return found === undefined ? undefined : nativeOf(found.service, found.target);
    }
    if (!(address.host in compose.services)) return undefined;
    const expected = containerPortOf(address.host);
    if (expected !== undefined && expected !== address.port) {
      throw new Error(`"${original}" names port ${address.port}, but ${address.host} listens on ${expected}`);
    }
    return nativeOf(address.host, address.port);
  };
}

const URL_AUTHORITY = /([a-z][a-z0-9+.-]*):\/\/([^@/?#\s]*@)?([A-Za-z0-9.-]+)(?::(\d+))?/gi;

/** Rewrites the host (and port) of every URL in a value whose host is a compose service or a published port. */
export function rewriteAddresses(
  value: string,
  resolve: (address: Address, original: string) => Address | undefined,
): string {
  return value.replace(
    URL_AUTHORITY,
    (whole, scheme: string, userinfo: string | undefined, host: string, port?: string) => {
      const numericPort = port === undefined ? DEFAULT_PORTS[scheme.toLowerCase()] : Number(port);
      if (numericPort === undefined) return whole;
      const target = resolve({ host, port: numericPort }, value);
      if (!target) return whole;
      return `${scheme}://${userinfo ?? ''}${target.host}:${target.port}`;
    },
  );
}

/** The compose service of the public front (nginx serving the web build, in front of the gateway). */
export const FRONT_SERVICE = 'web';

/**
 * A service's variables as they are on one host: every address of a container or a published
 * port rewritten to the native one (for the front, e.g. MIDTRANS_SNAP_JS_URL).
 */
export function nativeServiceEnv(
  compose: ComposeFile,
  name: string,
  options: NativeOptions = {},
): Record<string, string> {
  const service = compose.services[name];
  if (!service) throw new Error(`No service "${name}" in the compose file`);
  const resolve = nativeAddresses(
    compose,
    options.host ?? '127.0.0.1',
    options.ports ?? NATIVE_PORTS,
    options.standIns ?? NATIVE_STAND_INS,
  );
  return Object.fromEntries(
    Object.entries(service.environment).map(([key, value]) => [key, rewriteAddresses(value, resolve)]),
  );
}

/** The variable naming the address the gateway's public port binds. */
export const PUBLIC_LISTEN_HOST_VARIABLE = 'PUBLIC_LISTEN_HOST';

/**
 * The front's two variables on one host. Compose trusts X-Forwarded-For from nginx's fixed address,
 * which means nothing natively: behind the native nginx (which connects from loopback) the gateway
 * trusts loopback and binds its public port there only, so nothing but the local front can reach it;
 * without a front it trusts no proxy and stays reachable as the shop itself.
 */
function frontEnv(
  compose: ComposeFile,
  env: Record<string, string>,
  host: string,
  withFront: boolean,
): Record<string, string> {
  const changed: Record<string, string> = {};
  if (PUBLIC_LISTEN_HOST_VARIABLE in env && withFront) changed[PUBLIC_LISTEN_HOST_VARIABLE] = host;
  const frontAddresses = compose.services[FRONT_SERVICE]?.fixedAddresses ?? [];
  if (env.TRUSTED_PROXIES !== undefined && frontAddresses.includes(env.TRUSTED_PROXIES))
    changed.TRUSTED_PROXIES = withFront ? host : '';
  return changed;
}

/** The node programs of a compose file as processes on one host: addresses rewritten, ports overridden. */
export function nativeSpecs(compose: ComposeFile, options: NativeOptions = {}): ProgramSpec[] {
  const host = options.host ?? '127.0.0.1';
  const ports = options.ports ?? NATIVE_PORTS;
  const resolve = nativeAddresses(compose, host, ports, options.standIns ?? NATIVE_STAND_INS);
  const programs = nodePrograms(compose);
  const programNames = new Set(programs.map((p) => p.name));
  return programs.map((service) => {
    if (!service.command || service.command.length === 0)
      throw new Error(`Service ${service.name} has no command`);
    const portVariable = portVariableOf(service.environment);
    const port = ports[service.name];
    if (port === undefined) throw new Error(`No native port for program "${service.name}"`);
    const env: Record<string, string> = {};
    for (const [name, value] of Object.entries(service.environment))
      env[name] = rewriteAddresses(value, resolve);
    env[portVariable] = String(port);
    // Internal ports (health, metrics, the simulator) never answer on another address natively.
    if (LISTEN_HOST_VARIABLE in env) env[LISTEN_HOST_VARIABLE] = host;
    Object.assign(env, frontEnv(compose, env, host, FRONT_SERVICE in ports));
    if (env.NODE_ENV !== 'production') {
      for (const [name, value] of Object.entries(options.developmentEnv ?? NATIVE_DEVELOPMENT_ENV))
        if (name in env) env[name] = value;
    }
    return {
      name: service.name,
      command: service.command,
      env,
      portVariable,
      port,
      healthUrl: `http://${host}:${port}/health`,
      dependsOn: Object.keys(service.dependsOn).filter((name) => programNames.has(name)),
    };
  });
}

/** Groups programs into start layers: each layer only depends on the layers before it. */
export function startLayers(specs: ProgramSpec[]): ProgramSpec[][] {
  const remaining = new Map(specs.map((spec) => [spec.name, spec]));
  const started = new Set<string>();
  const layers: ProgramSpec[][] = [];
  while (remaining.size > 0) {
    const layer = [...remaining.values()].filter((spec) =>
      spec.dependsOn.every((name) => started.has(name) || !remaining.has(name)),
    );
    if (layer.length === 0) throw new Error(`Dependency cycle among ${[...remaining.keys()].join(', ')}`);
    for (const spec of layer) {
      remaining.delete(spec.name);
      started.add(spec.name);
    }
    layers.push(layer);
  }
  return layers;
}

export interface IsolationOptions {
  /** The broker URL to use instead of AMQP_URL (a throwaway virtual host). */
  amqpUrl: string;
  /** Maintenance URL of the PostgreSQL server to use; each database gets `<name>_<suffix>`. */
  postgresUrl: string;
  databaseSuffix: string;
}

/** Points programs at their own vhost and databases, so a test run shares nothing with others. */
export function isolate(specs: ProgramSpec[], options: IsolationOptions): ProgramSpec[] {
  return specs.map((spec) => {
    const env = { ...spec.env };
    if ('AMQP_URL' in env) env.AMQP_URL = options.amqpUrl;
    if ('DATABASE_URL' in env) {
      const name = decodeURIComponent(new URL(env.DATABASE_URL).pathname.replace(/^\//, ''));
      const url = new URL(options.postgresUrl);
      url.pathname = `/${name}_${options.databaseSuffix}`;
      env.DATABASE_URL = url.toString();
    }
    return { ...spec, env };
  });
}
