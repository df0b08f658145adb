import { configSchema, envVar, serviceVariables } from '@undangan/platform';

/** Every variable the catalogue program reads, checked at start (main.ts). */
export const catalogueConfigSchema = configSchema({
  ...serviceVariables('catalogue'),
  SEED_ON_EMPTY: envVar.flag(false),
});
