import { env, envInt } from '@undangan/platform';

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
}

export function loadGatewayConfig(): GatewayConfig {
  const jwtSecret = env('JWT_SECRET', 'development-only-jwt-secret-change-me');
  if (process.env.NODE_ENV === 'production' && jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters in production');
  }
  return {
    port: envInt('PORT', 3000),
    amqpUrl: env('AMQP_URL', 'amqp://guest:guest@127.0.0.1:5672'),
    databaseUrl: env('DATABASE_URL', 'postgres://postgres:postgres@127.0.0.1:5432/gateway'),
    jwtSecret,
    adminUsername: env('ADMIN_USERNAME', 'admin'),
    adminPassword: env('ADMIN_PASSWORD', 'admin12345'),
    rpcTimeoutMs: envInt('RPC_TIMEOUT_MS', 5000),
    webDistDir: env('WEB_DIST_DIR', 'web/dist'),
    midtransClientKey: env('MIDTRANS_CLIENT_KEY', ''),
    midtransSnapJsUrl: env('MIDTRANS_SNAP_JS_URL', ''),
  };
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
