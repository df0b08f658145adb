import { createLogger, readConfig, reportConfigProblems } from '@undangan/platform';
import { simulatorConfigSchema, simulatorProblems } from './config';
import { createSimulatorServer } from './server';

const config = readConfig('midtrans-sim', simulatorConfigSchema);
const problems = simulatorProblems(config);
if (problems.length > 0) {
  reportConfigProblems('midtrans-sim', problems);
  process.exit(1);
}
const logger = createLogger('midtrans-sim', config.LOG_LEVEL);
const server = createSimulatorServer({
  serverKey: config.MIDTRANS_SERVER_KEY,
  notificationUrl: config.NOTIFICATION_URL,
  retryScale: config.SIM_RETRY_SCALE,
  publicUrl: config.SIM_PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`,
  controlApi: config.SIM_CONTROL_API,
  logger,
});

server.listen(config.PORT, config.LISTEN_HOST, () =>
  logger.info(
    {
      port: config.PORT,
      host: config.LISTEN_HOST,
      notificationUrl: config.NOTIFICATION_URL,
      controlApi: config.SIM_CONTROL_API,
    },
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
