import {
  configSchema,
  createLogger,
  envVar,
  openDataSource,
  programVariables,
  readConfig,
  reportConfigProblems,
} from '@undangan/platform';
import { catalogueEntities, catalogueMigrations } from './catalogue.program';
import { seedCatalogue } from './seed-catalogue';

/** The variables `npm run seed` reads, once, at its start. */
const seedConfigSchema = configSchema({
  ...programVariables,
  DATABASE_URL: envVar.url(
    'postgres://postgres:postgres@127.0.0.1:5432/catalogue',
    ['postgres', 'postgresql'],
    {
      secret: true,
    },
  ),
});

/**
 * `npm run seed`: loads (upserts) the development catalogue into DATABASE_URL's database. Demo data
 * never goes into production: refused with NODE_ENV=production, as SEED_ON_EMPTY is.
 */
async function run(): Promise<void> {
  const config = readConfig('catalogue-seed', seedConfigSchema);
  if (config.NODE_ENV === 'production') {
    reportConfigProblems('catalogue-seed', [
      {
        variable: 'NODE_ENV',
        message: 'NODE_ENV is production: npm run seed loads the demo catalogue, never into production',
      },
    ]);
    process.exit(1);
  }
  const logger = createLogger('catalogue-seed', config.LOG_LEVEL);
  const dataSource = await openDataSource({
    url: config.DATABASE_URL,
    entities: catalogueEntities,
    migrations: catalogueMigrations,
    logger,
  });
  try {
    await seedCatalogue(dataSource, { onlyIfEmpty: false });
    logger.info('catalogue seed data loaded');
  } finally {
    await dataSource.destroy();
  }
}

run().catch((err: unknown) => {
  console.error('Seeding failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
