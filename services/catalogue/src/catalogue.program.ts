import { RPC_QUEUES } from '@undangan/contracts';
import { envBool, ServiceProgram } from '@undangan/platform';
import { AddonEntity } from './addons/addon.entity';
import { CatalogueChanges } from './catalogue-changes';
import { CatalogueModule } from './catalogue.module';
import { CatalogueService } from './catalogue.service';
import { DesignEntity } from './designs/design.entity';
import { CreateCatalogue1763800000000 } from './migrations/1763800000000-create-catalogue';
import { PackageEntity } from './packages/package.entity';
import { seedCatalogue } from './seed-catalogue';

export const catalogueEntities = [PackageEntity, AddonEntity, DesignEntity];
export const catalogueMigrations = [CreateCatalogue1763800000000];

export const catalogueProgram: ServiceProgram = {
  name: 'catalogue',
  queue: RPC_QUEUES.catalogue,
  defaultDatabase: 'catalogue',
  entities: catalogueEntities,
  migrations: catalogueMigrations,
  prepare: async ({ dataSource, logger }) => {
    if (envBool('SEED_ON_EMPTY', false)) {
      const seeded = await seedCatalogue(dataSource, { onlyIfEmpty: true });
      if (seeded) logger.info('empty catalogue seeded with the development data');
    }
  },
  module: ({ dataSource, relay }) =>
    CatalogueModule.register(new CatalogueService(dataSource, new CatalogueChanges(dataSource, relay))),
};
