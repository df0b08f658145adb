import { Client, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import { preparedStatement, queryPrepared } from '../src/prepared-statement';
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

it("runs a prepared statement on the caller's connection and in its transaction, prepared there under its name", async () => {
  await dataSource.query('CREATE TABLE prepared_probe (n integer NOT NULL)');
  const insert = preparedStatement(
    'prepared_probe_insert',
    `INSERT INTO prepared_probe (n) VALUES ($1)
     RETURNING n, (SELECT count(*)::int FROM pg_prepared_statements WHERE name = 'prepared_probe_insert') AS prepared`,
  );
  await expect(
    dataSource.transaction(async (manager) => {
      expect(await queryPrepared(manager, insert, [1])).toEqual([{ n: 1, prepared: 1 }]);
      expect(await queryPrepared(manager, insert, [2])).toEqual([{ n: 2, prepared: 1 }]);
      expect(await manager.query('SELECT n FROM prepared_probe ORDER BY n')).toEqual([{ n: 1 }, { n: 2 }]);
      throw new Error('undone');
    }),
  ).rejects.toThrow('undone');
  // Both rows went with the transaction: the statement ran in it, not beside it.
  expect(await dataSource.query('SELECT n FROM prepared_probe')).toEqual([]);
  expect(await queryPrepared(dataSource.manager, insert, [3])).toEqual([{ n: 3, prepared: 1 }]);
});
