import { designImageKeyFromUrl, FilePayload, PROOF_STORAGE } from '@undangan/contracts';
import { ServiceClients } from '../rpc/service-clients';

/** Stores a design image in proof-storage; answers the public url the design record keeps. */
export async function storeDesignImage(
  rpc: ServiceClients,
  file: FilePayload,
  requestId: string,
): Promise<string> {
  const stored = await rpc.call(PROOF_STORAGE.storeDesignImage, { file }, requestId);
  return stored.image_url;
}

/**
 * Runs the catalogue change that will reference a just-stored image; if the catalogue refuses it,
 * the image is removed again (the undo of the upload step) and the refusal is passed on. A failed
 * removal only leaves an unused object; the RPC client logs it.
 */
export async function withStoredImage<T>(
  rpc: ServiceClients,
  imageUrl: string | undefined,
  requestId: string,
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (err) {
    const key = designImageKeyFromUrl(imageUrl);
    if (key) {
      await rpc.call(PROOF_STORAGE.deleteDesignImage, { key }, requestId).catch(() => undefined);
    }
    throw err;
  }
}
