import { RPC_QUEUES } from '@undangan/contracts';
import { Logger, ServiceProgram } from '@undangan/platform';
import { DesignImagesService } from './designs/design-images.service';
import { CreateProofStorageEventTables1763800000002 } from './migrations/1763800000002-create-event-tables';
import { CreatePaymentProofs1763800000003 } from './migrations/1763800000003-create-payment-proofs';
import { loadObjectStoreConfig, ObjectStoreConfig } from './object-store/object-store.config';
import { ObjectStore } from './object-store/object-store';
import { ProofStorageModule } from './proof-storage.module';
import { PaymentProofEntity } from './proofs/payment-proof.entity';
import { PaymentProofsService } from './proofs/payment-proofs.service';

export const proofStorageEntities = [PaymentProofEntity];
export const proofStorageMigrations = [
  CreateProofStorageEventTables1763800000002,
  CreatePaymentProofs1763800000003,
];

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

/** The service with its object store configuration (tests pass their own s3rver's). */
export function createProofStorageProgram(
  loadConfig: () => ObjectStoreConfig = loadObjectStoreConfig,
): ServiceProgram<ObjectStore> {
  return {
    name: 'proof-storage',
    queue: RPC_QUEUES.proofStorage,
    defaultDatabase: 'proofs',
    entities: proofStorageEntities,
    migrations: proofStorageMigrations,
    prepare: ({ logger }) => connectObjectStore(loadConfig(), logger),
    module: ({ dataSource, logger, relay }, store) =>
      ProofStorageModule.register(
        new PaymentProofsService(dataSource, store, logger, relay),
        new DesignImagesService(store),
      ),
    checks: (_ctx, store) => ({ objectStore: () => store.isReachable() }),
  };
}

export const proofStorageProgram = createProofStorageProgram();
