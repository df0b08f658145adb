import { configSchema, Environment, envVar, serviceVariables } from '@undangan/platform';
import type { z } from 'zod';
import type { MidtransConfig } from './midtrans/midtrans-provider';
import { DEFAULT_MAX_ORDER_TOTAL } from './pricing/catalogue-prices';

/** A customer's "Cek Status" asks Midtrans about one order at most this often (per replica). */
export const DEFAULT_LOOKUP_REFRESH_MS = 10_000;

/** Reconciliation runs on its own this often (every replica schedules it; a lease runs one at a time). */
export const DEFAULT_RECONCILE_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Every variable the ordering program reads, read once at start (main.ts) and handed to the parts
 * that need them (createOrderingProgram); nothing reads the environment after that.
 */
export const orderingConfigSchema = configSchema({
  ...serviceVariables('ordering'),
  MAX_ORDER_TOTAL: envVar.integer(DEFAULT_MAX_ORDER_TOTAL, { min: 1 }),
  MIDTRANS_SERVER_KEY: envVar.text('SB-Mid-server-undangan-dev'),
  MIDTRANS_CLIENT_KEY: envVar.text('SB-Mid-client-undangan-dev'),
  MIDTRANS_IS_PRODUCTION: envVar.flag(false),
  // Unset or empty: the library's own Midtrans addresses.
  MIDTRANS_API_URL: envVar.optionalUrl(['http', 'https']),
  MIDTRANS_SNAP_URL: envVar.optionalUrl(['http', 'https']),
  // How long one call to Midtrans may take: less than the gateway's wait for an answer
  // (RPC_TIMEOUT_MS, 5 s), so a hanging Midtrans is a clear answer, never the gateway's 504.
  MIDTRANS_TIMEOUT_MS: envVar.integer(4000, { min: 1, max: 600_000 }),
  PUBLIC_BASE_URL: envVar.url('http://localhost:8080', ['http', 'https']),
  RPC_TIMEOUT_MS: envVar.integer(5000, { min: 1, max: 600_000 }),
  SEED_ON_EMPTY: envVar.flag(false),
  // The sample couple's order, paid and finished, whose dashboard a newcomer signs in to (npm start).
  SAMPLE_ORDER: envVar.flag(false),
  // How often one order's "Cek Status" may ask Midtrans, per replica (0: every time).
  PAYMENT_LOOKUP_REFRESH_MS: envVar.integer(DEFAULT_LOOKUP_REFRESH_MS, { min: 0, max: 3_600_000 }),
  // How often reconciliation runs on its own (0: only when an admin asks).
  RECONCILE_INTERVAL_MS: envVar.integer(DEFAULT_RECONCILE_INTERVAL_MS, { min: 0, max: 86_400_000 }),
});

/** The ordering program's configuration, as read at start. */
export type OrderingConfig = z.output<typeof orderingConfigSchema>;

/**
 * The configuration an environment gives, its development defaults for what it leaves out (tests
 * build the program from a few variables of their own). Throws on a wrong value; a program's start
 * uses readConfig instead, which says what is wrong and exits.
 */
export function orderingConfigOf(environment: Environment = {}): OrderingConfig {
  return orderingConfigSchema.parse(environment);
}

/** The provider's settings from the program's configuration. */
export function midtransConfigOf(config: OrderingConfig): MidtransConfig {
  return {
    serverKey: config.MIDTRANS_SERVER_KEY,
    clientKey: config.MIDTRANS_CLIENT_KEY,
    // A real boolean: the library treats any non-empty string, "false" included, as production.
    isProduction: config.MIDTRANS_IS_PRODUCTION,
    apiUrl: config.MIDTRANS_API_URL,
    snapUrl: config.MIDTRANS_SNAP_URL,
    timeoutMs: config.MIDTRANS_TIMEOUT_MS,
  };
}
