import { main, readConfig, serviceRuntime } from '@undangan/platform';
import { objectStoreConfigOf } from './object-store/object-store.config';
import { proofStorageConfigSchema } from './proof-storage.config';
import { createProofStorageProgram } from './proof-storage.program';

const config = readConfig('proof-storage', proofStorageConfigSchema);
main(createProofStorageProgram(objectStoreConfigOf(config)), serviceRuntime(config));
