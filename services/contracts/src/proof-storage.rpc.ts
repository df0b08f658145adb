import { InvitationPhoto } from './invitation-data';
import type { PagePhoto } from './invitation-page';
import { PreparedImage, ProofView, StartedUpload, StoredDesignImage, StoredImage } from './proofs';
import { answer, answeredBy, Deleted } from './rpc-contract';
import {
  designImageRequestSchema,
  invitationPhotoRequestSchema,
  invitationPhotosRequestSchema,
  noRequestSchema,
  keepPagePhotosRequestSchema,
  pagePhotoRequestSchema,
  prepareImageRequestSchema,
  proofRequestSchema,
  replaceProofRequestSchema,
  storeDesignImageRequestSchema,
  storeInvitationPhotoRequestSchema,
  storeProofRequestSchema,
  updateProofRequestSchema,
} from './rpc-requests';

/**
 * An upload is made into a picture after the ones before it: each gateway sends at most
 * UPLOADS_AT_ONCE, which proof-storage decodes two at a time; a slow or busy machine must not
 * turn that queue into a 504 for the couple whose file is already in. Below the front's 30 s
 * wait for an answer (infra/nginx, proxy_read_timeout), with room for the confirmation after it.
 */
export const PREPARE_IMAGE_TIMEOUT_MS = 20_000;

const proofStorage = answeredBy('proofStorage');

/** The RPCs proof-storage answers, on its queue (rpc.ts). */
export const PROOF_STORAGE = {
  storeProof: proofStorage('proofs.store', storeProofRequestSchema, answer<ProofView>()),
  /** The couple's new picture for a pending or rejected proof, which then waits for a decision. */
  replaceProof: proofStorage('proofs.replace', replaceProofRequestSchema, answer<ProofView>()),
  startUpload: proofStorage('uploads.start', noRequestSchema, answer<StartedUpload>()),
  prepareImage: proofStorage('uploads.prepare-image', prepareImageRequestSchema, answer<PreparedImage>(), {
    timeoutMs: PREPARE_IMAGE_TIMEOUT_MS,
  }),
  getProof: proofStorage('proofs.get', proofRequestSchema, answer<ProofView>()),
  getProofImage: proofStorage('proofs.image', proofRequestSchema, answer<StoredImage>()),
  updateProof: proofStorage('proofs.update', updateProofRequestSchema, answer<ProofView>()),
  deleteProof: proofStorage('proofs.delete', proofRequestSchema, answer<Deleted>()),
  storeDesignImage: proofStorage(
    'design-images.store',
    storeDesignImageRequestSchema,
    answer<StoredDesignImage>(),
  ),
  getDesignImage: proofStorage('design-images.get', designImageRequestSchema, answer<StoredImage>()),
  deleteDesignImage: proofStorage('design-images.delete', designImageRequestSchema, answer<Deleted>()),
  /** Keeps a prepared upload as one of an order's photos (at most INVITATION_LIMITS.photos). */
  storeInvitationPhoto: proofStorage(
    'invitation-photos.store',
    storeInvitationPhotoRequestSchema,
    answer<InvitationPhoto>(),
  ),
  listInvitationPhotos: proofStorage(
    'invitation-photos.list',
    invitationPhotosRequestSchema,
    answer<InvitationPhoto[]>(),
  ),
  getInvitationPhoto: proofStorage(
    'invitation-photos.image',
    invitationPhotoRequestSchema,
    answer<StoredImage>(),
  ),
  deleteInvitationPhoto: proofStorage(
    'invitation-photos.delete',
    invitationPhotoRequestSchema,
    answer<Deleted>(),
  ),
  /**
   * The order's photos as its page shows them, in the couple's order: each photo's sized WebP files
   * are made the first time it is asked for, then reused (several photos to decode: an image's wait).
   */
  pagePhotos: proofStorage(
    'invitation-photos.for-page',
    invitationPhotosRequestSchema,
    answer<PagePhoto[]>(),
    {
      timeoutMs: PREPARE_IMAGE_TIMEOUT_MS,
    },
  ),
  /** Keeps the order's photos and their files at least until the published page closes. */
  keepPagePhotos: proofStorage(
    'invitation-photos.keep-for-page',
    keepPagePhotosRequestSchema,
    answer<{ kept: number }>(),
  ),
  /** One of those files, for the public address a page names (`pagePhotoUrl`). */
  getPagePhoto: proofStorage('invitation-photos.page-file', pagePhotoRequestSchema, answer<StoredImage>()),
} as const;
