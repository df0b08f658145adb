import amqplib, { type ChannelModel } from 'amqplib';
import { Client as PgClient } from 'pg';
import { ClientProxy, RmqRecordBuilder } from '@nestjs/microservices';
import {
  EVENT_TYPES,
  EVENTS_EXCHANGE,
  EventEnvelope,
  PROOF_MAX_BYTES,
  PROOF_STORAGE_RPC,
  ProofStatusChangedData,
  ProofView,
  ServiceError,
  StoredDesignImage,
  StoredImage,
  DESIGN_IMAGE_MAX_BYTES,
} from '@undangan/contracts';
import { createLogger, REQUEST_ID_HEADER, RunningService } from '@undangan/platform';
import { waitFor } from '@undangan/platform/testing';
import { firstValueFrom, timeout } from 'rxjs';
import { jpegImage, pngImage, webpImage } from './image-fixtures';
import { ProofStorageForTests, startProofStorage } from './proof-storage-for-tests';
import type { TestObjectStore } from './s3-for-tests';

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
let pg: PgClient;
let broker: ChannelModel;
const published: EventEnvelope<ProofStatusChangedData>[] = [];

beforeAll(async () => {
  proofStorage = await startProofStorage('proofs', logger);
  ({ s3, service, client } = proofStorage);
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

const call = <T>(pattern: string, payload: unknown, requestId?: string): Promise<T> =>
  firstValueFrom(
    client
      .send<T>(
        pattern,
        new RmqRecordBuilder(payload)
          .setOptions({ headers: requestId ? { [REQUEST_ID_HEADER]: requestId } : {} })
          .build(),
      )
      .pipe(timeout(15_000)),
  );

const failure = (pattern: string, payload: unknown): Promise<ServiceError> =>
  call(pattern, payload).then(
    () => {
      throw new Error(`${pattern} was expected to fail`);
    },
    (err: ServiceError) => err,
  );

const file = (bytes: Buffer, filename = 'bukti.png') => ({ base64: bytes.toString('base64'), filename });

const customer = (orderId: string) => ({
  orderId,
  customerName: 'Rina Wijaya',
  customerPhone: '081234567890',
  customerEmail: 'rina@example.com',
});

/** The status-change events written for one order, oldest first, straight from the outbox. */
const outboxEvents = async (orderId: string) => {
  const { rows } = await pg.query<{ payload: EventEnvelope<ProofStatusChangedData> }>(
    `SELECT payload FROM outbox WHERE type = $1 AND payload->'data'->>'orderId' = $2 ORDER BY occurred_at`,
    [EVENT_TYPES.proofStatusChanged, orderId],
  );
  return rows.map((r) => r.payload);
};

const proofKeys = () => s3.keys(s3.config.proofBucket);

describe('payment proofs', () => {
  it('creates a pending proof without a file and announces it once, with the request id', async () => {
    const view = await call<ProofView>(
      PROOF_STORAGE_RPC.storeProof,
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
    expect(await call(PROOF_STORAGE_RPC.getProof, { orderId: 'INV-20261122-AAA111' })).toEqual(view);

    const events = await outboxEvents('INV-20261122-AAA111');
    expect(events).toHaveLength(1);
    expect(events[0].requestId).toBe('req-store-1');
    expect(events[0].data).toEqual({
      orderId: 'INV-20261122-AAA111',
      status: 'pending',
      previousStatus: null,
      changedAt: view.created_at,
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
    const view = await call<ProofView>(PROOF_STORAGE_RPC.storeProof, {
      ...customer(orderId),
      file: file(first),
    });
    expect(view.proof_file).toBe(`/api/admin/payment-proofs/${orderId}/image`);
    const keysAfterFirst = await proofKeys();
    const image = await call<StoredImage>(PROOF_STORAGE_RPC.getProofImage, { orderId });
    expect(image).toEqual({ contentType: 'image/png', base64: first.toString('base64') });

    const second = jpegImage(800, 600);
    const again = await call<ProofView>(PROOF_STORAGE_RPC.storeProof, {
      ...customer(orderId),
      customerName: 'Rina W.',
      file: file(second, 'bukti-baru.png'),
    });
    expect(again.customer_name).toBe('Rina W.');
    expect(again.status).toBe('pending');
    expect(await call(PROOF_STORAGE_RPC.getProofImage, { orderId })).toEqual({
      contentType: 'image/jpeg',
      base64: second.toString('base64'),
    });
    const keysAfterSecond = await proofKeys();
    expect(keysAfterSecond).toHaveLength(keysAfterFirst.length);
    const newKeys = keysAfterSecond.filter((k) => !keysAfterFirst.includes(k));
    expect(newKeys).toHaveLength(1);
    // The key is the server's own, never the file name.
    expect(newKeys[0]).toMatch(/^proofs\/[0-9a-f-]{36}\.jpg$/);
    expect((await outboxEvents(orderId)).map((e) => e.data.status)).toEqual(['pending']);
  });

  it('lets an admin set any status, announcing each change once and only changes', async () => {
    const orderId = 'INV-20261122-CCC333';
    await call(PROOF_STORAGE_RPC.storeProof, { ...customer(orderId), file: file(pngImage(10, 10)) });
    const before = await proofKeys();

    const replacement = pngImage(12, 12, { colour: [1, 2, 3] });
    const approved = await call<ProofView>(
      PROOF_STORAGE_RPC.updateProof,
      {
        ...customer(orderId),
        customerEmail: 'rina.baru@example.com',
        status: 'approved',
        file: file(replacement),
      },
      'req-admin-1',
    );
    expect(approved).toMatchObject({ status: 'approved', customer_email: 'rina.baru@example.com' });
    const after = await proofKeys();
    expect(after).toHaveLength(before.length);
    expect(after.filter((k) => !before.includes(k))).toHaveLength(1);
    expect((await call<StoredImage>(PROOF_STORAGE_RPC.getProofImage, { orderId })).base64).toBe(
      replacement.toString('base64'),
    );

    // Same status, other fields: no event. Then paid, then back to pending (set freely).
    await call(PROOF_STORAGE_RPC.updateProof, { ...customer(orderId), status: 'approved' });
    const paid = await call<ProofView>(PROOF_STORAGE_RPC.updateProof, {
      ...customer(orderId),
      status: 'paid',
    });
    const reopened = await call<ProofView>(PROOF_STORAGE_RPC.updateProof, {
      ...customer(orderId),
      status: 'pending',
    });
    expect(await proofKeys()).toEqual(after);

    const events = await outboxEvents(orderId);
    expect(events.map((e) => e.data)).toEqual([
      { orderId, status: 'pending', previousStatus: null, changedAt: expect.any(String) },
      { orderId, status: 'approved', previousStatus: 'pending', changedAt: approved.updated_at },
      { orderId, status: 'paid', previousStatus: 'approved', changedAt: paid.updated_at },
      { orderId, status: 'pending', previousStatus: 'paid', changedAt: reopened.updated_at },
    ]);
    expect(events[1].requestId).toBe('req-admin-1');
  });

  it('refuses a customer resend once the proof is decided, uploading nothing', async () => {
    const orderId = 'INV-20261122-DDD444';
    await call(PROOF_STORAGE_RPC.storeProof, customer(orderId));
    await call(PROOF_STORAGE_RPC.updateProof, { ...customer(orderId), status: 'rejected' });
    const before = await proofKeys();
    const refused = await failure(PROOF_STORAGE_RPC.storeProof, {
      ...customer(orderId),
      file: file(pngImage(5, 5)),
    });
    expect(refused).toMatchObject({ status: 409, code: 'conflict' });
    expect(await proofKeys()).toEqual(before);
    expect((await call<ProofView>(PROOF_STORAGE_RPC.getProof, { orderId })).status).toBe('rejected');
  });

  it('deletes the record and its object', async () => {
    const orderId = 'INV-20261122-EEE555';
    await call(PROOF_STORAGE_RPC.storeProof, { ...customer(orderId), file: file(pngImage(8, 8)) });
    const before = await proofKeys();
    expect(await call(PROOF_STORAGE_RPC.deleteProof, { orderId })).toEqual({ deleted: true });
    expect(await proofKeys()).toHaveLength(before.length - 1);
    const gone = { status: 404, code: 'not_found', message: 'Data tidak ditemukan.' };
    expect(await failure(PROOF_STORAGE_RPC.getProof, { orderId })).toEqual(gone);
    expect(await failure(PROOF_STORAGE_RPC.getProofImage, { orderId })).toEqual(gone);
    expect(await failure(PROOF_STORAGE_RPC.deleteProof, { orderId })).toEqual(gone);
    // The image is uploaded before the record is looked up; the refusal must take it away again.
    const afterDelete = await proofKeys();
    expect(
      await failure(PROOF_STORAGE_RPC.updateProof, {
        ...customer(orderId),
        status: 'paid',
        file: file(pngImage(9, 9)),
      }),
    ).toEqual(gone);
    expect(await proofKeys()).toEqual(afterDelete);
  });

  it('has no image for a proof sent without one', async () => {
    expect(await failure(PROOF_STORAGE_RPC.getProofImage, { orderId: 'INV-20261122-AAA111' })).toMatchObject({
      status: 404,
    });
  });

  it('refuses every bad file with a message and keeps neither record nor object', async () => {
    const wrongType = 'Hanya file dengan format .jpg, .jpeg, atau .png yang diizinkan.';
    const tooBig = 'Ukuran file tidak boleh melebihi 5MB.';
    const cases: [string, { base64: string; filename: string }, string][] = [
      ['zero bytes', file(Buffer.alloc(0)), 'File bukti pembayaran kosong. Silakan pilih file gambar.'],
      [
        'SVG renamed .png',
        file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'bukti.png'),
        wrongType,
      ],
      ['HTML', file(Buffer.from('<!doctype html><script>alert(1)</script>'), 'bukti.jpg'), wrongType],
      ['PHP', file(Buffer.from('<?php system($_GET["c"]); ?>'), 'bukti.png'), wrongType],
      ['WebP (designs only)', file(webpImage(10, 10, 'lossy'), 'bukti.png'), wrongType],
      ['PNG magic without a header', file(pngImage(10, 10).subarray(0, 16)), wrongType],
      ['not base64', { base64: '%%%not base64%%%', filename: 'a.png' }, wrongType],
      ['1 byte over the limit', file(pngImage(20, 20, { totalBytes: PROOF_MAX_BYTES + 1 })), tooBig],
      [
        'a PNG claiming 100000x100000',
        file(pngImage(100_000, 100_000)),
        'Dimensi gambar terlalu besar. Maksimal 12000 piksel per sisi dan 50 megapiksel.',
      ],
      [
        'a JPEG 12001 px wide',
        file(jpegImage(12_001, 10)),
        'Dimensi gambar terlalu besar. Maksimal 12000 piksel per sisi dan 50 megapiksel.',
      ],
      [
        'a JPEG of 10000x6000 (60 megapixels)',
        file(jpegImage(10_000, 6_000)),
        'Dimensi gambar terlalu besar. Maksimal 12000 piksel per sisi dan 50 megapiksel.',
      ],
    ];
    const keysBefore = await proofKeys();
    for (const [name, bad, message] of cases) {
      const orderId = `INV-BAD-${cases.findIndex(([n]) => n === name)}`;
      const stored = await failure(PROOF_STORAGE_RPC.storeProof, { ...customer(orderId), file: bad });
      expect({ name, ...stored }).toEqual({ name, status: 400, code: 'bad_request', message });
      expect((await failure(PROOF_STORAGE_RPC.getProof, { orderId })).status).toBe(404);
      const updated = await failure(PROOF_STORAGE_RPC.updateProof, {
        ...customer('INV-20261122-AAA111'),
        status: 'paid',
        file: bad,
      });
      expect({ name, ...updated }).toEqual({ name, status: 400, code: 'bad_request', message });
    }
    expect(await proofKeys()).toEqual(keysBefore);
    expect(
      (await call<ProofView>(PROOF_STORAGE_RPC.getProof, { orderId: 'INV-20261122-AAA111' })).status,
    ).toBe('pending');
  });

  it('accepts a file of exactly the limit', async () => {
    const exact = pngImage(20, 20, { totalBytes: PROOF_MAX_BYTES });
    expect(exact.length).toBe(PROOF_MAX_BYTES);
    const view = await call<ProofView>(PROOF_STORAGE_RPC.storeProof, {
      ...customer('INV-20261122-FFF666'),
      file: file(exact),
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
      expect(await failure(PROOF_STORAGE_RPC.storeProof, payload)).toEqual({
        status: 400,
        code: 'bad_request',
        message,
      });
    }
    expect(
      await failure(PROOF_STORAGE_RPC.updateProof, { ...customer('INV-20261122-AAA111'), status: 'settled' }),
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
      [webpImage(600, 900, 'lossy'), 'image/webp', 'webp'],
      [pngImage(60, 90), 'image/png', 'png'],
      [jpegImage(600, 900), 'image/jpeg', 'jpg'],
    ] as const) {
      const stored = await call<StoredDesignImage>(PROOF_STORAGE_RPC.storeDesignImage, {
        file: file(bytes, '../../etc/passwd.php'),
      });
      expect(stored.image_url).toMatch(new RegExp(`^/design-images/[0-9a-f-]{36}\\.${ext}$`));
      const key = stored.image_url.replace('/design-images/', '');
      expect(await s3.keys(s3.config.designBucket)).toContain(`designs/${key}`);
      expect(await call(PROOF_STORAGE_RPC.getDesignImage, { key })).toEqual({
        contentType: type,
        base64: bytes.toString('base64'),
      });
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
    ];
    for (const [bytes, message] of cases) {
      expect(await failure(PROOF_STORAGE_RPC.storeDesignImage, { file: file(bytes) })).toEqual({
        status: 400,
        code: 'bad_request',
        message,
      });
    }
    expect(await s3.keys(s3.config.designBucket)).toEqual(before);
  });

  it('only reads keys of its own making, and deletes on request', async () => {
    for (const key of ['../payment-proofs/x.png', 'designs/a.png', 'a.png', '']) {
      expect((await failure(PROOF_STORAGE_RPC.getDesignImage, { key })).status).toBe(400);
    }
    const missing = '00000000-0000-4000-8000-000000000000.png';
    expect(await failure(PROOF_STORAGE_RPC.getDesignImage, { key: missing })).toEqual({
      status: 404,
      code: 'not_found',
      message: 'Data tidak ditemukan.',
    });
    const { image_url } = await call<StoredDesignImage>(PROOF_STORAGE_RPC.storeDesignImage, {
      file: file(pngImage(4, 4)),
    });
    const key = image_url.replace('/design-images/', '');
    expect(await call(PROOF_STORAGE_RPC.deleteDesignImage, { key })).toEqual({ deleted: true });
    expect((await failure(PROOF_STORAGE_RPC.getDesignImage, { key })).status).toBe(404);
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
