import { findRepoRoot } from '../../infra/stack/src/compose-config';
import { freePorts } from '../../infra/stack/src/network';
import { ProgramProcess, waitForHealthy } from '../../infra/stack/src/program-process';
import { startTestStack, TestStack } from '../../infra/stack/src/test-stack';
import { send } from './security/answers';

/**
 * Two gateway processes (the built program, as `npm start` runs it) on one database, as replicas
 * behind one address: a client spreading its attempts over both meets one count. Logins per
 * client and name and per client, the public write limit (with an IPv6 /64 as one client), and a
 * logout on one replica refused by the other.
 */
jest.setTimeout(180_000);

const LIMIT = 6;
/** The test plays the proxy in front of both gateways, so it chooses each request's client. */
const PROXY = '127.0.0.1';
const TOO_MANY_LOGINS = 'Terlalu banyak percobaan login. Silakan coba lagi dalam beberapa menit.';
const RATE_LIMITED = 'Terlalu banyak permintaan dari perangkat Anda. Silakan coba lagi dalam satu menit.';

let stack: TestStack;
let second: ProgramProcess | undefined;
/** Both replicas' addresses; request i of a run goes to replicas[i % 2]. */
let replicas: string[];

beforeAll(async () => {
  stack = await startTestStack({
    services: ['ordering', 'gateway'],
    env: { PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUSTED_PROXIES: PROXY },
  });
  const spec = stack.specs.gateway;
  const [port, metricsPort] = await freePorts(2);
  second = new ProgramProcess(
    {
      ...spec,
      name: 'gateway-2',
      env: { ...spec.env, [spec.portVariable]: String(port), METRICS_PORT: String(metricsPort) },
      port,
      healthUrl: `http://127.0.0.1:${port}/health`,
    },
    { cwd: findRepoRoot(__dirname) },
  );
  second.start();
  await waitForHealthy(second, 60_000);
  replicas = [stack.baseUrl, `http://127.0.0.1:${port}`];
}, 150_000);

afterAll(async () => {
  await second?.stop();
  await stack?.stop();
}, 60_000);

const login = (on: string, client: string, username: string, password: string) =>
  send(on, '/admin/login', {
    method: 'POST',
    headers: { 'x-forwarded-for': client },
    json: { username, password },
  });

const admin = () => ({
  username: stack.env.ADMIN_USERNAME ?? 'admin',
  password: stack.env.ADMIN_PASSWORD ?? 'admin12345',
});

describe('login limits across two gateway replicas', () => {
  it('refuses the 11th wrong attempt of a client at a name, made on either replica', async () => {
    const { username, password } = admin();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await login(replicas[i % 2], '203.0.113.7', username, `salah-${i}`)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    for (const on of replicas) {
      const refused = await login(on, '203.0.113.7', username, 'salah-lagi');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(TOO_MANY_LOGINS);
      // Even the right password waits now, on both.
      expect((await login(on, '203.0.113.7', username, password)).status).toBe(429);
    }
    // Another client at the same name is not affected.
    expect((await login(replicas[1], '203.0.113.8', username, password)).status).toBe(200);
  });

  it('refuses the 31st attempt of a client over any names, made on either replica', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await login(replicas[i % 2], '198.51.100.9', `nama-${i}`, 'salah')).status);
    expect(statuses).toEqual(Array(30).fill(401));
    for (const on of replicas)
      expect((await login(on, '198.51.100.9', 'nama-lain', 'salah')).status).toBe(429);
  });

  it('refuses on one replica a token logged out on the other', async () => {
    const { username, password } = admin();
    const signedIn = await login(replicas[0], '192.0.2.50', username, password);
    expect(signedIn.status).toBe(200);
    const authorization = `Bearer ${signedIn.body.token as string}`;
    expect((await send(replicas[1], '/api/admin/me', { headers: { authorization } })).status).toBe(200);
    const out = await send(replicas[1], '/api/admin/logout', { method: 'POST', headers: { authorization } });
    expect(out.status).toBe(200);
    for (const on of replicas)
      expect((await send(on, '/api/admin/me', { headers: { authorization } })).status).toBe(401);
  });
});

describe('the public write limit across two gateway replicas', () => {
  const createOrderId = (on: string, client: string) =>
    send(on, '/api/orders/create-order-id', { method: 'POST', headers: { 'x-forwarded-for': client } });

  it('admits a client its limit spread over both replicas, then refuses it on both with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++)
      statuses.push((await createOrderId(replicas[i % 2], '203.0.113.20')).status);
    expect(statuses).toEqual(Array(LIMIT).fill(200));
    for (const on of replicas) {
      const refused = await createOrderId(on, '203.0.113.20');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(RATE_LIMITED);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // Other clients and other routes keep their own counts.
    expect((await createOrderId(replicas[1], '203.0.113.21')).status).toBe(200);
    const validate = await send(replicas[0], '/api/referral/validate', {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.20' },
      json: { code: 'TIDAKADA' },
    });
    expect(validate.status).not.toBe(429);
  });

  it('counts every address of an IPv6 /64 as one client, whichever replica each reaches', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++)
      statuses.push((await createOrderId(replicas[i % 2], `2001:db8:5:6::${i + 1}`)).status);
    expect(statuses).toEqual(Array(LIMIT).fill(200));
    expect((await createOrderId(replicas[0], '2001:db8:5:6:ffff::9')).status).toBe(429);
    expect((await createOrderId(replicas[1], '2001:db8:5:7::1')).status).toBe(200);
  });
});
