import { configSchema, Environment, envVar, serviceVariables } from '@undangan/platform';

/** Every variable the catalogue program reads, read once at start (main.ts). */
export const catalogueConfigSchema = configSchema({
  ...serviceVariables('catalogue'),
  SEED_ON_EMPTY: envVar.flag(false),
});

export type CatalogueConfig = ReturnType<typeof catalogueConfigSchema.parse>;

/** The configuration an environment gives, with development defaults (tests; a start uses readConfig). */
export function catalogueConfigOf(environment: Environment = {}): CatalogueConfig {
  return catalogueConfigSchema.parse(environment);
}
