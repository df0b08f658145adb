import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * docker-compose.yml is the one source of configuration. This module reads it the way Compose does
 * (YAML with anchors and merge keys, then ${VAR} interpolation) and turns its node programs into
 * process specs for one host. Everything here is pure, so it is tested without starting anything.
 */

export type Vars = Record<string, string | undefined>;

export interface ComposeService {
  name: string;
  image?: string;
  build?: { context: string; target?: string };
  command?: string[];
  environment: Record<string, string>;
  /** Service name -> condition (service_started, service_healthy, service_completed_successfully). */
  dependsOn: Record<string, string>;
  ports: { published: number; target: number }[];
  /** Compose profiles; a service with any runs only when one is asked for (`--profile`). */
  profiles: string[];
  /** A fixed container name: one container at most, so the service cannot be scaled. */
  containerName?: string;
  /** Fixed addresses on its networks (ipv4_address, ipv6_address). */
  fixedAddresses: string[];
  /** The health check command (CMD form), when it has one. */
  healthcheck?: string[];
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
}

/** One program as the native runner and the test harness start it. */
export interface ProgramSpec {
  name: string;
  command: string[];
  env: Record<string, string>;
  /** The variable holding the port its /health answers on (HTTP_PORT, or PORT when it has none). */
  portVariable: string;
  port: number;
  healthUrl: string;
  /** Node programs it waits for in compose. */
  dependsOn: string[];
}

/** The compose build target of the image every node program runs in. */
export const NODE_PROGRAM_TARGET = 'runtime';

/**
 * Where each part listens when everything runs on one host (`npm start`) without nginx: the
 * gateway serves the shop on 8080 itself.
 */
export const NATIVE_PORTS: Readonly<Record<string, number>> = {
  gateway: 8080,
  catalogue: 3101,
  ordering: 3102,
  'proof-storage': 3103,
  reporting: 3104,
  'midtrans-sim': 3900,
  postgres: 5432,
  rabbitmq: 5672,
  minio: 9000,
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
 * an empty database (the tests buy its designs). Never with NODE_ENV=production.
 */
export const NATIVE_DEVELOPMENT_ENV: Readonly<Record<string, string>> = {
  SIM_CONTROL_API: 'true',
  SEED_ON_EMPTY: 'true',
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
};

// ---------------------------------------------------------------------------------------------
// Interpolation, as the Compose file format defines it.

const VARIABLE =
  /\$(?:\$|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])((?:[^}\\]|\\.)*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

/** Replaces $VAR, ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?message}, ${VAR?message}; $$ is a literal $. */
export function interpolate(text: string, vars: Vars): string {
  return text.replace(
    VARIABLE,
    (whole, braced?: string, operator?: string, argument?: string, bare?: string) => {
      if (whole === '$$') return '$';
      const name = (braced ?? bare) as string;
      const value = vars[name];
      switch (operator) {
        case ':-':
          return value === undefined || value === '' ? (argument ?? '') : value;
        case '-':
          return value === undefined ? (argument ?? '') : value;
        case ':?':
          if (value === undefined || value === '')
            throw new Error(`Variable ${name} is required: ${argument}`);
          return value;
        case '?':
          if (value === undefined) throw new Error(`Variable ${name} is required: ${argument}`);
          return value;
        default:
          return value ?? '';
      }
    },
  );
}

export interface VariableUse {
  name: string;
  /** Each default written for it (undefined where a use has none). */
  defaults: (string | undefined)[];
}

function stringsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, found);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) stringsIn(item, found);
  return found;
}

/** Every variable a compose source interpolates (in its values, as Compose does), with the defaults written beside it. */
export function interpolationVariables(source: string): Map<string, VariableUse> {
  const uses = new Map<string, VariableUse>();
  for (const text of stringsIn(parse(source))) {
    for (const match of text.matchAll(VARIABLE)) {
      if (match[0] === '$$') continue;
      const name = match[1] ?? match[4];
      const operator = match[2];
      const fallback = operator === ':-' || operator === '-' ? match[3] : undefined;
      const use = uses.get(name) ?? { name, defaults: [] };
      use.defaults.push(fallback);
      uses.set(name, use);
    }
  }
  return uses;
}

// ---------------------------------------------------------------------------------------------
// Reading the file.

function interpolateDeep(value: unknown, vars: Vars): unknown {
  if (typeof value === 'string') return interpolate(value, vars);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, vars));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, vars)]));
  }
  return value;
}

function asRecord(value: unknown, where: string): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new Error(`${where} must be a mapping`);
  return value as Record<string, unknown>;
}

function scalarText(value: unknown, where: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new Error(`${where} must be a string or a number (Compose rejects ${typeof value})`);
}

function normaliseEnvironment(value: unknown, where: string): Record<string, string> {
  if (Array.isArray(value)) {
    const env: Record<string, string> = {};
    for (const item of value) {
      const text = String(item);
      const eq = text.indexOf('=');
      if (eq < 0) env[text] = '';
      else env[text.slice(0, eq)] = text.slice(eq + 1);
    }
    return env;
  }
  return Object.fromEntries(
    Object.entries(asRecord(value, where)).map(([k, v]) => [k, scalarText(v, `${where}.${k}`)]),
  );
}

function normaliseDependsOn(value: unknown, where: string): Record<string, string> {
  if (Array.isArray(value)) return Object.fromEntries(value.map((name) => [String(name), 'service_started']));
  return Object.fromEntries(
    Object.entries(asRecord(value, where)).map(([name, spec]) => [
      name,
      String(asRecord(spec, `${where}.${name}`).condition ?? 'service_started'),
    ]),
  );
}

function normalisePorts(value: unknown): { published: number; target: number }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (typeof entry === 'object' && entry !== null) {
      const { published, target } = entry as { published?: unknown; target?: unknown };
      return published === undefined ? [] : [{ published: Number(published), target: Number(target) }];
    }
    // "8080:80", "127.0.0.1:8080:80" or "80" (nothing published on a fixed port).
    const parts = String(entry).split('/')[0].split(':');
    if (parts.length < 2) return [];
    return [{ published: Number(parts[parts.length - 2]), target: Number(parts[parts.length - 1]) }];
  });
}

function normaliseFixedAddresses(value: unknown, where: string): string[] {
  if (Array.isArray(value)) return [];
  return Object.entries(asRecord(value, where)).flatMap(([name, spec]) => {
    const network = asRecord(spec, `${where}.${name}`);
    return [network.ipv4_address, network.ipv6_address].filter((a) => a !== undefined).map(String);
  });
}

function normaliseCommand(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(String);
  return String(value).trim().split(/\s+/);
}

/** Parses and interpolates a compose source (missing variables take their written defaults). */
export function parseCompose(source: string, vars: Vars): ComposeFile {
  const document = asRecord(parse(source, { merge: true }), 'compose file');
  const services: Record<string, ComposeService> = {};
  for (const [name, raw] of Object.entries(asRecord(document.services, 'services'))) {
    const spec = asRecord(interpolateDeep(raw, vars), `services.${name}`);
    const build =
      typeof spec.build === 'string'
        ? { context: spec.build }
        : spec.build
          ? (spec.build as { context: string; target?: string })
          : undefined;
    services[name] = {
      name,
      image: spec.image === undefined ? undefined : String(spec.image),
      build,
      command: normaliseCommand(spec.command),
      environment: normaliseEnvironment(spec.environment, `services.${name}.environment`),
      dependsOn: normaliseDependsOn(spec.depends_on, `services.${name}.depends_on`),
      ports: normalisePorts(spec.ports),
      profiles: Array.isArray(spec.profiles) ? spec.profiles.map(String) : [],
      containerName: spec.container_name === undefined ? undefined : String(spec.container_name),
      fixedAddresses: normaliseFixedAddresses(spec.networks, `services.${name}.networks`),
      healthcheck: normaliseCommand(asRecord(spec.healthcheck, `services.${name}.healthcheck`).test),
    };
  }
  return { services };
}

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

/** The repository root: the directory holding docker-compose.yml. */
export function findRepoRoot(start = __dirname): string {
  let dir = start;
  for (;;) {
    try {
      readFileSync(path.join(dir, 'docker-compose.yml'));
      return dir;
    } catch {
      const parent = path.dirname(dir);
      if (parent === dir) throw new Error(`No docker-compose.yml above ${start}`);
      dir = parent;
    }
  }
}

export function readComposeSource(repoRoot: string): string {
  return readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
}

/** A .env file as Compose reads it: NAME=value lines, # comments, optional surrounding quotes. */
export function parseEnvFile(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2].trim();
    if ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'"))) {
      value = value.slice(1, -1);
    } else {
      value = value.replace(/\s+#.*$/, '');
    }
    vars[match[1]] = value;
  }
  return vars;
}

/** The variables Compose would see: the project's .env file, overridden by the environment. */
export function composeVars(repoRoot: string, environment: Vars = process.env): Vars {
  let fromFile: Record<string, string> = {};
  try {
    fromFile = parseEnvFile(readFileSync(path.join(repoRoot, '.env'), 'utf8'));
  } catch {
    // No .env: the defaults written in docker-compose.yml apply.
  }
  return { ...fromFile, ...environment };
}

// ---------------------------------------------------------------------------------------------
// From containers to processes on one host.

/**
 * The services built from this repository's node image that a plain `docker compose up` starts:
 * the programs the native runner starts. Services in a profile (observability) are left out.
 */
export function nodePrograms(compose: ComposeFile): ComposeService[] {
  return Object.values(compose.services).filter(
    (service) => service.build?.target === NODE_PROGRAM_TARGET && service.profiles.length === 0,
  );
}

export function portVariableOf(env: Record<string, string>): string {
  if ('HTTP_PORT' in env) return 'HTTP_PORT';
  if ('PORT' in env) return 'PORT';
  throw new Error('A node program needs HTTP_PORT or PORT for its /health');
}

export interface NativeOptions {
  /** The address every service answers on and every internal port binds (LISTEN_HOST). */
  host?: string;
  /** Native port per compose service name (node programs and infrastructure). */
  ports?: Readonly<Record<string, number>>;
  /** Containers not run natively -> the program serving in their place. */
  standIns?: Readonly<Record<string, string>>;
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
  const nativeOf = (service: string): Address => {
    const servedBy = standIns[service] ?? service;
    const port = ports[servedBy];
    if (port === undefined) throw new Error(`No native port for service "${servedBy}"`);
    return { host, port };
  };
  const containerPortOf = (service: string): number | undefined => {
    if (!programNames.has(service)) return undefined;
    const env = compose.services[service].environment;
    return Number(env[portVariableOf(env)]);
  };
  const published = new Map<number, string>();
  for (const service of Object.values(compose.services)) {
    for (const { published: port } of service.ports) published.set(port, service.name);
  }
  return (address: Address, original: string): Address | undefined => {
    if (LOOPBACK_NAMES.has(address.host)) {
      const service = published.get(address.port);
      return service === undefined ? undefined : nativeOf(service);
    }
    if (!(address.host in compose.services)) return undefined;
    const expected = containerPortOf(address.host);
    if (expected !== undefined && expected !== address.port) {
      throw new Error(`"${original}" names port ${address.port}, but ${address.host} listens on ${expected}`);
    }
    return nativeOf(address.host);
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
      for (const [name, value] of Object.entries(NATIVE_DEVELOPMENT_ENV)) if (name in env) env[name] = value;
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
