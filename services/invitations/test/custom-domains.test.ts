import { CUSTOM_DOMAIN_MESSAGES, INVITATIONS } from '@undangan/contracts';
import { openTestDataSource } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { CustomDomains } from '../src/domains/custom-domains.service';
import { invitationsMigrations } from '../src/invitations.program';

/**
 * The couples' own domains against the real PostgreSQL: recorded for an Exclusive order only, one
 * invitation's at most, never the shop's own host, replaced and removed by the admin, and looked
 * up by host.
 */
jest.setTimeout(60_000);

let dataSource: DataSource;
let close: () => Promise<void>;
let domains: CustomDomains;

const request = (orderId: string, domain: string | null, packageName = 'Exclusive') =>
  INVITATIONS.setDomain.schema.parse({
    order_id: orderId,
    client_id: `klien-${orderId.toLowerCase()}`,
    package: packageName,
    domain,
  });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: { getError?: () => unknown }) =>
      (err.getError?.() ?? { code: 'unexpected', message: String(err) }) as { code: string; message: string },
  );

beforeAll(async () => {
  ({ dataSource, close } = await openTestDataSource('invitation_domains', {
    entities: [],
    migrations: invitationsMigrations,
  }));
  domains = new CustomDomains(dataSource, 'https://www.undangan-toko.id');
});
afterAll(() => close());

it('records an Exclusive order’s domain, which then opens its client id, and replaces it', async () => {
  expect(await domains.set(request('ORD-A', 'rina-dan-bayu.com'))).toEqual({
    domain: 'rina-dan-bayu.com',
    client_id: 'klien-ord-a',
  });
  expect(await domains.lookup({ host: 'rina-dan-bayu.com' })).toEqual({ client_id: 'klien-ord-a' });
  expect(await domains.of({ order_id: 'ORD-A' })).toEqual({
    domain: 'rina-dan-bayu.com',
    client_id: 'klien-ord-a',
  });

  await domains.set(request('ORD-A', 'undangan.rina-dan-bayu.com'));
  expect(await domains.lookup({ host: 'rina-dan-bayu.com' })).toBeNull();
  expect(await domains.lookup({ host: 'undangan.rina-dan-bayu.com' })).toEqual({ client_id: 'klien-ord-a' });
});

it("opens the order's page as last published, when its client id changed after the domain was recorded", async () => {
  await domains.set(request('ORD-P', 'sari-dan-dimas.com'));
  const page = (clientId: string, second = false) =>
    dataSource.query(
      `INSERT INTO pages (client_id, order_id, version, published, closes_at, second)
       VALUES ($1, 'ORD-P', 1, '{}', now() + interval '1 year', $2)`,
      [clientId, second],
    );
  await page('klien-ord-p');
  expect(await domains.lookup({ host: 'sari-dan-dimas.com' })).toEqual({ client_id: 'klien-ord-p' });
  // The admin gave the order another client id and published again; a Split Link's second
  // address is never the one a domain opens.
  await dataSource.query(
    `UPDATE pages SET published_at = now() - interval '1 day' WHERE client_id = 'klien-ord-p'`,
  );
  await page('sari-dimas');
  await page('sari-dimas-keluarga', true);
  expect(await domains.lookup({ host: 'sari-dan-dimas.com' })).toEqual({ client_id: 'sari-dimas' });
  expect(await domains.of({ order_id: 'ORD-P' })).toEqual({
    domain: 'sari-dan-dimas.com',
    client_id: 'sari-dimas',
  });
});

it('refuses a domain for any package but Exclusive, and lets any order remove its own', async () => {
  for (const packageName of ['Premium', 'Basic', 'exclusive'])
    expect(await failure(domains.set(request('ORD-B', 'sari-dan-dedi.id', packageName)))).toEqual({
      status: 409,
      code: 'conflict',
      message: CUSTOM_DOMAIN_MESSAGES.exclusiveOnly,
    });
  expect(await domains.lookup({ host: 'sari-dan-dedi.id' })).toBeNull();
  // An Exclusive order without a client id has no page for the domain to open yet.
  const noClientId = INVITATIONS.setDomain.schema.parse({
    order_id: 'ORD-B',
    client_id: null,
    package: 'Exclusive',
    domain: 'sari-dan-dedi.id',
  });
  expect(await failure(domains.set(noClientId))).toMatchObject({
    code: 'conflict',
    message: CUSTOM_DOMAIN_MESSAGES.noClientId,
  });

  await domains.set(request('ORD-C', 'tari-dan-joko.com'));
  expect(await domains.set(request('ORD-C', null, 'Premium'))).toEqual({ domain: null, client_id: null });
  expect(await domains.lookup({ host: 'tari-dan-joko.com' })).toBeNull();
  expect(await domains.of({ order_id: 'ORD-C' })).toEqual({ domain: null, client_id: null });
});

it("refuses a host another invitation has, and the shop's own host or a name under it", async () => {
  await domains.set(request('ORD-D', 'nina-dan-andi.com'));
  expect(await failure(domains.set(request('ORD-E', 'nina-dan-andi.com')))).toMatchObject({
    code: 'conflict',
    message: CUSTOM_DOMAIN_MESSAGES.taken,
  });
  expect(await domains.lookup({ host: 'nina-dan-andi.com' })).toEqual({ client_id: 'klien-ord-d' });
  // Two admins recording the same host at once: one has it.
  const together = await Promise.all(
    ['ORD-F', 'ORD-G'].map((order) => failure(domains.set(request(order, 'sama-sama.com')))),
  );
  expect(together.filter((f) => f === null)).toHaveLength(1);
  expect(together.filter((f) => f?.message === CUSTOM_DOMAIN_MESSAGES.taken)).toHaveLength(1);

  for (const host of ['undangan-toko.id', 'www.undangan-toko.id', 'rina.undangan-toko.id'])
    expect(await failure(domains.set(request('ORD-H', host)))).toMatchObject({
      code: 'bad_request',
      message: CUSTOM_DOMAIN_MESSAGES.shopHost,
    });
  // A name that only ends like the shop's is someone else's.
  expect(await domains.set(request('ORD-H', 'bukan-undangan-toko.id'))).toMatchObject({
    domain: 'bukan-undangan-toko.id',
  });
});
