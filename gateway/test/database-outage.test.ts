import { createServer, Server, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@undangan/contracts';
import { createLogger } from '@undangan/platform';
import { createTestDatabase, createTestVhost } from '@undangan/platform/testing';
import type { Gateway } from '../src/gateway';
import { listenGateway, TEST_ADMIN } from './listening-gateway';

/**
 * The gateway's own database out of reach (admin accounts, sessions, audit log and rate limits
 * live there): a login or an admin request answers 503 with the shop's message, to retry, never a
 * 500; and once the database is back, the same requests work again. The database is reached
 * through a TCP relay the test can cut, so the machine's PostgreSQL keeps running.
 */
jest.setTimeout(60_000);

const logger = createLogger('test', 'silent');
let vhost: { url: string; drop(): Promise<void> };
let database: { url: string; drop(): Promise<void> };
let relay: Relay;
let gateway: Gateway | undefined;
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
  [vhost, database] = await Promise.all([
    createTestVhost('gw_db_outage'),
    createTestDatabase('gw_db_outage'),
  ]);
  const url = new URL(database.url);
  relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
  await relay.open();
  url.host = `127.0.0.1:${relay.port}`;
  ({ gateway, base } = await listenGateway({ amqpUrl: vhost.url, databaseUrl: url.toString(), logger }));
});

afterAll(async () => {
  await relay?.mend().catch(() => undefined);
  await gateway?.close();
  await Promise.all([vhost?.drop(), database?.drop()]);
});

const login = () =>
  fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
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
  let again = await login();
  for (let tries = 0; again.status !== 200 && tries < 20; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    again = await login();
  }
  expect(again.status).toBe(200);
});
