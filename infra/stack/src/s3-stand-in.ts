import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
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
  /** The NODE_ENV of the programs it serves; with "production" the stand-in refuses to start. */
  nodeEnv?: string;
}

export interface S3StandIn {
  host: string;
  port: number;
  endpoint: string;
  close(): Promise<void>;
}

/** The addresses the stand-in may listen on: it is for one machine, never for a network. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * Why the stand-in may not start with these options, in one line, or undefined when it may. It is
 * refused in production (it checks no signatures) and anywhere but on loopback.
 */
export function s3StandInRefusal(options: Pick<S3StandInOptions, 'host' | 'nodeEnv'>): string | undefined {
  if (options.nodeEnv === 'production') {
    return 'NODE_ENV=production: the s3rver stand-in checks no signatures and is for development only; point S3_ENDPOINT at the MinIO/S3 server of this environment';
  }
  if (!LOOPBACK_HOSTS.has(options.host)) {
    return `S3_ENDPOINT names ${options.host}: the s3rver stand-in only listens on 127.0.0.1; point S3_ENDPOINT at 127.0.0.1 or at a real MinIO/S3 server`;
  }
  return undefined;
}

/** The access key id a request is signed with (header or query, signature V2 or V4), if any. */
export function accessKeyOf(
  headers: IncomingHttpHeaders,
  query: Record<string, unknown>,
): string | undefined {
  const authorization = headers.authorization;
  if (typeof authorization === 'string') {
    const v4 = /Credential=([^/,\s]+)\//.exec(authorization);
    if (v4) return v4[1];
    const v2 = /^AWS ([^:\s]+):/.exec(authorization);
    if (v2) return v2[1];
    return undefined;
  }
  const credential = query['X-Amz-Credential'];
  if (typeof credential === 'string') return credential.split('/')[0];
  const v2Key = query.AWSAccessKeyId;
  return typeof v2Key === 'string' ? v2Key : undefined;
}

const ACCESS_DENIED =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';

/**
 * An S3-compatible server (s3rver) where no MinIO runs, with the buckets MinIO would have.
 *
 * Like MinIO's buckets here, nothing in it is public: a request that is not signed with the
 * configured access key is refused (403 AccessDenied) before s3rver sees it, so no one lists or
 * reads the payment proofs anonymously. s3rver does not verify V4 signatures, though: whoever can
 * reach it and knows the access key id gets in. Hence loopback only, and never in production.
 */
export async function startS3StandIn(options: S3StandInOptions): Promise<S3StandIn> {
  const refusal = s3StandInRefusal({ host: options.host, nodeEnv: options.nodeEnv ?? process.env.NODE_ENV });
  if (refusal) throw new Error(refusal);
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
  keepDirectories(server);
  // First in the chain (before s3rver's router): only requests signed with the configured key pass.
  server.middleware.unshift(async (ctx, next) => {
    if (accessKeyOf(ctx.headers, ctx.query) === options.accessKey) return next();
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body = ACCESS_DENIED;
  });
  const { port } = await server.run();
  return {
    host: options.host,
    port,
    endpoint: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    close: async () => {
      server.httpServer?.closeAllConnections();
      await server.close();
    },
  };
}

/** The part of s3rver's file store the stand-in changes. */
interface FileStore {
  deleteObject(bucket: string, key: string): Promise<void>;
  getResourcePath(bucket: string, key: string, resource: string): string;
}

/**
 * Deleting an object removes its files and nothing else. s3rver also removes a key's directories
 * once they are empty, which races a PUT of another key under the same prefix: the PUT has made the
 * directory and is about to open its file, the directory goes, and the file's write stream fails
 * with an error nobody listens to, ending the process that runs the stand-in. S3 has no
 * directories; empty ones are harmless here.
 */
function keepDirectories(server: S3rver): void {
  const store = (server as unknown as { store: FileStore }).store;
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      ['object', 'object.md5', 'metadata.json'].map((resource) =>
        rm(store.getResourcePath(bucket, key, resource), { force: true }),
      ),
    );
  };
}
