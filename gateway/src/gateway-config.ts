import { isIP } from 'node:net';
import { ConfigProblem, developmentDefaultProblems, env, envInt } from '@undangan/platform';
import { DEFAULT_CATALOGUE_CACHE_TTL_MS } from './catalogue/catalogue-cache';

/** Everything the gateway reads from the environment, read once at start. */
export interface GatewayConfig {
  port: number;
  amqpUrl: string;
  databaseUrl: string;
  jwtSecret: string;
  adminUsername: string;
  adminPassword: string;
  rpcTimeoutMs: number;
  webDistDir: string;
  midtransClientKey: string;
  midtransSnapJsUrl: string;
  /** Proxies (addresses or CIDR ranges) whose X-Forwarded-For is believed; none by default. */
  trustedProxies: string[];
  /** The address the public port binds: every address, or loopback natively behind nginx. */
  publicHost: string;
  /** The address the internal port (metrics) binds: loopback unless told (compose: the container's). */
  listenHost: string;
  /** Where Prometheus reads the gateway's metrics: never the public port. */
  metricsPort: number;
  /** CATALOGUE_CACHE_TTL_MS: how long a public catalogue answer is kept at most, if no change is heard first. */
  catalogueCacheTtlMs: number;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: an OpenTelemetry collector to export spans to; none, only logged. */
  otlpEndpoint?: string;
}

/** The configuration cannot be used: each problem names its variable and what to do. */
export class GatewayConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(problems.map((p) => p.message).join('; '));
  }
}

const TRUSTED_PROXIES_FIX =
  'a comma-separated list of IP addresses or CIDR ranges (e.g. 10.0.0.5,192.168.1.0/24), empty to trust no proxy';

/** An IP address, or an address with a prefix length that fits it. */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** An http(s) URL, or undefined when unset or empty. */
function otlpEndpoint(raw: string, problems: ConfigProblem[]): string | undefined {
  if (raw === '') return undefined;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // reported below
  }
  if (protocol === 'http:' || protocol === 'https:') return raw;
  problems.push({
    variable: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    message: `OTEL_EXPORTER_OTLP_ENDPOINT must be an http or https URL (the collector's OTLP/HTTP address, e.g. http://collector:4318), or empty`,
  });
  return undefined;
}

function trustedProxies(raw: string, problems: ConfigProblem[]): string[] {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    problems.push({
      variable: 'TRUSTED_PROXIES',
      message: `TRUSTED_PROXIES holds "${wrong.join('", "')}": set ${TRUSTED_PROXIES_FIX}`,
    });
  }
  return entries;
}

/**
 * Reads the gateway's variables. With NODE_ENV=production the development defaults every program
 * refuses (the platform's developmentDefaultProblems: the JWT secret and first admin password of
 * .env.example, a JWT secret under 32 characters, ...) are refused: GatewayConfigError lists why.
 */
export function loadGatewayConfig(): GatewayConfig {
  const problems: ConfigProblem[] = [];
  const config: GatewayConfig = {
    port: envInt('PORT', 3000),
    publicHost: env('PUBLIC_LISTEN_HOST', '0.0.0.0'),
    amqpUrl: env('AMQP_URL', 'amqp://guest:guest@127.0.0.1:5672'),
    databaseUrl: env('DATABASE_URL', 'postgres://postgres:postgres@127.0.0.1:5432/gateway'),
    jwtSecret: env('JWT_SECRET', 'development-only-jwt-secret-change-me'),
    adminUsername: env('ADMIN_USERNAME', 'admin'),
    adminPassword: env('ADMIN_PASSWORD', 'admin12345'),
    rpcTimeoutMs: envInt('RPC_TIMEOUT_MS', 5000),
    webDistDir: env('WEB_DIST_DIR', 'web/dist'),
    midtransClientKey: env('MIDTRANS_CLIENT_KEY', ''),
    midtransSnapJsUrl: env('MIDTRANS_SNAP_JS_URL', ''),
    trustedProxies: trustedProxies(env('TRUSTED_PROXIES', ''), problems),
    listenHost: env('LISTEN_HOST', '127.0.0.1'),
    metricsPort: envInt('METRICS_PORT', 9464),
    catalogueCacheTtlMs: envInt('CATALOGUE_CACHE_TTL_MS', DEFAULT_CATALOGUE_CACHE_TTL_MS),
    otlpEndpoint: otlpEndpoint(env('OTEL_EXPORTER_OTLP_ENDPOINT', ''), problems),
  };
  if (process.env.NODE_ENV === 'production') {
    problems.push(
      ...developmentDefaultProblems({
        JWT_SECRET: config.jwtSecret,
        ADMIN_PASSWORD: config.adminPassword,
        AMQP_URL: config.amqpUrl,
        DATABASE_URL: config.databaseUrl,
        MIDTRANS_CLIENT_KEY: config.midtransClientKey,
        MIDTRANS_SNAP_JS_URL: config.midtransSnapJsUrl,
      }),
    );
  }
  if (problems.length > 0) throw new GatewayConfigError(problems);
  return config;
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
