import { PROOF_STORAGE } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { PagePhotosService } from './page-photos.service';

/** A couple's photos as their invitation page shows them: made once, kept with the page, served. */
export const PagePhotosController = rpcController('PagePhotosController', PagePhotosService, (on) => [
  on(PROOF_STORAGE.pagePhotos, (pagePhotos, request) => pagePhotos.forPage(request)),
  on(PROOF_STORAGE.keepPagePhotos, (pagePhotos, request) => pagePhotos.keepForPage(request)),
  on(PROOF_STORAGE.getPagePhoto, (pagePhotos, request) => pagePhotos.file(request)),
]);
