import { createLogger } from '@undangan/platform';
import { createGateway } from './gateway';
import { loadGatewayConfig } from './gateway-config';

async function run(): Promise<void> {
  const logger = createLogger('gateway');
  const config = loadGatewayConfig();
  const gateway = await createGateway(config, logger);
  await gateway.app.listen(config.port, '0.0.0.0');
  logger.info({ port: config.port }, 'gateway listening');
  const stop = (signal: string) => {
    logger.info({ signal }, 'stopping');
    gateway.close().then(
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
