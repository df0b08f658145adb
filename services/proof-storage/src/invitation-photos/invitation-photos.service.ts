import { randomUUID } from 'node:crypto';
import {
  Deleted,
  INVITATION_LIMITS,
  INVITATION_MESSAGES,
  InvitationPhoto,
  StoredImage,
  uploadIdSchema,
} from '@undangan/contracts';
import { Logger, rpcFailure } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { ObjectStore } from '../object-store/object-store';
import { StagedUploads } from '../uploads/staged-uploads';
import {
  countPhotos,
  DeletedPhotoKeys,
  deletePhoto,
  deletePhotosBefore,
  insertPhoto,
  InvitationPhotoRow,
  lockOrderPhotos,
  photoOf,
  photosOf,
} from './invitation-photos.table';

/** How long a couple's photo is kept after its upload (docs/SECURITY.md, "Retention"). */
export const DEFAULT_INVITATION_PHOTO_RETENTION_DAYS = 180;

/** Photos removed per statement by the retention sweep. */
const SWEEP_BATCH = 500;

const DAY_MS = 24 * 60 * 60_000;

function toInvitationPhoto(row: InvitationPhotoRow): InvitationPhoto {
  return {
    id: row.id,
    content_type: row.content_type,
    size: Number(row.size),
    created_at: row.created_at.toISOString(),
  };
}

/**
 * A couple's photos for their invitation: the record in PostgreSQL, the picture in the private
 * proof bucket. Who may ask for an order's photos is the gateway's question (ordering's
 * invitationAccess); this service keeps them by order id, at most INVITATION_LIMITS.photos each.
 * A photo is an upload prepared before the transaction and claimed inside it (StagedUploads: one
 * the change does not keep is removed at once, or swept).
 */
export class InvitationPhotosService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly objects: ObjectStore,
    private readonly uploads: StagedUploads,
    private readonly logger: Logger,
    private readonly retentionDays = DEFAULT_INVITATION_PHOTO_RETENTION_DAYS,
  ) {}

  async store(request: { orderId: string; uploadId: string }): Promise<InvitationPhoto> {
    try {
      const { orderId, uploadId } = request;
      // Cheap early refusal, before a picture is made for nothing; the locked count settles any race.
      await this.refuseWhenFull(this.dataSource.manager, orderId);
      await this.uploads.prepare({ uploadId, kind: 'invitation-photo' });
      const row = await this.dataSource.transaction(async (manager) => {
        await lockOrderPhotos(manager, orderId);
        await this.refuseWhenFull(manager, orderId);
        const image = await this.uploads.claim(manager, uploadId, 'invitation-photo');
        return insertPhoto(manager, { id: randomUUID(), orderId, ...image });
      });
      return toInvitationPhoto(row);
    } catch (err) {
      // Whatever was refused keeps nothing of its upload (claimed, it is no longer there to remove).
      const uploadId = uploadIdSchema.safeParse((request as { uploadId?: unknown } | undefined)?.uploadId);
      if (uploadId.success) await this.uploads.discard(uploadId.data);
      throw err;
    }
  }

  /** The order's photos, oldest first. */
  async list(request: { orderId: string }): Promise<InvitationPhoto[]> {
    const { orderId } = request;
    return (await photosOf(this.dataSource.manager, orderId)).map(toInvitationPhoto);
  }

  async image(request: { orderId: string; photoId: string }): Promise<StoredImage> {
    const { orderId, photoId } = request;
    const photo = await photoOf(this.dataSource.manager, orderId, photoId);
    if (!photo) throw rpcFailure('not_found', INVITATION_MESSAGES.photoNotFound);
    const stored = await this.objects.get(this.objects.proofBucket, photo.image_key);
    if (!stored) {
      this.logger.error({ orderId, key: photo.image_key }, 'an invitation photo points at a missing object');
      throw rpcFailure('not_found', INVITATION_MESSAGES.photoNotFound);
    }
    return { contentType: photo.content_type, base64: stored.bytes.toString('base64') };
  }

  /** Removes the photo and its picture; another order's photo is unknown here. */
  async delete(request: { orderId: string; photoId: string }): Promise<Deleted> {
    const { orderId, photoId } = request;
    const removed = await this.dataSource.transaction((manager) => deletePhoto(manager, orderId, photoId));
    if (!removed) throw rpcFailure('not_found', INVITATION_MESSAGES.photoNotFound);
    await this.removeObjects([removed]);
    return { deleted: true };
  }

  /**
   * The retention rule: a photo is deleted with its picture and its page's files `retentionDays`
   * after its upload, or once the page it was published on has closed, whichever is later.
   * Replicas may run it at once: each row is taken by one (SKIP LOCKED). Answers how many.
   */
  async removeExpired(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.retentionDays * DAY_MS);
    let total = 0;
    for (;;) {
      const removed = await this.dataSource.transaction((manager) =>
        deletePhotosBefore(manager, before, now, SWEEP_BATCH),
      );
      await this.removeObjects(removed);
      total += removed.length;
      if (removed.length < SWEEP_BATCH) break;
    }
    if (total > 0) this.logger.info({ count: total }, 'invitation photos past their retention removed');
    return total;
  }

  /** The objects of deleted photos: each picture and the files made of it for a page. */
  private async removeObjects(removed: DeletedPhotoKeys[]): Promise<void> {
    for (const { image_key, variant_keys } of removed)
      for (const key of [image_key, ...variant_keys])
        await this.objects.removeQuietly(this.objects.proofBucket, key);
  }

  private async refuseWhenFull(manager: EntityManager, orderId: string): Promise<void> {
    if ((await countPhotos(manager, orderId)) >= INVITATION_LIMITS.photos)
      throw rpcFailure('conflict', INVITATION_MESSAGES.tooManyPhotos);
  }
}
