import { AddressInfo } from 'node:net';
import { createSimulatorServer } from './server';

describe('midtrans simulator server', () => {
  const server = createSimulatorServer({ controlApi: true });
  let base: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers /health with 200 and status ok', async () => {
    const res = await fetch(`${base}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers a browser preflight from any origin', async () => {
    const res = await fetch(`${base}/snap/v1/transactions/x/choose`, {
      method: 'OPTIONS',
      headers: { origin: 'http://shop.local', 'access-control-request-headers': 'content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await fetch(`${base}/sim/reset`, { method: 'POST', body: '{nope' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error_messages: ['request body is not valid JSON'] });
  });

  it('answers an unknown path with 404', async () => {
    const res = await fetch(`${base}/nothing-here`);
    expect(res.status).toBe(404);
  });
});

describe('midtrans simulator server without its control API', () => {
  const server = createSimulatorServer();
  let base: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it.each([
    ['GET', '/sim/transactions'],
    ['GET', '/sim/transactions/INV-1'],
    ['POST', '/sim/transactions/INV-1/settle'],
    ['POST', '/sim/transactions/INV-1/refund'],
    ['POST', '/sim/reset'],
  ])('answers %s %s with 404', async (method, path) => {
    const res = await fetch(`${base}${path}`, { method, body: method === 'POST' ? '{}' : undefined });
    expect(res.status).toBe(404);
  });

  it('still serves the browser routes and the Snap API', async () => {
    expect((await fetch(`${base}/snap/snap.js`)).status).toBe(200);
    const snap = await fetch(`${base}/snap/v1/transactions`, { method: 'POST', body: '{}' });
    expect(snap.status).toBe(401);
  });
});
