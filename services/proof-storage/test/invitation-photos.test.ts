import { Client as PgClient } from 'pg';
import { DataSource } from 'typeorm';
import {
  INVITATION_LIMITS,
  INVITATION_MESSAGES,
  INVITATION_PHOTO_UPLOAD_MESSAGES,
  InvitationPhoto,
  PAGE_PHOTO_URL_PREFIX,
  PagePhoto,
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

describe("a page's photos", () => {
  const pagePhotos = (orderId: string) => call<PagePhoto[]>(PROOF_STORAGE.pagePhotos.pattern, { orderId });
  const file = (url: string) =>
    call<StoredImage>(PROOF_STORAGE.getPagePhoto.pattern, { key: url.slice(PAGE_PHOTO_URL_PREFIX.length) });
  const pageKeys = async () => (await keys()).filter((key) => key.startsWith('page-photos/'));
  const variantRows = async () =>
    Number((await pg.query('SELECT count(*) AS n FROM invitation_photo_variants')).rows[0].n);
  const KEY_URL = /^\/foto-undangan\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

  it("makes each photo into WebP files of the page's widths, never wider than the photo, in the couple's order", async () => {
    const orderId = 'INV-20270101-HALAM1';
    const wide = await store(orderId, await encodedImage('jpeg', 2000, 1500, { noise: true }));
    const portrait = await store(orderId, await encodedImage('png', 1000, 1250));
    const small = await store(orderId, pngImage(300, 200));
    expect((await list(orderId)).map((p) => p.id)).toEqual([wide.id, portrait.id, small.id]);
    const before = await pageKeys();

    const photos = await pagePhotos(orderId);
    expect(photos.map((photo) => ({ ...photo, variants: photo.variants.map((v) => v.width) }))).toEqual([
      { variants: [480, 960, 1600], width: 1600, height: 1200 },
      { variants: [480, 960, 1000], width: 1000, height: 1250 },
      { variants: [300], width: 300, height: 200 },
    ]);
    const urls = photos.flatMap((photo) => photo.variants.map((v) => v.url));
    for (const url of urls) expect(url).toMatch(KEY_URL);
    expect(new Set(urls).size).toBe(7);
    expect((await pageKeys()).filter((key) => !before.includes(key))).toHaveLength(7);

    for (const photo of photos)
      for (const variant of photo.variants) {
        const served = await file(variant.url);
        expect(served.contentType).toBe('image/webp');
        const described = await describeImage(Buffer.from(served.base64, 'base64'));
        expect(described).toMatchObject({ format: 'webp', width: variant.width, exif: false });
        expect(described.height).toBe(Math.round((variant.width * photo.height) / photo.width));
      }
  });

  it('makes them once: asked again, or by several at once, it answers the files already made', async () => {
    const orderId = 'INV-20270101-SEKALI';
    await store(orderId, await encodedImage('jpeg', 1700, 1000));
    const first = await pagePhotos(orderId);
    const made = await pageKeys();
    const rows = await variantRows();
    expect(await pagePhotos(orderId)).toEqual(first);
    expect(await pageKeys()).toEqual(made);
    expect(await variantRows()).toBe(rows);

    // A new photo: only it is made, however many ask at the same moment (replicas take turns).
    await store(orderId, await encodedImage('jpeg', 900, 600));
    const together = await Promise.all([1, 2, 3, 4].map(() => pagePhotos(orderId)));
    for (const answer of together) expect(answer).toEqual(together[0]);
    expect(together[0][0]).toEqual(first[0]);
    expect(together[0][1].variants.map((v) => v.width)).toEqual([480, 900]);
    expect((await pageKeys()).filter((key) => !made.includes(key))).toHaveLength(2);
    expect(await variantRows()).toBe(rows + 2);
  });

  it('deletes the files with their photo, and serves no file it does not have', async () => {
    const orderId = 'INV-20270101-HPSFTO';
    const photo = await store(orderId, pngImage(1000, 800));
    const [shown] = await pagePhotos(orderId);
    const before = await keys();
    await call(PROOF_STORAGE.deleteInvitationPhoto.pattern, { orderId, photoId: photo.id });
    // The picture and its three files (480, 960 and its own 1000).
    expect(shown.variants).toHaveLength(3);
    expect(await keys()).toHaveLength(before.length - 4);
    for (const variant of shown.variants)
      expect(
        await failure(PROOF_STORAGE.getPagePhoto.pattern, {
          key: variant.url.slice(PAGE_PHOTO_URL_PREFIX.length),
        }),
      ).toEqual(photoNotFound);
    expect(await pagePhotos(orderId)).toEqual([]);
    expect(await failure(PROOF_STORAGE.getPagePhoto.pattern, { key: '../invitation-photos/x.jpg' })).toEqual({
      status: 400,
      code: 'bad_request',
      message: 'Alamat foto tidak valid.',
    });
    expect(await failure(PROOF_STORAGE.getPagePhoto.pattern, { key: 'x.png' })).toMatchObject({
      status: 400,
    });
  });

  it('keeps the photos of a published page until it closes, past their retention, then deletes their files too', async () => {
    const orderId = 'INV-20270101-TERBIT';
    const photo = await store(orderId, pngImage(600, 600));
    await pagePhotos(orderId);
    await pg.query(`UPDATE invitation_photos SET created_at = now() - interval '400 days' WHERE id = $1`, [
      photo.id,
    ]);
    const closes = new Date(Date.now() + 30 * 86_400_000);
    expect(
      await call(PROOF_STORAGE.keepPagePhotos.pattern, { orderId, until: closes.toISOString() }),
    ).toEqual({ kept: 1 });
    // A later, earlier date never shortens it (a page's closing never moves back).
    await call(PROOF_STORAGE.keepPagePhotos.pattern, { orderId, until: new Date().toISOString() });
    const sweep = async (now: Date) => {
      const dataSource = new DataSource({ type: 'postgres', url: proofStorage.databaseUrl });
      await dataSource.initialize();
      try {
        const objects = new ObjectStore(proofStorage.s3.config, logger);
        const uploads = new StagedUploads(dataSource, objects, logger);
        return await new InvitationPhotosService(dataSource, objects, uploads, logger).removeExpired(now);
      } finally {
        await dataSource.destroy();
      }
    };
    const before = await keys();
    expect(await sweep(new Date())).toBe(0);
    expect((await list(orderId)).map((p) => p.id)).toEqual([photo.id]);
    expect(await sweep(new Date(closes.getTime() + 60_000))).toBe(1);
    expect(await keys()).toHaveLength(before.length - 3);
    expect(await list(orderId)).toEqual([]);
    expect(await failure(PROOF_STORAGE.keepPagePhotos.pattern, { orderId, until: 'besok' })).toMatchObject({
      status: 400,
    });
  });
});
