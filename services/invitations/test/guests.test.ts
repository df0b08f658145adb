import {
  GUEST_LIMITS,
  GUEST_MESSAGES,
  GUEST_TOKEN_PATTERN,
  GUESTS,
  INVITATION_PAGE_MESSAGES,
  INVITATIONS,
  type InvitationPageAnswer,
  type RequestOf,
  type RpcContract,
} from '@undangan/contracts';
import { openTestDataSource } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { recordDomain, removeDomain } from '../src/domains/custom-domains.table';
import { GuestsService } from '../src/guests/guests.service';
import { invitationsMigrations } from '../src/invitations.program';
import { PagesService } from '../src/pages.service';
import { sampleInvitation } from '../src/sample/sample-invitation';

/**
 * The couple's guest list against the real PostgreSQL: every call scoped by its order, the list's
 * limit under concurrent adds, all-or-nothing imports, a guest's own link (their page, their RSVP
 * within their people, replaced when answered again, a revoked link no page), the open link
 * switched off, and the wishes the couple hides.
 */
jest.setTimeout(120_000);

let dataSource: DataSource;
let close: () => Promise<void>;
let pages: PagesService;
let guests: GuestsService;

const BASE = 'https://toko.example';

beforeAll(async () => {
  ({ dataSource, close } = await openTestDataSource('invitation_guests', {
    entities: [],
    migrations: invitationsMigrations,
  }));
  pages = new PagesService(dataSource, {
    onlineDays: 365,
    repliesPerSource: 4,
    repliesPerInvitation: 100,
    publicBaseUrl: BASE,
  });
  guests = new GuestsService(dataSource, BASE, (clientId) => pages.forgetRendered(clientId));
});
afterAll(() => close());

/** A request as the contract parses it (defaults filled in), as @Handles hands it to a handler. */
const parsed = <C extends RpcContract>(contract: C, request: RequestOf<C>) =>
  contract.schema.parse(request) as never;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: { getError?: () => unknown }) =>
      (err.getError?.() ?? { code: 'unexpected', message: String(err) }) as { code: string; message: string },
  );

async function publish(clientId: string, orderId: string, split?: string) {
  const request = sampleInvitation();
  request.client_id = clientId;
  request.order_id = orderId;
  request.data.guest_replies = true;
  await pages.publish(
    INVITATIONS.publish.schema.parse({
      ...request,
      split: split ? { client_id: split, first_events: [0], second_events: [1] } : null,
    }),
  );
}

const add = (orderId: string, guest: RequestOf<typeof GUESTS.add>['guest']) =>
  guests.add(parsed(GUESTS.add, { order_id: orderId, guest }));

const pageFor = async (clientId: string, token: string | null) =>
  (await pages.page(
    parsed(INVITATIONS.page, { client_id: clientId, guest_token: token }),
  )) as InvitationPageAnswer & {
    html?: string;
  };

const rsvp = (
  clientId: string,
  token: string | null,
  people: number,
  attending = true,
  source = 'sumber-satu',
) =>
  pages.rsvp(
    parsed(INVITATIONS.rsvp, {
      client_id: clientId,
      source,
      guest_token: token,
      input: { name: 'Tamu', attending, people, message: '' },
    }),
  );

const tokenOf = (linkPath: string | null) => linkPath!.split('/')[2];

it('keeps each order its own list: another order names none of its guests, groups or sessions', async () => {
  const group = await guests.addGroup(parsed(GUESTS.addGroup, { order_id: 'ORDER-A', name: 'Keluarga' }));
  const guest = await add('ORDER-A', {
    name: 'Budi Santoso',
    phone: '0812-3456-7890',
    group_id: group.id,
    people: 2,
  });
  expect(guest).toMatchObject({
    name: 'Budi Santoso',
    phone: '6281234567890',
    group_id: group.id,
    people: 2,
    status: 'belum_dikirim',
    // Not published yet: no link to send.
    link_path: null,
  });

  const other = { order_id: 'ORDER-B', guest_id: guest.id };
  for (const call of [
    guests.get(parsed(GUESTS.get, other)),
    guests.edit(parsed(GUESTS.edit, { ...other, guest: { name: 'Curian', people: 1 } })),
    guests.remove(parsed(GUESTS.remove, other)),
    guests.reissueLink(parsed(GUESTS.reissueLink, other)),
    guests.markSent(parsed(GUESTS.markSent, { order_id: 'ORDER-B', guest_ids: [guest.id] })),
  ])
    expect(await failure(call)).toEqual(
      expect.objectContaining({ code: 'not_found', message: GUEST_MESSAGES.notFound }),
    );
  expect(await failure(add('ORDER-B', { name: 'Susup', group_id: group.id }))).toMatchObject({
    code: 'not_found',
    message: GUEST_MESSAGES.groupNotFound,
  });
  expect(
    await failure(
      guests.removeGroup(parsed(GUESTS.removeGroup, { order_id: 'ORDER-B', group_id: group.id })),
    ),
  ).toMatchObject({ code: 'not_found' });
  expect((await guests.list(parsed(GUESTS.list, { order_id: 'ORDER-B' }))).total).toBe(0);
  expect(await guests.get(parsed(GUESTS.get, { order_id: 'ORDER-A', guest_id: guest.id }))).toMatchObject({
    name: 'Budi Santoso',
  });
});

it('pages and searches the list by name, filters by group, session and status, and counts them all', async () => {
  const order = 'ORDER-LIST';
  const friends = await guests.addGroup(parsed(GUESTS.addGroup, { order_id: order, name: 'Teman' }));
  const session = await guests.addSession(
    parsed(GUESTS.addSession, {
      order_id: order,
      session: { name: 'Sesi 1', time: '11:00 - 13:00 wib', capacity: 50 },
    }),
  );
  expect(session).toMatchObject({ time: '11.00-13.00 WIB', capacity: 50, guests: 0 });
  const names = ['citra', 'Agus', 'bayu', 'Ayu 100%', 'Dewi_Lestari', 'Eko'];
  await guests.bulkAdd(
    parsed(GUESTS.bulkAdd, {
      order_id: order,
      guests: names.map((name, i) => ({
        name,
        group_id: i % 2 === 0 ? friends.id : null,
        session_id: i < 2 ? session.id : null,
      })),
    }),
  );
  const list = (request: Omit<RequestOf<typeof GUESTS.list>, 'order_id'>) =>
    guests.list(parsed(GUESTS.list, { order_id: order, ...request }));

  const first = await list({ page_size: 4 });
  expect(first.guests.map((g) => g.name)).toEqual(['Agus', 'Ayu 100%', 'bayu', 'citra']);
  expect(first.total).toBe(6);
  const second = await list({ page: 2, page_size: 4 });
  expect(second.guests.map((g) => g.name)).toEqual(['Dewi_Lestari', 'Eko']);
  expect((await list({ page: 3, page_size: 4 })).total).toBe(6);

  expect((await list({ search: 'AYU' })).guests.map((g) => g.name)).toEqual(['Ayu 100%', 'bayu']);
  // % and _ are letters in a search, not patterns.
  expect((await list({ search: '%' })).guests.map((g) => g.name)).toEqual(['Ayu 100%']);
  expect((await list({ search: '_' })).guests.map((g) => g.name)).toEqual(['Dewi_Lestari']);
  expect((await list({ group: friends.id })).total).toBe(3);
  expect((await list({ group: 'none' })).total).toBe(3);
  expect((await list({ session: session.id })).guests.map((g) => g.name)).toEqual(['Agus', 'citra']);
  expect((await list({ session: 'none' })).total).toBe(4);

  const eko = (await list({ search: 'eko' })).guests[0];
  await guests.markSent(parsed(GUESTS.markSent, { order_id: order, guest_ids: [eko.id, eko.id] }));
  expect((await list({ status: 'terkirim' })).guests.map((g) => g.name)).toEqual(['Eko']);
  expect((await list({ status: 'belum_dikirim' })).total).toBe(5);
  expect((await guests.sessions(parsed(GUESTS.sessions, { order_id: order })))[0].guests).toBe(2);
  expect(() => GUESTS.list.schema.parse({ order_id: order, page_size: GUEST_LIMITS.pageSize + 1 })).toThrow();
});

it('keeps group and session names one per order whatever their case, and leaves their guests when removed', async () => {
  const order = 'ORDER-PARTS';
  const group = await guests.addGroup(parsed(GUESTS.addGroup, { order_id: order, name: 'Keluarga Pria' }));
  expect(
    await failure(guests.addGroup(parsed(GUESTS.addGroup, { order_id: order, name: 'keluarga PRIA' }))),
  ).toEqual({ status: 409, code: 'conflict', message: GUEST_MESSAGES.groupTaken });
  // Another order may have the same name.
  await guests.addGroup(parsed(GUESTS.addGroup, { order_id: 'ORDER-PARTS-2', name: 'Keluarga Pria' }));
  const session = await guests.addSession(
    parsed(GUESTS.addSession, { order_id: order, session: { name: 'Sesi 1', time: '11.00-13.00 WIB' } }),
  );
  const guest = await add(order, { name: 'Rudi', group_id: group.id, session_id: session.id });
  await guests.removeGroup(parsed(GUESTS.removeGroup, { order_id: order, group_id: group.id }));
  await guests.removeSession(parsed(GUESTS.removeSession, { order_id: order, session_id: session.id }));
  expect(await guests.get(parsed(GUESTS.get, { order_id: order, guest_id: guest.id }))).toMatchObject({
    group_id: null,
    session_id: null,
  });
});

it('holds an order to 5,000 guests, also when adds arrive together, and adds an import whole or not at all', async () => {
  const order = 'ORDER-CAP';
  const many = (n: number, prefix = 'Tamu') =>
    Array.from({ length: n }, (_, i) => ({ name: `${prefix} ${i}` }));
  expect(
    await guests.bulkAdd(
      parsed(GUESTS.bulkAdd, { order_id: order, guests: many(GUEST_LIMITS.guestsPerOrder - 3) }),
    ),
  ).toEqual({ added: GUEST_LIMITS.guestsPerOrder - 3 });
  // An import that does not fit adds nothing.
  expect(
    await failure(guests.bulkAdd(parsed(GUESTS.bulkAdd, { order_id: order, guests: many(4, 'Impor') }))),
  ).toEqual({
    status: 409,
    code: 'conflict',
    message: GUEST_MESSAGES.tooManyGuests(3),
  });
  // Nor does one with a row that names another order's session.
  const foreign = await guests.addSession(
    parsed(GUESTS.addSession, { order_id: 'ORDER-ELSE', session: { name: 'S', time: '08.00-09.00 WIT' } }),
  );
  expect(
    await failure(
      guests.bulkAdd(
        parsed(GUESTS.bulkAdd, {
          order_id: order,
          guests: [{ name: 'Baik' }, { name: 'Asing', session_id: foreign.id }],
        }),
      ),
    ),
  ).toMatchObject({ code: 'not_found' });
  expect((await guests.list(parsed(GUESTS.list, { order_id: order, search: 'impor' }))).total).toBe(0);
  expect((await guests.list(parsed(GUESTS.list, { order_id: order, search: 'baik' }))).total).toBe(0);

  const together = await Promise.all(
    Array.from({ length: 8 }, (_, i) => failure(add(order, { name: `Bersamaan ${i}` }))),
  );
  expect(together.filter((result) => result === null)).toHaveLength(3);
  expect(together.filter((result) => result?.code === 'conflict')).toHaveLength(5);
  expect((await guests.list(parsed(GUESTS.list, { order_id: order }))).total).toBe(
    GUEST_LIMITS.guestsPerOrder,
  );

  // Every guest's own token: 12 characters of base62, all different.
  const tokens: { token: string }[] = await dataSource.query('SELECT token FROM guests WHERE order_id = $1', [
    order,
  ]);
  expect(tokens.every(({ token }) => GUEST_TOKEN_PATTERN.test(token))).toBe(true);
  expect(new Set(tokens.map(({ token }) => token)).size).toBe(GUEST_LIMITS.guestsPerOrder);
});

it('greets a guest on their own link with their session and people, and records their first visit once', async () => {
  const order = 'ORDER-LINK';
  await publish('link-tamu', order, 'link-tamu-dua');
  const session = await guests.addSession(
    parsed(GUESTS.addSession, {
      order_id: order,
      session: { name: 'Sesi 2', time: '13.00-15.00 WITA', capacity: null },
    }),
  );
  const guest = await add(order, { name: 'Ibu <Sari>', session_id: session.id, people: 3 });
  expect(guest.link_path).toMatch(/^\/link-tamu\/[0-9A-Za-z]{12}$/);
  expect(guest.link_url).toBe(`${BASE}${guest.link_path}`);
  const token = tokenOf(guest.link_path);

  const page = await pageFor('link-tamu', token);
  expect(page.status).toBe('published');
  expect(page.html).toContain('<p class="guest-name">Ibu &lt;Sari&gt;</p>');
  expect(page.html).toContain('<p class="guest-session">Sesi 2 &middot; 13.00-15.00 WITA</p>');
  expect(page.html).toContain(`<input type="hidden" name="guest_token" value="${token}">`);
  expect(page.html).toContain('<option value="3">3 orang</option>');
  expect(page.html).not.toContain('<option value="4">');
  // The plain page shows no guest and offers up to ten.
  const plain = await pageFor('link-tamu', null);
  expect(plain.html).toContain('Tamu Undangan');
  expect(plain.html).not.toContain('Sari');
  expect(plain.html).toContain('<option value="10">');

  const opened = await guests.get(parsed(GUESTS.get, { order_id: order, guest_id: guest.id }));
  expect(opened.status).toBe('dibuka');
  await pageFor('link-tamu', token);
  expect((await guests.get(parsed(GUESTS.get, { order_id: order, guest_id: guest.id }))).opened_at).toBe(
    opened.opened_at,
  );

  // Not on the Split Link's second address, not on another order's page, not an unknown token.
  await publish('lain-orang', 'ORDER-LAIN');
  expect(await pageFor('link-tamu-dua', token)).toEqual({ status: 'missing' });
  expect(await pageFor('lain-orang', token)).toEqual({ status: 'missing' });
  expect(await pageFor('link-tamu', 'AAAAAAAAAAAA')).toEqual({ status: 'missing' });
  expect(() => INVITATIONS.page.schema.parse({ client_id: 'link-tamu', guest_token: 'pendek' })).toThrow();

  // A new link: the old one is no page from now on, and the new one has been neither sent nor opened.
  await guests.markSent(parsed(GUESTS.markSent, { order_id: order, guest_ids: [guest.id] }));
  const reissued = await guests.reissueLink(
    parsed(GUESTS.reissueLink, { order_id: order, guest_id: guest.id }),
  );
  expect(tokenOf(reissued.link_path)).not.toBe(token);
  expect(reissued).toMatchObject({ status: 'belum_dikirim', sent_at: null, opened_at: null });
  expect(await pageFor('link-tamu', token)).toEqual({ status: 'missing' });
  expect((await pageFor('link-tamu', tokenOf(reissued.link_path))).status).toBe('published');
});

it("sends a guest's link on the couple's own domain once the order has one, and back on the shop's when it is removed", async () => {
  const order = 'ORDER-DOMAIN';
  await publish('domain-tamu', order);
  const guest = await add(order, { name: 'Bu Ratna', people: 2 });
  const token = tokenOf(guest.link_path);
  expect(guest.link_url).toBe(`${BASE}/domain-tamu/${token}`);

  await recordDomain(dataSource, { orderId: order, host: 'ratna-dan-dimas.id', clientId: 'domain-tamu' });
  const onDomain = await guests.get(parsed(GUESTS.get, { order_id: order, guest_id: guest.id }));
  expect(onDomain.link_url).toBe(`https://ratna-dan-dimas.id/${token}`);
  expect(onDomain.link_path).toBe(guest.link_path);
  const listed = await guests.list(parsed(GUESTS.list, { order_id: order }));
  expect(listed.guests.map((g) => g.link_url)).toEqual([`https://ratna-dan-dimas.id/${token}`]);
  // Another order's guests stay on the shop's address.
  await publish('domain-lain', 'ORDER-DOMAIN-LAIN');
  const other = await add('ORDER-DOMAIN-LAIN', { name: 'Pak Andi', people: 1 });
  expect(other.link_url).toBe(`${BASE}${other.link_path}`);

  await removeDomain(dataSource, order);
  expect((await guests.get(parsed(GUESTS.get, { order_id: order, guest_id: guest.id }))).link_url).toBe(
    `${BASE}/domain-tamu/${token}`,
  );
});

it("takes a guest's RSVP within their people, keeps one current answer, and leaves the responses as they were", async () => {
  const order = 'ORDER-RSVP';
  await publish('rsvp-tamu', order);
  const guest = await add(order, { name: 'Pak Joko', people: 2 });
  const token = tokenOf(guest.link_path);

  expect(await failure(rsvp('rsvp-tamu', token, 3))).toEqual({
    status: 400,
    code: 'bad_request',
    message: 'Jumlah tamu melebihi undangan Anda (maksimal 2 orang).',
  });
  expect(await rsvp('rsvp-tamu', token, 2)).toEqual({ message: INVITATION_PAGE_MESSAGES.rsvpThanks });
  expect((await guests.get(parsed(GUESTS.get, { order_id: order, guest_id: guest.id }))).status).toBe(
    'hadir',
  );
  await rsvp('rsvp-tamu', token, 1, false, 'sumber-dua');
  expect(await guests.get(parsed(GUESTS.get, { order_id: order, guest_id: guest.id }))).toMatchObject({
    status: 'tidak_hadir',
    answered_people: 1,
  });
  // An unknown token is no page.
  expect(await failure(rsvp('rsvp-tamu', 'ZZZZZZZZZZZZ', 1))).toMatchObject({ code: 'not_found' });
  // The open link's answers stand beside the guest's one.
  await rsvp('rsvp-tamu', null, 4, true, 'sumber-tiga');
  const responses = await pages.responses({ order_id: order });
  expect(responses.rsvps.map((r) => [r.people, r.attending])).toEqual([
    [4, true],
    [1, false],
  ]);
  expect(responses).toMatchObject({ attending_people: 4, declined: 1 });

  // The limits per address apply to a guest's link too.
  const limited = await Promise.all(
    Array.from({ length: 6 }, () => failure(rsvp('rsvp-tamu', token, 1, true, 'sumber-empat'))),
  );
  expect(limited.filter((result) => result?.code === 'rate_limited').length).toBeGreaterThan(0);

  // Removing the guest removes their answer.
  await guests.remove(parsed(GUESTS.remove, { order_id: order, guest_id: guest.id }));
  expect((await pages.responses({ order_id: order })).rsvps).toHaveLength(1);
});

it('with the open link off, shows the plain address a polite note and refuses its replies, but not a guest’s', async () => {
  const order = 'ORDER-TUTUP';
  await publish('tutup-tamu', order);
  const guest = await add(order, { name: 'Bu Rina', people: 1 });
  // The plain page rendered and kept before the switch is not shown after it.
  expect((await pageFor('tutup-tamu', null)).status).toBe('published');
  const settings = await guests.setSettings(
    parsed(GUESTS.setSettings, {
      order_id: order,
      open_link: false,
      message_template: '',
      reminder_template: null,
    }),
  );
  expect(settings).toMatchObject({ open_link: false, message_template: null });
  const plain = await pageFor('tutup-tamu', null);
  expect(plain.status).toBe('personal');
  expect(plain.html).toContain(INVITATION_PAGE_MESSAGES.personal);
  expect(plain.html).not.toContain('konfirmasi-kehadiran');
  expect(await failure(rsvp('tutup-tamu', null, 1))).toEqual({
    status: 403,
    code: 'forbidden',
    message: GUEST_MESSAGES.personalOnly,
  });
  expect(
    await failure(
      pages.wish(
        parsed(INVITATIONS.wish, {
          client_id: 'tutup-tamu',
          source: 'sumber-satu',
          input: { name: 'A', message: 'B' },
        }),
      ),
    ),
  ).toMatchObject({ code: 'forbidden' });
  expect((await pageFor('tutup-tamu', tokenOf(guest.link_path))).status).toBe('published');
  expect(await rsvp('tutup-tamu', tokenOf(guest.link_path), 1)).toEqual({
    message: INVITATION_PAGE_MESSAGES.rsvpThanks,
  });

  await guests.setSettings(
    parsed(GUESTS.setSettings, {
      order_id: order,
      open_link: true,
      message_template: null,
      reminder_template: null,
    }),
  );
  expect((await pageFor('tutup-tamu', null)).status).toBe('published');
  expect(() =>
    GUESTS.setSettings.schema.parse({ order_id: order, open_link: true, message_template: 'Halo {nama}' }),
  ).toThrow(GUEST_MESSAGES.templateLink);
});

it("lets the couple hide and show a wish of their own pages, and no other order's", async () => {
  const order = 'ORDER-UCAPAN';
  await publish('ucapan-tamu', order);
  await pages.wish(
    parsed(INVITATIONS.wish, {
      client_id: 'ucapan-tamu',
      source: 'sumber-satu',
      input: { name: 'Tono', message: 'Iklan murah!' },
    }),
  );
  expect((await pageFor('ucapan-tamu', null)).html).toContain('Iklan murah!');
  const [wish] = await guests.wishes(parsed(GUESTS.wishes, { order_id: order }));
  expect(
    await failure(
      guests.setWishHidden(
        parsed(GUESTS.setWishHidden, { order_id: 'ORDER-LAIN', wish_id: wish.id, hidden: true }),
      ),
    ),
  ).toMatchObject({ code: 'not_found', message: GUEST_MESSAGES.wishNotFound });
  const hidden = await guests.setWishHidden(
    parsed(GUESTS.setWishHidden, { order_id: order, wish_id: wish.id, hidden: true }),
  );
  expect(hidden).toMatchObject({ hidden: true, client_id: 'ucapan-tamu' });
  // At once on this replica: the page's rendered copy is made again.
  expect((await pageFor('ucapan-tamu', null)).html).not.toContain('Iklan murah!');
  expect((await pages.responses({ order_id: order })).wishes).toEqual([]);
  expect(await guests.wishes(parsed(GUESTS.wishes, { order_id: order }))).toEqual([
    expect.objectContaining({ id: wish.id, hidden: true }),
  ]);
  await guests.setWishHidden(
    parsed(GUESTS.setWishHidden, { order_id: order, wish_id: wish.id, hidden: false }),
  );
  expect((await pageFor('ucapan-tamu', null)).html).toContain('Iklan murah!');
});
