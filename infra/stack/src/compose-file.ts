import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * docker-compose.yml read the way Compose reads it: YAML with anchors and merge keys, then ${VAR}
 * interpolation, into services with their environment, ports, dependencies and commands. Turning
 * them into processes on one host is native-layout.ts. Pure: tested without starting anything.
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

/** The compose build target of the image every node program runs in. */
export const NODE_PROGRAM_TARGET = 'runtime';

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

/**
 * The script a node program's command runs: its first argument that is not an option
 * (`node --max-semi-space-size=8 gateway/dist/main.js` runs gateway/dist/main.js). Undefined for a
 * command that is not node's.
 */
export function nodeScript(command: readonly string[] | undefined): string | undefined {
  if (!command || command[0] !== 'node') return undefined;
  return command.slice(1).find((arg) => !arg.startsWith('-'));
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
