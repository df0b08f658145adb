import { PAYMENT_HISTORY_MAX_PAGE, RPC_QUEUES } from '@undangan/contracts';
import {
  configSchema,
  createLogger,
  envVar,
  openDataSource,
  programVariables,
  readConfig,
  RpcClient,
} from '@undangan/platform';
import { orderingHistory, rebuildRevenue } from './rebuild';
import { reportingMigrations, reportingProgram } from './reporting.program';

/** The variables the rebuild reads, once, at its start: the service's own addresses, and its pace. */
const rebuildConfigSchema = configSchema({
  ...programVariables,
  DATABASE_URL: envVar.url(
    `postgres://postgres:postgres@127.0.0.1:5432/${reportingProgram.defaultDatabase}`,
    ['postgres', 'postgresql'],
    { secret: true },
  ),
  AMQP_URL: envVar.url('amqp://guest:guest@127.0.0.1:5672', ['amqp', 'amqps'], { secret: true }),
  // A page of a thousand payments is one query for ordering, but give it room on a busy machine.
  REBUILD_RPC_TIMEOUT_MS: envVar.integer(30_000, { min: 1, max: 600_000 }),
  REBUILD_PAGE_SIZE: envVar.integer(PAYMENT_HISTORY_MAX_PAGE, { min: 1, max: PAYMENT_HISTORY_MAX_PAGE }),
});

/**
 * `npm run reporting:rebuild`: rebuilds reporting's revenue tables from ordering's payment history
 * (ordering must be running). Same DATABASE_URL and AMQP_URL as the reporting service;
 * REBUILD_PAGE_SIZE (at most 1000) sets how many payments each history call brings.
 */
async function run(): Promise<void> {
  const config = readConfig('reporting-rebuild', rebuildConfigSchema);
  const logger = createLogger('reporting-rebuild', config.LOG_LEVEL);
  const dataSource = await openDataSource({
    url: config.DATABASE_URL,
    entities: [],
    migrations: reportingMigrations,
    logger,
  });
  const ordering = new RpcClient(config.AMQP_URL, RPC_QUEUES.ordering, config.REBUILD_RPC_TIMEOUT_MS, logger);
  try {
    const started = Date.now();
    const result = await rebuildRevenue(dataSource, orderingHistory(ordering), {
      logger,
      pageSize: config.REBUILD_PAGE_SIZE,
    });
    logger.info({ ...result, ms: Date.now() - started }, 'revenue rebuilt from the payment history');
  } finally {
    await ordering.close();
    await dataSource.destroy();
  }
}

run().then(
  () => process.exit(0),
  (err: unknown) => {
    createLogger('reporting-rebuild').fatal({ err }, 'rebuild failed; the previous figures are unchanged');
    process.exit(1);
  },
);
