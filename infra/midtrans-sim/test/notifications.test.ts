import { createServer, Server } from 'node:http';
import { waitFor } from '@undangan/platform/testing';
import {
  clients,
  close,
  CoreClient,
  expectedSignature,
  getJson,
  listen,
  NotificationReceiver,
  orderBody,
  orderId,
  postJson,
  sleep,
  SnapClient,
  startSimulator,
} from './helpers';

const SCALE = 0.0001;
// Midtrans's pauses (2, 10, 30, 90, 210 minutes) at the test scale, in ms.
const PAUSES_MS = [2, 10, 30, 90, 210].map((minutes) => minutes * 60_000 * SCALE);

interface DeliveryView {
  transaction_status: string;
  state: string;
  attempts: { http_status: number | null; error?: string }[];
  body: Record<string, unknown>;
}

describe('signed HTTP notifications', () => {
  let server: Server;
  let base: string;
  let snap: SnapClient;
  let core: CoreClient;
  const receiver = new NotificationReceiver();
  const answers = new Map<string, number>();

  beforeAll(async () => {
    await receiver.start();
    receiver.answer = (body) => answers.get(String(body.order_id)) ?? 200;
    ({ server, base } = await startSimulator({ notificationUrl: receiver.url, retryScale: SCALE }));
    ({ snap, core } = clients(base));
  });
  afterAll(async () => {
    await close(server);
    await receiver.stop();
  });

  async function pendingOrder(answer = 200, method = 'bca_va'): Promise<string> {
    const id = orderId('N');
    answers.set(id, answer);
    await snap.createTransaction(orderBody(id));
    await postJson(`${base}/sim/transactions/${id}/method`, { method });
    return id;
  }

  async function deliveries(id: string): Promise<DeliveryView[]> {
    return (await getJson(`${base}/sim/transactions/${id}`)).body.deliveries as DeliveryView[];
  }

  it('posts the status fields as JSON with a signature anyone holding the server key can check', async () => {
    const id = await pendingOrder();
    const [note] = await receiver.waitFor(id, 1);
    expect(note.contentType).toBe('application/json');
    expect(note.body.signature_key).toBe(expectedSignature(note.body));
    expect(Object.keys(note.body).sort()).toEqual(
      [
        'currency',
        'expiry_time',
        'fraud_status',
        'gross_amount',
        'merchant_id',
        'order_id',
        'payment_amounts',
        'payment_type',
        'signature_key',
        'status_code',
        'status_message',
        'transaction_id',
        'transaction_status',
        'transaction_time',
        'va_numbers',
      ].sort(),
    );
    const { status_message: _fromStatus, ...status } = await core.transaction.status(id);
    const { status_message: _fromNote, ...notified } = note.body;
    expect(notified).toEqual(status);
    expect(note.body).toMatchObject({
      transaction_status: 'pending',
      status_code: '201',
      gross_amount: '150000.00',
    });
  });

  it('does not sign with anything but the server key', async () => {
    const id = await pendingOrder();
    const [note] = await receiver.waitFor(id, 1);
    expect(note.body.signature_key).not.toBe(expectedSignature(note.body, 'SB-Mid-server-other'));
    const tampered = { ...note.body, gross_amount: '1.00' };
    expect(note.body.signature_key).not.toBe(expectedSignature(tampered));
  });

  it('retries by the merchant answer: 2xx and 3xx never, 500 once, 400/404 twice, 503 four times, others five', async () => {
    const cases: [number, number][] = [
      [200, 1],
      [204, 1],
      [302, 1],
      [500, 2],
      [400, 3],
      [404, 3],
      [503, 5],
      [418, 6],
    ];
    await Promise.all(
      cases.map(async ([answer, expected]) => {
        const id = await pendingOrder(answer);
        const notes = await receiver.waitFor(id, expected, 30_000);
        // Long enough for one more delivery to have arrived, had one been due.
        await sleep((PAUSES_MS[expected - 1] ?? 0) + 200);
        expect([answer, receiver.for(id).length]).toEqual([answer, expected]);
        notes.slice(1).forEach((note, i) => {
          const gap = note.at - notes[i].at;
          expect(gap).toBeGreaterThanOrEqual(PAUSES_MS[i] * 0.8);
        });
        expect(new Set(notes.map((n) => JSON.stringify(n.body))).size).toBe(1);
        const [log] = await deliveries(id);
        expect(log.attempts.map((a) => a.http_status)).toEqual(new Array(expected).fill(answer));
        expect(log.state).toBe(answer >= 200 && answer < 300 ? 'delivered' : 'failed');
      }),
    );
  });

  it('retries five times when the merchant does not answer, or answers too late', async () => {
    const silent = createServer(() => {});
    const refused = createServer();
    const silentUrl = await listen(silent);
    const refusedUrl = await listen(refused);
    await close(refused);
    const sims = await Promise.all([
      startSimulator({ notificationUrl: silentUrl, retryScale: SCALE, notificationTimeoutMs: 50 }),
      startSimulator({ notificationUrl: refusedUrl, retryScale: SCALE }),
    ]);
    try {
      await Promise.all(
        sims.map(async (sim) => {
          const id = orderId('Q');
          await clients(sim.base).snap.createTransaction(orderBody(id));
          await postJson(`${sim.base}/sim/transactions/${id}/method`, { method: 'gopay' });
          const log = await waitFor(
            async () =>
              (await getJson(`${sim.base}/sim/transactions/${id}`)).body.deliveries as DeliveryView[],
            (deliveries) => deliveries[0]?.state === 'failed',
            8000,
            50,
          );
          expect(log[0].state).toBe('failed');
          expect(log[0].attempts.map((a) => a.http_status)).toEqual([null, null, null, null, null, null]);
          expect(log[0].attempts.every((a) => typeof a.error === 'string')).toBe(true);
        }),
      );
    } finally {
      await Promise.all(sims.map((sim) => close(sim.server)));
      await close(silent);
    }
  });

  it('sends pending before settlement when a test settles an order nobody chose a method for', async () => {
    const id = orderId('N');
    await snap.createTransaction(orderBody(id));
    const settled = await postJson(`${base}/sim/transactions/${id}/settle`);
    expect(settled.body).toMatchObject({ status: 'settlement', payment_method: 'bca_va' });
    const notes = await receiver.waitFor(id, 2);
    expect(notes.map((n) => [n.body.transaction_status, n.body.status_code])).toEqual([
      ['pending', '201'],
      ['settlement', '200'],
    ]);
    expect(notes[1].body.settlement_time).toEqual(
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    );
    expect(notes.every((n) => n.body.signature_key === expectedSignature(n.body))).toBe(true);
  });

  it('notifies deny, cancel, failure and expire with their status codes', async () => {
    // Midtrans signs cancel with 200 and an expired transaction's notification with 202.
    const actions: [string, string, string][] = [
      ['deny', 'deny', '202'],
      ['cancel', 'cancel', '200'],
      ['fail', 'failure', '202'],
      ['expire', 'expire', '202'],
    ];
    for (const [action, status, code] of actions) {
      const id = await pendingOrder();
      await postJson(`${base}/sim/transactions/${id}/${action}`);
      const notes = await receiver.waitFor(id, 2);
      expect(notes[1].body).toMatchObject({ transaction_status: status, status_code: code });
      expect(notes[1].body.signature_key).toBe(expectedSignature(notes[1].body));
    }
  });

  it('changes the status without a word when notify=false (a lost notification)', async () => {
    const id = orderId('L');
    await snap.createTransaction(orderBody(id));
    const chose = await postJson(`${base}/sim/transactions/${id}/method?notify=false`, {
      method: 'indomaret',
    });
    expect(chose.status).toBe(200);
    const settled = await postJson(`${base}/sim/transactions/${id}/settle?notify=false`);
    expect(settled.status).toBe(200);
    expect((await core.transaction.status(id)).transaction_status).toBe('settlement');
    await sleep(300);
    expect(receiver.for(id)).toEqual([]);
    expect(await deliveries(id)).toEqual([]);
  });

  it('sends the current status again on request, identical, for duplicate-delivery tests', async () => {
    const id = await pendingOrder();
    await postJson(`${base}/sim/transactions/${id}/settle`);
    await receiver.waitFor(id, 2);
    const resent = await postJson(`${base}/sim/transactions/${id}/notify`);
    expect(resent.status).toBe(202);
    expect(resent.body.transaction_status).toBe('settlement');
    const notes = await receiver.waitFor(id, 3);
    expect(notes[2].body).toEqual(notes[1].body);
    expect((await deliveries(id)).map((d) => d.transaction_status)).toEqual([
      'pending',
      'settlement',
      'settlement',
    ]);
  });

  it('has nothing to re-send before a method is chosen, and 404 for an unknown order', async () => {
    const id = orderId('L');
    await snap.createTransaction(orderBody(id));
    expect((await postJson(`${base}/sim/transactions/${id}/notify`)).status).toBe(409);
    expect((await postJson(`${base}/sim/transactions/NOPE/notify`)).status).toBe(404);
    expect((await postJson(`${base}/sim/transactions/${id}/method`, { method: 'paypal' })).status).toBe(400);
  });

  describe('redirects', () => {
    /** A merchant URL that redirects as its path says and records every POST it receives. */
    const hits: { path: string; body: string }[] = [];
    const redirecting = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '';
        hits.push({ path: `${req.method} ${path}`, body: Buffer.concat(chunks).toString('utf8') });
        const hop = /^\/hop\/(\d+)$/.exec(path);
        if (hop && Number(hop[1]) > 0) {
          const code = Number(hop[1]) % 2 === 0 ? 308 : 307;
          res.writeHead(code, { location: `/hop/${Number(hop[1]) - 1}` }).end();
        } else if (path === '/loop') res.writeHead(307, { location: '/loop' }).end();
        else if (path === '/found') res.writeHead(302, { location: '/hop/0' }).end();
        else if (path === '/elsewhere') res.writeHead(307, { location: receiver.url }).end();
        else res.writeHead(200).end('{}');
      });
    });
    let redirectingUrl: string;

    beforeAll(async () => {
      redirectingUrl = await listen(redirecting);
    });
    afterAll(() => close(redirecting));

    async function deliveredTo(path: string): Promise<{ id: string; log: DeliveryView }> {
      const sim = await startSimulator({ notificationUrl: `${redirectingUrl}${path}`, retryScale: SCALE });
      try {
        const id = orderId('D');
        await clients(sim.base).snap.createTransaction(orderBody(id));
        await postJson(`${sim.base}/sim/transactions/${id}/method`, { method: 'bca_va' });
        await waitFor(
          async () =>
            ((await getJson(`${sim.base}/sim/transactions/${id}`)).body.deliveries as DeliveryView[])[0],
          (delivery) => delivery !== undefined && ['delivered', 'failed'].includes(delivery.state),
          5000,
          20,
        );
        // Long enough for a retry to have come, had one been due.
        await sleep(PAUSES_MS[0] + 200);
        const log = (
          (await getJson(`${sim.base}/sim/transactions/${id}`)).body.deliveries as DeliveryView[]
        )[0];
        return { id, log };
      } finally {
        await close(sim.server);
      }
    }

    function hitsFor(id: string) {
      return hits.filter((hit) => hit.body.includes(`"order_id":"${id}"`));
    }

    it('follows 307 and 308, re-POSTing the same body to each Location', async () => {
      const { id, log } = await deliveredTo('/hop/3');
      const seen = hitsFor(id);
      expect(seen.map((hit) => hit.path)).toEqual([
        'POST /hop/3',
        'POST /hop/2',
        'POST /hop/1',
        'POST /hop/0',
      ]);
      expect(new Set(seen.map((hit) => hit.body)).size).toBe(1);
      const body = JSON.parse(seen[3].body) as Record<string, unknown>;
      expect(body.signature_key).toBe(expectedSignature(body));
      expect(log.state).toBe('delivered');
      expect(log.attempts).toHaveLength(1);
      expect(log.attempts[0]).toMatchObject({
        http_status: 200,
        redirected_to: [`${redirectingUrl}/hop/2`, `${redirectingUrl}/hop/1`, `${redirectingUrl}/hop/0`],
      });
    });

    it('follows an absolute Location to another server', async () => {
      const { id, log } = await deliveredTo('/elsewhere');
      expect(log.state).toBe('delivered');
      expect(receiver.for(id)).toHaveLength(1);
      expect(receiver.for(id)[0].body.transaction_status).toBe('pending');
    });

    it('follows at most five redirects, then takes the 307 as a final answer without retrying', async () => {
      const { id, log } = await deliveredTo('/loop');
      expect(hitsFor(id)).toHaveLength(6);
      expect(log.state).toBe('failed');
      expect(log.attempts).toHaveLength(1);
      expect(log.attempts[0].http_status).toBe(307);
      expect((log.attempts[0] as { redirected_to?: string[] }).redirected_to).toHaveLength(5);
    });

    it('does not follow a 302, nor retry after it', async () => {
      const { id, log } = await deliveredTo('/found');
      expect(hitsFor(id).map((hit) => hit.path)).toEqual(['POST /found']);
      expect(log.attempts.map((a) => a.http_status)).toEqual([302]);
      expect(log.state).toBe('failed');
    });
  });

  it('stops pending retries on reset', async () => {
    const { server: own, base: ownBase } = await startSimulator({
      notificationUrl: receiver.url,
      retryScale: 0.01,
    });
    try {
      const id = orderId('R');
      answers.set(id, 503);
      await clients(ownBase).snap.createTransaction(orderBody(id));
      await postJson(`${ownBase}/sim/transactions/${id}/method`, { method: 'bca_va' });
      await receiver.waitFor(id, 1);
      await postJson(`${ownBase}/sim/reset`);
      // The first retry was due 1.2 s after the first attempt.
      await sleep(1500);
      expect(receiver.for(id)).toHaveLength(1);
    } finally {
      await close(own);
    }
  });
});
