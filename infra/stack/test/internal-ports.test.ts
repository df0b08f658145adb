import { isListening } from '../src/network';
import { startTestStack, TestStack } from '../src/test-stack';
import { isLoopbackAddress, listeningAddresses } from './listening';

/**
 * The built programs as the native runner starts them: every internal port (the services' /health
 * and /metrics, the simulator, the s3rver stand-in, the mail catcher) answers on 127.0.0.1 and
 * nowhere else, the proof bucket is closed to anonymous requests, and the simulator's control API
 * is on only when the runner asks for it.
 */

const INTERNAL = [
  'catalogue',
  'ordering',
  'proof-storage',
  'reporting',
  'notifications',
  'invitations',
  'midtrans-sim',
];

async function expectLoopbackOnly(what: string, port: number): Promise<void> {
  const addresses = listeningAddresses(port);
  expect({ what, listening: addresses.length > 0 }).toEqual({ what, listening: true });
  expect({ what, elsewhere: addresses.filter((address) => !isLoopbackAddress(address)) }).toEqual({
    what,
    elsewhere: [],
  });
  expect({ what, loopback: await isListening('127.0.0.1', port) }).toEqual({ what, loopback: true });
}

describe('internal ports of the native stack', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ services: INTERNAL });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it.each(INTERNAL)('%s listens on 127.0.0.1 only', async (name) => {
    expect(stack.specs[name].env.LISTEN_HOST).toBe('127.0.0.1');
    await expectLoopbackOnly(name, stack.specs[name].port);
    const health = await fetch(stack.specs[name].healthUrl);
    expect(health.status).toBe(200);
  });

  it('the s3rver stand-in listens on 127.0.0.1 only and refuses anonymous reads of the proofs', async () => {
    const s3 = new URL(stack.env.S3_ENDPOINT);
    await expectLoopbackOnly('s3rver', Number(s3.port));
    for (const path of ['/', `/${stack.env.S3_PROOF_BUCKET}`, `/${stack.env.S3_PROOF_BUCKET}/proofs/x.png`]) {
      const res = await fetch(`${stack.env.S3_ENDPOINT}${path}`);
      await res.arrayBuffer();
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
  });

  it("the mail catcher listens on 127.0.0.1 only, and notifications' SMTP_URL names it", async () => {
    const smtp = new URL(stack.specs.notifications.env.SMTP_URL);
    expect(smtp.hostname).toBe('127.0.0.1');
    await expectLoopbackOnly('mail catcher (SMTP)', Number(smtp.port));
    await expectLoopbackOnly('mail catcher (mailbox)', Number(new URL(stack.mailUrl).port));
    const res = await fetch(`${stack.mailUrl}/api/v1/messages`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ total: 0, messages: [] });
  });

  it("the simulator's control API is on in the test stack", async () => {
    const sim = `http://127.0.0.1:${stack.specs['midtrans-sim'].port}`;
    expect(stack.specs['midtrans-sim'].env.SIM_CONTROL_API).toBe('true');
    const res = await fetch(`${sim}/sim/transactions`);
    expect(res.status).toBe(200);
  });
});

describe('the simulator outside test mode', () => {
  let stack: TestStack;
  let sim: string;

  beforeAll(async () => {
    stack = await startTestStack({ services: ['midtrans-sim'], env: { SIM_CONTROL_API: 'false' } });
    sim = `http://127.0.0.1:${stack.specs['midtrans-sim'].port}`;
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it.each([
    ['GET', '/sim/transactions'],
    ['GET', '/sim/transactions/INV-20260101-AAAAAA'],
    ['POST', '/sim/transactions/INV-20260101-AAAAAA/settle'],
    ['POST', '/sim/transactions/INV-20260101-AAAAAA/chargeback'],
    ['POST', '/sim/reset'],
  ])('answers %s %s with 404', async (method, path) => {
    const res = await fetch(`${sim}${path}`, { method, body: method === 'POST' ? '{}' : undefined });
    await res.arrayBuffer();
    expect(res.status).toBe(404);
  });

  it("keeps snap.js, the Snap API, the browser's payment screens and the Core API on", async () => {
    const script = await fetch(`${sim}/snap/snap.js`);
    await script.arrayBuffer();
    expect(script.status).toBe(200);
    const auth = `Basic ${Buffer.from(`${stack.specs['midtrans-sim'].env.MIDTRANS_SERVER_KEY}:`).toString('base64')}`;
    const snap = await fetch(`${sim}/snap/v1/transactions`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        transaction_details: { order_id: 'INV-20260101-BBBBBB', gross_amount: 150000 },
      }),
    });
    expect(snap.status).toBe(201);
    const { token } = (await snap.json()) as { token: string };
    const chose = await fetch(`${sim}/snap/v1/transactions/${token}/choose`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'bca_va' }),
    });
    await chose.arrayBuffer();
    expect(chose.status).toBe(200);
    const status = await fetch(`${sim}/v2/INV-20260101-BBBBBB/status`, {
      headers: { authorization: auth, accept: 'application/json' },
    });
    expect(status.status).toBe(200);
  });
});
