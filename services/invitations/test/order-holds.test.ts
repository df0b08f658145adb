import { randomUUID } from 'node:crypto';
import {
  EVENT_TYPES,
  INVITATIONS,
  RPC_QUEUES,
  SPLIT_LINK_MESSAGES,
  type EventEnvelope,
  type InvitationPageAnswer,
  type PublishedAnswer,
} from '@undangan/contracts';
import { createLogger, EventBus, RpcClient, runService, type RunningService } from '@undangan/platform';
import { createTestDatabase, createTestVhost, waitFor } from '@undangan/platform/testing';
import { Client } from 'pg';
import { invitationsConfigOf } from '../src/invitations.config';
import { createInvitationsProgram } from '../src/invitations.program';
import { sampleInvitation } from '../src/sample/sample-invitation';

/**
 * The invitations program as it runs, over real RabbitMQ and PostgreSQL: ordering's holds and
 * releases reach it through its inbox queue (each once, a repeat changes nothing) and stop or
 * resume a guest's page at once, the render cache included; and the Split Link's second address,
 * published with the first, each address with its own events, held and closed with it.
 */
jest.setTimeout(120_000);

const silentLogger = createLogger('test', 'silent');
const disposables: { drop(): Promise<void> }[] = [];
let service: RunningService;
let rpc: RpcClient;
let bus: EventBus;
let sql: Client;

beforeAll(async () => {
  const [vhost, db] = await Promise.all([createTestVhost('invitations'), createTestDatabase('invitations')]);
  disposables.push(vhost, db);
  service = await runService(
    createInvitationsProgram(invitationsConfigOf({ PUBLIC_BASE_URL: 'https://toko.example' })),
    {
      databaseUrl: db.url,
      amqpUrl: vhost.url,
      httpPort: 0,
      handleSignals: false,
      logger: silentLogger,
    },
  );
  rpc = new RpcClient(vhost.url, RPC_QUEUES.invitations, 5000, silentLogger);
  bus = EventBus.connect(vhost.url, silentLogger);
  sql = new Client({ connectionString: db.url });
  await sql.connect();
});

afterAll(async () => {
  await sql?.end();
  await bus?.close();
  await rpc?.close();
  await service?.close();
  await Promise.all(disposables.map((d) => d.drop()));
});

const publish = (clientId: string, orderId: string, split: unknown = null) =>
  rpc.call<PublishedAnswer>(INVITATIONS.publish.pattern, {
    ...sampleInvitation(),
    client_id: clientId,
    order_id: orderId,
    split,
  });
const page = (clientId: string) =>
  rpc.call<InvitationPageAnswer>(INVITATIONS.page.pattern, {
    client_id: clientId,
    guest_name: null,
    notice: null,
  });
const statusOf = async (clientId: string) => (await page(clientId)).status;

/** Waits until the service has heard the order's move of this count. */
const heard = (orderId: string, holdVersion: number) =>
  waitFor(
    `hold ${holdVersion} of ${orderId} heard`,
    async () => (await sql.query('SELECT hold_version FROM order_holds WHERE order_id = $1', [orderId])).rows,
    (rows) => rows[0]?.hold_version === holdVersion,
  );

const holdEvent = (orderId: string, holdVersion: number): EventEnvelope => ({
  id: randomUUID(),
  type: holdVersion % 2 === 1 ? EVENT_TYPES.orderHeld : EVENT_TYPES.orderReleased,
  occurredAt: new Date().toISOString(),
  version: 1,
  data: { orderId, holdVersion, ...(holdVersion % 2 === 1 ? { reason: 'Ditahan: uji.' } : {}) },
});

it('stops serving a held order’s page at once, the rendered copy included, and serves it again once released', async () => {
  await publish('tahan-lepas', 'ORD-TAHAN');
  // Rendered now, kept by the replica for 15 s: a hold must not leave that copy served.
  expect(await statusOf('tahan-lepas')).toBe('published');
  expect(await statusOf('tahan-lepas')).toBe('published');

  const held = holdEvent('ORD-TAHAN', 1);
  // Twice, as a relay that published again would: one effect.
  await bus.publish(held);
  await bus.publish(held);
  await heard('ORD-TAHAN', 1);
  // Within the 15 s the copy would still be served: the guest gets nothing at once.
  expect(await statusOf('tahan-lepas')).toBe('missing');
  await expect(rpc.call(INVITATIONS.calendar.pattern, { client_id: 'tahan-lepas' })).resolves.toBeNull();

  await bus.publish(holdEvent('ORD-TAHAN', 2));
  await waitFor(
    'the page released',
    () => statusOf('tahan-lepas'),
    (status) => status === 'published',
  );
  // A late copy of the hold (older than the release) changes nothing.
  await bus.publish({ ...holdEvent('ORD-TAHAN', 1), id: randomUUID() });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await statusOf('tahan-lepas')).toBe('published');
  const { rows } = await sql.query(`SELECT count(*)::int AS n FROM inbox WHERE event_id = $1`, [held.id]);
  expect(rows).toEqual([{ n: 1 }]);
  expect(
    (await sql.query(`SELECT held, hold_version FROM order_holds WHERE order_id = 'ORD-TAHAN'`)).rows,
  ).toEqual([{ held: false, hold_version: 2 }]);
});

it('publishes a page held when its order was held before, and serves it once released', async () => {
  await bus.publish(holdEvent('ORD-DULU-DITAHAN', 1));
  await waitFor(
    'the hold heard',
    async () => (await sql.query(`SELECT 1 FROM order_holds WHERE order_id = 'ORD-DULU-DITAHAN'`)).rowCount,
    (count) => count === 1,
  );
  await publish('dulu-ditahan', 'ORD-DULU-DITAHAN');
  expect(await statusOf('dulu-ditahan')).toBe('missing');
  await bus.publish(holdEvent('ORD-DULU-DITAHAN', 2));
  await waitFor(
    'the page released',
    () => statusOf('dulu-ditahan'),
    (status) => status === 'published',
  );
});

describe('Split Link', () => {
  const split = { client_id: 'keluarga-pria', first_events: [1], second_events: [0] };

  it('publishes the second address with the first, each with the events chosen for it', async () => {
    const published = await publish('keluarga-wanita', 'ORD-SPLIT', split);
    expect(published).toMatchObject({
      client_id: 'keluarga-wanita',
      page_url: 'https://toko.example/keluarga-wanita',
      version: 1,
      split: { client_id: 'keluarga-pria', page_url: 'https://toko.example/keluarga-pria', version: 1 },
    });
    const [akad, resepsi] = sampleInvitation().data.events;
    const first = (await page('keluarga-wanita')) as Extract<InvitationPageAnswer, { html: string }>;
    const second = (await page('keluarga-pria')) as Extract<InvitationPageAnswer, { html: string }>;
    expect(first.html).toContain(resepsi.venue);
    expect(first.html).not.toContain(akad.venue);
    expect(second.html).toContain(akad.venue);
    expect(second.html).not.toContain(resepsi.venue);

    // A revision republishes both, the next version of each, online until the first closes.
    const again = await publish('keluarga-wanita', 'ORD-SPLIT', { ...split, second_events: [0, 1] });
    expect(again).toMatchObject({ version: 2, split: { version: 2 }, closes_at: published.closes_at });
    const pages = await rpc.call<{
      pages: { client_id: string; second: boolean; events: number[] | null; closes_at: string }[];
    }>(INVITATIONS.orderPages.pattern, { order_id: 'ORD-SPLIT' });
    expect(pages.pages).toEqual([
      expect.objectContaining({
        client_id: 'keluarga-wanita',
        second: false,
        events: [1],
        closes_at: published.closes_at,
      }),
      expect.objectContaining({
        client_id: 'keluarga-pria',
        second: true,
        events: [0, 1],
        closes_at: published.closes_at,
      }),
    ]);
    const responses = await rpc.call<{ split_url: string | null }>(INVITATIONS.responses.pattern, {
      order_id: 'ORD-SPLIT',
    });
    expect(responses.split_url).toBe('https://toko.example/keluarga-pria');
  });

  it('holds and releases both addresses together', async () => {
    await bus.publish(holdEvent('ORD-SPLIT', 1));
    await waitFor(
      'both held',
      async () => [await statusOf('keluarga-wanita'), await statusOf('keluarga-pria')],
      (statuses) => statuses.every((status) => status === 'missing'),
    );
    await bus.publish(holdEvent('ORD-SPLIT', 2));
    await waitFor(
      'both released',
      async () => [await statusOf('keluarga-wanita'), await statusOf('keluarga-pria')],
      (statuses) => statuses.every((status) => status === 'published'),
    );
  });

  it('closes both addresses when the first one’s year is over', async () => {
    await sql.query(`UPDATE pages SET closes_at = now() - interval '1 minute' WHERE order_id = 'ORD-SPLIT'`);
    expect([await statusOf('keluarga-wanita'), await statusOf('keluarga-pria')]).toEqual([
      'closed',
      'closed',
    ]);
    await sql.query(`UPDATE pages SET closes_at = now() + interval '300 days' WHERE order_id = 'ORD-SPLIT'`);
  });

  it('refuses another order’s address, a changed or dropped second address, and a choice without events', async () => {
    await publish('sudah-ada', 'ORD-LAIN');
    await expect(
      publish('pesanan-baru', 'ORD-BARU', { ...split, client_id: 'sudah-ada' }),
    ).rejects.toMatchObject({ code: 'conflict', message: SPLIT_LINK_MESSAGES.taken('sudah-ada') });
    // Nothing of the refused publishing is kept, and the other order's page is untouched.
    expect(await statusOf('pesanan-baru')).toBe('missing');
    await expect(publish('sudah-ada', 'ORD-BARU')).rejects.toMatchObject({
      code: 'conflict',
      message: SPLIT_LINK_MESSAGES.taken('sudah-ada'),
    });
    await expect(
      publish('keluarga-wanita', 'ORD-SPLIT', { ...split, client_id: 'keluarga-lain' }),
    ).rejects.toMatchObject({ code: 'conflict', message: SPLIT_LINK_MESSAGES.secondFixed('keluarga-pria') });
    await expect(publish('keluarga-wanita', 'ORD-SPLIT')).rejects.toMatchObject({
      code: 'conflict',
      message: SPLIT_LINK_MESSAGES.secondKept('keluarga-pria'),
    });
    await expect(
      publish('pesanan-baru', 'ORD-BARU', { ...split, client_id: 'alamat-dua', second_events: [] }),
    ).rejects.toMatchObject({ code: 'bad_request', message: SPLIT_LINK_MESSAGES.secondWithoutEvents });
    await expect(
      publish('pesanan-baru', 'ORD-BARU', { ...split, client_id: 'alamat-dua', first_events: [0, 7] }),
    ).rejects.toMatchObject({ code: 'bad_request', message: SPLIT_LINK_MESSAGES.unknownEvent });
    await expect(
      publish('pesanan-baru', 'ORD-BARU', { ...split, client_id: 'pesanan-baru' }),
    ).rejects.toMatchObject({ code: 'bad_request', message: SPLIT_LINK_MESSAGES.sameAddress });
  });
});
