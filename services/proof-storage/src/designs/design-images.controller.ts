import { PROOF_STORAGE } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { DesignImagesService } from './design-images.service';

/** Design preview images: stored from an upload, read for the gateway, deleted when unused. */
export const DesignImagesController = rpcController('DesignImagesController', DesignImagesService, (on) => [
  on(PROOF_STORAGE.storeDesignImage, (designImages, request) => designImages.store(request)),
  on(PROOF_STORAGE.getDesignImage, (designImages, request) => designImages.get(request)),
  on(PROOF_STORAGE.deleteDesignImage, (designImages, request) => designImages.delete(request)),
]);
