import { randomUUID } from 'node:crypto';
import {
  DESIGN_IMAGE_MAX_BYTES,
  DESIGN_IMAGE_TYPES,
  DESIGN_IMAGE_UPLOAD_MESSAGES,
  INVITATION_PHOTO_UPLOAD_MESSAGES,
  PreparedImage,
  PROOF_IMAGE_TYPES,
  PROOF_MAX_BYTES,
  PROOF_UPLOAD_MESSAGES,
  StartedUpload,
  UploadKind,
} from '@undangan/contracts';
import { Logger, rpcFailure } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';
import {
  claimUpload,
  deleteUploads,
  insertUpload,
  recordPicture,
  uploadById,
  UploadRow,
} from './staged-uploads.table';
import { withAdvisoryLock } from '../advisory-lock';
import { acceptImage, ImageRules, imageWork } from '../images/image-upload';
import { ObjectStore } from '../object-store/object-store';

/** How long the gateway may take to write an upload after asking where to. */
export const UPLOAD_URL_SECONDS = 300;

/** An upload nobody claimed (the confirmation failed after it, the gateway stopped) is swept after this. */
export const UNCLAIMED_UPLOAD_MS = 60 * 60_000;

const UPLOAD_EXPIRED = 'Unggahan sudah kedaluwarsa atau tidak dikenal. Silakan pilih file lagi.';

/** What each kind of upload accepts, and where its picture is kept. */
interface KindRules extends ImageRules {
  bucket: (objects: ObjectStore) => string;
  prefix: string;
}

const KINDS: Record<UploadKind, KindRules> = {
  proof: {
    types: PROOF_IMAGE_TYPES,
    maxBytes: PROOF_MAX_BYTES,
    messages: PROOF_UPLOAD_MESSAGES,
    bucket: (objects) => objects.proofBucket,
    prefix: 'proofs/',
  },
  design: {
    types: DESIGN_IMAGE_TYPES,
    maxBytes: DESIGN_IMAGE_MAX_BYTES,
    messages: DESIGN_IMAGE_UPLOAD_MESSAGES,
    bucket: (objects) => objects.designBucket,
    prefix: 'designs/',
  },
  // A couple's photos are private like the proofs: the gateway serves them to their holders only.
  'invitation-photo': {
    types: PROOF_IMAGE_TYPES,
    maxBytes: PROOF_MAX_BYTES,
    messages: INVITATION_PHOTO_UPLOAD_MESSAGES,
    bucket: (objects) => objects.proofBucket,
    prefix: 'invitation-photos/',
  },
};

/** A picture claimed by the record that keeps it: its object and what it is. */
export interface ClaimedImage {
  key: string;
  contentType: string;
  size: number;
}

/**
 * Uploads in three steps, so a file never crosses RabbitMQ and nothing but a picture is kept:
 * 1. start: a row and an address where the gateway may write one object (the incoming object,
 *    in the private proof bucket) for a few minutes;
 * 2. prepare: the incoming object is read, checked, decoded and encoded again into the bucket of
 *    its kind, and deleted; a refused file leaves nothing behind, row included;
 * 3. claim: the record that keeps the picture deletes the row in its own transaction.
 * A row left unclaimed is swept with its objects after UNCLAIMED_UPLOAD_MS.
 */
export class StagedUploads {
  constructor(
    private readonly dataSource: DataSource,
    private readonly objects: ObjectStore,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<StartedUpload> {
    const uploadId = randomUUID();
    const incomingKey = `incoming/${uploadId}`;
    await insertUpload(this.dataSource, uploadId, incomingKey);
    const url = await this.objects.uploadUrl(this.objects.proofBucket, incomingKey, UPLOAD_URL_SECONDS);
    return { uploadId, url };
  }

  /**
   * Makes the upload's picture, once: a prepared upload answers what it holds. Two requests for
   * the same upload (a request delivered again after a replica stopped, on this replica or
   * another) take turns, so the second finds the picture the first made instead of reading an
   * incoming object the first is deleting.
   */
  async prepare(request: { uploadId: string; kind: UploadKind }): Promise<PreparedImage> {
    const { uploadId, kind } = request;
    const rules = KINDS[kind];
    const prepared = preparedImage(await this.row(uploadId), rules, this.objects);
    if (prepared) return prepared;
    return imageWork.run(() =>
      withAdvisoryLock(this.dataSource, `staged-upload:${uploadId}`, async () => {
        const row = await this.row(uploadId);
        return preparedImage(row, rules, this.objects) ?? this.makePicture(row, rules);
      }),
    );
  }

  /** Reads the incoming object, makes its picture in the kind's bucket, and deletes the object. */
  private async makePicture(row: UploadRow, rules: KindRules): Promise<PreparedImage> {
    const uploadId = row.id;
    const bucket = this.objects.proofBucket;
    try {
      const size = await this.objects.size(bucket, row.incoming_key);
      if (size === undefined || size === 0) throw rpcFailure('bad_request', rules.messages.empty);
      // Refused from its size alone, before megabytes are read for nothing.
      if (size > rules.maxBytes) throw rpcFailure('bad_request', rules.messages.tooBig);
      const incoming = await this.objects.get(bucket, row.incoming_key);
      if (!incoming) throw rpcFailure('bad_request', rules.messages.empty);
      const image = await acceptImage(incoming.bytes, rules);
      const imageBucket = rules.bucket(this.objects);
      const imageKey = `${rules.prefix}${randomUUID()}.${image.extension}`;
      await this.objects.put(imageBucket, imageKey, image.bytes, image.contentType);
      await recordPicture(this.dataSource, uploadId, {
        bucket: imageBucket,
        key: imageKey,
        contentType: image.contentType,
        size: image.bytes.length,
      });
      return { uploadId, contentType: image.contentType, size: image.bytes.length };
    } catch (err) {
      // A refused (or unreadable) upload is over: nothing of it is kept.
      await this.discard(uploadId);
      throw err;
    } finally {
      await this.objects.removeQuietly(bucket, row.incoming_key);
    }
  }

  /**
   * Takes the upload's picture for a record written in `manager`'s transaction: the row goes with
   * that transaction, so a rolled-back change leaves the upload to the sweep. The upload must have
   * been prepared as `kind`.
   */
  async claim(manager: EntityManager, uploadId: string, kind: UploadKind): Promise<ClaimedImage> {
    const rules = KINDS[kind];
    const claimed = await claimUpload(manager, uploadId, rules.bucket(this.objects), rules.prefix);
    if (!claimed) throw rpcFailure('bad_request', UPLOAD_EXPIRED);
    return { key: claimed.image_key, contentType: claimed.content_type, size: Number(claimed.size) };
  }

  /** Removes an upload the change it was for did not keep (nothing, if it was claimed after all). */
  async discard(uploadId: string): Promise<void> {
    await this.remove({ id: uploadId });
  }

  /** Deletes the uploads nobody claimed in time, and their objects; answers how many. */
  async sweep(now = new Date()): Promise<number> {
    const removed = await this.remove({ before: new Date(now.getTime() - UNCLAIMED_UPLOAD_MS) });
    if (removed > 0) this.logger.info({ count: removed }, 'unclaimed uploads removed');
    return removed;
  }

  private async remove(which: { id: string } | { before: Date }): Promise<number> {
    const removed = await deleteUploads(this.dataSource, which);
    for (const row of removed) {
      await this.objects.removeQuietly(this.objects.proofBucket, row.incoming_key);
      if (row.image_bucket) await this.objects.removeQuietly(row.image_bucket, row.image_key);
    }
    return removed.length;
  }

  private async row(uploadId: string): Promise<UploadRow> {
    const row = await uploadById(this.dataSource, uploadId);
    if (!row) throw rpcFailure('bad_request', UPLOAD_EXPIRED);
    return row;
  }
}

/** What a prepared upload holds, if it was prepared; refused when it was prepared as another kind. */
function preparedImage(row: UploadRow, rules: KindRules, objects: ObjectStore): PreparedImage | null {
  if (!row.image_key) return null;
  // Kinds may share a bucket (proofs and a couple's photos): the key's prefix tells them apart.
  if (row.image_bucket !== rules.bucket(objects) || !row.image_key.startsWith(rules.prefix))
    throw rpcFailure('bad_request', UPLOAD_EXPIRED);
  return { uploadId: row.id, contentType: row.content_type!, size: Number(row.size) };
}
