import { PAYMENT_HISTORY_MAX_PAGE, RPC_QUEUES } from '@undangan/contracts';
import { createLogger, env, envInt, openDataSource, RpcClient } from '@undangan/platform';
import { orderingHistory, rebuildRevenue } from './rebuild';
import { reportingMigrations, reportingProgram } from './reporting.program';

/**
 * `npm run reporting:rebuild`: rebuilds reporting's revenue tables from ordering's payment history
 * (ordering must be running). Same DATABASE_URL and AMQP_URL as the reporting service;
 * REBUILD_PAGE_SIZE (at most 1000) sets how many payments each history call brings.
 */
async function run(): Promise<void> {
  const logger = createLogger('reporting-rebuild');
  const dataSource = await openDataSource({
    url: env(
      'DATABASE_URL',
      `postgres://postgres:postgres@127.0.0.1:5432/${reportingProgram.defaultDatabase}`,
    ),
    entities: [],
    migrations: reportingMigrations,
    logger,
  });
  // A page of a thousand payments is one query for ordering, but give it room on a busy machine.
  const ordering = new RpcClient(
    env('AMQP_URL', 'amqp://guest:guest@127.0.0.1:5672'),
    RPC_QUEUES.ordering,
    envInt('REBUILD_RPC_TIMEOUT_MS', 30_000),
    logger,
  );
  try {
    const started = Date.now();
    const result = await rebuildRevenue(dataSource, orderingHistory(ordering), {
      logger,
      pageSize: envInt('REBUILD_PAGE_SIZE', PAYMENT_HISTORY_MAX_PAGE),
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
