import { PROOF_STORAGE } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { StagedUploads } from './staged-uploads';

/** Uploads between the gateway's write and the record that keeps their picture. */
export const StagedUploadsController = rpcController('StagedUploadsController', StagedUploads, (on) => [
  on(PROOF_STORAGE.startUpload, (uploads) => uploads.start()),
  on(PROOF_STORAGE.prepareImage, (uploads, request) => uploads.prepare(request)),
]);
