import { env } from '@undangan/platform';

/** Where the objects live: MinIO in compose, s3rver natively and in tests (the service never knows which). */
export interface ObjectStoreConfig {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  region: string;
  proofBucket: string;
  designBucket: string;
}

export function loadObjectStoreConfig(): ObjectStoreConfig {
  return {
    endpoint: env('S3_ENDPOINT', 'http://127.0.0.1:9000'),
    accessKey: env('S3_ACCESS_KEY', 'minioadmin'),
    secretKey: env('S3_SECRET_KEY', 'minioadmin'),
    region: env('S3_REGION', 'us-east-1'),
    proofBucket: env('S3_PROOF_BUCKET', 'payment-proofs'),
    designBucket: env('S3_DESIGN_BUCKET', 'design-images'),
  };
}
