import { RPC_QUEUES } from '@undangan/contracts';
import { Logger, ServiceProgram } from '@undangan/platform';
import { DesignImagesService } from './designs/design-images.service';
import {
  DEFAULT_INVITATION_PHOTO_RETENTION_DAYS,
  InvitationPhotosService,
} from './invitation-photos/invitation-photos.service';
import { CreateProofStorageEventTables1763800000002 } from './migrations/1763800000002-create-event-tables';
import { CreatePaymentProofs1763800000003 } from './migrations/1763800000003-create-payment-proofs';
import { CreateStagedUploads1763800000005 } from './migrations/1763800000005-create-staged-uploads';
import { CreateInvitationPhotos1763800000048 } from './migrations/1763800000048-create-invitation-photos';
import { ProofVersions1763800000056 } from './migrations/1763800000056-proof-versions';
import { CreateInvitationPhotoVariants1763800000073 } from './migrations/1763800000073-create-invitation-photo-variants';
import { PagePhotosService } from './invitation-photos/page-photos.service';
import type { ObjectStoreConfig } from './object-store/object-store.config';
import { ObjectStore } from './object-store/object-store';
import { ProofStorageModule } from './proof-storage.module';
import { PaymentProofEntity } from './proofs/payment-proof.entity';
import { PaymentProofsService } from './proofs/payment-proofs.service';
import { StagedUploads } from './uploads/staged-uploads';

export const proofStorageEntities = [PaymentProofEntity];
export const proofStorageMigrations = [
  CreateProofStorageEventTables1763800000002,
  CreatePaymentProofs1763800000003,
  CreateStagedUploads1763800000005,
  CreateInvitationPhotos1763800000048,
  ProofVersions1763800000056,
  CreateInvitationPhotoVariants1763800000073,
];

/**
 * How often each replica sweeps the uploads nobody claimed, the images of proofs nobody reviewed
 * and the invitation photos past their retention (each row is taken by one replica).
 */
const SWEEP_EVERY_MS = 10 * 60_000;

interface ProofStorageState {
  store: ObjectStore;
  uploads: StagedUploads;
  proofs: PaymentProofsService;
  invitationPhotos: InvitationPhotosService;
  sweep: NodeJS.Timeout;
}

/** The object store may still be starting beside this service (compose, the native runner). */
const OBJECT_STORE_WAIT_MS = 30_000;

async function connectObjectStore(config: ObjectStoreConfig, logger: Logger): Promise<ObjectStore> {
  const store = new ObjectStore(config, logger);
  const deadline = Date.now() + OBJECT_STORE_WAIT_MS;
  for (;;) {
    try {
      await store.ensureBuckets();
      return store;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      logger.warn({ err, endpoint: config.endpoint }, 'object store not ready yet; retrying');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** What the program keeps how long, from its configuration (main.ts); tests take the defaults. */
export interface ProofStorageSettings {
  invitationPhotoRetentionDays?: number;
}

/** The service with its object store configuration (main.ts: the program's; tests: their own s3rver's). */
export function createProofStorageProgram(
  objectStore: ObjectStoreConfig,
  { invitationPhotoRetentionDays = DEFAULT_INVITATION_PHOTO_RETENTION_DAYS }: ProofStorageSettings = {},
): ServiceProgram<ProofStorageState> {
  return {
    name: 'proof-storage',
    queue: RPC_QUEUES.proofStorage,
    defaultDatabase: 'proofs',
    entities: proofStorageEntities,
    migrations: proofStorageMigrations,
    prepare: async ({ dataSource, logger, relay }) => {
      const store = await connectObjectStore(objectStore, logger);
      const uploads = new StagedUploads(dataSource, store, logger);
      const proofs = new PaymentProofsService(dataSource, store, uploads, logger, relay);
      const invitationPhotos = new InvitationPhotosService(
        dataSource,
        store,
        uploads,
        logger,
        invitationPhotoRetentionDays,
      );
      const sweep = setInterval(() => {
        uploads.sweep().catch((err: unknown) => logger.warn({ err }, 'sweeping unclaimed uploads failed'));
        proofs
          .removeUnreviewedImages()
          .catch((err: unknown) => logger.warn({ err }, 'removing images of unreviewed proofs failed'));
        invitationPhotos
          .removeExpired()
          .catch((err: unknown) => logger.warn({ err }, 'removing invitation photos past retention failed'));
      }, SWEEP_EVERY_MS);
      sweep.unref();
      return { store, uploads, proofs, invitationPhotos, sweep };
    },
    module: ({ dataSource, logger }, { store, uploads, proofs, invitationPhotos }) =>
      ProofStorageModule.register(
        proofs,
        new DesignImagesService(dataSource, store, uploads),
        uploads,
        invitationPhotos,
        new PagePhotosService(dataSource, store, logger),
      ),
    checks: (_ctx, { store }) => ({ objectStore: () => store.isReachable() }),
    onShutdown: async (_ctx, { sweep }) => clearInterval(sweep),
  };
}
