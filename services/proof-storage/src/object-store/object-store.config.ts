import { envVar } from '@undangan/platform';

/** Where the objects live: MinIO in compose, s3rver natively and in tests (the service never knows which). */
export interface ObjectStoreConfig {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  region: string;
  proofBucket: string;
  designBucket: string;
}

/** The object store's variables, for the program's schema. */
export const objectStoreVariables = {
  S3_ENDPOINT: envVar.url('http://127.0.0.1:9000', ['http', 'https']),
  S3_ACCESS_KEY: envVar.text('minioadmin'),
  S3_SECRET_KEY: envVar.text('minioadmin'),
  S3_REGION: envVar.text('us-east-1'),
  S3_PROOF_BUCKET: envVar.text('payment-proofs'),
  S3_DESIGN_BUCKET: envVar.text('design-images'),
};

export function objectStoreConfigOf(values: {
  S3_ENDPOINT: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  S3_REGION: string;
  S3_PROOF_BUCKET: string;
  S3_DESIGN_BUCKET: string;
}): ObjectStoreConfig {
  return {
    endpoint: values.S3_ENDPOINT,
    accessKey: values.S3_ACCESS_KEY,
    secretKey: values.S3_SECRET_KEY,
    region: values.S3_REGION,
    proofBucket: values.S3_PROOF_BUCKET,
    designBucket: values.S3_DESIGN_BUCKET,
  };
}
