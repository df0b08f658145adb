import {
  checkConfig,
  ConfigProblem,
  configSchema,
  Environment,
  envVar,
  programVariables,
} from '@undangan/platform';
import { DEFAULT_CATALOGUE_CACHE_TTL_MS } from './catalogue/catalogue-cache';
import { DEFAULT_CUSTOM_DOMAIN_CACHE_TTL_MS } from './guests/custom-hosts';

/** A customer's checkout makes a handful of writes; sixty a minute leaves room for retries and shared networks. */
export const DEFAULT_PUBLIC_WRITE_RATE_LIMIT = 60;

/**
 * Every variable the gateway reads, by the platform's schema like every other program, checked
 * once at start (main.ts) and handed to what needs it as GatewayConfig: nothing reads the
 * environment after that.
 */
export const gatewayConfigSchema = configSchema({
  ...programVariables,
  PORT: envVar.port(3000),
  // Every address, or loopback natively behind nginx.
  PUBLIC_LISTEN_HOST: envVar.host('0.0.0.0'),
  AMQP_URL: envVar.url('amqp://guest:guest@127.0.0.1:5672', ['amqp', 'amqps'], { secret: true }),
  DATABASE_URL: envVar.url(
    'postgres://postgres:postgres@127.0.0.1:5432/gateway',
    ['postgres', 'postgresql'],
    {
      secret: true,
    },
  ),
  JWT_SECRET: envVar.text('development-only-jwt-secret-change-me'),
  ADMIN_USERNAME: envVar.text('admin'),
  ADMIN_PASSWORD: envVar.text('admin12345'),
  RPC_TIMEOUT_MS: envVar.integer(5000, { min: 1, max: 600_000 }),
  WEB_DIST_DIR: envVar.text('web/dist'),
  // Unset or empty: the web app opens no Snap popup (and its CSP allows no snap.js).
  MIDTRANS_CLIENT_KEY: envVar.optionalText(),
  MIDTRANS_SNAP_JS_URL: envVar.optionalUrl(['http', 'https']),
  // Proxies whose X-Forwarded-For is believed; none by default.
  TRUSTED_PROXIES: envVar.addressList(),
  // The internal port's address (metrics): loopback unless told (compose: the container's).
  LISTEN_HOST: envVar.host('127.0.0.1'),
  METRICS_PORT: envVar.port(9464),
  CATALOGUE_CACHE_TTL_MS: envVar.integer(DEFAULT_CATALOGUE_CACHE_TTL_MS, { min: 0, max: 86_400_000 }),
  CUSTOM_DOMAIN_CACHE_TTL_MS: envVar.integer(DEFAULT_CUSTOM_DOMAIN_CACHE_TTL_MS, { min: 0, max: 3_600_000 }),
  // Unset: spans are only logged; set: also exported over OTLP/HTTP to this collector.
  OTEL_EXPORTER_OTLP_ENDPOINT: envVar.optionalUrl(['http', 'https']),
  // The shop's public address: an https one marks the couple's session cookie Secure.
  PUBLIC_BASE_URL: envVar.url('http://localhost:8080', ['http', 'https']),
  // Requests per minute one client may make to each public write route; 0 turns the limit off.
  PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: envVar.integer(DEFAULT_PUBLIC_WRITE_RATE_LIMIT, {
    min: 0,
    max: 1_000_000,
  }),
});

/** Everything the gateway reads from the environment, read once at start. */
export interface GatewayConfig {
  /** LOG_LEVEL: the gateway's logs and its request lines. */
  logLevel: string;
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
  /**
   * CUSTOM_DOMAIN_CACHE_TTL_MS: how long a replica believes what it heard about a host (a couple's
   * domain or not): a removed or changed domain stops opening its page at most this much later.
   */
  customDomainCacheTtlMs: number;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: an OpenTelemetry collector to export spans to; none, only logged. */
  otlpEndpoint?: string;
  /** PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: per client and public write route; 0 is no limit. */
  publicWriteRateLimitPerMinute: number;
  /** PUBLIC_BASE_URL is https: cookies the gateway sets are Secure (sent over https only). */
  secureCookies: boolean;
}

/** The configuration cannot be used: each problem names its variable and what to do. */
export class GatewayConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(problems.map((p) => p.message).join('; '));
  }
}

/**
 * Reads the gateway's variables from `environment` (the process's, at start). With
 * NODE_ENV=production the development defaults every program refuses (the platform's
 * developmentDefaultProblems: the JWT secret and first admin password of .env.example, a JWT
 * secret under 32 characters, ...) are refused too: GatewayConfigError lists why.
 */
export function loadGatewayConfig(environment: Environment = process.env): GatewayConfig {
  const checked = checkConfig(gatewayConfigSchema, environment);
  if (!checked.ok) throw new GatewayConfigError(checked.problems);
  const values = checked.value;
  return {
    logLevel: values.LOG_LEVEL,
    port: values.PORT,
    publicHost: values.PUBLIC_LISTEN_HOST,
    amqpUrl: values.AMQP_URL,
    databaseUrl: values.DATABASE_URL,
    jwtSecret: values.JWT_SECRET,
    adminUsername: values.ADMIN_USERNAME,
    adminPassword: values.ADMIN_PASSWORD,
    rpcTimeoutMs: values.RPC_TIMEOUT_MS,
    webDistDir: values.WEB_DIST_DIR,
    midtransClientKey: values.MIDTRANS_CLIENT_KEY ?? '',
    midtransSnapJsUrl: values.MIDTRANS_SNAP_JS_URL ?? '',
    trustedProxies: values.TRUSTED_PROXIES,
    listenHost: values.LISTEN_HOST,
    metricsPort: values.METRICS_PORT,
    catalogueCacheTtlMs: values.CATALOGUE_CACHE_TTL_MS,
    customDomainCacheTtlMs: values.CUSTOM_DOMAIN_CACHE_TTL_MS,
    otlpEndpoint: values.OTEL_EXPORTER_OTLP_ENDPOINT,
    publicWriteRateLimitPerMinute: values.PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE,
    secureCookies: new URL(values.PUBLIC_BASE_URL).protocol === 'https:',
  };
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
