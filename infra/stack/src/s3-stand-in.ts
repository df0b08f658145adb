import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import accounts from 's3rver/lib/models/account';

export interface S3StandInOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  directory: string;
  accessKey: string;
  secretKey: string;
  buckets: string[];
}

export interface S3StandIn {
  host: string;
  port: number;
  endpoint: string;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) where no MinIO runs, with the buckets MinIO would have.
 * s3rver does not check signatures, so it accepts the configured keys once they are registered.
 */
export async function startS3StandIn(options: S3StandInOptions): Promise<S3StandIn> {
  mkdirSync(options.directory, { recursive: true });
  accounts.DUMMY_ACCOUNT.createKeyPair(options.accessKey, options.secretKey);
  const server = new S3rver({
    address: options.host,
    port: options.port,
    directory: options.directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: options.buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  return {
    host: options.host,
    port,
    endpoint: `http://${options.host}:${port}`,
    close: async () => {
      server.httpServer?.closeAllConnections();
      await server.close();
    },
  };
}
