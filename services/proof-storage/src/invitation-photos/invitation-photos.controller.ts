import { PROOF_STORAGE } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { InvitationPhotosService } from './invitation-photos.service';

/** A couple's photos for their invitation: kept, listed, read and deleted for the gateway. */
export const InvitationPhotosController = rpcController(
  'InvitationPhotosController',
  InvitationPhotosService,
  (on) => [
    on(PROOF_STORAGE.storeInvitationPhoto, (photos, request) => photos.store(request)),
    on(PROOF_STORAGE.listInvitationPhotos, (photos, request) => photos.list(request)),
    on(PROOF_STORAGE.getInvitationPhoto, (photos, request) => photos.image(request)),
    on(PROOF_STORAGE.deleteInvitationPhoto, (photos, request) => photos.delete(request)),
  ],
);
