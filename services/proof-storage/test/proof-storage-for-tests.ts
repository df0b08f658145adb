import { ClientProxy, ClientProxyFactory, RmqRecordBuilder } from '@nestjs/microservices';
import { PROOF_STORAGE, RPC_QUEUES, ServiceError, StartedUpload } from '@undangan/contracts';
import { Logger, REQUEST_ID_HEADER, rpcClientOptions, runService, RunningService } from '@undangan/platform';
import { firstValueFrom, timeout } from 'rxjs';
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

/** The service's callers, as the tests play them: a call, a call expected to fail, an upload. */
export interface ProofStorageCalls {
  call<T>(pattern: string, payload: unknown, requestId?: string): Promise<T>;
  /** The failure of a call that must fail. */
  failure(pattern: string, payload: unknown): Promise<ServiceError>;
  /** The gateway's part of an upload: a place asked for, the bytes written there; answers its id. */
  upload(bytes: Buffer): Promise<string>;
}

export function callsTo(client: ClientProxy): ProofStorageCalls {
  const call = <T>(pattern: string, payload: unknown, requestId?: string): Promise<T> =>
    firstValueFrom(
      client
        .send<T>(
          pattern,
          new RmqRecordBuilder(payload)
            .setOptions({ headers: requestId ? { [REQUEST_ID_HEADER]: requestId } : {} })
            .build(),
        )
        .pipe(timeout(15_000)),
    );
  const failure = (pattern: string, payload: unknown): Promise<ServiceError> =>
    call(pattern, payload).then(
      () => {
        throw new Error(`${pattern} was expected to fail`);
      },
      (err: ServiceError) => err,
    );
  const upload = async (bytes: Buffer): Promise<string> => {
    const { uploadId, url } = await call<StartedUpload>(PROOF_STORAGE.startUpload.pattern, {});
    const put = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes) });
    if (put.status !== 200) throw new Error(`the object store answered ${put.status} to an upload`);
    return uploadId;
  };
  return { call, failure, upload };
}
