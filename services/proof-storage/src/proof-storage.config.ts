import { configSchema, envVar, serviceVariables } from '@undangan/platform';
import { DEFAULT_INVITATION_PHOTO_RETENTION_DAYS } from './invitation-photos/invitation-photos.service';
import { objectStoreVariables } from './object-store/object-store.config';

/** Every variable the proof-storage program reads, checked at start (main.ts). */
export const proofStorageConfigSchema = configSchema({
  ...serviceVariables('proofs'),
  ...objectStoreVariables,
  // A couple's photos for their invitation are deleted with their pictures this long after upload.
  INVITATION_PHOTO_RETENTION_DAYS: envVar.integer(DEFAULT_INVITATION_PHOTO_RETENTION_DAYS, {
    min: 1,
    max: 3650,
  }),
});
