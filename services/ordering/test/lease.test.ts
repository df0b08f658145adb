import { sleep, createTestDatabase } from '@undangan/platform/testing';
import { createLogger, openDataSource } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { orderingEntities, orderingMigrations } from '../src/ordering.program';
import { Lease } from '../src/scheduling/scheduled-leases.table';

/**
 * The lease under which scheduled work (reconciliation) runs: two replicas, each with its own pool
 * on one database, never run the work at once; a holder that died stops blocking at its expiry;
 * and a late holder's release never frees a lease someone else took over.
 */
jest.setTimeout(60_000);

const logger = createLogger('test', 'silent');
let drop: () => Promise<void>;
/** Two replicas' pools on the same database. */
let replicas: DataSource[];

beforeAll(async () => {
  const database = await createTestDatabase('lease');
  drop = database.drop;
  replicas = [
    await openDataSource({
      url: database.url,
      entities: orderingEntities,
      migrations: orderingMigrations,
      logger,
    }),
    await openDataSource({ url: database.url, entities: [], migrations: [], logger }),
  ];
});

afterAll(async () => {
  await Promise.all((replicas ?? []).map((r) => r.destroy()));
  await drop?.();
});

it('runs the work of two replicas started at once on one of them only', async () => {
  let running = 0;
  let most = 0;
  let runs = 0;
  const work = async () => {
    runs++;
    most = Math.max(most, ++running);
    await sleep(300);
    running--;
    return 'done';
  };
  const results = await Promise.all(
    Array.from({ length: 6 }, (_, i) => new Lease(replicas[i % 2], 'test.pass', 60_000).run(work)),
  );
  expect(runs).toBe(1);
  expect(most).toBe(1);
  expect(results.filter((r) => r === 'done')).toHaveLength(1);
  expect(results.filter((r) => r === undefined)).toHaveLength(5);
  // Released at the end: the next pass runs.
  expect(await new Lease(replicas[1], 'test.pass', 60_000).run(work)).toBe('done');
  // Other names are other leases.
  const [a, b] = await Promise.all([
    new Lease(replicas[0], 'test.one', 60_000).run(() => sleep(100).then(() => 'one')),
    new Lease(replicas[1], 'test.other', 60_000).run(() => sleep(100).then(() => 'other')),
  ]);
  expect([a, b]).toEqual(['one', 'other']);
});

it("takes over a dead holder's lease at its expiry, and the late holder does not free the new one", async () => {
  let finishStuck!: () => void;
  const stuck = new Lease(replicas[0], 'test.expiry', 300).run(
    () => new Promise<string>((resolve) => (finishStuck = () => resolve('late'))),
  );
  await sleep(50);
  expect(await new Lease(replicas[1], 'test.expiry', 60_000).run(async () => 'too soon')).toBeUndefined();
  await sleep(400);
  let finishTakeover!: () => void;
  const takeover = new Lease(replicas[1], 'test.expiry', 60_000).run(
    () => new Promise<string>((resolve) => (finishTakeover = () => resolve('took over'))),
  );
  await sleep(100);
  finishStuck();
  expect(await stuck).toBe('late');
  // The late holder's release left the new holder's lease in place.
  expect(await new Lease(replicas[0], 'test.expiry', 60_000).run(async () => 'third')).toBeUndefined();
  finishTakeover();
  expect(await takeover).toBe('took over');
  expect(await new Lease(replicas[0], 'test.expiry', 60_000).run(async () => 'after')).toBe('after');
});
