import { connect, createServer, Server, Socket } from 'node:net';
import { Module } from '@nestjs/common';
import pino from 'pino';
import { runService, type RunningService, type ServiceProgram } from '../src/service';
import {
  createTestDatabase,
  createTestVhost,
  TEST_POSTGRES_URL,
  uniqueName,
  type Disposable,
} from '../src/testing';
import { waitFor } from '@undangan/platform/testing';

/**
 * A service started while its database or its broker is away waits for it and becomes ready when
 * it returns, instead of exiting (which an orchestrator answers by restarting it again and again).
 * Each is reached through a TCP relay on a port where nothing listens at first; the relay opens
 * only after the service has tried, failed and said it waits.
 */

jest.setTimeout(120_000);

@Module({})
class ProbeModule {}

const logger = pino({ level: 'silent' });
let database: Disposable<never>;
let vhost: Disposable<never>;
const relays: Server[] = [];
const relayed: Socket[] = [];
const services: RunningService[] = [];

beforeAll(async () => {
  [database, vhost] = await Promise.all([createTestDatabase('start_away'), createTestVhost('start_away')]);
});

afterAll(async () => {
  for (const service of services) await service.close();
  for (const socket of relayed) socket.destroy();
  for (const relay of relays) await new Promise((resolve) => relay.close(resolve));
  await Promise.all([database?.drop(), vhost?.drop()]);
});

/** A free port, closed again: nothing listens there until the relay opens. */
async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Passes every connection on `port` to `target` (PostgreSQL's or RabbitMQ's address). */
function openRelay(port: number, target: URL, defaultPort: number): Promise<Server> {
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || defaultPort), target.hostname);
    relayed.push(client, upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Starts a service whose database or broker is reached through a relay that is not open yet;
 * checks it waits (neither started nor failed) after saying so, then opens the relay and checks it
 * becomes ready.
 */
async function startWhileAway(away: 'database' | 'broker'): Promise<void> {
  const port = await unusedPort();
  const databaseUrl = new URL(database.url);
  const amqpUrl = new URL(vhost.url);
  (away === 'database' ? databaseUrl : amqpUrl).host = `127.0.0.1:${port}`;
  const said: string[] = [];
  let outcome: 'waiting' | 'started' | 'failed' = 'waiting';
  const program: ServiceProgram = {
    name: 'start-probe',
    queue: uniqueName('probe_rpc'),
    defaultDatabase: 'unused',
    entities: [],
    migrations: [],
    prepare: async () => undefined,
    module: () => ProbeModule,
  };
  const starting = runService(program, {
    databaseUrl: databaseUrl.toString(),
    amqpUrl: amqpUrl.toString(),
    httpPort: 0,
    handleSignals: false,
    logger: Object.assign(logger.child({}), {
      warn: (_fields: unknown, message: string) => said.push(message),
    }) as never,
  }).then(
    (running) => {
      outcome = 'started';
      services.push(running);
      return running;
    },
    (err: unknown) => {
      outcome = 'failed';
      throw err;
    },
  );
  // It has tried and said it waits while nothing listens: it has neither started nor given up.
  const waiting = `${away} unreachable at start; waiting for it`;
  await waitFor(
    `the service to say it waits for its ${away}`,
    () => said,
    (lines) => lines.includes(waiting),
  );
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(outcome).toBe('waiting');

  const target = away === 'database' ? new URL(TEST_POSTGRES_URL) : new URL(vhost.url);
  relays.push(await openRelay(port, target, away === 'database' ? 5432 : 5672));
  const running = await starting;
  expect(outcome).toBe('started');
  await waitFor(
    'the service to be ready',
    async () => (await fetch(`http://127.0.0.1:${running.httpPort}/health`)).status,
    (status) => status === 200,
    30_000,
  );
  expect((await fetch(`http://127.0.0.1:${running.httpPort}/live`)).status).toBe(200);
}

it('waits for a database that is away at start, and is ready once it returns', () =>
  startWhileAway('database'));

it('waits for a broker that is away at start, and is ready once it returns', () => startWhileAway('broker'));
