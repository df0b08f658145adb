import { ClientProxy, ClientProxyFactory } from '@nestjs/microservices';
import { RPC_QUEUES } from '@undangan/contracts';
import { Logger, rpcClientOptions, runService, RunningService } from '@undangan/platform';
import { createTestDatabase, createTestVhost } from '@undangan/platform/testing';
import { createProofStorageProgram } from '../src/proof-storage.program';
import { startTestObjectStore, TestObjectStore } from './s3-for-tests';

/**
 * The proof-storage service on a throwaway vhost and database with an s3rver of its own, and an
 * RPC client to it standing in for its callers.
 */
export interface ProofStorageForTests {
  vhostUrl: string;
  databaseUrl: string;
  s3: TestObjectStore;
  service: RunningService;
  client: ClientProxy;
  close(): Promise<void>;
}

export async function startProofStorage(prefix: string, logger: Logger): Promise<ProofStorageForTests> {
  const [vhost, db, s3] = await Promise.all([
    createTestVhost(prefix),
    createTestDatabase(`${prefix}_proofs`),
    startTestObjectStore(),
  ]);
  let service: RunningService | undefined;
  let client: ClientProxy | undefined;
  const close = async () => {
    await client?.close();
    await service?.close();
    await Promise.all([db.drop(), vhost.drop(), s3.close()]);
  };
  try {
    service = await runService(createProofStorageProgram(s3.config), {
      databaseUrl: db.url,
      amqpUrl: vhost.url,
      httpPort: 0,
      handleSignals: false,
      logger,
    });
    client = ClientProxyFactory.create(rpcClientOptions(vhost.url, RPC_QUEUES.proofStorage));
    return { vhostUrl: vhost.url, databaseUrl: db.url, s3, service, client, close };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}
