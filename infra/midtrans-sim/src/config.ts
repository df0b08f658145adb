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
    ...defined,
  };
}
