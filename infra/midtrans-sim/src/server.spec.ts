import { AddressInfo } from 'node:net';
import { createSimulatorServer } from './server';

describe('midtrans simulator server', () => {
  const server = createSimulatorServer();
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
