import { Client } from 'minio';
import { MESSAGES } from '@undangan/contracts';
import { Logger, rpcFailure } from '@undangan/platform';
import type { Readable } from 'node:stream';
import type { ObjectStoreConfig } from './object-store.config';

/** A stored object: its bytes and the content type it was stored with. */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/** No object store call may hang an RPC handler past the gateway's own timeout. */
const CALL_TIMEOUT_MS = 10_000;

const NOT_FOUND_CODES = new Set(['NoSuchKey', 'NotFound', 'NoSuchBucket']);

/**
 * The S3 API (MinIO or s3rver) behind the few operations the service needs. A store that cannot be
 * reached is an `unavailable` failure, never an unexplained 500.
 */
export class ObjectStore {
  readonly proofBucket: string;
  readonly designBucket: string;
  private readonly client: Client;
  private readonly region: string;

  constructor(
    config: ObjectStoreConfig,
    private readonly logger: Logger,
  ) {
    const url = new URL(config.endpoint);
    const useSSL = url.protocol === 'https:';
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: config.accessKey,
      secretKey: config.secretKey,
      region: config.region,
      pathStyle: true,
    });
    this.region = config.region;
    this.proofBucket = config.proofBucket;
    this.designBucket = config.designBucket;
  }

  /**
   * Creates the buckets that are missing. Both are private, with no anonymous policy anywhere
   * (compose's minio-init removes any): payment proofs reach the admin app through the gateway with
   * a token, design images reach browsers through the gateway at /design-images/<key> (and an
   * invitation page's sized photos at /foto-undangan/<key>). No browser
   * ever talks to the object store, so it needs no public address; the one signed address is for
   * writing one upload, and only the gateway holds it (uploadUrl).
   */
  async ensureBuckets(): Promise<void> {
    for (const bucket of [this.proofBucket, this.designBucket]) {
      if (await this.bounded(this.client.bucketExists(bucket))) continue;
      try {
        await this.bounded(this.client.makeBucket(bucket, this.region));
        this.logger.info({ bucket }, 'bucket created');
      } catch (err) {
        // Another replica created it in the meantime.
        const code = (err as { code?: string }).code;
        if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw err;
      }
    }
  }

  async isReachable(): Promise<boolean> {
    return this.bounded(this.client.bucketExists(this.proofBucket));
  }

  async put(bucket: string, key: string, bytes: Buffer, contentType: string): Promise<void> {
    try {
      await this.bounded(
        this.client.putObject(bucket, key, bytes, bytes.length, { 'Content-Type': contentType }),
      );
    } catch (err) {
      throw this.unavailable(err, 'object store put failed', { bucket, key });
    }
  }

  /**
   * An address that lets its holder write one object, once, for `seconds`: the gateway streams an
   * upload there, so the bytes never cross RabbitMQ. It never leaves the shop's own network.
   */
  async uploadUrl(bucket: string, key: string, seconds: number): Promise<string> {
    try {
      return await this.bounded(this.client.presignedPutObject(bucket, key, seconds));
    } catch (err) {
      throw this.unavailable(err, 'object store signing failed', { bucket, key });
    }
  }

  /** The object's size in bytes, or undefined when there is none under that key. */
  async size(bucket: string, key: string): Promise<number | undefined> {
    try {
      return (await this.bounded(this.client.statObject(bucket, key))).size;
    } catch (err) {
      if (NOT_FOUND_CODES.has(String((err as { code?: string }).code))) return undefined;
      throw this.unavailable(err, 'object store stat failed', { bucket, key });
    }
  }

  /** The object, or undefined when there is none under that key. */
  async get(bucket: string, key: string): Promise<StoredObject | undefined> {
    try {
      const stat = await this.bounded(this.client.statObject(bucket, key));
      const stream = await this.bounded(this.client.getObject(bucket, key));
      const bytes = await this.bounded(readAll(stream));
      const contentType = String(stat.metaData?.['content-type'] ?? 'application/octet-stream');
      return { bytes, contentType };
    } catch (err) {
      if (NOT_FOUND_CODES.has(String((err as { code?: string }).code))) return undefined;
      throw this.unavailable(err, 'object store get failed', { bucket, key });
    }
  }

  async remove(bucket: string, key: string): Promise<void> {
    try {
      await this.bounded(this.client.removeObject(bucket, key));
    } catch (err) {
      if (NOT_FOUND_CODES.has(String((err as { code?: string }).code))) return;
      throw this.unavailable(err, 'object store remove failed', { bucket, key });
    }
  }

  /**
   * Removes an object whose record is already gone or points elsewhere. The database change has
   * committed, so a failure here only leaves an unreferenced object behind: logged, not thrown.
   */
  async removeQuietly(bucket: string, key: string | null | undefined): Promise<void> {
    if (!key) return;
    await this.remove(bucket, key).catch((err: unknown) =>
      this.logger.warn({ err, bucket, key }, 'could not remove an unreferenced object'),
    );
  }

  private unavailable(err: unknown, what: string, context: Record<string, string>) {
    this.logger.error({ err, ...context }, what);
    return rpcFailure('unavailable', MESSAGES.serviceUnavailable);
  }

  private bounded<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`object store call took over ${CALL_TIMEOUT_MS} ms`)),
        CALL_TIMEOUT_MS,
      );
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
