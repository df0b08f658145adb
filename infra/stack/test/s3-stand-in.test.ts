import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'minio';
import { accessKeyOf, S3StandIn, s3StandInRefusal, startS3StandIn } from '../src/s3-stand-in';
import { isLoopbackAddress, listeningAddresses } from './listening';

const ACCESS_KEY = 'stand-in-access';
const SECRET_KEY = 'stand-in-secret-key';
const PROOFS = 'payment-proofs';

function client(accessKey = ACCESS_KEY, secretKey = SECRET_KEY, port: number): Client {
  return new Client({
    endPoint: '127.0.0.1',
    port,
    useSSL: false,
    accessKey,
    secretKey,
    region: 'us-east-1',
    pathStyle: true,
  });
}

async function names(store: Client, bucket: string): Promise<string[]> {
  const found: string[] = [];
  for await (const item of store.listObjectsV2(bucket, '', true)) found.push((item as { name: string }).name);
  return found;
}

describe('the s3rver stand-in', () => {
  let directory: string;
  let s3: S3StandIn;

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'stand-in-'));
    s3 = await startS3StandIn({
      host: '127.0.0.1',
      port: 0,
      directory,
      accessKey: ACCESS_KEY,
      secretKey: SECRET_KEY,
      buckets: [PROOFS, 'design-images'],
    });
    await client(ACCESS_KEY, SECRET_KEY, s3.port).putObject(PROOFS, 'proofs/a.png', Buffer.from('proof'), 5, {
      'Content-Type': 'image/png',
    });
  });
  afterAll(async () => {
    await s3.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('serves requests signed with the configured key', async () => {
    const store = client(ACCESS_KEY, SECRET_KEY, s3.port);
    expect(await names(store, PROOFS)).toEqual(['proofs/a.png']);
  });

  it.each([
    ['lists the buckets', '/'],
    ['lists the proof bucket', `/${PROOFS}`],
    ['lists the proof bucket (V2)', `/${PROOFS}?list-type=2`],
    ['reads a proof', `/${PROOFS}/proofs/a.png`],
    ['reads a proof with a query string', `/${PROOFS}/proofs/a.png?response-content-type=text/html`],
  ])('refuses an anonymous request that %s (403)', async (_what, requestPath) => {
    const res = await fetch(`${s3.endpoint}${requestPath}`);
    const body = await res.text();
    expect(res.status).toBe(403);
    expect(body).toContain('<Code>AccessDenied</Code>');
    expect(body).not.toContain('proof');
  });

  it("keeps a prefix's directory when its last object goes, so a PUT under it never loses it midway", async () => {
    const store = client(ACCESS_KEY, SECRET_KEY, s3.port);
    await store.putObject(PROOFS, 'incoming/only', Buffer.from('x'));
    await store.removeObject(PROOFS, 'incoming/only');
    expect(existsSync(path.join(directory, PROOFS, 'incoming'))).toBe(true);
    expect(await names(store, PROOFS)).toEqual(['proofs/a.png']);
    await store.putObject(PROOFS, 'incoming/next', Buffer.from('y'));
    await store.removeObject(PROOFS, 'incoming/next');
  });

  it('refuses anonymous writes and deletes', async () => {
    const put = await fetch(`${s3.endpoint}/${PROOFS}/proofs/b.png`, { method: 'PUT', body: 'x' });
    expect(put.status).toBe(403);
    const remove = await fetch(`${s3.endpoint}/${PROOFS}/proofs/a.png`, { method: 'DELETE' });
    expect(remove.status).toBe(403);
    expect(await names(client(ACCESS_KEY, SECRET_KEY, s3.port), PROOFS)).toEqual(['proofs/a.png']);
  });

  it("refuses s3rver's own default key and any other key", async () => {
    for (const [key, secret] of [
      ['S3RVER', 'S3RVER'],
      ['minioadmin', 'minioadmin'],
    ]) {
      await expect(names(client(key, secret, s3.port), PROOFS)).rejects.toMatchObject({
        code: 'AccessDenied',
      });
    }
  });

  it('listens on 127.0.0.1 only', async () => {
    const addresses = listeningAddresses(s3.port);
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.filter((address) => !isLoopbackAddress(address))).toEqual([]);
  });
});

describe('where the s3rver stand-in may start', () => {
  it('refuses NODE_ENV=production and every address but loopback', async () => {
    expect(s3StandInRefusal({ host: '127.0.0.1', nodeEnv: 'development' })).toBeUndefined();
    expect(s3StandInRefusal({ host: '127.0.0.1', nodeEnv: 'production' })).toMatch(/^NODE_ENV=production: /);
    expect(s3StandInRefusal({ host: '0.0.0.0', nodeEnv: 'development' })).toMatch(
      /only listens on 127\.0\.0\.1/,
    );
    expect(s3StandInRefusal({ host: 'minio', nodeEnv: 'test' })).toMatch(/only listens on 127\.0\.0\.1/);
    const options = {
      port: 0,
      directory: path.join(tmpdir(), 'never-made'),
      accessKey: 'a',
      secretKey: 'b',
      buckets: [],
    };
    await expect(startS3StandIn({ ...options, host: '127.0.0.1', nodeEnv: 'production' })).rejects.toThrow(
      /NODE_ENV=production/,
    );
    await expect(startS3StandIn({ ...options, host: '0.0.0.0' })).rejects.toThrow(/127\.0\.0\.1/);
  });

  it('reads the access key of every way to sign', () => {
    expect(
      accessKeyOf(
        {
          authorization:
            'AWS4-HMAC-SHA256 Credential=KEY1/20260101/us-east-1/s3/aws4_request, SignedHeaders=host, Signature=ab',
        },
        {},
      ),
    ).toBe('KEY1');
    expect(accessKeyOf({ authorization: 'AWS KEY2:c2ln' }, {})).toBe('KEY2');
    expect(accessKeyOf({}, { 'X-Amz-Credential': 'KEY3/20260101/us-east-1/s3/aws4_request' })).toBe('KEY3');
    expect(accessKeyOf({}, { AWSAccessKeyId: 'KEY4' })).toBe('KEY4');
    expect(accessKeyOf({}, {})).toBeUndefined();
    expect(accessKeyOf({ authorization: 'Bearer x' }, {})).toBeUndefined();
  });
});
