import {
  EVENT_TYPES,
  MESSAGES,
  ProofStatus,
  ProofStatusChangedData,
  ProofView,
  StoredImage,
  StoreProofRequest,
  UpdateProofRequest,
  uploadIdSchema,
} from '@undangan/contracts';
import { enqueueEvent, Logger, OutboxRelay, rpcFailure } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { ObjectStore } from '../object-store/object-store';
import { ClaimedImage, StagedUploads } from '../uploads/staged-uploads';
import { PaymentProofEntity } from './payment-proof.entity';
import {
  deleteProof,
  forgetUnreviewedImages,
  insertPendingProof,
  nextProofVersion,
} from './payment-proof.queries';
import { toProofView } from './payment-proof.view';

/** How long the image of a proof nobody reviews is kept (docs/SECURITY.md, "Retention"). */
export const UNREVIEWED_PROOF_DAYS = 90;

const ALREADY_PROCESSED = 'Bukti pembayaran untuk Order ID ini sudah diproses dan tidak dapat diubah.';

const CHANGED_MEANWHILE = 'Data sedang diubah. Silakan coba lagi.';

/** What a committed change leaves to do: announce it and drop the object it replaced. */
interface Committed {
  view: ProofView;
  announced: boolean;
  replacedKey: string | null;
}

/**
 * Payment proofs: the record in PostgreSQL, the image in the private proof bucket. A new image is
 * an upload prepared before the transaction and claimed inside it (StagedUploads: one the change
 * does not keep is swept), and a replaced image is removed only after the commit, so the record
 * never points at nothing.
 * Every status change, the first one included, and every decision an admin saves (the same one
 * again too) is announced through the outbox in the same transaction, with the proof's version:
 * each save of a decision and each new picture gives the proof the next one, under its row lock, so
 * ordering applies decisions in the order they were made and a decision saved again repairs a
 * payment that disagrees with it.
 */
export class PaymentProofsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly objects: ObjectStore,
    private readonly uploads: StagedUploads,
    private readonly logger: Logger,
    private readonly relay?: OutboxRelay,
  ) {}

  /** The customer's manual confirmation: creates the proof, or refreshes one still pending. */
  async store(request: StoreProofRequest, requestId?: string): Promise<ProofView> {
    // Cheap early refusal; the locked re-check in the transaction settles any race.
    const refuseDecided = async () => {
      const current = await this.dataSource
        .getRepository(PaymentProofEntity)
        .findOneBy({ orderId: request.orderId });
      if (current && current.status !== 'pending') throw rpcFailure('conflict', ALREADY_PROCESSED);
    };

    return this.withUpload(request.uploadId, refuseDecided, (claimUpload) =>
      this.dataSource.transaction(async (manager): Promise<Committed> => {
        const upload = await claimUpload(manager);
        const now = new Date();
        const inserted = await insertPendingProof(manager, {
          orderId: request.orderId,
          customerName: request.customerName,
          customerPhone: request.customerPhone,
          customerEmail: request.customerEmail,
          objectKey: upload?.key ?? null,
          contentType: upload?.contentType ?? null,
          size: upload?.size ?? null,
          at: now,
        });
        if (inserted) {
          const created = (await this.locked(manager, request.orderId))!;
          await this.announce(manager, created, null, now, requestId, {
            customer: { name: request.customerName, email: request.customerEmail },
          });
          return { view: toProofView(created), announced: true, replacedKey: null };
        }
        const proof = await this.locked(manager, request.orderId);
        // Gone again between the insert and the lock (deleted by an admin): let the customer retry.
        if (!proof) throw rpcFailure('conflict', CHANGED_MEANWHILE);
        if (proof.status !== 'pending') throw rpcFailure('conflict', ALREADY_PROCESSED);
        const replacedKey = upload ? proof.objectKey : null;
        Object.assign(proof, {
          customerName: request.customerName,
          customerPhone: request.customerPhone,
          customerEmail: request.customerEmail,
          updatedAt: now,
          ...(upload ? this.fileColumns(upload) : {}),
        });
        const saved = await this.save(manager, proof);
        return { view: toProofView(saved), announced: false, replacedKey };
      }),
    );
  }

  /** The admin form: customer fields, any of the four statuses, optionally a new image. */
  async update(request: UpdateProofRequest, requestId?: string): Promise<ProofView> {
    // Cheap early refusal, before an image is made for nothing; the locked read settles any race.
    const refuseMissing = async () => {
      if (!(await this.dataSource.getRepository(PaymentProofEntity).existsBy({ orderId: request.orderId })))
        throw rpcFailure('not_found', MESSAGES.notFound);
    };
    return this.withUpload(request.uploadId, refuseMissing, (claimUpload) =>
      this.dataSource.transaction(async (manager): Promise<Committed> => {
        const upload = await claimUpload(manager);
        const proof = await this.locked(manager, request.orderId);
        if (!proof) throw rpcFailure('not_found', MESSAGES.notFound);
        const now = new Date();
        const previousStatus = proof.status;
        const replacedKey = upload ? proof.objectKey : null;
        Object.assign(proof, {
          customerName: request.customerName,
          customerPhone: request.customerPhone,
          customerEmail: request.customerEmail,
          status: request.status,
          updatedAt: now,
          ...(upload ? this.fileColumns(upload) : {}),
        });
        const saved = await this.save(manager, proof);
        // Announced even when the status stays: the same decision saved again is applied again.
        const by = typeof request.changedBy === 'string' ? request.changedBy.slice(0, 100) : null;
        await this.announce(manager, saved, previousStatus, now, requestId, {
          changedBy: by,
          reason: request.status === 'rejected' ? request.reason || null : null,
          customer: { name: request.customerName, email: request.customerEmail },
        });
        return { view: toProofView(saved), announced: true, replacedKey };
      }),
    );
  }

  /**
   * The couple's new picture (the tracking page, after ordering said they hold the order and its
   * payment takes one): replaces the picture of a proof still pending, or puts a rejected proof
   * back to pending with it, announced so the couple is told it arrived. An approved proof is
   * refused.
   */
  async replace(request: { orderId: string; uploadId: string }, requestId?: string): Promise<ProofView> {
    const { orderId } = request;
    const refuseDecided = async () => {
      const current = await this.dataSource.getRepository(PaymentProofEntity).findOneBy({ orderId });
      if (!current) throw rpcFailure('not_found', MESSAGES.notFound);
      if (current.status !== 'pending' && current.status !== 'rejected')
        throw rpcFailure('conflict', ALREADY_PROCESSED);
    };
    return this.withUpload(request.uploadId, refuseDecided, (claimUpload) =>
      this.dataSource.transaction(async (manager): Promise<Committed> => {
        const upload = await claimUpload(manager);
        const proof = await this.locked(manager, orderId);
        if (!proof) throw rpcFailure('not_found', MESSAGES.notFound);
        if (proof.status !== 'pending' && proof.status !== 'rejected')
          throw rpcFailure('conflict', ALREADY_PROCESSED);
        const now = new Date();
        const previousStatus = proof.status;
        const replacedKey = proof.objectKey;
        Object.assign(proof, {
          status: 'pending',
          updatedAt: now,
          ...(upload ? this.fileColumns(upload) : {}),
        });
        const saved = await this.save(manager, proof);
        const announced = previousStatus !== 'pending';
        if (announced)
          await this.announce(manager, saved, previousStatus, now, requestId, {
            customer: { name: proof.customerName, email: proof.customerEmail },
          });
        return { view: toProofView(saved), announced, replacedKey };
      }),
    );
  }

  async get(request: { orderId: string }): Promise<ProofView> {
    const { orderId } = request;
    const proof = await this.dataSource.getRepository(PaymentProofEntity).findOneBy({ orderId });
    if (!proof) throw rpcFailure('not_found', MESSAGES.notFound);
    return toProofView(proof);
  }

  async image(request: { orderId: string }): Promise<StoredImage> {
    const { orderId } = request;
    const proof = await this.dataSource.getRepository(PaymentProofEntity).findOneBy({ orderId });
    if (!proof?.objectKey) throw rpcFailure('not_found', MESSAGES.notFound);
    const stored = await this.objects.get(this.objects.proofBucket, proof.objectKey);
    if (!stored) {
      this.logger.error({ orderId, key: proof.objectKey }, 'a proof record points at a missing object');
      throw rpcFailure('not_found', MESSAGES.notFound);
    }
    return { contentType: proof.contentType ?? stored.contentType, base64: stored.bytes.toString('base64') };
  }

  async delete(request: { orderId: string }): Promise<{ deleted: true }> {
    const { orderId } = request;
    const removed = await this.dataSource.transaction((manager) => deleteProof(manager, orderId));
    if (!removed) throw rpcFailure('not_found', MESSAGES.notFound);
    await this.objects.removeQuietly(this.objects.proofBucket, removed.object_key);
    return { deleted: true };
  }

  /**
   * The retention rule for proofs nobody reviews: the image of a proof still pending
   * UNREVIEWED_PROOF_DAYS after its last change is removed (the record stays, without a file). A
   * decided proof keeps its image as the payment's evidence until an admin deletes the proof.
   * Replicas may run it at once: each row is taken by one (SKIP LOCKED). Answers how many.
   */
  async removeUnreviewedImages(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - UNREVIEWED_PROOF_DAYS * 24 * 60 * 60_000);
    const removed = await this.dataSource.transaction((manager) => forgetUnreviewedImages(manager, before));
    for (const { object_key } of removed)
      await this.objects.removeQuietly(this.objects.proofBucket, object_key);
    if (removed.length > 0)
      this.logger.info({ count: removed.length }, 'images of unreviewed proofs removed');
    return removed.length;
  }

  /**
   * Runs the early refusal, prepares the upload (if any), then the change, which claims it in its
   * transaction; whatever fails removes the upload again. After a commit, publishes and removes the
   * image the change replaced.
   */
  private async withUpload(
    uploadId: string | undefined,
    refuseEarly: () => Promise<void>,
    change: (claim: (manager: EntityManager) => Promise<ClaimedImage | undefined>) => Promise<Committed>,
  ): Promise<ProofView> {
    let committed: Committed;
    try {
      await refuseEarly();
      if (uploadId !== undefined) await this.uploads.prepare({ uploadId, kind: 'proof' });
      committed = await change(async (manager) =>
        uploadId === undefined ? undefined : this.uploads.claim(manager, uploadId, 'proof'),
      );
    } catch (err) {
      if (uploadId !== undefined && uploadIdSchema.safeParse(uploadId).success)
        await this.uploads.discard(uploadId);
      throw err;
    }
    if (committed.announced) this.relay?.kick();
    await this.objects.removeQuietly(this.objects.proofBucket, committed.replacedKey);
    return committed.view;
  }

  private fileColumns(upload: ClaimedImage): Partial<PaymentProofEntity> {
    return { objectKey: upload.key, contentType: upload.contentType, size: upload.size };
  }

  /** Saves a locked proof with its next version (nextProofVersion), which its copy then holds. */
  private async save(manager: EntityManager, proof: PaymentProofEntity): Promise<PaymentProofEntity> {
    const saved = await manager.getRepository(PaymentProofEntity).save(proof);
    saved.version = await nextProofVersion(manager, saved.orderId);
    return saved;
  }

  private locked(manager: EntityManager, orderId: string): Promise<PaymentProofEntity | null> {
    return manager
      .getRepository(PaymentProofEntity)
      .findOne({ where: { orderId }, lock: { mode: 'pessimistic_write' } });
  }

  /** proof.status-changed for the proof as it now is (its status and version). */
  private async announce(
    manager: EntityManager,
    proof: PaymentProofEntity,
    previousStatus: ProofStatus | null,
    at: Date,
    requestId: string | undefined,
    about: {
      customer: { name: string; email: string };
      changedBy?: string | null;
      reason?: string | null;
    },
  ): Promise<void> {
    const { customer, changedBy, reason } = about;
    await enqueueEvent<ProofStatusChangedData>(
      manager,
      EVENT_TYPES.proofStatusChanged,
      {
        orderId: proof.orderId,
        status: proof.status,
        previousStatus,
        version: proof.version,
        changedAt: at.toISOString(),
        ...(changedBy ? { changedBy } : {}),
        ...(reason ? { reason } : {}),
        customer,
      },
      requestId,
    );
  }
}
