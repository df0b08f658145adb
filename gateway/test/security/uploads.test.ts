import { request } from 'node:http';
import {
  DESIGN_IMAGE_MAX_BYTES,
  INVITATION_LIMITS,
  INVITATION_MESSAGES,
  ORDER_LOOKUP_NOT_FOUND,
  PROOF_MAX_BYTES,
} from '@undangan/contracts';
import { waitFor } from '@undangan/platform/testing';
import { SENDABLE_INVITATION_DATA } from '../../../services/ordering/test/invitation-fixtures';
import { UPLOAD_TOO_SLOW, UPLOADS_BUSY, UPLOADS_PER_CLIENT } from '../../src/http/upload-slots';
import {
  describeImage,
  encodedImage,
  jpegImage,
  pixelsOf,
  pngImage,
  webpImage,
} from '../../../services/proof-storage/test/image-fixtures';
import { Answer, refusalProblems, send } from './answers';
import { useSecurityStack } from './harness';
import { CART, CUSTOMER, issueOrderId, ownerFields, payAtSimulator } from './shop-fixtures';
import { query, watchTables } from './stored-data';

/**
 * Hostile files on every upload: scripts renamed .png, polyglots, empty files, a byte over the
 * limit, decompression bombs and broken multipart bodies. Each is refused with a clear 4xx before
 * anything is recorded, on the public confirmation as on the admin forms.
 */
let pendingProofOrder: string;
/** A paid order, whose couple may send photos for their invitation. */
let photoOrder: string;

const { shop, tally } = useSecurityStack('uploads');

beforeAll(async () => {
  // A proof still pending, for the admin's proof form to edit.
  pendingProofOrder = await issueOrderId(shop.base);
  const confirmed = await send(shop.base, '/api/payments/confirm', {
    method: 'POST',
    body: confirmForm(pendingProofOrder),
  });
  expect(confirmed.status).toBe(200);
  photoOrder = await paidOrder();
}, 180_000);

/** A new online payment for the customer, paid at the simulator; answers its order id. */
async function paidOrder(): Promise<string> {
  const created = await send(shop.base, '/api/orders/create-transaction', {
    method: 'POST',
    json: { cartItems: CART, customerDetails: CUSTOMER },
  });
  expect(created.status).toBe(200);
  return (await payAtSimulator(shop, created.body.order_id as string)).order_id;
}

function confirmForm(orderId: string): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    orderId,
    ...ownerFields(orderId),
    customerName: CUSTOMER.name,
    customerPhone: CUSTOMER.phone,
    customerEmail: CUSTOMER.email,
    cartItems: JSON.stringify(CART),
    amount: '1',
    paymentType: 'Manual',
  }))
    form.set(k, v);
  return form;
}

interface UploadRoute {
  name: string;
  method: string;
  path: () => string;
  admin: boolean;
  field: string;
  maxBytes: number;
  /** The form's other fields, all valid: only the file can be wrong. */
  fields: () => Promise<Record<string, string>> | Record<string, string>;
}

const ROUTES: UploadRoute[] = [
  {
    name: 'manual payment confirmation',
    method: 'POST',
    path: () => '/api/payments/confirm',
    admin: false,
    field: 'proofFile',
    maxBytes: PROOF_MAX_BYTES,
    fields: async () => {
      const form = confirmForm(await issueOrderId(shop.base));
      return Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
    },
  },
  {
    name: "a couple's invitation photo",
    method: 'POST',
    path: () => '/api/orders/invitation/photos',
    admin: false,
    field: 'photo',
    maxBytes: PROOF_MAX_BYTES,
    fields: () => ({ order_id: photoOrder, phone: CUSTOMER.phone }),
  },
  {
    name: "a couple's new transfer proof",
    method: 'POST',
    path: () => '/api/orders/proof',
    admin: false,
    field: 'proofFile',
    maxBytes: PROOF_MAX_BYTES,
    fields: () => ({ order_id: pendingProofOrder, phone: CUSTOMER.phone }),
  },
  {
    name: 'admin proof form',
    method: 'POST',
    path: () => '/api/admin/payment-proofs/update',
    admin: true,
    field: 'proofFile',
    maxBytes: PROOF_MAX_BYTES,
    fields: () => ({
      orderId: pendingProofOrder,
      customerName: CUSTOMER.name,
      customerPhone: CUSTOMER.phone,
      customerEmail: CUSTOMER.email,
      status: 'pending',
    }),
  },
  {
    name: 'design upload form',
    method: 'POST',
    path: () => '/api/designs/upload',
    admin: true,
    field: 'image',
    maxBytes: DESIGN_IMAGE_MAX_BYTES,
    fields: () => ({ name: 'Desain Baru', packageId: '2' }),
  },
  {
    name: 'admin new design',
    method: 'POST',
    path: () => '/api/admin/database/designs',
    admin: true,
    field: 'image',
    maxBytes: DESIGN_IMAGE_MAX_BYTES,
    fields: () => ({
      id: `desain-unggah-${Date.now()}`,
      name: 'Desain Unggah',
      package_id: 'Basic',
      package_allowed: '2',
      category: 'wedding',
    }),
  },
  {
    name: 'admin design edit',
    method: 'PUT',
    path: () => '/api/admin/database/designs/basic-dusty-blue',
    admin: true,
    field: 'image',
    maxBytes: DESIGN_IMAGE_MAX_BYTES,
    fields: () => ({
      id: 'basic-dusty-blue',
      name: 'Dusty Blue',
      package_id: 'Basic',
      package_allowed: '2',
      category: 'wedding',
    }),
  },
];

const PHP = Buffer.from('<?php system($_GET["c"]); ?>\n');
const HTML = Buffer.from('<!doctype html><html><body><script>document.cookie</script></body></html>');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><rect/></svg>',
);
const GIF = Buffer.concat([
  Buffer.from('GIF89a'),
  Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 0, 0x3b]),
]);

interface BadFile {
  label: string;
  bytes: (maxBytes: number) => Buffer<ArrayBuffer>;
  name: string;
  type: string;
}

const BAD_FILES: BadFile[] = [
  { label: 'PHP renamed .png', bytes: () => PHP, name: 'shell.png', type: 'image/png' },
  { label: 'PHP as .php.png', bytes: () => PHP, name: 'shell.php.png', type: 'image/png' },
  { label: 'HTML renamed .png', bytes: () => HTML, name: 'halaman.png', type: 'image/png' },
  { label: 'SVG renamed .png', bytes: () => SVG, name: 'gambar.png', type: 'image/png' },
  { label: 'SVG as itself', bytes: () => SVG, name: 'gambar.svg', type: 'image/svg+xml' },
  { label: 'a GIF', bytes: () => GIF, name: 'animasi.png', type: 'image/gif' },
  {
    label: 'polyglot: PNG with HTML after its end',
    bytes: () => Buffer.concat([pngImage(8, 8), HTML]),
    name: 'bukti.png',
    type: 'image/png',
  },
  {
    label: 'polyglot: JPEG with PHP after its end',
    bytes: () => Buffer.concat([jpegImage(8, 8), PHP]),
    name: 'bukti.jpg',
    type: 'image/jpeg',
  },
  {
    label: 'polyglot: HTML starting with a PNG signature',
    bytes: () => Buffer.concat([pngImage(8, 8).subarray(0, 8), HTML]),
    name: 'bukti.png',
    type: 'image/png',
  },
  { label: 'zero bytes', bytes: () => Buffer.alloc(0), name: 'kosong.png', type: 'image/png' },
  {
    label: 'one byte over the limit',
    bytes: (max) => pngImage(16, 16, { totalBytes: max + 1 }),
    name: 'besar.png',
    type: 'image/png',
  },
  {
    label: 'a megabyte over the limit',
    bytes: (max) => pngImage(16, 16, { totalBytes: max + 1024 * 1024 }),
    name: 'besar.png',
    type: 'image/png',
  },
  {
    label: 'decompression bomb: 100,000 x 100,000 px',
    bytes: () => pngImage(100_000, 100_000),
    name: 'bom.png',
    type: 'image/png',
  },
  {
    label: 'decompression bomb: 65,535 px tall JPEG',
    bytes: () => jpegImage(12_000, 65_535),
    name: 'bom.jpg',
    type: 'image/jpeg',
  },
  {
    label: 'a truncated PNG',
    bytes: () => pngImage(8, 8).subarray(0, 20),
    name: 'potong.png',
    type: 'image/png',
  },
];

function uploadForm(
  fields: Record<string, string>,
  field: string,
  file: { bytes: Uint8Array; name: string; type: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

describe.each(ROUTES.map((r) => [r.name, r] as const))('%s', (_name, route) => {
  const headers = () => (route.admin ? shop.admin : {});

  it('refuses every hostile file with a clear 4xx and records nothing', async () => {
    const tables = await watchTables(shop.stack);
    const failures: string[] = [];
    for (const file of BAD_FILES) {
      const answer = await send(shop.base, route.path(), {
        method: route.method,
        headers: headers(),
        body: uploadForm(await route.fields(), route.field, { ...file, bytes: file.bytes(route.maxBytes) }),
      });
      tally.add('hostile files');
      failures.push(...refusalProblems(answer, [400, 413]).map((p) => `${file.label}: ${p}`));
    }
    // A WebP is an image, but not one a payment proof or an invitation photo may be.
    if (route.field === 'proofFile' || route.field === 'photo') {
      const answer = await send(shop.base, route.path(), {
        method: route.method,
        headers: headers(),
        body: uploadForm(await route.fields(), route.field, {
          bytes: webpImage(8, 8, 'lossy'),
          name: 'bukti.webp',
          type: 'image/webp',
        }),
      });
      tally.add('hostile files');
      failures.push(...refusalProblems(answer, [400]).map((p) => `WebP ${route.field}: ${p}`));
    }
    expect(failures).toEqual([]);
    expect(await tables.changed()).toEqual([]);
  });

  it('refuses broken multipart bodies with a clear 4xx and records nothing', async () => {
    const tables = await watchTables(shop.stack);
    const fields = await route.fields();
    const part = (boundary: string, eol = '\r\n') =>
      Object.entries(fields)
        .map(
          ([k, v]) => `--${boundary}${eol}Content-Disposition: form-data; name="${k}"${eol}${eol}${v}${eol}`,
        )
        .join('');
    const filePart = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${route.field}"; filename="bukti.png"\r\nContent-Type: image/png\r\n\r\n`;
    const png = pngImage(8, 8).toString('latin1');
    const bodies: [string, string, string][] = [
      [
        'the boundary in the body differs from the header',
        'multipart/form-data; boundary=AAAA',
        `${part('BBBB')}--BBBB--\r\n`,
      ],
      ['no boundary in the header', 'multipart/form-data', `${part('AAAA')}--AAAA--\r\n`],
      ['an empty boundary', 'multipart/form-data; boundary=', `${part('')}----\r\n`],
      [
        'no closing boundary',
        'multipart/form-data; boundary=AAAA',
        `${part('AAAA')}${filePart('AAAA')}${png}`,
      ],
      ['a part without headers', 'multipart/form-data; boundary=AAAA', `--AAAA\r\n\r\nx\r\n--AAAA--\r\n`],
      [
        'a boundary of 200 characters',
        `multipart/form-data; boundary=${'b'.repeat(200)}`,
        `${part('b'.repeat(200))}--${'b'.repeat(200)}--\r\n`,
      ],
      ['only the closing boundary', 'multipart/form-data; boundary=AAAA', '--AAAA--\r\n'],
      ['an empty body', 'multipart/form-data; boundary=AAAA', ''],
      ['garbage', 'multipart/form-data; boundary=AAAA', '\u0000\u0001\u0002garbage'],
      [
        'forty fields',
        'multipart/form-data; boundary=AAAA',
        `${part('AAAA')}${Array.from({ length: 40 }, (_, i) => `--AAAA\r\nContent-Disposition: form-data; name="x${i}"\r\n\r\n1\r\n`).join('')}--AAAA--\r\n`,
      ],
      [
        'three files',
        'multipart/form-data; boundary=AAAA',
        `${part('AAAA')}${[1, 2, 3].map(() => `${filePart('AAAA')}${png}\r\n`).join('')}--AAAA--\r\n`,
      ],
    ];
    const failures: string[] = [];
    for (const [label, contentType, body] of bodies) {
      const answer: Answer = await send(shop.base, route.path(), {
        method: route.method,
        headers: { ...headers(), 'content-type': contentType },
        body: Buffer.from(body, 'latin1'),
      });
      tally.add('broken multipart bodies');
      failures.push(...refusalProblems(answer, [400, 413, 415]).map((p) => `${label}: ${p}`));
    }
    expect(failures).toEqual([]);
    expect(await tables.changed()).toEqual([]);
  });

  it('still takes a real image at exactly the limit, whatever it is called', async () => {
    const answer = await send(shop.base, route.path(), {
      method: route.method,
      headers: headers(),
      body: uploadForm(await route.fields(), route.field, {
        bytes: pngImage(16, 16, { totalBytes: route.maxBytes }),
        name: 'bukti.php',
        type: 'application/octet-stream',
      }),
    });
    tally.add('accepted controls');
    expect(answer.status).toBeLessThan(300);
  });
});

describe('stored images are served as images only', () => {
  it('answers a stored design image with its sniffed type, nosniff and no script allowance', async () => {
    const upload = await send(shop.base, '/api/designs/upload', {
      method: 'POST',
      headers: shop.admin,
      body: uploadForm({ name: 'Desain Aman', packageId: '2' }, 'image', {
        bytes: pngImage(8, 8),
        name: 'x.html',
        type: 'text/html',
      }),
    });
    expect(upload.status).toBe(201);
    const image = await send(shop.base, upload.body.design.image_url);
    tally.add('served images');
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain("default-src 'self'");
    const proof = await send(shop.base, `/api/admin/payment-proofs/${pendingProofOrder}/image`, {
      headers: shop.admin,
    });
    tally.add('served images');
    expect(proof.status).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.headers['cache-control']).toBe('private, no-store');
    const [row] = await query(
      shop.stack,
      'proof-storage',
      'SELECT content_type FROM payment_proofs WHERE order_id = $1',
      [pendingProofOrder],
    );
    expect(row.content_type).toBe('image/png');
  });

  it("answers a couple's photo as an image, never kept, and only to the holder of the order's phone", async () => {
    const stored = await send(shop.base, '/api/orders/invitation/photos', {
      method: 'POST',
      body: uploadForm({ order_id: photoOrder, phone: CUSTOMER.phone }, 'photo', {
        bytes: pngImage(8, 8),
        name: 'x.html',
        type: 'text/html',
      }),
    });
    expect(stored.status).toBe(201);
    const path = `/api/orders/invitation/photos/${stored.body.id}/image`;
    const photo = await send(shop.base, path, {
      method: 'POST',
      json: { order_id: photoOrder, phone: CUSTOMER.phone },
    });
    tally.add('served images');
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    const stranger = await send(shop.base, path, {
      method: 'POST',
      json: { order_id: photoOrder, phone: '081200000000' },
    });
    tally.add('served images');
    expect(refusalProblems(stranger, [404])).toEqual([]);
  });
});

describe('a proof belongs to the browser that placed the order', () => {
  const withImage = (form: FormData, bytes: Buffer) => {
    form.set('proofFile', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'bukti.png');
    return form;
  };
  const proofImage = async (orderId: string) => {
    const res = await fetch(`${shop.base}/api/admin/payment-proofs/${orderId}/image`, {
      headers: shop.admin,
    });
    return Buffer.from(await res.arrayBuffer());
  };

  it('refuses a confirmation without the order secret, alone or fifty at once, changing nothing', async () => {
    const orderId = await issueOrderId(shop.base);
    const original = pngImage(4, 4);
    const first = await send(shop.base, '/api/payments/confirm', {
      method: 'POST',
      body: withImage(confirmForm(orderId), original),
    });
    expect(first.status).toBe(200);
    const tables = await watchTables(shop.stack, { settle: false });

    const stranger = {
      customerName: 'Penyusup',
      customerPhone: '081200000000',
      customerEmail: 'x@example.com',
    };
    const attack = (secret?: string) => {
      const form = confirmForm(orderId);
      form.delete('orderSecret');
      if (secret) form.set('orderSecret', secret);
      for (const [k, v] of Object.entries(stranger)) form.set(k, v);
      return withImage(form, pngImage(8, 8));
    };
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, () =>
        send(shop.base, '/api/payments/confirm', { method: 'POST', body: attack(), timeoutMs: 30_000 }),
      ),
      send(shop.base, '/api/payments/confirm', { method: 'POST', body: attack('Z'.repeat(32)) }),
    ]);
    tally.add('proof replaced without the order secret', answers.length);
    expect(answers.flatMap((a) => refusalProblems(a, [403]))).toEqual([]);
    expect(new Set(answers.map((a) => a.body.message))).toEqual(
      new Set([
        'Konfirmasi untuk Order ID ini hanya dapat dikirim dari perangkat yang membuat pesanan. Silakan hubungi kami melalui WhatsApp.',
      ]),
    );
    expect(await tables.changed()).toEqual([]);
    expect(Buffer.compare(await pixelsOf(await proofImage(orderId)), await pixelsOf(original))).toBe(0);

    // The browser that placed it may send it again; ordering and proof-storage name one customer.
    const again = await send(shop.base, '/api/payments/confirm', {
      method: 'POST',
      body: withImage(confirmForm(orderId), pngImage(6, 6)),
    });
    expect(again.status).toBe(200);
    const [payment] = await query(
      shop.stack,
      'ordering',
      'SELECT customer_name FROM payments WHERE order_id = $1',
      [orderId],
    );
    const proof = (await send(shop.base, `/api/admin/payment-proofs/${orderId}`, { headers: shop.admin }))
      .body;
    expect(proof.customer_name).toBe(payment.customer_name);
    expect(Buffer.compare(await pixelsOf(await proofImage(orderId)), await pixelsOf(pngImage(6, 6)))).toBe(0);
  });
  it('keeps no file for an order id the shop never issued, with or without a secret', async () => {
    const invented = 'INV-20260101-' + 'BUKAN1';
    const tables = await watchTables(shop.stack, { settle: false });
    const answers = [];
    for (const secret of [undefined, 'Q'.repeat(43)]) {
      const form = confirmForm(invented);
      form.delete('orderSecret');
      if (secret) form.set('orderSecret', secret);
      answers.push(
        await send(shop.base, '/api/payments/confirm', {
          method: 'POST',
          body: withImage(form, pngImage(8, 8)),
        }),
      );
      tally.add('proofs for orders never issued');
    }
    expect(answers.flatMap((a) => refusalProblems(a, [404]))).toEqual([]);
    expect(answers.map((a) => a.body.message)).toEqual(
      Array(2).fill('Order ID tidak ditemukan. Harap ulangi proses dari halaman Keranjang.'),
    );
    expect(await tables.changed()).toEqual([]);
  });
});

describe('what a proof keeps, and what is read before it', () => {
  /** A multipart body in two halves: the fields and the file's first bytes, then the rest. */
  const splitBody = async (form: FormData, firstFileBytes: number, field: string) => {
    const response = new Response(form);
    const bytes = Buffer.from(await response.arrayBuffer());
    const fileStart = bytes.indexOf('\r\n\r\n', bytes.indexOf(`name="${field}"`)) + 4;
    return {
      type: response.headers.get('content-type')!,
      head: bytes.subarray(0, fileStart + firstFileBytes),
      rest: bytes.subarray(fileStart + firstFileBytes),
      length: bytes.length,
    };
  };

  /**
   * An upload (a confirmation, unless said) whose body stops after the file's first bytes and is
   * never finished: the answer comes (or not) while the client still holds the rest. `finish`
   * sends the rest.
   */
  const stalled = async (form: FormData, { path = '/api/payments/confirm', field = 'proofFile' } = {}) => {
    const body = await splitBody(form, 64 * 1024, field);
    const { hostname, port } = new URL(shop.base);
    const req = request({
      host: hostname,
      port: Number(port),
      // A connection of its own: an answer given before the body is sent closes it.
      agent: false,
      method: 'POST',
      path,
      headers: { 'content-type': body.type, 'content-length': body.length },
    });
    const answered = new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      });
      req.on('error', reject);
    });
    req.write(body.head);
    let sent = 0;
    let feeding: NodeJS.Timeout | undefined;
    return {
      answered,
      /** Sends the file on at a steady 64 KB/s, above what a slot's holder must send to keep it. */
      feed: () => {
        feeding = setInterval(() => {
          const chunk = body.rest.subarray(sent, Math.min(sent + 16 * 1024, body.rest.length - 1));
          sent += chunk.length;
          if (chunk.length > 0) req.write(chunk);
        }, 250);
      },
      finish: () => {
        clearInterval(feeding);
        req.end(body.rest.subarray(sent));
      },
      abandon: () => {
        clearInterval(feeding);
        req.destroy();
      },
    };
  };

  /** The gateway's own count of the uploads it is reading (gateway_uploads_in_flight). */
  const uploadsReading = async () => {
    const metrics = await fetch(`http://127.0.0.1:${shop.stack.specs.gateway.env.METRICS_PORT}/metrics`);
    const line = /^gateway_uploads_in_flight\{state="reading"[^}]*\} (\d+)$/m.exec(await metrics.text());
    return Number(line?.[1] ?? -1);
  };

  const photoForm = (form: FormData, bytes: Buffer) => {
    form.set('proofFile', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'IMG_2026.jpg');
    return form;
  };

  it('keeps only the picture of a phone photo: not its location, not what follows the image', async () => {
    const orderId = await issueOrderId(shop.base);
    const photo = await encodedImage('jpeg', 480, 360, { gps: true });
    const sent = Buffer.concat([photo, Buffer.alloc(1024 * 1024, 0x41)]);
    const answer = await send(shop.base, '/api/payments/confirm', {
      method: 'POST',
      body: photoForm(confirmForm(orderId), sent),
    });
    expect(answer.status).toBe(200);
    const kept = await fetch(`${shop.base}/api/admin/payment-proofs/${orderId}/image`, {
      headers: shop.admin,
    });
    tally.add('what a stored proof keeps', 2);
    const bytes = Buffer.from(await kept.arrayBuffer());
    expect(await describeImage(bytes)).toEqual({
      format: 'jpeg',
      width: 480,
      height: 360,
      exif: false,
      comments: 0,
    });
    expect(bytes.toString('latin1')).not.toContain('KameraUji');
    expect(bytes.length).toBeLessThan(photo.length);
  });

  it('refuses a confirmation for an order it may not take before the file is read', async () => {
    const issued = await issueOrderId(shop.base);
    const photo = await encodedImage('jpeg', 1600, 1200, { noise: true });
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    const strangers: [string, FormData, number][] = [
      ['an order id never issued', confirmForm('INV-20260101-BUKAN2'), 404],
      [
        'no order secret',
        (() => {
          const f = confirmForm(issued);
          f.delete('orderSecret');
          return f;
        })(),
        403,
      ],
      [
        'a design the package may not order',
        (() => {
          const f = confirmForm(issued);
          f.set('cartItems', JSON.stringify([{ ...CART[0], designId: 'tidak-ada' }]));
          return f;
        })(),
        400,
      ],
    ];
    const tables = await watchTables(shop.stack, { settle: false });
    for (const [name, form, status] of strangers) {
      const upload = await stalled(photoForm(form, photo));
      // Answered while the client still holds most of the file: it was never waited for.
      const answer = await upload.answered;
      upload.abandon();
      tally.add('refused before the file is read');
      expect({ name, status: answer.status, code: answer.body.code }).toEqual({
        name,
        status,
        code: expect.stringMatching(/^(not_found|forbidden|bad_request)$/),
      });
    }
    expect(await tables.changed()).toEqual([]);
  });

  it('refuses a photo for an order its sender may not add to before the file is read', async () => {
    const photo = await encodedImage('jpeg', 1600, 1200, { noise: true });
    const full = await paidOrder();
    for (let i = 0; i < INVITATION_LIMITS.photos; i++) {
      const kept = await send(shop.base, '/api/orders/invitation/photos', {
        method: 'POST',
        body: uploadForm({ order_id: full, phone: CUSTOMER.phone }, 'photo', {
          bytes: pngImage(4, 4 + i),
          name: 'foto.png',
          type: 'image/png',
        }),
      });
      expect(kept.status).toBe(201);
    }
    const sent = await paidOrder();
    const couple = { order_id: sent, phone: CUSTOMER.phone };
    const saved = await send(shop.base, '/api/orders/invitation', {
      method: 'PUT',
      json: { ...couple, version: 0, data: SENDABLE_INVITATION_DATA },
    });
    expect(saved.status).toBe(200);
    expect(
      (await send(shop.base, '/api/orders/invitation/submit', { method: 'POST', json: couple })).status,
    ).toBe(200);
    const unpaid = await send(shop.base, '/api/orders/create-transaction', {
      method: 'POST',
      json: { cartItems: CART, customerDetails: CUSTOMER },
    });
    const strangers: [string, Record<string, string>, number, string][] = [
      ['a wrong phone', { order_id: photoOrder, phone: '081200000000' }, 404, ORDER_LOOKUP_NOT_FOUND],
      [
        'an order id never issued',
        { order_id: 'INV-20260101-BUKAN3', phone: CUSTOMER.phone },
        404,
        ORDER_LOOKUP_NOT_FOUND,
      ],
      [
        'an order not paid yet',
        { order_id: unpaid.body.order_id, phone: CUSTOMER.phone },
        409,
        INVITATION_MESSAGES.notPaid,
      ],
      ['an order whose data was sent', couple, 409, INVITATION_MESSAGES.alreadySent],
      [
        'an order with all its photos',
        { order_id: full, phone: CUSTOMER.phone },
        409,
        INVITATION_MESSAGES.tooManyPhotos,
      ],
    ];
    const tables = await watchTables(shop.stack, { settle: false });
    for (const [name, fields, status, message] of strangers) {
      const form = uploadForm(fields, 'photo', { bytes: photo, name: 'IMG_2026.jpg', type: 'image/jpeg' });
      const upload = await stalled(form, { path: '/api/orders/invitation/photos', field: 'photo' });
      // Answered while the client still holds most of the file: it was never waited for.
      const answer = await upload.answered;
      upload.abandon();
      tally.add('refused before the file is read');
      expect({ name, status: answer.status, message: answer.body.message }).toEqual({
        name,
        status,
        message,
      });
    }
    expect(await tables.changed()).toEqual([]);
  });

  it('cuts an upload whose file stops arriving with a clear 408, and gives its slot back', async () => {
    const photo = await encodedImage('jpeg', 1600, 1200, { noise: true });
    const upload = await stalled(photoForm(confirmForm(await issueOrderId(shop.base)), photo));
    const answer = await upload.answered;
    upload.abandon();
    tally.add('an upload slot held without sending');
    expect(answer).toEqual({ status: 408, body: { message: UPLOAD_TOO_SLOW, code: 'bad_request' } });
    await waitFor(
      'the slot given back',
      () => uploadsReading(),
      (reading) => reading === 0,
      30_000,
      50,
    );
  });

  it("holds two uploads of one client at once and tells a third to wait, then takes the client's next", async () => {
    const photo = await encodedImage('jpeg', 1600, 1200, { noise: true });
    const issuedSpare = await issueOrderId(shop.base);
    const whole = async (form: FormData) => {
      const upload = await stalled(form);
      upload.finish();
      return upload.answered;
    };
    const held = [];
    for (let i = 0; i < UPLOADS_PER_CLIENT; i++) {
      const upload = await stalled(photoForm(confirmForm(await issueOrderId(shop.base)), photo));
      upload.feed();
      held.push(upload);
    }
    // The two above are past their checks and being read: the gateway counts them.
    await waitFor(
      'both uploads holding their slots',
      () => uploadsReading(),
      (reading) => reading === UPLOADS_PER_CLIENT,
      30_000,
      50,
    );
    const third = await whole(photoForm(confirmForm(issuedSpare), photo));
    tally.add('uploads past one client\u2019s share');
    expect(third).toEqual({ status: 429, body: { message: UPLOADS_BUSY, code: 'rate_limited' } });
    for (const upload of held) upload.finish();
    const answers = await Promise.all(held.map((upload) => upload.answered));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const next = await whole(photoForm(confirmForm(issuedSpare), photo));
    expect(next.status).toBe(200);
  });
});
