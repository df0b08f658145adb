import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'minio';
import { startS3StandIn } from '../../../infra/stack/src/s3-stand-in';
import type { ObjectStoreConfig } from '../src/object-store/object-store.config';

export interface TestObjectStore {
  config: ObjectStoreConfig;
  /** A client of its own, to look at what the service left in the buckets. */
  client: Client;
  keys(bucket: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * s3rver on a free port in a temporary directory, with buckets that do not exist yet (the service
 * creates them). It does not check signatures, so these tests never test credentials.
 */
export async function startTestObjectStore(): Promise<TestObjectStore> {
  const directory = mkdtempSync(join(tmpdir(), 'proof-storage-s3-'));
  const config: ObjectStoreConfig = {
    endpoint: '',
    accessKey: 'test-access-key',
    secretKey: 'test-secret-key',
    region: 'us-east-1',
    proofBucket: 'test-payment-proofs',
    designBucket: 'test-design-images',
  };
  const server = await startS3StandIn({
    host: '127.0.0.1',
    port: 0,
    directory,
    accessKey: config.accessKey,
    secretKey: config.secretKey,
    buckets: [],
  });
  config.endpoint = server.endpoint;
  const looker = lookInto(config);
  return {
    ...looker,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A client of the tests' own on a store a service uses (the test stack's s3rver), to list what it holds. */
export function lookInto(config: ObjectStoreConfig): Omit<TestObjectStore, 'close'> {
  const endpoint = new URL(config.endpoint);
  const client = new Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: endpoint.protocol === 'https:',
    accessKey: config.accessKey,
    secretKey: config.secretKey,
    region: config.region,
    pathStyle: true,
  });
  const keys = async (bucket: string) => {
    const found: string[] = [];
    for await (const item of client.listObjectsV2(bucket, '', true))
      found.push((item as { name: string }).name);
    return found.sort();
  };
  return { config, client, keys };
}
