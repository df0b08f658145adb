import { ClientProxy, ClientProxyFactory, RmqRecordBuilder } from '@nestjs/microservices';
import {
  baseTheme,
  DESIGN_IMAGE_MAX_BYTES,
  PROOF_MAX_BYTES,
  PROOF_STORAGE,
  ProofView,
  StartedUpload,
  RPC_QUEUES,
} from '@undangan/contracts';
import { rpcClientOptions } from '@undangan/platform';
import { firstValueFrom, timeout } from 'rxjs';
import { SEED_PACKAGES } from '../../services/catalogue/src/seed/catalogue-seed';
import { objectStoreConfigOf } from '../../services/proof-storage/src/object-store/object-store.config';
import {
  describeImage,
  encodedImage,
  pixelsOf,
  pngImage,
  webpImage,
} from '../../services/proof-storage/test/image-fixtures';
import { lookInto } from '../../services/proof-storage/test/s3-for-tests';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';

/**
 * Payment proofs and design images through HTTP: gateway -> RabbitMQ -> proof-storage (and
 * catalogue) -> PostgreSQL and the stack's s3rver, the built programs on throwaway databases and a
 * virtual host. An RPC client of the test's stands in for the ordering service, which stores the
 * customer's confirmation.
 */
jest.setTimeout(120_000);

let stack: TestStack;
let s3: ReturnType<typeof lookInto>;
let ordering: ClientProxy;
let base: string;
let auth: { authorization: string };

beforeAll(async () => {
  stack = await startTestStack({ services: ['catalogue', 'proof-storage', 'gateway'] });
  base = stack.baseUrl;
  s3 = lookInto(
    objectStoreConfigOf(stack.specs['proof-storage'].env as Parameters<typeof objectStoreConfigOf>[0]),
  );
  ordering = ClientProxyFactory.create(rpcClientOptions(stack.env.AMQP_URL, RPC_QUEUES.proofStorage));
  const login = await fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: stack.env.ADMIN_USERNAME, password: stack.env.ADMIN_PASSWORD }),
  });
  auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
});

afterAll(async () => {
  await ordering?.close();
  await stack?.stop();
});

const request = async (path: string, init?: RequestInit) => {
  const res = await fetch(base + path, init);
  const bytes = Buffer.from(await res.arrayBuffer());
  const isJson = res.headers.get('content-type')?.startsWith('application/json');
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    body: isJson ? JSON.parse(bytes.toString()) : undefined,
  };
};

const proofStorage = <T>(pattern: string, payload: unknown) =>
  firstValueFrom(ordering.send<T>(pattern, new RmqRecordBuilder(payload).build()).pipe(timeout(10_000)));

/** A customer's proof stored as the manual confirmation stores it: the file staged, then claimed. */
const storeProof = async (orderId: string, file?: Buffer) => {
  let uploadId: string | undefined;
  if (file) {
    const started = await proofStorage<StartedUpload>(PROOF_STORAGE.startUpload.pattern, {});
    expect((await fetch(started.url, { method: 'PUT', body: new Uint8Array(file) })).status).toBe(200);
    uploadId = started.uploadId;
  }
  return proofStorage<ProofView>(PROOF_STORAGE.storeProof.pattern, {
    orderId,
    customerName: 'Budi Santoso',
    customerPhone: '+62 812-3456-7890',
    customerEmail: 'budi@example.com',
    ...(uploadId ? { uploadId } : {}),
  });
};

/** The same picture: the shop encodes every image again, so the pixels are compared. */
const samePicture = async (a: Buffer, b: Buffer) =>
  Buffer.compare(await pixelsOf(a), await pixelsOf(b)) === 0;

const form = (fields: Record<string, string>, files: Record<string, [Buffer, string, string]> = {}) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  for (const [name, [bytes, filename, type]] of Object.entries(files)) {
    data.set(name, new Blob([new Uint8Array(bytes)], { type }), filename);
  }
  return data;
};

const proofForm = (orderId: string, extra: Record<string, string> = {}) => ({
  orderId,
  customerName: 'Budi S.',
  customerPhone: '081298765432',
  customerEmail: 'budi.s@example.com',
  status: 'approved',
  ...extra,
});

describe('admin payment proofs', () => {
  it('answers 401 on every proof route and the design upload without a valid token', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/admin/payment-proofs/INV-20261122-AAAAAA'],
      ['GET', '/api/admin/payment-proofs/INV-20261122-AAAAAA/image'],
      ['POST', '/api/admin/payment-proofs/update'],
      ['DELETE', '/api/admin/payment-proofs/INV-20261122-AAAAAA'],
      ['POST', '/api/designs/upload'],
    ];
    for (const [method, path] of routes) {
      for (const headers of [{}, { authorization: 'Bearer not.a.token' }] as Record<string, string>[]) {
        const res = await request(path, { method, headers, body: method === 'POST' ? form({}) : undefined });
        expect({ method, path, status: res.status }).toEqual({ method, path, status: 401 });
        expect(res.body.code).toBe('unauthorized');
      }
    }
  });

  it('loads a customer proof, serves its image privately, updates and deletes it', async () => {
    const orderId = 'INV-20261122-7K3M9Q';
    const original = await encodedImage('jpeg', 640, 480, { gps: true });
    await storeProof(orderId, original);

    const loaded = await request(`/api/admin/payment-proofs/${orderId}`, { headers: auth });
    expect(loaded.status).toBe(200);
    expect(loaded.body).toMatchObject({
      order_id: orderId,
      customer_name: 'Budi Santoso',
      customer_phone: '+62 812-3456-7890',
      customer_email: 'budi@example.com',
      status: 'pending',
      proof_file: `/api/admin/payment-proofs/${orderId}/image`,
    });

    const image = await request(loaded.body.proof_file, { headers: auth });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await describeImage(image.bytes)).toMatchObject({
      format: 'jpeg',
      width: 640,
      height: 480,
      exif: false,
    });

    const replacement = pngImage(30, 20);
    const updated = await request('/api/admin/payment-proofs/update', {
      method: 'POST',
      headers: auth,
      body: form(proofForm(orderId), { proofFile: [replacement, 'bukti-baru.png', 'image/png'] }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      order_id: orderId,
      customer_name: 'Budi S.',
      customer_phone: '081298765432',
      customer_email: 'budi.s@example.com',
      status: 'approved',
      proof_file: `/api/admin/payment-proofs/${orderId}/image`,
    });
    const newImage = await request(`/api/admin/payment-proofs/${orderId}/image`, { headers: auth });
    expect(newImage.headers.get('content-type')).toBe('image/png');
    expect(await samePicture(newImage.bytes, replacement)).toBe(true);
    expect(await s3.keys(s3.config.proofBucket)).toHaveLength(1);

    // Saved without a file (the browser's empty file part): the image stays.
    const kept = await request('/api/admin/payment-proofs/update', {
      method: 'POST',
      headers: auth,
      body: form(proofForm(orderId, { status: 'paid' }), {
        proofFile: [Buffer.alloc(0), '', 'application/octet-stream'],
      }),
    });
    expect(kept.status).toBe(200);
    expect(kept.body.status).toBe('paid');
    expect(
      await samePicture(
        (await request(`/api/admin/payment-proofs/${orderId}/image`, { headers: auth })).bytes,
        replacement,
      ),
    ).toBe(true);

    const deleted = await request(`/api/admin/payment-proofs/${orderId}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true });
    expect(await s3.keys(s3.config.proofBucket)).toEqual([]);
    const gone = await request(`/api/admin/payment-proofs/${orderId}`, { headers: auth });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'Data tidak ditemukan.', code: 'not_found' });
  });

  it('answers bad input with 400 and a message, and changes nothing', async () => {
    const orderId = 'INV-20261122-BADFIL';
    await storeProof(orderId);
    const badPath = await request('/api/admin/payment-proofs/INV%2F..%2Fetc', { headers: auth });
    expect(badPath.status).toBe(400);
    expect(badPath.body.message).toBe('Order ID tidak valid.');
    const tooLong = await request(`/api/admin/payment-proofs/${'A'.repeat(51)}`, { headers: auth });
    expect(tooLong.status).toBe(400);

    const wrongType = 'Hanya file dengan format .jpg, .jpeg, atau .png yang diizinkan.';
    const tooBig = 'Ukuran file tidak boleh melebihi 5MB.';
    const cases: [Record<string, string>, Record<string, [Buffer, string, string]>, string][] = [
      [proofForm(orderId, { customerEmail: '' }), {}, 'Email wajib diisi.'],
      [
        proofForm(orderId, { status: 'lunas' }),
        {},
        'Status harus salah satu dari: pending, approved, paid, rejected.',
      ],
      [proofForm('bukan order id!'), {}, 'Order ID tidak valid.'],
      [
        proofForm(orderId),
        { proofFile: [Buffer.from('<svg onload="alert(1)"/>'), 'x.png', 'image/png'] },
        wrongType,
      ],
      [
        proofForm(orderId),
        { proofFile: [Buffer.from('<html><body>hi</body></html>'), 'x.jpg', 'image/jpeg'] },
        wrongType,
      ],
      [proofForm(orderId), { proofFile: [webpImage(10, 10, 'lossy'), 'x.png', 'image/png'] }, wrongType],
      [
        proofForm(orderId),
        { proofFile: [Buffer.alloc(0), 'kosong.png', 'image/png'] },
        'File bukti pembayaran kosong. Silakan pilih file gambar.',
      ],
      [
        proofForm(orderId),
        { proofFile: [pngImage(9, 9, { totalBytes: PROOF_MAX_BYTES + 1 }), 'x.png', 'image/png'] },
        tooBig,
      ],
      [
        proofForm(orderId),
        { proofFile: [pngImage(9, 9, { totalBytes: PROOF_MAX_BYTES + 4096 }), 'x.png', 'image/png'] },
        tooBig,
      ],
      [
        proofForm(orderId),
        { proofFile: [pngImage(100_000, 100_000), 'bom.png', 'image/png'] },
        'Dimensi gambar terlalu besar. Maksimal 12000 piksel per sisi dan 50 megapiksel.',
      ],
    ];
    for (const [fields, files, message] of cases) {
      const res = await request('/api/admin/payment-proofs/update', {
        method: 'POST',
        headers: auth,
        body: form(fields, files),
      });
      expect({ status: res.status, body: res.body }).toEqual({
        status: 400,
        body: { message, code: 'bad_request' },
      });
    }
    const unchanged = await request(`/api/admin/payment-proofs/${orderId}`, { headers: auth });
    expect(unchanged.body).toMatchObject({
      status: 'pending',
      customer_name: 'Budi Santoso',
      proof_file: null,
    });
    expect(await s3.keys(s3.config.proofBucket)).toEqual([]);
    const noImage = await request(`/api/admin/payment-proofs/${orderId}/image`, { headers: auth });
    expect(noImage.status).toBe(404);
  });
});

describe('design upload and public design images', () => {
  const premium = SEED_PACKAGES.find((p) => p.name === 'Premium')!;

  it('stores the image, creates the design and serves the image publicly', async () => {
    const image = await encodedImage('webp', 600, 900);
    const res = await request('/api/designs/upload', {
      method: 'POST',
      headers: auth,
      body: form(
        { name: 'Melati Putih Élégant', packageId: String(premium.id) },
        { image: [image, 'x.svg', 'image/svg+xml'] },
      ),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Upload berhasil.');
    const design = res.body.design;
    expect(design).toEqual({
      id: expect.stringMatching(/^melati-putih-elegant-[a-z0-9]{6}$/),
      name: 'Melati Putih Élégant',
      image_url: expect.stringMatching(/^\/design-images\/[0-9a-f-]{36}\.webp$/),
      template_url: '',
      package_id: 'Premium',
      package_allowed: [premium.id],
      package_name: 'Premium',
      category: 'wedding',
      // Uploaded with only an image: the base theme, drawn around that image.
      theme: baseTheme(res.body.design.image_url),
    });

    const all = await request('/api/designs/all');
    expect(all.body.find((d: { id: string }) => d.id === design.id)).toEqual(design);
    // An admin's change as every other: in the audit log, the new design after and nothing before.
    const log = await request('/api/admin/audit-log?page=1&limit=50', { headers: auth });
    expect(log.body.data.filter((entry: { target: string }) => entry.target === design.id)).toEqual([
      expect.objectContaining({
        action: 'design.create',
        before: null,
        after: expect.objectContaining({ id: design.id, name: 'Melati Putih Élégant' }),
      }),
    ]);

    const served = await request(design.image_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await describeImage(served.bytes)).toMatchObject({ format: 'webp', width: 600, height: 900 });
  });

  it('refuses incomplete forms, unknown packages and bad files, leaving no design and no image', async () => {
    const designsBefore = (await request('/api/designs/all')).body.length;
    const imagesBefore = await s3.keys(s3.config.designBucket);
    const png = pngImage(20, 20);
    const missing = 'Please fill in all fields and select a file.';
    const cases: [Record<string, string>, Record<string, [Buffer, string, string]>, string][] = [
      [{ name: 'Tanpa File', packageId: String(premium.id) }, {}, missing],
      [{ name: '', packageId: String(premium.id) }, { image: [png, 'a.png', 'image/png'] }, missing],
      [{ name: 'Tanpa Paket' }, { image: [png, 'a.png', 'image/png'] }, missing],
      [
        { name: 'Paket Aneh', packageId: 'dua' },
        { image: [png, 'a.png', 'image/png'] },
        'ID paket harus berupa angka bulat.',
      ],
      [
        { name: 'Paket Hilang', packageId: '999' },
        { image: [png, 'a.png', 'image/png'] },
        'Paket tidak ditemukan.',
      ],
      [
        { name: 'Fitur Dasar', packageId: '1' },
        { image: [png, 'a.png', 'image/png'] },
        'Paket tidak ditemukan.',
      ],
      [
        { name: 'SVG', packageId: String(premium.id) },
        { image: [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png', 'image/png'] },
        'Please select a valid image file.',
      ],
      [
        { name: 'Besar', packageId: String(premium.id) },
        { image: [pngImage(9, 9, { totalBytes: DESIGN_IMAGE_MAX_BYTES + 1 }), 'a.png', 'image/png'] },
        'Ukuran file tidak boleh melebihi 2MB.',
      ],
      [
        { name: 'Besar Sekali', packageId: String(premium.id) },
        { image: [pngImage(9, 9, { totalBytes: DESIGN_IMAGE_MAX_BYTES + 100_000 }), 'a.png', 'image/png'] },
        'Ukuran file tidak boleh melebihi 2MB.',
      ],
    ];
    for (const [fields, files, message] of cases) {
      const res = await request('/api/designs/upload', {
        method: 'POST',
        headers: auth,
        body: form(fields, files),
      });
      expect({ fields, status: res.status, body: res.body }).toEqual({
        fields,
        status: 400,
        body: { message, code: 'bad_request' },
      });
    }
    expect((await request('/api/designs/all')).body).toHaveLength(designsBefore);
    expect(await s3.keys(s3.config.designBucket)).toEqual(imagesBefore);
  });

  it('validates image keys strictly and answers 404 for an unknown one', async () => {
    for (const path of [
      '/design-images/..%2F..%2Fpayment-proofs%2Fproofs%2Fx.png',
      '/design-images/x.png',
      '/design-images/00000000-0000-4000-8000-000000000000.svg',
    ]) {
      const res = await request(path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body.message).toBe('Nama file gambar tidak valid.');
    }
    const unknown = await request('/design-images/00000000-0000-4000-8000-000000000000.png');
    expect(unknown.status).toBe(404);
  });

  it('stores an image sent with the admin design form, ignoring any image_url field', async () => {
    const image = pngImage(50, 75, { colour: [10, 20, 30] });
    const created = await request('/api/admin/database/designs', {
      method: 'POST',
      headers: auth,
      body: form(
        {
          id: 'form-dengan-gambar',
          name: 'Form Dengan Gambar',
          package_id: 'Basic',
          package_allowed: '2',
          category: 'wedding',
          template_url: '',
          image_url: 'https://evil.example/x.png',
        },
        { image: [image, 'gambar.png', 'image/png'] },
      ),
    });
    expect(created.status).toBe(201);
    expect(created.body.image_url).toMatch(/^\/design-images\/[0-9a-f-]{36}\.png$/);
    expect(await samePicture((await request(created.body.image_url)).bytes, image)).toBe(true);

    // A refused design (its id is taken) leaves no image behind.
    const imagesBefore = await s3.keys(s3.config.designBucket);
    const duplicate = await request('/api/admin/database/designs', {
      method: 'POST',
      headers: auth,
      body: form(
        {
          id: 'form-dengan-gambar',
          name: 'Lagi',
          package_id: 'Basic',
          package_allowed: '2',
          category: 'wedding',
        },
        { image: [pngImage(5, 5), 'lagi.png', 'image/png'] },
      ),
    });
    expect(duplicate.status).toBe(409);
    expect(await s3.keys(s3.config.designBucket)).toEqual(imagesBefore);
  });
});
