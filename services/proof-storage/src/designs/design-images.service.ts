import { randomUUID } from 'node:crypto';
import {
  DESIGN_IMAGE_MAX_BYTES,
  DESIGN_IMAGE_TYPES,
  DESIGN_IMAGE_UPLOAD_MESSAGES,
  designImageKeySchema,
  designImageUrl,
  MESSAGES,
  StoredDesignImage,
  StoredImage,
  StoreDesignImageRequest,
} from '@undangan/contracts';
import { parseRpcInput, rpcFailure } from '@undangan/platform';
import { z } from 'zod';
import { acceptImage, ImageRules } from '../images/image-upload';
import { ObjectStore } from '../object-store/object-store';

const DESIGN_RULES: ImageRules = {
  types: DESIGN_IMAGE_TYPES,
  maxBytes: DESIGN_IMAGE_MAX_BYTES,
  messages: DESIGN_IMAGE_UPLOAD_MESSAGES,
};

/** Objects of this kind live under one prefix; the public url carries the rest of the key. */
const KEY_PREFIX = 'designs/';

const keyRequest = z.object({ key: designImageKeySchema });

/** Design preview images: stored under a key the server makes, served publicly by the gateway. */
export class DesignImagesService {
  constructor(private readonly objects: ObjectStore) {}

  async store(request: StoreDesignImageRequest): Promise<StoredDesignImage> {
    const image = acceptImage(request?.file, DESIGN_RULES);
    const key = `${randomUUID()}.${image.extension}`;
    await this.objects.put(this.objects.designBucket, KEY_PREFIX + key, image.bytes, image.contentType);
    return { image_url: designImageUrl(key) };
  }

  async get(request: { key: string }): Promise<StoredImage> {
    const { key } = parseRpcInput(keyRequest, request);
    const stored = await this.objects.get(this.objects.designBucket, KEY_PREFIX + key);
    if (!stored) throw rpcFailure('not_found', MESSAGES.notFound);
    return { contentType: stored.contentType, base64: stored.bytes.toString('base64') };
  }

  /** The undo of store(), for a design that was not saved after all. */
  async delete(request: { key: string }): Promise<{ deleted: true }> {
    const { key } = parseRpcInput(keyRequest, request);
    await this.objects.remove(this.objects.designBucket, KEY_PREFIX + key);
    return { deleted: true };
  }
}
