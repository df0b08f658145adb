import { createLogger, env, openDataSource } from '@undangan/platform';
import { catalogueEntities, catalogueMigrations } from './catalogue.program';
import { seedCatalogue } from './seed-catalogue';

/** `npm run seed`: loads (upserts) the development catalogue into DATABASE_URL's database. */
async function run(): Promise<void> {
  const logger = createLogger('catalogue-seed');
  const dataSource = await openDataSource({
    url: env('DATABASE_URL', 'postgres://postgres:postgres@127.0.0.1:5432/catalogue'),
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
