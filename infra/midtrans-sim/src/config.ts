import { ConfigProblem, configSchema, envVar, programVariables } from '@undangan/platform';

export interface SimulatorConfig {
  /** Basic-auth user name every Snap and Core API call must carry; also signs notifications. */
  serverKey: string;
  /** Where signed notifications are POSTed (the merchant's payment notification URL). */
  notificationUrl: string;
  /** Multiplies Midtrans's retry pauses (2, 10, 30, 90, 210 minutes). */
  retryScale: number;
  /** The address browsers use to reach the simulator; unset, http://127.0.0.1:<listening port>. */
  publicUrl?: string;
  merchantId: string;
  /** How long a notification waits for the merchant's answer, as Midtrans does. */
  notificationTimeoutMs: number;
  /**
   * The /sim/ control routes (settle, expire, refund... any order, no credentials). Only for
   * development and tests: off unless asked for (SIM_CONTROL_API=true).
   */
  controlApi: boolean;
}

export const DEFAULT_SERVER_KEY = 'SB-Mid-server-undangan-dev';
export const DEFAULT_NOTIFICATION_URL = 'http://127.0.0.1:8080/api/payments/notification';

export function simulatorConfig(overrides: Partial<SimulatorConfig> = {}): SimulatorConfig {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  return {
    serverKey: DEFAULT_SERVER_KEY,
    notificationUrl: DEFAULT_NOTIFICATION_URL,
    retryScale: 1,
    merchantId: 'G000000001',
    notificationTimeoutMs: 15_000,
    controlApi: false,
    ...defined,
  };
}

/** Every variable the simulator program reads, checked at start (main.ts). */
export const simulatorConfigSchema = configSchema({
  ...programVariables,
  PORT: envVar.port(3900),
  // Loopback unless the deployment says otherwise (compose publishes it to browsers: 0.0.0.0).
  LISTEN_HOST: envVar.host('127.0.0.1'),
  MIDTRANS_SERVER_KEY: envVar.text(DEFAULT_SERVER_KEY),
  NOTIFICATION_URL: envVar.url(DEFAULT_NOTIFICATION_URL, ['http', 'https']),
  // Shrinks Midtrans's notification retry pauses, e.g. 0.0001 in tests.
  SIM_RETRY_SCALE: envVar.number(1, { min: 0 }),
  // The address its QR pictures are served from; unset, http://127.0.0.1:<PORT>.
  SIM_PUBLIC_URL: envVar.optionalUrl(['http', 'https']),
  SIM_CONTROL_API: envVar.flag(false),
});

/**
 * The simulator stands in for Midtrans in development and tests only: it refuses to start with
 * NODE_ENV=production at all, and anywhere with a live Midtrans server key (it would sign
 * notifications with the shop's real key, and answer for Midtrans to whoever reaches it).
 */
export function simulatorProblems(values: {
  NODE_ENV: string;
  MIDTRANS_SERVER_KEY: string;
}): ConfigProblem[] {
  if (values.NODE_ENV === 'production')
    return [
      {
        variable: 'NODE_ENV',
        message:
          'NODE_ENV is production: the Midtrans simulator is for development and tests only, refused with NODE_ENV=production: leave it out of production (set the MIDTRANS_*_URL variables empty to reach Midtrans itself)',
      },
    ];
  if (values.MIDTRANS_SERVER_KEY.startsWith('Mid-server-'))
    return [
      {
        variable: 'MIDTRANS_SERVER_KEY',
        message:
          'MIDTRANS_SERVER_KEY is a live Midtrans key (Mid-server-...): the simulator never runs with one: set a sandbox key (SB-Mid-server-...) or the development default',
      },
    ];
  return [];
}
