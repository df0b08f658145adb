import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { findRepoRoot } from '@undangan/stack';
import { Client } from 'pg';
import { ended, portOf } from './bare-server';

/** What the baseline sells: the catalogue's rows for the cart, as the shop's catalogue lists them. */
export interface BareCatalogue {
  packages: { id: number; name: string; price: number }[];
  designs: { id: string; name: string; packageIds: number[] }[];
  addons: { id: number; title: string; price: number }[];
}

/** What the bare checkout has done so far: checkouts answered, statements sent, transactions opened. */
export interface BareStats {
  checkouts: number;
  statements: number;
  transactions: number;
}

export interface BareCheckout {
  url: string;
  pid: number;
  /** Its scratch database's name. */
  database: string;
  stats(): Promise<BareStats>;
  /** Stops the program and drops its database. */
  close(): Promise<void>;
}

const TABLES = `
  CREATE SEQUENCE order_numbers;
  CREATE TABLE packages (id integer PRIMARY KEY, name text NOT NULL, price bigint NOT NULL);
  CREATE TABLE designs (id text PRIMARY KEY, name text NOT NULL, package_ids integer[] NOT NULL);
  CREATE TABLE addons (id integer PRIMARY KEY, title text NOT NULL, price bigint NOT NULL);
  CREATE TABLE payments (
    order_id text PRIMARY KEY, status text NOT NULL DEFAULT 'pending', amount bigint NOT NULL,
    customer_name text NOT NULL, customer_phone text NOT NULL, customer_email text NOT NULL,
    items jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
  CREATE TABLE outbox (
    id uuid PRIMARY KEY, type text NOT NULL, payload jsonb NOT NULL,
    occurred_at timestamptz NOT NULL DEFAULT clock_timestamp(), published_at timestamptz);
  CREATE INDEX outbox_unpublished_idx ON outbox (occurred_at) WHERE published_at IS NULL;`;

/** `url` with its database replaced. */
export const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** The process ids of the PostgreSQL backends connected to each group's databases now. */
export async function backendsOf(
  postgresUrl: string,
  groups: Record<string, string[]>,
): Promise<Record<string, number[]>> {
  const rows = await withClient(withDatabase(postgresUrl, 'postgres'), async (client) => {
    const found = await client.query<{ pid: number; datname: string }>(
      'SELECT pid, datname FROM pg_stat_activity WHERE datname = ANY($1)',
      [Object.values(groups).flat()],
    );
    return found.rows;
  });
  return Object.fromEntries(
    Object.entries(groups).map(([name, databases]) => [
      name,
      rows.filter((row) => databases.includes(row.datname)).map((row) => row.pid),
    ]),
  );
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Starts the checkout baseline (bare-checkout-server.ts) in a process of its own, on a scratch
 * database made for it (its tables, and the catalogue's rows for the cart) and dropped by close().
 */
export async function startBareCheckout(options: {
  postgresUrl: string;
  snapUrl: string;
  serverKey: string;
  publicBaseUrl: string;
  catalogue: BareCatalogue;
}): Promise<BareCheckout> {
  const database = `bench_bare_checkout_${randomBytes(4).toString('hex')}`;
  const databaseUrl = withDatabase(options.postgresUrl, database);
  const maintenance = withDatabase(options.postgresUrl, 'postgres');
  const drop = () =>
    withClient(maintenance, (client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
  await withClient(maintenance, (client) => client.query(`CREATE DATABASE "${database}"`));
  let child: ChildProcess | undefined;
  try {
    await withClient(databaseUrl, async (client) => {
      await client.query(TABLES);
      const { packages, designs, addons } = options.catalogue;
      await client.query(
        `INSERT INTO packages SELECT * FROM jsonb_to_recordset($1::jsonb) AS p(id integer, name text, price bigint)`,
        [JSON.stringify(packages)],
      );
      await client.query(
        `INSERT INTO designs SELECT id, name, package_ids FROM jsonb_to_recordset($1::jsonb)
           AS d(id text, name text, "packageIds" jsonb),
           LATERAL (SELECT array_agg(value::integer) AS package_ids FROM jsonb_array_elements_text(d."packageIds")) ids`,
        [JSON.stringify(designs)],
      );
      await client.query(
        `INSERT INTO addons SELECT * FROM jsonb_to_recordset($1::jsonb) AS a(id integer, title text, price bigint)`,
        [JSON.stringify(addons)],
      );
    });
    // Its source as it is (Node strips the types), so it runs the same from the bench's sources
    // (its smoke test) as from its build.
    const program = path.join(findRepoRoot(__dirname), 'bench', 'src', 'bare-checkout-server.ts');
    child = spawn(process.execPath, ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', program], {
      env: {
        ...process.env,
        BARE_DATABASE_URL: databaseUrl,
        BARE_SNAP_URL: options.snapUrl,
        BARE_SERVER_KEY: options.serverKey,
        BARE_PUBLIC_BASE_URL: options.publicBaseUrl,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const started = child;
    const url = `http://127.0.0.1:${await portOf(started, 'the bare checkout')}`;
    return {
      url,
      pid: started.pid!,
      database,
      stats: async () => (await (await fetch(`${url}/stats`)).json()) as BareStats,
      close: async () => {
        await ended(started);
        await drop();
      },
    };
  } catch (err) {
    child?.kill('SIGKILL');
    await drop().catch(() => undefined);
    throw err;
  }
}
