import { designImageKeyFromUrl, PROOF_STORAGE } from '@undangan/contracts';
import type { UploadedFile } from '../http/multipart';
import { ServiceClients } from '../rpc/service-clients';
import { runSteps, StepDone } from './run-steps';
import { stageUpload } from './staged-upload';

/**
 * Step: the file is staged and made into a design image (flows/staged-upload.ts), which
 * proof-storage keeps (DesignImagesController.store) and answers as its public url. Undo: the image
 * is deleted again (DesignImagesController.delete).
 */
async function storeDesignImage(
  rpc: ServiceClients,
  file: UploadedFile,
  requestId: string,
): Promise<StepDone<string>> {
  const uploadId = await stageUpload(rpc, file, 'design', requestId);
  const stored = await rpc.call(PROOF_STORAGE.storeDesignImage, { uploadId }, requestId);
  const key = designImageKeyFromUrl(stored.image_url);
  return {
    value: stored.image_url,
    undo: key ? () => rpc.call(PROOF_STORAGE.deleteDesignImage, { key }, requestId) : undefined,
  };
}

/**
 * A design saved from the admin's design form (POST and PUT /api/admin/database/designs) or the
 * /upload-image form (POST /api/designs/upload): a new image is stored first, then the catalogue
 * change that references it runs (`change`, audited by the caller). If the catalogue refuses the
 * change, the image is deleted and the refusal passed on.
 */
export function saveDesign<T>(
  rpc: ServiceClients,
  file: UploadedFile | undefined,
  requestId: string,
  change: (imageUrl: string | undefined) => Promise<T>,
): Promise<T> {
  return runSteps(rpc.logger, 'design-save', async (step) => {
    const imageUrl = file ? await step(storeDesignImage(rpc, file, requestId)) : undefined;
    return change(imageUrl);
  });
}
