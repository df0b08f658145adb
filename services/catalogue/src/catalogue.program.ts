import { RPC_QUEUES } from '@undangan/contracts';
import { ServiceProgram } from '@undangan/platform';
import type { CatalogueConfig } from './catalogue.config';
import { AddonEntity } from './addons/addon.entity';
import { CatalogueChanges } from './catalogue-changes';
import { CatalogueModule } from './catalogue.module';
import { CatalogueService } from './catalogue.service';
import { DesignEntity } from './designs/design.entity';
import { CreateCatalogue1763800000000 } from './migrations/1763800000000-create-catalogue';
import { AddonChoices1763800000057 } from './migrations/1763800000057-addon-choices';
import { SamplePagePreviews1763800000072 } from './migrations/1763800000072-sample-page-previews';
import { DesignThemes1763800000071 } from './migrations/1763800000071-design-themes';
import { PackageEntity } from './packages/package.entity';
import { seedCatalogue } from './seed-catalogue';

export const catalogueEntities = [PackageEntity, AddonEntity, DesignEntity];
export const catalogueMigrations = [
  CreateCatalogue1763800000000,
  AddonChoices1763800000057,
  DesignThemes1763800000071,
  SamplePagePreviews1763800000072,
];

/** The catalogue program, built from its configuration (read once, at start). */
export const createCatalogueProgram = (config: CatalogueConfig): ServiceProgram => ({
  name: 'catalogue',
  queue: RPC_QUEUES.catalogue,
  defaultDatabase: 'catalogue',
  entities: catalogueEntities,
  migrations: catalogueMigrations,
  prepare: async ({ dataSource, logger }) => {
    if (config.SEED_ON_EMPTY) {
      const seeded = await seedCatalogue(dataSource, { onlyIfEmpty: true });
      if (seeded) logger.info('empty catalogue seeded with the development data');
    }
  },
  module: ({ dataSource, relay }) =>
    CatalogueModule.register(new CatalogueService(dataSource, new CatalogueChanges(dataSource, relay))),
});
