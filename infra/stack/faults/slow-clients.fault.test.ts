import { connect, Socket } from 'node:net';
import { MESSAGES } from '@undangan/contracts';
import { FaultStack, waitFor } from './fault-stack';

/**
 * The front as an attacker with a few addresses meets it (nginx in front of the whole shop, the
 * template compose runs). Thousands of sockets that never finish their headers, from ten loopback
 * addresses, and hundreds of requests whose bodies trickle in, from two more: while they are held,
 * a fresh visitor from another address is served the page and the API. Beyond its share of
 * connections an address is answered 429 at once; the idle sockets are closed by nginx, never by
 * the client; and a body that trickles in a byte every two seconds is cut with 408 long before it
 * could ever complete, because nginx passes it to the gateway as it arrives and the gateway's own
 * body deadline applies (nginx's client_body_timeout counts between two reads only).
 */
jest.setTimeout(300_000);

const IDLE_ADDRESSES = Array.from({ length: 10 }, (_, i) => `127.0.0.${i + 2}`);
const IDLE_PER_ADDRESS = 300;
const TRICKLE_ADDRESSES = ['127.0.0.20', '127.0.0.21'];
/** More than the front lets one address hold (limit_conn in infra/nginx/default.conf.template). */
const TRICKLE_PER_ADDRESS = 130;
const VISITOR = '127.0.0.40';
const BODY_LENGTH = 100_000;

let faults: FaultStack;
const sockets: Socket[] = [];

beforeAll(async () => {
  faults = await FaultStack.start({}, { front: 'nginx' });
}, 150_000);

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await faults?.stop();
}, 60_000);

interface Held {
  socket: Socket;
  /** The loopback address the client connected from. */
  address: string;
  /** What the server sent back, as text. */
  received: string;
  /** True once the server ended or reset the connection (the client never does here). */
  closedByServer: boolean;
}

function open(localAddress: string, first: string): Promise<Held> {
  const { hostname, port } = new URL(faults.stack.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress }, () => {
      socket.write(first);
      resolve(held);
    });
    const held: Held = { socket, address: localAddress, received: '', closedByServer: false };
    sockets.push(socket);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (held.received += chunk));
    socket.on('close', () => (held.closedByServer = true));
    socket.on('error', (err) => (held.received ? undefined : reject(err)));
  });
}

/** Sends one byte every `everyMs` while the connection lasts: the slowest possible body. */
function trickle(held: Held, everyMs: number): void {
  const timer = setInterval(() => {
    if (held.closedByServer || held.socket.destroyed) clearInterval(timer);
    else held.socket.write('a');
  }, everyMs);
  timer.unref();
}

async function visit(path: string, init: RequestInit = {}): Promise<{ status: number; ms: number }> {
  // A raw connection from an address of its own: nobody else's share of connections is its.
  const started = performance.now();
  const held = await open(
    VISITOR,
    `${init.method ?? 'GET'} ${path} HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`,
  );
  await waitFor(`the answer to ${path}`, () => held.closedByServer, Boolean, 60_000);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(held.received)?.[1] ?? 0);
  return { status, ms: Math.round(performance.now() - started) };
}

it('serves a fresh visitor while thousands of sockets are held, refuses an address past its share, and closes them', async () => {
  const idle: Held[] = [];
  for (const address of IDLE_ADDRESSES) {
    const opened = await Promise.all(
      Array.from({ length: IDLE_PER_ADDRESS }, () => open(address, 'GET / HTTP/1.1\r\nHost: shop\r\n')),
    );
    idle.push(...opened);
  }
  const trickling: Held[] = [];
  for (const address of TRICKLE_ADDRESSES) {
    for (let i = 0; i < TRICKLE_PER_ADDRESS; i++) {
      const held = await open(
        address,
        'POST /api/orders/track HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${BODY_LENGTH}\r\n\r\n{`,
      );
      trickle(held, 2000);
      trickling.push(held);
    }
  }
  // nginx reads each request's headers before it counts it against its address.
  await waitFor(
    'a 429 for an address past its share',
    () => trickling.filter((held) => held.received.startsWith('HTTP/1.1 429')).length > 0,
    Boolean,
    60_000,
  );

  const page = await visit('/index.html');
  const api = await visit('/api/packages');
  console.log(
    `with ${idle.length} idle and ${trickling.length} trickling sockets held: /index.html ${page.status} in ${page.ms} ms, /api/packages ${api.status} in ${api.ms} ms`,
  );
  expect([page.status, api.status]).toEqual([200, 200]);

  for (const address of TRICKLE_ADDRESSES) {
    const mine = trickling.filter((held) => held.address === address);
    const refused = mine.filter((held) => held.received.startsWith('HTTP/1.1 429'));
    // Every connection past the share is refused, with the shop's JSON.
    expect({ address, refusedAtLeast: refused.length >= TRICKLE_PER_ADDRESS - 100 }).toEqual({
      address,
      refusedAtLeast: true,
    });
    expect(refused[0].received).toContain(
      JSON.stringify({ message: MESSAGES.tooManyRequests, code: 'rate_limited' }),
    );
  }

  // The idle sockets never finish their headers: nginx closes every one of them itself.
  await waitFor(
    'nginx closing the sockets that never finished their headers',
    () => idle.every((held) => held.closedByServer),
    Boolean,
    200_000,
  );
});

it('cuts a body that trickles in a byte every two seconds with 408, long before it could complete', async () => {
  const held = await open(
    '127.0.0.30',
    'POST /api/orders/track HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${BODY_LENGTH}\r\n\r\n{`,
  );
  let sent = 1;
  const timer = setInterval(() => {
    if (held.closedByServer) return clearInterval(timer);
    held.socket.write('a');
    sent += 1;
  }, 2000);
  try {
    await waitFor('the trickling body being cut', () => held.closedByServer, Boolean, 200_000);
  } finally {
    clearInterval(timer);
  }
  expect(held.received).toMatch(/^HTTP\/1\.1 408 /);
  expect(held.received).toContain(MESSAGES.requestTooSlow);
  // A byte every two seconds would need days for the whole body: the server cut it, not the end.
  expect(sent).toBeLessThan(BODY_LENGTH / 100);
});
