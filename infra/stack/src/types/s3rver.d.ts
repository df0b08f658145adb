// s3rver ships no types; these cover what the stack uses.
declare module 's3rver' {
  import type { Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  /** The part of Koa's context the stand-in's own middleware uses. */
  interface S3rverContext {
    headers: import('node:http').IncomingHttpHeaders;
    query: Record<string, unknown>;
    status: number;
    type: string;
    body: unknown;
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's middleware chain (s3rver is a Koa app); composed when the server starts. */
    middleware: ((ctx: S3rverContext, next: () => Promise<void>) => Promise<void>)[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    httpServer?: Server;
  }

  export = S3rver;
}

declare module 's3rver/lib/models/account' {
  interface AWSAccount {
    createKeyPair(accessKeyId: string, secretAccessKey: string): void;
  }
  const accounts: { DUMMY_ACCOUNT: AWSAccount };
  export = accounts;
}
