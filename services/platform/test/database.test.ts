import { Client, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import { openTestDataSource } from '../src/testing';

/** The data source survives PostgreSQL dropping its connections. */
jest.setTimeout(30_000);

let dataSource: DataSource;
let close: () => Promise<void>;
let admin: Client;

beforeAll(async () => {
  const db = await openTestDataSource('database', { entities: [], migrations: [] });
  ({ dataSource, close } = db);
  admin = new Client({ connectionString: db.url });
  await admin.connect();
});

afterAll(async () => {
  await admin?.end();
  await close?.();
});

const pool = () => (dataSource.driver as unknown as { master: { connect(): Promise<PoolClient> } }).master;

it('keeps an error listener on every pooled connection, so a backend killed between owners cannot crash the process', async () => {
  // A fresh connection handed out by the pool, before any owner has put a listener on it: the
  // moment in which a termination arriving with "ready" used to end the process.
  const clients = await Promise.all([pool().connect(), pool().connect(), pool().connect()]);
  for (const client of clients) expect(client.listenerCount('error')).toBeGreaterThan(0);
  const pids = await Promise.all(
    clients.map(async (c) => (await c.query('SELECT pg_backend_pid() AS pid')).rows[0].pid),
  );
  await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
  // The termination notice arrives on each idle connection as an 'error' event.
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const client of clients) {
    await expect(client.query('SELECT 1')).rejects.toThrow(/not queryable|terminat/i);
    client.release();
  }
  // The dead connections were discarded: the next queries get fresh ones.
  const answers = await Promise.all([0, 1, 2, 3].map(() => dataSource.query('SELECT 1 AS one')));
  expect(answers).toEqual([[{ one: 1 }], [{ one: 1 }], [{ one: 1 }], [{ one: 1 }]]);
});
