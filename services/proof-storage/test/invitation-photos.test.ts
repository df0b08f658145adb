import { Client as PgClient } from 'pg';
import { DataSource } from 'typeorm';
import {
  INVITATION_LIMITS,
  INVITATION_MESSAGES,
  INVITATION_PHOTO_UPLOAD_MESSAGES,
  InvitationPhoto,
  PreparedImage,
  PROOF_MAX_BYTES,
  PROOF_STORAGE,
  ServiceError,
  StoredImage,
} from '@undangan/contracts';
import { createLogger } from '@undangan/platform';
import { waitFor } from '@undangan/platform/testing';
import { describeImage, encodedImage, jpegImage, pixelsOf, pngImage } from './image-fixtures';
import {
  callsTo,
  ProofStorageCalls,
  ProofStorageForTests,
  startProofStorage,
} from './proof-storage-for-tests';
import {
  DEFAULT_INVITATION_PHOTO_RETENTION_DAYS,
  InvitationPhotosService,
} from '../src/invitation-photos/invitation-photos.service';
import { ObjectStore } from '../src/object-store/object-store';
import { StagedUploads } from '../src/uploads/staged-uploads';

/**
 * A couple's photos for their invitation, over RabbitMQ, on a throwaway database and virtual host
 * with an s3rver of its own: at most INVITATION_LIMITS.photos per order however they arrive, each
 * order's photos its own, records and objects always in agreement.
 */
jest.setTimeout(60_000);

const logger = createLogger('test', 'silent');
let proofStorage: ProofStorageForTests;
let pg: PgClient;
let call: ProofStorageCalls['call'];
let failure: ProofStorageCalls['failure'];
let upload: ProofStorageCalls['upload'];

beforeAll(async () => {
  proofStorage = await startProofStorage('photos', logger);
  ({ call, failure, upload } = callsTo(proofStorage.client));
  pg = new PgClient({ connectionString: proofStorage.databaseUrl });
  await pg.connect();
});

afterAll(async () => {
  await pg?.end();
  await proofStorage?.close();
});

const keys = () => proofStorage.s3.keys(proofStorage.s3.config.proofBucket);
const stagedRows = async () => Number((await pg.query('SELECT count(*) AS n FROM staged_uploads')).rows[0].n);
const photoRows = async (orderId: string) =>
  Number(
    (await pg.query('SELECT count(*) AS n FROM invitation_photos WHERE order_id = $1', [orderId])).rows[0].n,
  );

/** As the gateway does it: the file staged and prepared as a photo, then kept for the order. */
const prepared = async (bytes: Buffer): Promise<string> => {
  const uploadId = await upload(bytes);
  await call<PreparedImage>(PROOF_STORAGE.prepareImage.pattern, { uploadId, kind: 'invitation-photo' });
  return uploadId;
};
const store = async (orderId: string, bytes: Buffer = pngImage(8, 6)) =>
  call<InvitationPhoto>(PROOF_STORAGE.storeInvitationPhoto.pattern, {
    orderId,
    uploadId: await prepared(bytes),
  });
const list = (orderId: string) =>
  call<InvitationPhoto[]>(PROOF_STORAGE.listInvitationPhotos.pattern, { orderId });
const image = (orderId: string, photoId: string) =>
  call<StoredImage>(PROOF_STORAGE.getInvitationPhoto.pattern, { orderId, photoId });

/** Same picture: the pixels, since the shop encodes every image again. */
const samePicture = async (a: Buffer, b: Buffer) =>
  expect(Buffer.compare(await pixelsOf(a), await pixelsOf(b))).toBe(0);

const photoNotFound = { status: 404, code: 'not_found', message: INVITATION_MESSAGES.photoNotFound };
const tooMany = { status: 409, code: 'conflict', message: INVITATION_MESSAGES.tooManyPhotos };

describe('invitation photos', () => {
  it('keeps a photo privately under a key of its own, lists it and serves its picture', async () => {
    const orderId = 'INV-20270101-FOTO01';
    const before = await keys();
    const photo = await encodedImage('jpeg', 320, 240, { gps: true });
    const kept = await store(orderId, photo);
    expect(kept).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      content_type: 'image/jpeg',
      size: expect.any(Number),
      created_at: expect.any(String),
    });
    const made = (await keys()).filter((key) => !before.includes(key));
    expect(made).toEqual([expect.stringMatching(/^invitation-photos\/[0-9a-f-]{36}\.jpg$/)]);
    expect(await list(orderId)).toEqual([kept]);

    const served = await image(orderId, kept.id);
    expect(served.contentType).toBe('image/jpeg');
    const bytes = Buffer.from(served.base64, 'base64');
    expect(bytes.length).toBe(kept.size);
    // Encoded again: the picture, without the phone's EXIF (its location).
    expect(await describeImage(bytes)).toEqual({
      format: 'jpeg',
      width: 320,
      height: 240,
      exif: false,
      comments: 0,
    });
    expect(await stagedRows()).toBe(0);
  });

  it('lists an order its own photos only, oldest first', async () => {
    const orderId = 'INV-20270101-URUT01';
    const pictures = [3, 4, 5].map((width) => pngImage(width, 3, { colour: [width, 0, 0] }));
    const stored: InvitationPhoto[] = [];
    for (const picture of pictures) stored.push(await store(orderId, picture));
    await store('INV-20270101-LAIN01');
    expect((await list(orderId)).map((p) => p.id)).toEqual(stored.map((p) => p.id));
    // Whatever the ids' order, the upload time decides.
    await pg.query(`UPDATE invitation_photos SET created_at = now() - interval '1 day' WHERE id = $1`, [
      stored[2].id,
    ]);
    expect((await list(orderId)).map((p) => p.id)).toEqual([stored[2].id, stored[0].id, stored[1].id]);
    expect(await list('INV-20270101-KOSONG')).toEqual([]);
    for (const [i, photo] of stored.entries())
      await samePicture(Buffer.from((await image(orderId, photo.id)).base64, 'base64'), pictures[i]);
  });

  it(`refuses photo ${INVITATION_LIMITS.photos + 1}, keeping nothing of it, until one is deleted`, async () => {
    const orderId = 'INV-20270101-PENUH1';
    const photos: InvitationPhoto[] = [];
    for (let i = 0; i < INVITATION_LIMITS.photos; i++) photos.push(await store(orderId, pngImage(4 + i, 4)));
    const keysFull = await keys();
    const uploadId = await prepared(pngImage(20, 20));
    expect(await failure(PROOF_STORAGE.storeInvitationPhoto.pattern, { orderId, uploadId })).toEqual(tooMany);
    // Refused before anything is made, too.
    expect(
      await failure(PROOF_STORAGE.storeInvitationPhoto.pattern, {
        orderId,
        uploadId: await upload(pngImage(21, 21)),
      }),
    ).toEqual(tooMany);
    expect(await keys()).toEqual(keysFull.filter((key) => !key.startsWith('incoming/')));
    expect(await stagedRows()).toBe(0);
    expect(await photoRows(orderId)).toBe(INVITATION_LIMITS.photos);

    await call(PROOF_STORAGE.deleteInvitationPhoto.pattern, { orderId, photoId: photos[0].id });
    await store(orderId);
    expect(await photoRows(orderId)).toBe(INVITATION_LIMITS.photos);
  });

  it('holds the limit when uploads for one order arrive at once', async () => {
    const orderId = 'INV-20270101-SERBU1';
    const room = 2;
    for (let i = 0; i < INVITATION_LIMITS.photos - room; i++) await store(orderId, pngImage(5, 5 + i));
    const uploads = await Promise.all([1, 2, 3, 4, 5].map((i) => prepared(pngImage(6, 6 + i))));
    // Inserts wait while a session of the test's own holds the table, so every upload has counted
    // (or waits its turn to count) before any inserts: without a lock per order all five would see room.
    const holder = new PgClient({ connectionString: proofStorage.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE invitation_photos IN SHARE ROW EXCLUSIVE MODE');
      const results = Promise.allSettled(
        uploads.map((uploadId) =>
          call<InvitationPhoto>(PROOF_STORAGE.storeInvitationPhoto.pattern, { orderId, uploadId }),
        ),
      );
      await waitFor(
        'every upload waiting on a lock',
        async () =>
          Number(
            (
              await pg.query(
                `SELECT count(*) AS n FROM pg_stat_activity
                 WHERE datname = current_database() AND wait_event_type = 'Lock'`,
              )
            ).rows[0].n,
          ),
        (waiting) => waiting === uploads.length,
        15_000,
        25,
      );
      await holder.query('COMMIT');
      const settled = await results;
      expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(room);
      const refused = settled.flatMap((r) => (r.status === 'rejected' ? [r.reason as ServiceError] : []));
      expect(refused).toEqual(Array(uploads.length - room).fill(tooMany));
    } finally {
      await holder.end();
    }
    expect(await photoRows(orderId)).toBe(INVITATION_LIMITS.photos);
    expect(await list(orderId)).toHaveLength(INVITATION_LIMITS.photos);
    expect(await stagedRows()).toBe(0);
    const photoKeys = (await keys()).filter((key) => key.startsWith('invitation-photos/'));
    const { rows } = await pg.query<{ n: string }>('SELECT count(*) AS n FROM invitation_photos');
    expect(photoKeys).toHaveLength(Number(rows[0].n));
  });

  it("deletes a photo with its picture, and never another order's", async () => {
    const orderId = 'INV-20270101-HAPUS1';
    const other = 'INV-20270101-HAPUS2';
    const photo = await store(orderId);
    const theirs = await store(other);
    const before = await keys();
    for (const pattern of [
      PROOF_STORAGE.getInvitationPhoto.pattern,
      PROOF_STORAGE.deleteInvitationPhoto.pattern,
    ])
      expect(await failure(pattern, { orderId, photoId: theirs.id })).toEqual(photoNotFound);
    expect(await keys()).toEqual(before);
    expect(await list(other)).toEqual([theirs]);

    expect(await call(PROOF_STORAGE.deleteInvitationPhoto.pattern, { orderId, photoId: photo.id })).toEqual({
      deleted: true,
    });
    expect(await keys()).toHaveLength(before.length - 1);
    expect(await list(orderId)).toEqual([]);
    for (const pattern of [
      PROOF_STORAGE.getInvitationPhoto.pattern,
      PROOF_STORAGE.deleteInvitationPhoto.pattern,
    ])
      expect(await failure(pattern, { orderId, photoId: photo.id })).toEqual(photoNotFound);
    expect(
      await failure(PROOF_STORAGE.getInvitationPhoto.pattern, {
        orderId,
        photoId: '00000000-0000-4000-8000-000000000000',
      }),
    ).toEqual(photoNotFound);
  });

  it("refuses every file that is no photo with the couple's messages, keeping nothing", async () => {
    const messages = INVITATION_PHOTO_UPLOAD_MESSAGES;
    const whole = await encodedImage('jpeg', 64, 48);
    const cases: [string, Buffer, string][] = [
      ['zero bytes', Buffer.alloc(0), messages.empty],
      ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), messages.wrongType],
      ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>'), messages.wrongType],
      ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00'), messages.wrongType],
      ['WebP', await encodedImage('webp', 10, 10), messages.wrongType],
      ['1 byte over 5 MB', pngImage(20, 20, { totalBytes: PROOF_MAX_BYTES + 1 }), messages.tooBig],
      ['a JPEG 12001 px wide', jpegImage(12_001, 10), messages.tooManyPixels],
      ['a JPEG cut short', whole.subarray(0, whole.length - 40), messages.unreadable],
    ];
    expect(messages.wrongType).toBe('Foto harus berformat .jpg, .jpeg, atau .png.');
    const orderId = 'INV-20270101-TOLAK1';
    const keysBefore = (await keys()).filter((key) => !key.startsWith('incoming/'));
    for (const [name, bad, message] of cases) {
      const refused = { name, status: 400, code: 'bad_request', message };
      const asPrepared = await failure(PROOF_STORAGE.prepareImage.pattern, {
        uploadId: await upload(bad),
        kind: 'invitation-photo',
      });
      expect({ name, ...asPrepared }).toEqual(refused);
      const asStored = await failure(PROOF_STORAGE.storeInvitationPhoto.pattern, {
        orderId,
        uploadId: await upload(bad),
      });
      expect({ name, ...asStored }).toEqual(refused);
    }
    expect(await keys()).toEqual(keysBefore);
    expect(await stagedRows()).toBe(0);
    expect(await list(orderId)).toEqual([]);
  });

  it('keeps only uploads prepared as photos, and a photo upload for nothing else', async () => {
    const asProof = await upload(pngImage(9, 9));
    await call(PROOF_STORAGE.prepareImage.pattern, { uploadId: asProof, kind: 'proof' });
    expect(
      await failure(PROOF_STORAGE.storeInvitationPhoto.pattern, {
        orderId: 'INV-20270101-JENIS1',
        uploadId: asProof,
      }),
    ).toMatchObject({ status: 400, message: expect.stringContaining('kedaluwarsa') });
    const asPhoto = await prepared(pngImage(9, 9));
    expect(
      await failure(PROOF_STORAGE.storeProof.pattern, {
        orderId: 'INV-20270101-JENIS1',
        customerName: 'Rina Wijaya',
        customerPhone: '081234567890',
        customerEmail: 'rina@example.com',
        uploadId: asPhoto,
      }),
    ).toMatchObject({ status: 400, message: expect.stringContaining('kedaluwarsa') });
    expect(await list('INV-20270101-JENIS1')).toEqual([]);
    expect(await stagedRows()).toBe(0);
    // A design refuses it too (and leaves it to the sweep, as it does any upload it refuses).
    const forDesign = await prepared(pngImage(9, 9));
    expect(await failure(PROOF_STORAGE.storeDesignImage.pattern, { uploadId: forDesign })).toMatchObject({
      status: 400,
      message: expect.stringContaining('kedaluwarsa'),
    });
    await pg.query('DELETE FROM staged_uploads WHERE id = $1', [forDesign]);
  });

  it('checks what it is asked with clear messages', async () => {
    const bad = (message: string) => ({ status: 400, code: 'bad_request', message });
    const id = '00000000-0000-4000-8000-000000000000';
    expect(await failure(PROOF_STORAGE.listInvitationPhotos.pattern, { orderId: "x' OR 1=1" })).toEqual(
      bad('Order ID tidak valid.'),
    );
    expect(await failure(PROOF_STORAGE.listInvitationPhotos.pattern, {})).toEqual(
      bad('Order ID wajib diisi.'),
    );
    for (const pattern of [
      PROOF_STORAGE.getInvitationPhoto.pattern,
      PROOF_STORAGE.deleteInvitationPhoto.pattern,
    ]) {
      expect(await failure(pattern, { orderId: 'INV-1', photoId: '../etc/passwd' })).toEqual(
        bad('Foto tidak ditemukan.'),
      );
      expect(await failure(pattern, { orderId: 'INV/1', photoId: id })).toEqual(bad('Order ID tidak valid.'));
    }
    expect(
      await failure(PROOF_STORAGE.storeInvitationPhoto.pattern, { orderId: 'INV-1', uploadId: id }),
    ).toMatchObject(bad(expect.stringContaining('kedaluwarsa')));
    expect(
      await failure(PROOF_STORAGE.storeInvitationPhoto.pattern, { orderId: 'INV-1', uploadId: 'x' }),
    ).toEqual(bad('Unggahan tidak dikenal.'));
    expect(await failure(PROOF_STORAGE.prepareImage.pattern, { uploadId: id, kind: 'avatar' })).toMatchObject(
      {
        status: 400,
      },
    );
  });

  it(`deletes photos with their pictures ${DEFAULT_INVITATION_PHOTO_RETENTION_DAYS} days after upload, or as configured`, async () => {
    const old = await store('INV-20270101-LAMA01');
    const recent = await store('INV-20270101-BARU01');
    const age = (id: string, interval: string) =>
      pg.query(`UPDATE invitation_photos SET created_at = now() - $2::interval WHERE id = $1`, [
        id,
        interval,
      ]);
    await age(old.id, `${DEFAULT_INVITATION_PHOTO_RETENTION_DAYS} days 1 hour`);
    await age(recent.id, `${DEFAULT_INVITATION_PHOTO_RETENTION_DAYS - 1} days`);
    const sweep = async (retentionDays?: number) => {
      const dataSource = new DataSource({ type: 'postgres', url: proofStorage.databaseUrl });
      await dataSource.initialize();
      try {
        const objects = new ObjectStore(proofStorage.s3.config, logger);
        const uploads = new StagedUploads(dataSource, objects, logger);
        return await new InvitationPhotosService(
          dataSource,
          objects,
          uploads,
          logger,
          retentionDays,
        ).removeExpired();
      } finally {
        await dataSource.destroy();
      }
    };
    const before = await keys();
    expect(await sweep()).toBe(1);
    expect(await keys()).toHaveLength(before.length - 1);
    expect(await list('INV-20270101-LAMA01')).toEqual([]);
    expect(
      await failure(PROOF_STORAGE.getInvitationPhoto.pattern, {
        orderId: 'INV-20270101-LAMA01',
        photoId: old.id,
      }),
    ).toEqual(photoNotFound);
    expect((await list('INV-20270101-BARU01')).map((p) => p.id)).toEqual([recent.id]);
    expect(await sweep()).toBe(0);
    // A shorter retention (INVITATION_PHOTO_RETENTION_DAYS) takes the other one too.
    expect(await sweep(30)).toBe(1);
    expect(await list('INV-20270101-BARU01')).toEqual([]);
    expect(await keys()).toHaveLength(before.length - 2);
    expect(
      await Promise.all(
        [old, recent].map(
          async (p) => (await pg.query('SELECT 1 FROM invitation_photos WHERE id = $1', [p.id])).rowCount,
        ),
      ),
    ).toEqual([0, 0]);
  });
});
