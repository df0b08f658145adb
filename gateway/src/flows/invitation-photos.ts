import {
  Deleted,
  INVITATION_LIMITS,
  INVITATION_MESSAGES,
  InvitationAccess,
  InvitationLookup,
  InvitationPhoto,
  ORDERING,
  PROOF_STORAGE,
  StoredImage,
} from '@undangan/contracts';
import { HttpError } from '../http/http-error';
import { IMAGE_EXTENSIONS } from '../http/stored-image.reply';
import { OrderLookupLimit } from '../limits/order-lookup-limit';
import type { UploadedFile } from '../http/multipart';
import { ServiceClients } from '../rpc/service-clients';
import { stageUpload } from './staged-upload';

/**
 * A couple's photos for their invitation ("Data Undangan"), by the order id and the phone used at
 * checkout. ordering says whether the asker holds the order and may still change its data
 * (ORDERING.invitationAccess: a wrong phone or an unknown order is a 404, counted against the order
 * by OrderLookupLimit like every look-up by phone; an unpaid one a 409); proof-storage keeps the
 * photos by order id (PROOF_STORAGE.*InvitationPhoto*). Nothing here needs an undo: the photo is
 * kept by the last step, and an upload it refuses is removed by proof-storage (or swept when
 * nobody claimed it).
 */

/** What the couple's routes ask with: the services, and the limit on wrong phones per order. */
export interface CoupleCalls {
  rpc: ServiceClients;
  lookups: OrderLookupLimit;
}

/** The order the asker holds; with `toChange`, refused (409) once its data was sent. */
export async function invitationAccess(
  { rpc, lookups }: CoupleCalls,
  lookup: InvitationLookup,
  requestId: string,
  { toChange }: { toChange: boolean },
): Promise<InvitationAccess> {
  const access = await lookups.guard(lookup.order_id, () =>
    rpc.call(ORDERING.invitationAccess, lookup, requestId),
  );
  if (toChange && !access.editable) throw new HttpError('conflict', INVITATION_MESSAGES.alreadySent);
  return access;
}

/**
 * May the asker add a photo to the order: they hold it, its data is not sent, and it has room for
 * one more. Asked before the file is read; proof-storage counts again under its lock when it keeps
 * the photo, so two uploads at once still cannot pass the limit.
 */
export async function photoUploadAccess(
  calls: CoupleCalls,
  lookup: InvitationLookup,
  requestId: string,
): Promise<InvitationAccess> {
  const access = await invitationAccess(calls, lookup, requestId, { toChange: true });
  const photos = await calls.rpc.call(
    PROOF_STORAGE.listInvitationPhotos,
    { orderId: access.order_id },
    requestId,
  );
  if (photos.length >= INVITATION_LIMITS.photos)
    throw new HttpError('conflict', INVITATION_MESSAGES.tooManyPhotos);
  return access;
}

/** Stages the file as a photo and keeps it for the order (ask photoUploadAccess first). */
export async function storeInvitationPhoto(
  rpc: ServiceClients,
  access: InvitationAccess,
  file: UploadedFile,
  requestId: string,
): Promise<InvitationPhoto> {
  const uploadId = await stageUpload(rpc, file, 'invitation-photo', requestId);
  return rpc.call(PROOF_STORAGE.storeInvitationPhoto, { orderId: access.order_id, uploadId }, requestId);
}

export async function listInvitationPhotos(
  calls: CoupleCalls,
  lookup: InvitationLookup,
  requestId: string,
): Promise<{ photos: InvitationPhoto[] }> {
  const access = await invitationAccess(calls, lookup, requestId, { toChange: false });
  return {
    photos: await calls.rpc.call(PROOF_STORAGE.listInvitationPhotos, { orderId: access.order_id }, requestId),
  };
}

export async function invitationPhotoImage(
  calls: CoupleCalls,
  lookup: InvitationLookup,
  photoId: string,
  requestId: string,
): Promise<StoredImage> {
  const access = await invitationAccess(calls, lookup, requestId, { toChange: false });
  return calls.rpc.call(PROOF_STORAGE.getInvitationPhoto, { orderId: access.order_id, photoId }, requestId);
}

export async function deleteInvitationPhoto(
  calls: CoupleCalls,
  lookup: InvitationLookup,
  photoId: string,
  requestId: string,
): Promise<Deleted> {
  const access = await invitationAccess(calls, lookup, requestId, { toChange: true });
  return calls.rpc.call(
    PROOF_STORAGE.deleteInvitationPhoto,
    { orderId: access.order_id, photoId },
    requestId,
  );
}

/** The admin's view, by the order's row id (the admin's orders list): ordering names its order id. */
async function orderIdOfRow(rpc: ServiceClients, rowId: string, requestId: string): Promise<string> {
  return (await rpc.call(ORDERING.getOrder, { id: rowId }, requestId)).order_id;
}

export async function adminInvitationPhotos(
  rpc: ServiceClients,
  rowId: string,
  requestId: string,
): Promise<{ photos: InvitationPhoto[] }> {
  const orderId = await orderIdOfRow(rpc, rowId, requestId);
  return { photos: await rpc.call(PROOF_STORAGE.listInvitationPhotos, { orderId }, requestId) };
}

/**
 * One photo for the admin; with `download`, the name to save it as:
 * `<order id>-foto-<its place in the list>.<jpg|png>`.
 */
export async function adminInvitationPhoto(
  rpc: ServiceClients,
  rowId: string,
  photoId: string,
  requestId: string,
  { download }: { download: boolean },
): Promise<{ image: StoredImage; fileName?: string }> {
  const orderId = await orderIdOfRow(rpc, rowId, requestId);
  const image = await rpc.call(PROOF_STORAGE.getInvitationPhoto, { orderId, photoId }, requestId);
  if (!download) return { image };
  const photos = await rpc.call(PROOF_STORAGE.listInvitationPhotos, { orderId }, requestId);
  const place = photos.findIndex((photo) => photo.id === photoId) + 1;
  const extension = IMAGE_EXTENSIONS[image.contentType] ?? 'bin';
  return { image, fileName: `${orderId}-foto-${place || photoId.slice(0, 8)}.${extension}` };
}
