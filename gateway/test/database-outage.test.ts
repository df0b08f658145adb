import { createServer, Server, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@undangan/contracts';
import { TEST_POSTGRES_URL, waitFor } from '@undangan/platform/testing';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';

/**
 * The gateway's own database out of reach (admin accounts, sessions, audit log and rate limits
 * live there): a login or an admin request answers 503 with the shop's message, to retry, never a
 * 500; and once the database is back, the same requests work again. The database is reached
 * through a TCP relay the test can cut, so the machine's PostgreSQL keeps running.
 */
jest.setTimeout(120_000);

let relay: Relay;
let stack: TestStack;
let base: string;

/** A TCP relay to PostgreSQL: `cut()` ends every connection and refuses new ones until `mend()`. */
class Relay {
  private readonly sockets = new Set<Socket>();
  private server?: Server;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = new Socket().connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => this.sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server?.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  async mend(): Promise<void> {
    if (!this.server?.listening) await this.open();
  }
}

beforeAll(async () => {
  const postgres = new URL(TEST_POSTGRES_URL);
  relay = new Relay({ host: postgres.hostname, port: Number(postgres.port || 5432) });
  await relay.open();
  // The gateway reaches its database through the relay; its name is the one the stack chose.
  stack = await startTestStack({
    services: ['gateway'],
    adjustEnv: (program, env) => {
      if (program !== 'gateway') return env;
      const url = new URL(env.DATABASE_URL);
      url.host = `127.0.0.1:${relay.port}`;
      return { ...env, DATABASE_URL: url.toString() };
    },
  });
  base = stack.baseUrl;
});

afterAll(async () => {
  await relay?.mend().catch(() => undefined);
  await stack?.stop();
  await relay?.cut();
});

const login = () =>
  fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: stack.env.ADMIN_USERNAME, password: stack.env.ADMIN_PASSWORD }),
  });

it('answers a login 503 with the shop message while its database is away, and 200 once it is back', async () => {
  const first = await login();
  expect(first.status).toBe(200);
  const { token } = (await first.json()) as { token: string };

  await relay.cut();
  const refused = await login();
  expect(refused.status).toBe(503);
  expect(await refused.json()).toEqual({ message: MESSAGES.serviceUnavailable, code: 'unavailable' });
  const me = await fetch(`${base}/api/admin/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.status).toBe(503);

  await relay.mend();
  const again = await waitFor(
    'a login once the database is back',
    async () => (await login()).status,
    (status) => status === 200,
    5000,
    250,
  );
  expect(again).toBe(200);
});
