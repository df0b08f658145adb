import { main } from '@undangan/platform';
import { proofStorageProgram } from './proof-storage.program';

main(proofStorageProgram);
