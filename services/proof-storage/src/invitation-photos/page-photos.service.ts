import { randomUUID } from 'node:crypto';
import { INVITATION_MESSAGES, PagePhoto, pagePhotoUrl, StoredImage } from '@undangan/contracts';
import { isForeignKeyViolation, Logger, rpcFailure } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { withAdvisoryLock } from '../advisory-lock';
import { imageWork } from '../images/image-upload';
import { pageSizesOf } from '../images/page-sizes';
import { ObjectStore } from '../object-store/object-store';
import { insertVariants, PhotoVariantRow, variantsOf } from './invitation-photo-variants.table';
import { InvitationPhotoRow, keepPhotosUntil, photosOf } from './invitation-photos.table';

/** The page's files are in the proof bucket under this prefix; the public address carries the rest. */
const KEY_PREFIX = 'page-photos/';

function toPagePhoto(variants: PhotoVariantRow[]): PagePhoto {
  const widest = variants[variants.length - 1];
  return {
    variants: variants.map((v) => ({
      width: v.width,
      url: pagePhotoUrl(v.image_key.slice(KEY_PREFIX.length)),
    })),
    width: widest.width,
    height: widest.height,
  };
}

/**
 * A couple's photos as their invitation page shows them: each photo made once into WebP files of
 * the page's widths (never wider than the photo), kept beside it under keys the server makes and
 * served publicly by the gateway at their page address. Whoever asks first (the admin's or the
 * couple's preview, or publishing) has them made; everyone after is answered what was made.
 */
export class PagePhotosService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly objects: ObjectStore,
    private readonly logger: Logger,
  ) {}

  /** The order's photos in the couple's order (oldest first), each with its page's files. */
  async forPage(request: { orderId: string }): Promise<PagePhoto[]> {
    const photos = await photosOf(this.dataSource.manager, request.orderId);
    if (photos.length === 0) return [];
    const made = await variantsOf(
      this.dataSource.manager,
      photos.map((photo) => photo.id),
    );
    const shown = await Promise.all(
      photos.map(async (photo) => made.get(photo.id) ?? (await this.makeOnce(photo))),
    );
    return shown.flatMap((variants) => (variants ? [toPagePhoto(variants)] : []));
  }

  /** The order's photos stay (with their files) at least until the page published with them closes. */
  async keepForPage(request: { orderId: string; until: string }): Promise<{ kept: number }> {
    const kept = await this.dataSource.transaction((manager) =>
      keepPhotosUntil(manager, request.orderId, new Date(request.until)),
    );
    return { kept };
  }

  /** One page file by the key its address carries. */
  async file(request: { key: string }): Promise<StoredImage> {
    const stored = await this.objects.get(this.objects.proofBucket, KEY_PREFIX + request.key);
    if (!stored) throw rpcFailure('not_found', INVITATION_MESSAGES.photoNotFound);
    return { contentType: stored.contentType, base64: stored.bytes.toString('base64') };
  }

  /**
   * Makes the photo's files unless another request (on any replica) made them meanwhile: they take
   * turns under the photo's lock, so a photo's files are made once. A photo whose picture cannot be
   * read is left off the page (logged); a photo deleted meanwhile too.
   */
  private makeOnce(photo: InvitationPhotoRow): Promise<PhotoVariantRow[] | undefined> {
    return imageWork.run(() =>
      withAdvisoryLock(this.dataSource, `page-photos:${photo.id}`, async () => {
        const made = (await variantsOf(this.dataSource.manager, [photo.id])).get(photo.id);
        return made ?? (await this.make(photo));
      }),
    );
  }

  private async make(photo: InvitationPhotoRow): Promise<PhotoVariantRow[] | undefined> {
    const context = { orderId: photo.order_id, photoId: photo.id };
    const stored = await this.objects.get(this.objects.proofBucket, photo.image_key);
    if (!stored) {
      this.logger.error(
        { ...context, key: photo.image_key },
        'an invitation photo points at a missing object',
      );
      return undefined;
    }
    let sizes;
    try {
      sizes = await pageSizesOf(stored.bytes);
    } catch (err) {
      this.logger.error({ ...context, err }, "an invitation photo could not be made into its page's files");
      return undefined;
    }
    const written: string[] = [];
    try {
      const variants = [];
      for (const size of sizes) {
        const key = `${KEY_PREFIX}${randomUUID()}.webp`;
        await this.objects.put(this.objects.proofBucket, key, size.bytes, 'image/webp');
        written.push(key);
        variants.push({ width: size.width, height: size.height, key, size: size.bytes.length });
      }
      await insertVariants(this.dataSource.manager, photo.id, variants);
    } catch (err) {
      for (const key of written) await this.objects.removeQuietly(this.objects.proofBucket, key);
      // Deleted by the couple while its files were made: no longer theirs to show.
      if (isForeignKeyViolation(err)) return undefined;
      throw err;
    }
    return (await variantsOf(this.dataSource.manager, [photo.id])).get(photo.id);
  }
}
