import { main, readConfig, serviceRuntime, serviceTracing, startTracing } from '@undangan/platform';
import { objectStoreConfigOf } from './object-store/object-store.config';
import { proofStorageConfigSchema } from './proof-storage.config';

const config = readConfig('proof-storage', proofStorageConfigSchema);
startTracing(serviceTracing('proof-storage', config));
// Loaded once tracing has started, so that pg and node:http (under minio) are instrumented.
const { createProofStorageProgram } =
  require('./proof-storage.program') as typeof import('./proof-storage.program');
main(
  createProofStorageProgram(objectStoreConfigOf(config), {
    invitationPhotoRetentionDays: config.INVITATION_PHOTO_RETENTION_DAYS,
  }),
  serviceRuntime(config),
);
