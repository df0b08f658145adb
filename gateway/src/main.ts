import { createLogger, reportConfigProblems, startTracing } from '@undangan/platform';
import { GatewayConfig, GatewayConfigError, loadGatewayConfig } from './gateway-config';

/** The configuration, or one line per problem and exit status 1 before anything is opened. */
function readConfig(): GatewayConfig {
  try {
    return loadGatewayConfig();
  } catch (err) {
    if (!(err instanceof GatewayConfigError)) throw err;
    reportConfigProblems('gateway', err.problems);
    process.exit(1);
  }
}

async function run(): Promise<void> {
  const config = readConfig();
  const tracing = startTracing({
    service: 'gateway',
    endpoint: config.otlpEndpoint,
    logLevel: config.logLevel,
  });
  // Loaded once tracing has started, so that pg and node:http (outgoing calls) are instrumented.
  const { createGateway } = require('./gateway') as typeof import('./gateway');
  const { startMetricsServer } =
    require('./health/metrics-server') as typeof import('./health/metrics-server');
  const logger = createLogger('gateway', config.logLevel);
  const gateway = await createGateway(config, logger);
  await gateway.app.listen(config.port, config.publicHost);
  const metrics = await startMetricsServer(config.listenHost, config.metricsPort, gateway.healthChecks);
  logger.info(
    { port: config.port, listenHost: config.listenHost, metricsPort: metrics.port },
    'gateway listening',
  );
  const stop = (signal: string) => {
    logger.info({ signal }, 'stopping');
    Promise.all([metrics.close(), gateway.close()])
      .then(() => tracing.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

run().catch((err: unknown) => {
  createLogger('gateway').fatal({ err }, 'failed to start');
  process.exit(1);
});
