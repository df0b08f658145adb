import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import sharp from 'sharp';
import { PROOF_MAX_BYTES } from '@undangan/contracts';
import {
  UPLOAD_TOO_SLOW,
  UPLOADS_AT_ONCE,
  UPLOADS_BUSY,
  UPLOADS_PER_CLIENT,
} from '../../../gateway/src/http/upload-slots';
import { CART, confirmationForm, FaultStack, HttpAnswer, inParallel, waitFor } from './fault-stack';

/**
 * Fifty couples send a 5 MB photo of their transfer at the same moment, each from an address of
 * its own, through nginx as in production. The gateway writes each file to disk and streams it to
 * the object store, proof-storage decodes two at a time, and each process holds only so many
 * uploads at once (the rest are told to try again in a moment, 429). What is measured is memory,
 * not time: the gateway's and proof-storage's peak resident memory during the burst stays within a
 * bound far below what fifty files held in memory (and as base64 over RabbitMQ) would need, and
 * every couple's proof is stored once they retry.
 *
 * Then the upload door as an attacker meets it, through the same nginx: a refused upload whose
 * body is left unsent never leaves a connection another visitor's request gets, and senders that
 * trickle their files from many addresses cannot keep a couple's proof out.
 */
jest.setTimeout(600_000);

const COUPLES = 50;
const ADDRESSES = Array.from({ length: COUPLES }, (_, i) => `127.0.1.${i + 10}`);
const CUSTOMER = { name: 'Sinta & Raka', phone: '081377788899', email: 'sinta@example.com' };
/** A peak above the resident memory before the burst, per program (the budget of this test). */
const PEAK_GROWTH_BUDGET_MB = { gateway: 128, 'proof-storage': 224 };

let faults: FaultStack;
let photo: Buffer;

beforeAll(async () => {
  faults = await FaultStack.start({}, { front: 'nginx' });
  // A phone photo just under the limit: noise does not compress, so the file stays large.
  photo = await sharp({
    create: {
      width: 2250,
      height: 1700,
      channels: 3,
      // sharp's types ask for a background; the noise replaces it.
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 100 })
    .toBuffer();
}, 150_000);

afterAll(async () => {
  await faults?.stop();
}, 60_000);

/** A request from one loopback address, through the front, with a body read whole. */
function send(
  localAddress: string,
  path: string,
  body: { bytes: Buffer; type: string },
): Promise<HttpAnswer> {
  const { hostname, port } = new URL(faults.stack.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port: Number(port),
        localAddress,
        // A connection of its own, as each couple's phone opens: a kept-alive one from the client's
        // pool, closed by that pool's idle timer as the request starts, fails as no phone does.
        agent: false,
        method: 'POST',
        path,
        headers: { 'content-type': body.type, 'content-length': body.bytes.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body.bytes);
  });
}

/** A FormData as the bytes and content type a browser would send. */
async function encoded(form: FormData): Promise<{ bytes: Buffer; type: string }> {
  const response = new Response(form);
  return { bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type')! };
}

/** Resident memory now and at its peak (kB, from /proc), for a program of the stack. */
function memoryOf(name: string): { rssKb: number; peakKb: number } {
  const status = readFileSync(`/proc/${faults.stack.pid(name)}/status`, 'utf8');
  const field = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)![1]);
  return { rssKb: field('VmRSS'), peakKb: field('VmHWM') };
}

/** Starts a program's peak over from its present resident memory (clear_refs 5 resets VmHWM). */
function resetPeak(name: string): void {
  writeFileSync(`/proc/${faults.stack.pid(name)}/clear_refs`, '5');
}

it('keeps memory bounded with fifty 5 MB proofs at once, and stores every one as couples retry', async () => {
  expect(photo.length).toBeGreaterThan(PROOF_MAX_BYTES - 512 * 1024);
  expect(photo.length).toBeLessThanOrEqual(PROOF_MAX_BYTES);

  const orders = await inParallel(ADDRESSES, 10, async (address) => {
    const issued = await send(address, '/api/orders/create-order-id', {
      bytes: Buffer.from('{}'),
      type: 'application/json',
    });
    expect(issued.status).toBe(200);
    return issued.body as { orderId: string; orderSecret: string };
  });
  const forms = await Promise.all(
    orders.map(async (issued) => {
      const form = confirmationForm(issued, CART, CUSTOMER);
      form.set('proofFile', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'bukti-transfer.jpg');
      return encoded(form);
    }),
  );

  const programs = ['gateway', 'proof-storage'] as const;
  const before = Object.fromEntries(programs.map((name) => [name, memoryOf(name)]));
  for (const name of programs) resetPeak(name);

  const first = await Promise.all(
    ADDRESSES.map((address, i) => send(address, '/api/payments/confirm', forms[i])),
  );
  const peaks = Object.fromEntries(programs.map((name) => [name, memoryOf(name).peakKb]));

  // Each answer is the confirmation or, past the bound, a clear "try again"; never a failure.
  const unexpected = first.filter(
    (a) => a.status !== 200 && !(a.status === 429 && a.body.message === UPLOADS_BUSY),
  );
  expect(unexpected).toEqual([]);
  const accepted = first.filter((a) => a.status === 200).length;
  expect(accepted).toBeGreaterThan(0);

  // The couples told to wait try again, a few at a time, until every proof is in.
  let waiting = ADDRESSES.map((_, i) => i).filter((i) => first[i].status !== 200);
  for (let round = 0; waiting.length > 0 && round < 20; round++) {
    const again = await inParallel(waiting, UPLOADS_AT_ONCE / 2, (i) =>
      send(ADDRESSES[i], '/api/payments/confirm', forms[i]),
    );
    waiting = waiting.filter((_, k) => again[k].status !== 200);
  }
  expect(waiting).toEqual([]);
  for (const issued of orders) {
    const proof = await faults.adminGet(`/api/admin/payment-proofs/${issued.orderId}`);
    expect(proof.body.proof_file).toBe(`/api/admin/payment-proofs/${issued.orderId}/image`);
  }

  const growthMb = Object.fromEntries(
    programs.map((name) => [name, Math.round((peaks[name] - before[name].rssKb) / 1024)]),
  );
  process.stdout.write(
    `fifty 5 MB uploads: ${accepted} accepted at once; peak growth MB ${JSON.stringify(growthMb)}; ` +
      `resident before MB ${JSON.stringify(Object.fromEntries(programs.map((n) => [n, Math.round(before[n].rssKb / 1024)])))}\n`,
  );
  for (const name of programs)
    expect({ name, mb: growthMb[name] <= PEAK_GROWTH_BUDGET_MB[name] }).toEqual({ name, mb: true });
});

/** An upload sent by hand: its first `head` bytes at once, the rest when the test says. */
interface HeldUpload {
  answered: Promise<HttpAnswer>;
  send(bytes: Buffer): void;
  readonly closed: boolean;
  abandon(): void;
}

function holdUpload(localAddress: string, body: { bytes: Buffer; type: string }, head: number): HeldUpload {
  const { hostname, port } = new URL(faults.stack.baseUrl);
  let closed = false;
  const req = request({
    host: hostname,
    port: Number(port),
    localAddress,
    agent: false,
    method: 'POST',
    path: '/api/payments/confirm',
    headers: { 'content-type': body.type, 'content-length': body.bytes.length },
  });
  const answered = new Promise<HttpAnswer>((resolve) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
      );
    });
    // A connection cut without an answer is an answer of its own: status 0.
    req.on('error', () => resolve({ status: 0, body: {} }));
    req.on('close', () => (closed = true));
  });
  req.write(body.bytes.subarray(0, head));
  return {
    answered,
    send: (bytes) => void (closed || req.write(bytes)),
    get closed() {
      return closed;
    },
    abandon: () => req.destroy(),
  };
}

/** The gateway's own count of the uploads it is reading (gateway_uploads_in_flight). */
async function uploadsReading(): Promise<number> {
  const metrics = await fetch(`http://127.0.0.1:${faults.stack.specs.gateway.env.METRICS_PORT}/metrics`);
  const line = /^gateway_uploads_in_flight\{state="reading"[^}]*\} (\d+)$/m.exec(await metrics.text());
  return Number(line?.[1] ?? -1);
}

/** The proof form of an order id issued at `address`, with a file of `photo`'s bytes. */
async function proofForm(address: string, file: Buffer): Promise<{ bytes: Buffer; type: string }> {
  const issued = await send(address, '/api/orders/create-order-id', {
    bytes: Buffer.from('{}'),
    type: 'application/json',
  });
  expect(issued.status).toBe(200);
  const form = confirmationForm(issued.body as { orderId: string; orderSecret: string }, CART, CUSTOMER);
  form.set('proofFile', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'bukti-transfer.jpg');
  return encoded(form);
}

it("ends a refused upload's connection with its answer, so no other request is read as its body", async () => {
  const form = new FormData();
  form.set('orderId', 'INV-20260101-BUKAN9');
  form.set('orderSecret', 'a'.repeat(43));
  form.set('customerName', CUSTOMER.name);
  form.set('customerPhone', CUSTOMER.phone);
  form.set('customerEmail', CUSTOMER.email);
  form.set('cartItems', JSON.stringify(CART));
  const file = photo.subarray(0, 2 * 1024 * 1024);
  form.set('proofFile', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'a.jpg');
  const body = await encoded(form);
  // Straight to the gateway, as nginx's pool of connections meets it: the fields and a little of
  // the file, then nothing more.
  const socket = connect({ host: '127.0.0.1', port: faults.stack.specs.gateway.port });
  let received = '';
  socket.setEncoding('latin1');
  // A write after the gateway closed is refused by the kernel: the answer read so far is what counts.
  socket.on('error', () => undefined);
  socket.on('data', (chunk: string) => (received += chunk));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(
    `POST /api/payments/confirm HTTP/1.1\r\nHost: shop\r\nContent-Type: ${body.type}\r\n` +
      `Content-Length: ${body.bytes.length}\r\n\r\n`,
  );
  socket.write(body.bytes.subarray(0, body.bytes.length - file.length + 64 * 1024));
  await waitFor(
    'the refusal',
    () => received,
    (text) => /\r\n\r\n\{.*\}$/s.test(text),
    60_000,
  );
  expect(received).toMatch(/^HTTP\/1\.1 404 /);
  expect(received.toLowerCase()).toContain('\r\nconnection: close\r\n');
  // The next request on the connection is never taken as the rest of the unread body.
  socket.write('GET /api/packages HTTP/1.1\r\nHost: shop\r\n\r\n');
  await ended;
  expect(received.match(/^HTTP\/1\.1 /gm)).toHaveLength(1);
});

it("keeps no upload slot for senders that trickle their files while a couple's proof waits", async () => {
  // Eight addresses, each at its share: every slot of the gateway held by a file sent at 100 B/s.
  const addresses = Array.from(
    { length: UPLOADS_AT_ONCE / UPLOADS_PER_CLIENT },
    (_, i) => `127.0.3.${10 + i}`,
  );
  const forms = await Promise.all(
    addresses.flatMap((address) =>
      Array.from({ length: UPLOADS_PER_CLIENT }, async () => ({
        address,
        body: await proofForm(address, photo),
      })),
    ),
  );
  let holding = true;
  const answers: HttpAnswer[] = [];
  const hold = async ({ address, body }: { address: string; body: { bytes: Buffer; type: string } }) => {
    // Each holder starts again as soon as it is answered, for as long as the test lasts.
    while (holding) {
      const upload = holdUpload(address, body, body.bytes.length - photo.length + 1024);
      const trickle = setInterval(() => upload.send(Buffer.alloc(10, 0x41)), 100);
      const answer = await upload.answered;
      clearInterval(trickle);
      upload.abandon();
      answers.push(answer);
    }
  };
  const holders = forms.map(hold);
  await waitFor(
    'every slot held by a trickling sender',
    uploadsReading,
    (n) => n === UPLOADS_AT_ONCE,
    60_000,
  );

  const couple = await send('127.0.3.60', '/api/payments/confirm', await proofForm('127.0.3.60', photo));
  holding = false;
  await Promise.all(holders);
  expect(couple.status).toBe(200);
  // The holders were told why, with a clear message: too slow, or (starting again) to wait.
  const told = new Set(answers.map((a) => `${a.status} ${String(a.body.message)}`));
  expect(told).toContain(`408 ${UPLOAD_TOO_SLOW}`);
  for (const answer of told) expect([`408 ${UPLOAD_TOO_SLOW}`, `429 ${UPLOADS_BUSY}`]).toContain(answer);
});
