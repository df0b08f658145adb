import amqplib, { type ChannelModel } from 'amqplib';
import { Client as PgClient } from 'pg';
import { ClientProxy } from '@nestjs/microservices';
import {
  EVENT_TYPES,
  EVENTS_EXCHANGE,
  EventEnvelope,
  PROOF_MAX_BYTES,
  PROOF_STORAGE,
  ProofStatusChangedData,
  ProofView,
  StoredDesignImage,
  StoredImage,
  DESIGN_IMAGE_MAX_BYTES,
  PreparedImage,
  PROOF_UPLOAD_MESSAGES,
  DESIGN_IMAGE_UPLOAD_MESSAGES,
} from '@undangan/contracts';
import { createLogger, RunningService } from '@undangan/platform';
import { waitFor } from '@undangan/platform/testing';
import { describeImage, encodedImage, jpegImage, pixelsOf, pngImage, webpImage } from './image-fixtures';
import {
  callsTo,
  ProofStorageCalls,
  ProofStorageForTests,
  startProofStorage,
} from './proof-storage-for-tests';
import type { TestObjectStore } from './s3-for-tests';
import { DataSource } from 'typeorm';
import { ObjectStore } from '../src/object-store/object-store';
import { StagedUploads } from '../src/uploads/staged-uploads';
import { PaymentProofsService, UNREVIEWED_PROOF_DAYS } from '../src/proofs/payment-proofs.service';

/**
 * The proof-storage service over RabbitMQ, on a throwaway database and virtual host, with its
 * objects in an s3rver of its own: records, objects and status-change events must agree.
 */
jest.setTimeout(60_000);

const logger = createLogger('test', 'silent');
let proofStorage: ProofStorageForTests;
let s3: TestObjectStore;
let service: RunningService;
let client: ClientProxy;
let call: ProofStorageCalls['call'];
let failure: ProofStorageCalls['failure'];
let upload: ProofStorageCalls['upload'];
let pg: PgClient;
let broker: ChannelModel;
const published: EventEnvelope<ProofStatusChangedData>[] = [];

beforeAll(async () => {
  proofStorage = await startProofStorage('proofs', logger);
  ({ s3, service, client } = proofStorage);
  ({ call, failure, upload } = callsTo(client));
  pg = new PgClient({ connectionString: proofStorage.databaseUrl });
  await pg.connect();
  broker = await amqplib.connect(proofStorage.vhostUrl);
  const channel = await broker.createChannel();
  await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
  const { queue } = await channel.assertQueue('', { exclusive: true });
  await channel.bindQueue(queue, EVENTS_EXCHANGE, EVENT_TYPES.proofStatusChanged);
  await channel.consume(
    queue,
    (msg) => {
      if (msg) published.push(JSON.parse(msg.content.toString()));
    },
    { noAck: true },
  );
});

afterAll(async () => {
  await broker?.close();
  await pg?.end();
  await proofStorage?.close();
});

const stored = async (image: StoredImage) => Buffer.from(image.base64, 'base64');

/** Same picture: the pixels, since the shop encodes every image again. */
const samePicture = async (a: Buffer, b: Buffer) =>
  expect(Buffer.compare(await pixelsOf(a), await pixelsOf(b))).toBe(0);

/** The services the program's timer runs, on a data source of the test's own. */
const swept = async <T>(run: (uploads: StagedUploads, proofs: PaymentProofsService) => Promise<T>) => {
  const dataSource = new DataSource({ type: 'postgres', url: proofStorage.databaseUrl });
  await dataSource.initialize();
  try {
    const objects = new ObjectStore(s3.config, logger);
    const uploads = new StagedUploads(dataSource, objects, logger);
    return await run(uploads, new PaymentProofsService(dataSource, objects, uploads, logger));
  } finally {
    await dataSource.destroy();
  }
};
const sweepUploads = () => swept((uploads) => uploads.sweep());

const stagedRows = async () => Number((await pg.query('SELECT count(*) AS n FROM staged_uploads')).rows[0].n);

const customer = (orderId: string) => ({
  orderId,
  customerName: 'Rina Wijaya',
  customerPhone: '081234567890',
  customerEmail: 'rina@example.com',
});

/** The status-change events written for one order, oldest first (by the proof's version), from the outbox. */
const outboxEvents = async (orderId: string) => {
  const { rows } = await pg.query<{ payload: EventEnvelope<ProofStatusChangedData> }>(
    `SELECT payload FROM outbox WHERE type = $1 AND payload->'data'->>'orderId' = $2
     ORDER BY (payload->'data'->>'version')::bigint`,
    [EVENT_TYPES.proofStatusChanged, orderId],
  );
  return rows.map((r) => r.payload);
};

const proofKeys = () => s3.keys(s3.config.proofBucket);

describe('payment proofs', () => {
  it('creates a pending proof without a file and announces it once, with the request id', async () => {
    const view = await call<ProofView>(
      PROOF_STORAGE.storeProof.pattern,
      customer('INV-20261122-AAA111'),
      'req-store-1',
    );
    expect(view).toEqual({
      order_id: 'INV-20261122-AAA111',
      customer_name: 'Rina Wijaya',
      customer_phone: '081234567890',
      customer_email: 'rina@example.com',
      status: 'pending',
      proof_file: null,
      created_at: expect.any(String),
      updated_at: view.created_at,
    });
    expect(await call(PROOF_STORAGE.getProof.pattern, { orderId: 'INV-20261122-AAA111' })).toEqual(view);

    const events = await outboxEvents('INV-20261122-AAA111');
    expect(events).toHaveLength(1);
    expect(events[0].requestId).toBe('req-store-1');
    expect(events[0].data).toEqual({
      orderId: 'INV-20261122-AAA111',
      status: 'pending',
      previousStatus: null,
      version: expect.any(Number),
      changedAt: view.created_at,
      customer: { name: 'Rina Wijaya', email: 'rina@example.com' },
    });
    await waitFor(
      'the proof event published',
      () => published.some((e) => e.id === events[0].id),
      (seen) => seen,
      10_000,
      25,
    );
    expect(published.filter((e) => e.id === events[0].id)).toEqual([events[0]]);
  });

  it('stores the image privately, lets a pending proof be sent again, and replaces the object', async () => {
    const orderId = 'INV-20261122-BBB222';
    const first = pngImage(40, 30);
    const view = await call<ProofView>(PROOF_STORAGE.storeProof.pattern, {
      ...customer(orderId),
      uploadId: await upload(first),
    });
    expect(view.proof_file).toBe(`/api/admin/payment-proofs/${orderId}/image`);
    const keysAfterFirst = await proofKeys();
    const image = await call<StoredImage>(PROOF_STORAGE.getProofImage.pattern, { orderId });
    expect(image.contentType).toBe('image/png');
    await samePicture(await stored(image), first);

    const second = await encodedImage('jpeg', 800, 600);
    const again = await call<ProofView>(PROOF_STORAGE.storeProof.pattern, {
      ...customer(orderId),
      customerName: 'Rina W.',
      uploadId: await upload(second),
    });
    expect(again.customer_name).toBe('Rina W.');
    expect(again.status).toBe('pending');
    const secondImage = await call<StoredImage>(PROOF_STORAGE.getProofImage.pattern, { orderId });
    expect(secondImage.contentType).toBe('image/jpeg');
    expect(await describeImage(await stored(secondImage))).toMatchObject({
      format: 'jpeg',
      width: 800,
      height: 600,
    });
    const keysAfterSecond = await proofKeys();
    expect(keysAfterSecond).toHaveLength(keysAfterFirst.length);
    const newKeys = keysAfterSecond.filter((k) => !keysAfterFirst.includes(k));
    expect(newKeys).toHaveLength(1);
    // The key is the server's own, never the file name.
    expect(newKeys[0]).toMatch(/^proofs\/[0-9a-f-]{36}\.jpg$/);
    expect((await outboxEvents(orderId)).map((e) => e.data.status)).toEqual(['pending']);
  });

  it('lets an admin set any status, announcing each save once, a decision saved again too', async () => {
    const orderId = 'INV-20261122-CCC333';
    await call(PROOF_STORAGE.storeProof.pattern, {
      ...customer(orderId),
      uploadId: await upload(pngImage(10, 10)),
    });
    const before = await proofKeys();

    const replacement = pngImage(12, 12, { colour: [1, 2, 3] });
    const approved = await call<ProofView>(
      PROOF_STORAGE.updateProof.pattern,
      {
        ...customer(orderId),
        customerEmail: 'rina.baru@example.com',
        status: 'approved',
        uploadId: await upload(replacement),
      },
      'req-admin-1',
    );
    expect(approved).toMatchObject({ status: 'approved', customer_email: 'rina.baru@example.com' });
    const after = await proofKeys();
    expect(after).toHaveLength(before.length);
    expect(after.filter((k) => !before.includes(k))).toHaveLength(1);
    await samePicture(
      await stored(await call<StoredImage>(PROOF_STORAGE.getProofImage.pattern, { orderId })),
      replacement,
    );

    // Same status, other fields: announced again, so ordering applies it again. Then paid, then
    // back to pending (set freely).
    const resaved = await call<ProofView>(PROOF_STORAGE.updateProof.pattern, {
      ...customer(orderId),
      status: 'approved',
    });
    const paid = await call<ProofView>(PROOF_STORAGE.updateProof.pattern, {
      ...customer(orderId),
      status: 'paid',
    });
    const reopened = await call<ProofView>(PROOF_STORAGE.updateProof.pattern, {
      ...customer(orderId),
      status: 'pending',
    });
    expect(await proofKeys()).toEqual(after);
    // Rejected with the admin's reason, which the couple's email quotes.
    const rejected = await call<ProofView>(PROOF_STORAGE.updateProof.pattern, {
      ...customer(orderId),
      status: 'rejected',
      reason: '  Nominal transfer tidak sesuai.  ',
      changedBy: 'siti',
    });

    const events = await outboxEvents(orderId);
    const who = { name: 'Rina Wijaya', email: 'rina@example.com' };
    expect(events.map(({ data: { version: _version, ...rest } }) => rest)).toEqual([
      { orderId, status: 'pending', previousStatus: null, changedAt: expect.any(String), customer: who },
      {
        orderId,
        status: 'approved',
        previousStatus: 'pending',
        changedAt: approved.updated_at,
        customer: { ...who, email: 'rina.baru@example.com' },
      },
      {
        orderId,
        status: 'approved',
        previousStatus: 'approved',
        changedAt: resaved.updated_at,
        customer: who,
      },
      { orderId, status: 'paid', previousStatus: 'approved', changedAt: paid.updated_at, customer: who },
      { orderId, status: 'pending', previousStatus: 'paid', changedAt: reopened.updated_at, customer: who },
      {
        orderId,
        status: 'rejected',
        previousStatus: 'pending',
        changedAt: rejected.updated_at,
        changedBy: 'siti',
        reason: 'Nominal transfer tidak sesuai.',
        customer: who,
      },
    ]);
    // Ordered by version, the events are the saves in the order they were made (above), each with a
    // version of its own.
    const versions = events.map((e) => e.data.version);
    expect(new Set(versions).size).toBe(events.length);
    expect(versions.every(Number.isSafeInteger)).toBe(true);
    expect(events[1].requestId).toBe('req-admin-1');
  });

  it('gives two decisions saved at once distinct versions, the later save the higher one', async () => {
    const orderId = 'INV-20261122-CCC334';
    await call(PROOF_STORAGE.storeProof.pattern, customer(orderId));
    const decide = (status: string, changedBy: string) =>
      call<ProofView>(PROOF_STORAGE.updateProof.pattern, { ...customer(orderId), status, changedBy });
    for (let round = 0; round < 5; round++) {
      const before = (await outboxEvents(orderId)).length;
      await Promise.all([decide('approved', 'budi'), decide('rejected', 'siti')]);
      // Both announced, whatever the status was before.
      const [earlier, later] = (await outboxEvents(orderId)).slice(before);
      expect(later).toBeDefined();
      expect(later.data.version).toBeGreaterThan(earlier.data.version!);
      // The higher version is the save made last: it found the other's decision, and it is what is kept.
      expect(later.data.previousStatus).toBe(earlier.data.status);
      const [row] = (
        await pg.query('SELECT status, version FROM payment_proofs WHERE order_id = $1', [orderId])
      ).rows;
      expect({ status: row.status, version: Number(row.version) }).toEqual({
        status: later.data.status,
        version: later.data.version,
      });
    }
  });

  it('refuses a customer resend once the proof is decided, uploading nothing', async () => {
    const orderId = 'INV-20261122-DDD444';
    await call(PROOF_STORAGE.storeProof.pattern, customer(orderId));
    await call(PROOF_STORAGE.updateProof.pattern, { ...customer(orderId), status: 'rejected' });
    const before = await proofKeys();
    const refused = await failure(PROOF_STORAGE.storeProof.pattern, {
      ...customer(orderId),
      uploadId: await upload(pngImage(5, 5)),
    });
    expect(refused).toMatchObject({ status: 409, code: 'conflict' });
    expect(await proofKeys()).toEqual(before);
    expect((await call<ProofView>(PROOF_STORAGE.getProof.pattern, { orderId })).status).toBe('rejected');
  });

  it("takes the couple's new picture for a rejected proof, which waits for a decision again", async () => {
    const orderId = 'INV-20261122-DDD445';
    await call(PROOF_STORAGE.storeProof.pattern, customer(orderId));
    // Sent without a picture: the new one is kept, the proof stays pending, nobody is told twice.
    const kept = await call<ProofView>(PROOF_STORAGE.replaceProof.pattern, {
      orderId,
      uploadId: await upload(pngImage(12, 8)),
    });
    expect(kept).toMatchObject({
      status: 'pending',
      proof_file: `/api/admin/payment-proofs/${orderId}/image`,
    });
    expect((await outboxEvents(orderId)).map((e) => e.data.status)).toEqual(['pending']);

    await call(PROOF_STORAGE.updateProof.pattern, {
      ...customer(orderId),
      status: 'rejected',
      reason: 'Buram.',
    });
    const before = await proofKeys();
    const again = await call<ProofView>(
      PROOF_STORAGE.replaceProof.pattern,
      { orderId, uploadId: await upload(await encodedImage('jpeg', 300, 200)) },
      'req-new-proof',
    );
    expect(again.status).toBe('pending');
    expect(
      await describeImage(await stored(await call(PROOF_STORAGE.getProofImage.pattern, { orderId }))),
    ).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
    // The rejected picture is replaced, not kept beside the new one.
    expect(await proofKeys()).toHaveLength(before.length);
    const events = await outboxEvents(orderId);
    expect(events.map((e) => [e.data.previousStatus, e.data.status])).toEqual([
      [null, 'pending'],
      ['pending', 'rejected'],
      ['rejected', 'pending'],
    ]);
    expect(events[2].requestId).toBe('req-new-proof');
    expect(events[2].data.changedBy).toBeUndefined();

    // Approved: no picture is taken any more, and the upload leaves nothing behind.
    await call(PROOF_STORAGE.updateProof.pattern, { ...customer(orderId), status: 'approved' });
    const decided = await proofKeys();
    const refused = await failure(PROOF_STORAGE.replaceProof.pattern, {
      orderId,
      uploadId: await upload(pngImage(5, 5)),
    });
    expect(refused).toMatchObject({ status: 409, code: 'conflict' });
    expect(await proofKeys()).toEqual(decided);
    expect(
      await failure(PROOF_STORAGE.replaceProof.pattern, {
        orderId: 'INV-20261122-NOPE01',
        uploadId: await upload(pngImage(5, 5)),
      }),
    ).toMatchObject({ status: 404 });
  });

  it('deletes the record and its object', async () => {
    const orderId = 'INV-20261122-EEE555';
    await call(PROOF_STORAGE.storeProof.pattern, {
      ...customer(orderId),
      uploadId: await upload(pngImage(8, 8)),
    });
    const before = await proofKeys();
    expect(await call(PROOF_STORAGE.deleteProof.pattern, { orderId })).toEqual({ deleted: true });
    expect(await proofKeys()).toHaveLength(before.length - 1);
    const gone = { status: 404, code: 'not_found', message: 'Data tidak ditemukan.' };
    expect(await failure(PROOF_STORAGE.getProof.pattern, { orderId })).toEqual(gone);
    expect(await failure(PROOF_STORAGE.getProofImage.pattern, { orderId })).toEqual(gone);
    expect(await failure(PROOF_STORAGE.deleteProof.pattern, { orderId })).toEqual(gone);
    // An upload for a record that is gone is refused, and nothing of it is kept.
    const afterDelete = await proofKeys();
    const rows = await stagedRows();
    expect(
      await failure(PROOF_STORAGE.updateProof.pattern, {
        ...customer(orderId),
        status: 'paid',
        uploadId: await upload(pngImage(9, 9)),
      }),
    ).toEqual(gone);
    expect(await proofKeys()).toEqual(afterDelete);
    expect(await stagedRows()).toBe(rows);
  });

  it('has no image for a proof sent without one', async () => {
    expect(
      await failure(PROOF_STORAGE.getProofImage.pattern, { orderId: 'INV-20261122-AAA111' }),
    ).toMatchObject({
      status: 404,
    });
  });

  it('refuses every bad file with a message and keeps neither record nor object', async () => {
    const wrongType = 'Hanya file dengan format .jpg, .jpeg, atau .png yang diizinkan.';
    const tooBig = 'Ukuran file tidak boleh melebihi 5MB.';
    const tooManyPixels = 'Dimensi gambar terlalu besar. Maksimal 12000 piksel per sisi dan 50 megapiksel.';
    const whole = await encodedImage('jpeg', 64, 48);
    const cases: [string, Buffer, string][] = [
      ['zero bytes', Buffer.alloc(0), 'File bukti pembayaran kosong. Silakan pilih file gambar.'],
      [
        'SVG renamed .png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        wrongType,
      ],
      ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>'), wrongType],
      ['PHP', Buffer.from('<?php system($_GET["c"]); ?>'), wrongType],
      ['WebP (designs only)', await encodedImage('webp', 10, 10), wrongType],
      ['PNG magic without a header', pngImage(10, 10).subarray(0, 16), wrongType],
      ['1 byte over the limit', pngImage(20, 20, { totalBytes: PROOF_MAX_BYTES + 1 }), tooBig],
      ['a PNG claiming 100000x100000', pngImage(100_000, 100_000), tooManyPixels],
      ['a JPEG 12001 px wide', jpegImage(12_001, 10), tooManyPixels],
      ['a JPEG of 10000x6000 (60 megapixels)', jpegImage(10_000, 6_000), tooManyPixels],
      ['a JPEG cut short', whole.subarray(0, whole.length - 40), PROOF_UPLOAD_MESSAGES.unreadable],
      ['a JPEG header with no picture', jpegImage(40, 30), PROOF_UPLOAD_MESSAGES.unreadable],
    ];
    const keysBefore = await proofKeys();
    const rowsBefore = await stagedRows();
    for (const [name, bad, message] of cases) {
      const orderId = `INV-BAD-${cases.findIndex(([n]) => n === name)}`;
      const kept = await failure(PROOF_STORAGE.storeProof.pattern, {
        ...customer(orderId),
        uploadId: await upload(bad),
      });
      expect({ name, ...kept }).toEqual({ name, status: 400, code: 'bad_request', message });
      expect((await failure(PROOF_STORAGE.getProof.pattern, { orderId })).status).toBe(404);
      const updated = await failure(PROOF_STORAGE.updateProof.pattern, {
        ...customer('INV-20261122-AAA111'),
        status: 'paid',
        uploadId: await upload(bad),
      });
      expect({ name, ...updated }).toEqual({ name, status: 400, code: 'bad_request', message });
      const prepared = await failure(PROOF_STORAGE.prepareImage.pattern, {
        uploadId: await upload(bad),
        kind: 'proof',
      });
      expect({ name, ...prepared }).toEqual({ name, status: 400, code: 'bad_request', message });
    }
    expect(await proofKeys()).toEqual(keysBefore);
    expect(await stagedRows()).toBe(rowsBefore);
    expect(
      (await call<ProofView>(PROOF_STORAGE.getProof.pattern, { orderId: 'INV-20261122-AAA111' })).status,
    ).toBe('pending');
  });

  it('keeps only the picture: no EXIF location, no filler, no text chunk', async () => {
    const photo = await encodedImage('jpeg', 320, 240, { gps: true });
    expect(await describeImage(photo)).toMatchObject({ exif: true });
    expect(photo.toString('latin1')).toContain('KameraUji');
    const padded = Buffer.concat([photo, Buffer.alloc(2 * 1024 * 1024, 0x41)]);
    const orderId = 'INV-20261122-GPS777';
    await call(PROOF_STORAGE.storeProof.pattern, { ...customer(orderId), uploadId: await upload(padded) });
    const kept = await stored(await call<StoredImage>(PROOF_STORAGE.getProofImage.pattern, { orderId }));
    expect(await describeImage(kept)).toEqual({
      format: 'jpeg',
      width: 320,
      height: 240,
      exif: false,
      comments: 0,
    });
    expect(kept.toString('latin1')).not.toContain('KameraUji');
    expect(kept.length).toBeLessThan(photo.length);

    const png = pngImage(30, 20, { totalBytes: 200_000 });
    const pngOrder = 'INV-20261122-TXT888';
    await call(PROOF_STORAGE.storeProof.pattern, { ...customer(pngOrder), uploadId: await upload(png) });
    const keptPng = await stored(
      await call<StoredImage>(PROOF_STORAGE.getProofImage.pattern, { orderId: pngOrder }),
    );
    expect(keptPng.length).toBeLessThan(1_000);
    expect(keptPng.toString('latin1')).not.toContain('tEXt');
    await samePicture(keptPng, png);
  });

  it('prepares an upload once, claims it once, and sweeps what nobody claimed', async () => {
    const uploadId = await upload(pngImage(12, 8));
    const first = await call<PreparedImage>(PROOF_STORAGE.prepareImage.pattern, { uploadId, kind: 'proof' });
    expect(first).toEqual({ uploadId, contentType: 'image/png', size: expect.any(Number) });
    expect(await call(PROOF_STORAGE.prepareImage.pattern, { uploadId, kind: 'proof' })).toEqual(first);
    // Prepared as a proof, it is no design image.
    expect(await failure(PROOF_STORAGE.storeDesignImage.pattern, { uploadId })).toMatchObject({
      status: 400,
    });
    await call(PROOF_STORAGE.storeProof.pattern, { ...customer('INV-20261122-ONE999'), uploadId });
    expect(
      await failure(PROOF_STORAGE.storeProof.pattern, { ...customer('INV-20261122-TWO999'), uploadId }),
    ).toMatchObject({ status: 400, message: expect.stringContaining('kedaluwarsa') });
    expect((await failure(PROOF_STORAGE.getProof.pattern, { orderId: 'INV-20261122-TWO999' })).status).toBe(
      404,
    );

    const left = await upload(pngImage(6, 6));
    await call(PROOF_STORAGE.prepareImage.pattern, { uploadId: left, kind: 'proof' });
    const unused = await upload(pngImage(7, 7));
    const keysWithLeftovers = await proofKeys();
    const rowsWithLeftovers = await stagedRows();
    await pg.query(
      `UPDATE staged_uploads SET created_at = now() - interval '61 minutes' WHERE id IN ($1, $2)`,
      [left, unused],
    );
    expect(await sweepUploads()).toBe(2);
    expect(await stagedRows()).toBe(rowsWithLeftovers - 2);
    const keysAfter = await proofKeys();
    expect(keysWithLeftovers.length - keysAfter.length).toBe(2);
    expect(keysAfter.some((k) => k.startsWith('incoming/'))).toBe(false);
  });

  it('prepares an upload asked for twice at once only once: both get the one picture', async () => {
    const uploadId = await upload(await encodedImage('jpeg', 640, 480));
    const keysBefore = await proofKeys();
    const both = await Promise.all([
      call<PreparedImage>(PROOF_STORAGE.prepareImage.pattern, { uploadId, kind: 'proof' }),
      call<PreparedImage>(PROOF_STORAGE.prepareImage.pattern, { uploadId, kind: 'proof' }),
    ]);
    expect(both[1]).toEqual(both[0]);
    const keysAfter = await proofKeys();
    const made = keysAfter.filter((key) => !keysBefore.includes(key));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatch(/^proofs\//);
    expect(keysAfter.some((key) => key.startsWith('incoming/'))).toBe(false);
    const [row] = (await pg.query('SELECT image_key FROM staged_uploads WHERE id = $1', [uploadId])).rows;
    expect(row.image_key).toBe(made[0]);
  });

  it(`removes the image of a proof nobody reviewed for ${UNREVIEWED_PROOF_DAYS} days, and only that`, async () => {
    const forgotten = 'INV-20260101-LUPA01';
    const decided = 'INV-20260101-PUTUS1';
    const recent = 'INV-20260101-BARU01';
    for (const orderId of [forgotten, decided, recent])
      await call(PROOF_STORAGE.storeProof.pattern, {
        ...customer(orderId),
        uploadId: await upload(pngImage(5, 5)),
      });
    await call(PROOF_STORAGE.updateProof.pattern, { ...customer(decided), status: 'rejected' });
    const age = `${UNREVIEWED_PROOF_DAYS} days 1 hour`;
    await pg.query(`UPDATE payment_proofs SET updated_at = now() - $2::interval WHERE order_id = ANY($1)`, [
      [forgotten, decided],
      age,
    ]);
    const before = await proofKeys();
    expect(await swept((_uploads, proofs) => proofs.removeUnreviewedImages())).toBe(1);
    expect(await proofKeys()).toHaveLength(before.length - 1);
    expect(await call<ProofView>(PROOF_STORAGE.getProof.pattern, { orderId: forgotten })).toMatchObject({
      status: 'pending',
      proof_file: null,
    });
    expect((await failure(PROOF_STORAGE.getProofImage.pattern, { orderId: forgotten })).status).toBe(404);
    for (const orderId of [decided, recent])
      expect((await call<ProofView>(PROOF_STORAGE.getProof.pattern, { orderId })).proof_file).not.toBeNull();
    expect(await swept((_uploads, proofs) => proofs.removeUnreviewedImages())).toBe(0);
  });

  it('accepts a file of exactly the limit', async () => {
    const exact = pngImage(20, 20, { totalBytes: PROOF_MAX_BYTES });
    expect(exact.length).toBe(PROOF_MAX_BYTES);
    const view = await call<ProofView>(PROOF_STORAGE.storeProof.pattern, {
      ...customer('INV-20261122-FFF666'),
      uploadId: await upload(exact),
    });
    expect(view.proof_file).not.toBeNull();
  });

  it('validates the other fields with clear messages', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ ...customer('INV/../etc') }, 'Order ID tidak valid.'],
      [{ ...customer('') }, 'Harap isi Order ID.'],
      [{ ...customer('INV-1'), customerEmail: 'bukan-email' }, 'Format email tidak valid.'],
      [{ ...customer('INV-1'), customerPhone: 'telepon' }, 'Nomor telepon tidak valid.'],
      [{ ...customer('INV-1'), customerName: '  ' }, 'Nama pelanggan wajib diisi.'],
    ];
    for (const [payload, message] of bad) {
      expect(await failure(PROOF_STORAGE.storeProof.pattern, payload)).toEqual({
        status: 400,
        code: 'bad_request',
        message,
      });
    }
    expect(
      await failure(PROOF_STORAGE.updateProof.pattern, {
        ...customer('INV-20261122-AAA111'),
        status: 'settled',
      }),
    ).toEqual({
      status: 400,
      code: 'bad_request',
      message: 'Status harus salah satu dari: pending, approved, paid, rejected.',
    });
  });
});

describe('design images', () => {
  it('stores jpg/png/webp under server-made keys and serves them back', async () => {
    for (const [bytes, type, ext] of [
      [await encodedImage('webp', 60, 90), 'image/webp', 'webp'],
      [pngImage(60, 90), 'image/png', 'png'],
      [await encodedImage('jpeg', 60, 90), 'image/jpeg', 'jpg'],
    ] as const) {
      const kept = await call<StoredDesignImage>(PROOF_STORAGE.storeDesignImage.pattern, {
        uploadId: await upload(bytes),
      });
      expect(kept.image_url).toMatch(new RegExp(`^/design-images/[0-9a-f-]{36}\\.${ext}$`));
      const key = kept.image_url.replace('/design-images/', '');
      expect(await s3.keys(s3.config.designBucket)).toContain(`designs/${key}`);
      const image = await call<StoredImage>(PROOF_STORAGE.getDesignImage.pattern, { key });
      expect(image.contentType).toBe(type);
      expect(await describeImage(await stored(image))).toMatchObject({ width: 60, height: 90, exif: false });
    }
  });

  it('refuses bad design files with the form messages', async () => {
    const before = await s3.keys(s3.config.designBucket);
    const cases: [Buffer, string][] = [
      [Buffer.alloc(0), 'File gambar kosong. Silakan pilih file gambar.'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'Please select a valid image file.'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'Please select a valid image file.'],
      [pngImage(10, 10, { totalBytes: DESIGN_IMAGE_MAX_BYTES + 1 }), 'Ukuran file tidak boleh melebihi 2MB.'],
      [
        webpImage(13_000, 10, 'extended'),
        'Dimensi gambar terlalu besar. Maksimal 12000 piksel per sisi dan 50 megapiksel.',
      ],
      [webpImage(60, 90, 'lossy'), DESIGN_IMAGE_UPLOAD_MESSAGES.unreadable],
    ];
    for (const [bytes, message] of cases) {
      expect(
        await failure(PROOF_STORAGE.storeDesignImage.pattern, { uploadId: await upload(bytes) }),
      ).toEqual({
        status: 400,
        code: 'bad_request',
        message,
      });
    }
    expect(await s3.keys(s3.config.designBucket)).toEqual(before);
  });

  it('only reads keys of its own making, and deletes on request', async () => {
    for (const key of ['../payment-proofs/x.png', 'designs/a.png', 'a.png', '']) {
      expect((await failure(PROOF_STORAGE.getDesignImage.pattern, { key })).status).toBe(400);
    }
    const missing = '00000000-0000-4000-8000-000000000000.png';
    expect(await failure(PROOF_STORAGE.getDesignImage.pattern, { key: missing })).toEqual({
      status: 404,
      code: 'not_found',
      message: 'Data tidak ditemukan.',
    });
    const { image_url } = await call<StoredDesignImage>(PROOF_STORAGE.storeDesignImage.pattern, {
      uploadId: await upload(pngImage(4, 4)),
    });
    const key = image_url.replace('/design-images/', '');
    expect(await call(PROOF_STORAGE.deleteDesignImage.pattern, { key })).toEqual({ deleted: true });
    expect((await failure(PROOF_STORAGE.getDesignImage.pattern, { key })).status).toBe(404);
  });

  it('refuses an upload id it never gave', async () => {
    for (const uploadId of ['00000000-0000-4000-8000-000000000000', 'not-an-id', undefined]) {
      expect(await failure(PROOF_STORAGE.storeDesignImage.pattern, { uploadId })).toMatchObject({
        status: 400,
      });
    }
  });
});

describe('health', () => {
  it('reports the object store among its checks', async () => {
    const res = await fetch(`http://127.0.0.1:${service.httpPort}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      service: 'proof-storage',
      status: 'ok',
      checks: { database: 'up', events: 'up', broker: 'up', objectStore: 'up' },
    });
  });
});
