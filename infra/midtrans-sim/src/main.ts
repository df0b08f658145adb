import { createLogger, env, envInt } from '@undangan/platform';
import { DEFAULT_NOTIFICATION_URL, DEFAULT_SERVER_KEY } from './config';
import { createSimulatorServer } from './server';

/** A positive number such as 0.0001; SIM_RETRY_SCALE shrinks Midtrans's retry pauses for tests. */
function envScale(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`Environment variable ${name} must be a number >= 0, got "${raw}"`);
  return value;
}

const logger = createLogger('midtrans-sim');
const port = envInt('PORT', 3900);
const server = createSimulatorServer({
  serverKey: env('MIDTRANS_SERVER_KEY', DEFAULT_SERVER_KEY),
  notificationUrl: env('NOTIFICATION_URL', DEFAULT_NOTIFICATION_URL),
  retryScale: envScale('SIM_RETRY_SCALE', 1),
  publicUrl: process.env.SIM_PUBLIC_URL || `http://127.0.0.1:${port}`,
  logger,
});

server.listen(port, () =>
  logger.info(
    { port, notificationUrl: env('NOTIFICATION_URL', DEFAULT_NOTIFICATION_URL) },
    'midtrans simulator listening',
  ),
);

function shutdown(signal: string): void {
  logger.info({ signal }, 'shutting down');
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
