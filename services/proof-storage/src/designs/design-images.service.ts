import {
  designImageUrl,
  MESSAGES,
  StoredDesignImage,
  StoredImage,
  StoreDesignImageRequest,
} from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { ObjectStore } from '../object-store/object-store';
import { StagedUploads } from '../uploads/staged-uploads';

/** Objects of this kind live under one prefix; the public url carries the rest of the key. */
const KEY_PREFIX = 'designs/';

/** Design preview images: stored under a key the server makes, served publicly by the gateway. */
export class DesignImagesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly objects: ObjectStore,
    private readonly uploads: StagedUploads,
  ) {}

  /** An upload made into a design image (StagedUploads), answered as its public url. */
  async store(request: StoreDesignImageRequest): Promise<StoredDesignImage> {
    const { uploadId } = await this.uploads.prepare({ uploadId: request?.uploadId, kind: 'design' });
    const claimed = await this.dataSource.transaction((manager) =>
      this.uploads.claim(manager, uploadId, 'design'),
    );
    return { image_url: designImageUrl(claimed.key.slice(KEY_PREFIX.length)) };
  }

  async get(request: { key: string }): Promise<StoredImage> {
    const { key } = request;
    const stored = await this.objects.get(this.objects.designBucket, KEY_PREFIX + key);
    if (!stored) throw rpcFailure('not_found', MESSAGES.notFound);
    return { contentType: stored.contentType, base64: stored.bytes.toString('base64') };
  }

  /** The undo of store(), for a design that was not saved after all. */
  async delete(request: { key: string }): Promise<{ deleted: true }> {
    const { key } = request;
    await this.objects.remove(this.objects.designBucket, KEY_PREFIX + key);
    return { deleted: true };
  }
}
