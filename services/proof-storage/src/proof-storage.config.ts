import { configSchema, serviceVariables } from '@undangan/platform';
import { objectStoreVariables } from './object-store/object-store.config';

/** Every variable the proof-storage program reads, checked at start (main.ts). */
export const proofStorageConfigSchema = configSchema({
  ...serviceVariables('proofs'),
  ...objectStoreVariables,
});
