import { baseTheme, emptyInvitationDraft, INVITATIONS, type InvitationPageAnswer } from '@undangan/contracts';
import { openTestDataSource } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { invitationsMigrations } from '../src/invitations.program';
import { PagesService, type PagesSettings } from '../src/pages.service';
import { sampleInvitation } from '../src/sample/sample-invitation';

/**
 * Publishing, the page a guest gets and what guests send back, against the real PostgreSQL: the
 * time online, the limits per address and per invitation (also when replies arrive together), and
 * wishes only where the couple allowed them.
 */
jest.setTimeout(60_000);

let dataSource: DataSource;
let close: () => Promise<void>;
let clock = new Date('2027-01-10T03:00:00Z');

const SETTINGS: PagesSettings = {
  onlineDays: 365,
  repliesPerSource: 3,
  repliesPerInvitation: 8,
  publicBaseUrl: 'https://toko.example',
};

const service = (settings: Partial<PagesSettings> = {}) =>
  new PagesService(dataSource, { ...SETTINGS, ...settings }, () => clock);

const publishRequest = (
  clientId: string,
  change: (data: ReturnType<typeof sampleInvitation>) => void = () => {},
) => {
  const request = sampleInvitation();
  request.client_id = clientId;
  request.order_id = `ORD-${clientId}`;
  change(request);
  return INVITATIONS.publish.schema.parse(request);
};

const rsvp = (name: string, people = 2) => ({ name, attending: true, people, message: '' });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: { getError?: () => unknown }) =>
      (err.getError?.() ?? { code: 'unexpected', message: String(err) }) as { code: string; message: string },
  );

beforeAll(async () => {
  ({ dataSource, close } = await openTestDataSource('invitation_pages', {
    entities: [],
    migrations: invitationsMigrations,
  }));
});
afterAll(() => close());

it('publishes a version each time, and keeps the year online from the first publishing', async () => {
  const pages = service();
  const first = await pages.publish(publishRequest('rara-dimas'));
  expect(first.version).toBe(1);
  const second = await pages.publish(
    publishRequest('rara-dimas', (r) => (r.data.greeting = 'Salam hangat.')),
  );
  expect(second.version).toBe(2);
  expect(second.closes_at).toBe(first.closes_at);
  expect(new Date(first.closes_at).getTime() - new Date(first.published_at).getTime()).toBe(365 * 86_400_000);

  const page = (await pages.page({
    client_id: 'rara-dimas',
    guest_name: null,
    notice: null,
    guest_token: null,
  })) as Extract<InvitationPageAnswer, { html: string }>;
  expect(page.status).toBe('published');
  expect(page.version).toBe(2);
  expect(page.html).toContain('Salam hangat.');
});

it('refuses an address the shop uses for its own pages', () => {
  expect(() => publishRequest('checkout')).toThrow();
  expect(() => publishRequest('Admin')).toThrow();
});

it('answers nothing for an unknown address, and a closed page after its time online', async () => {
  const pages = service({ onlineDays: 1 });
  expect(
    await pages.page({ client_id: 'belum-ada', guest_name: null, notice: null, guest_token: null }),
  ).toEqual({
    status: 'missing',
  });
  await pages.publish(publishRequest('sebentar'));
  clock = new Date(Date.now() + 2 * 86_400_000);
  try {
    const page = await pages.page({
      client_id: 'sebentar',
      guest_name: null,
      notice: null,
      guest_token: null,
    });
    expect(page.status).toBe('closed');
    expect(
      await failure(
        pages.rsvp({ client_id: 'sebentar', source: 'sumber-satu', input: rsvp('Tamu'), guest_token: null }),
      ),
    ).toMatchObject({
      code: 'not_found',
    });
  } finally {
    clock = new Date();
  }
});

it('limits one address per invitation, and every address together, even when replies arrive at once', async () => {
  const pages = service();
  await pages.publish(publishRequest('batas-tamu'));
  const fromOne = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      failure(
        pages.rsvp({
          client_id: 'batas-tamu',
          source: 'sumber-satu',
          input: rsvp(`Tamu ${i}`),
          guest_token: null,
        }),
      ),
    ),
  );
  expect(fromOne.filter((result) => result === null)).toHaveLength(SETTINGS.repliesPerSource);
  expect(fromOne.filter((result) => result?.code === 'rate_limited')).toHaveLength(
    10 - SETTINGS.repliesPerSource,
  );

  const fromMany = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      failure(
        pages.wish({
          client_id: 'batas-tamu',
          source: `sumber-${i}-x`,
          input: { name: `T${i}`, message: 'Selamat!' },
          guest_token: null,
        }),
      ),
    ),
  );
  expect(fromMany.filter((result) => result === null)).toHaveLength(
    SETTINGS.repliesPerInvitation - SETTINGS.repliesPerSource,
  );

  const responses = await pages.responses({ order_id: 'ORD-batas-tamu' });
  expect(responses.rsvps).toHaveLength(SETTINGS.repliesPerSource);
  expect(responses.attending_people).toBe(2 * SETTINGS.repliesPerSource);
  expect(responses.wishes).toHaveLength(SETTINGS.repliesPerInvitation - SETTINGS.repliesPerSource);
});

it('takes wishes only where the couple allowed replies, and shows them on the page', async () => {
  const pages = service();
  await pages.publish(publishRequest('tanpa-ucapan', (r) => (r.data.guest_replies = false)));
  expect(
    await failure(
      pages.wish({
        client_id: 'tanpa-ucapan',
        source: 'sumber-dua',
        input: { name: 'A', message: 'B' },
        guest_token: null,
      }),
    ),
  ).toMatchObject({ code: 'conflict' });

  await pages.publish(publishRequest('dengan-ucapan'));
  await pages.page({ client_id: 'dengan-ucapan', guest_name: null, notice: null, guest_token: null });
  await pages.wish({
    client_id: 'dengan-ucapan',
    source: 'sumber-dua',
    input: { name: 'Bu Ratna', message: 'Semoga menjadi keluarga sakinah.' },
    guest_token: null,
  });
  const page = (await pages.page({
    client_id: 'dengan-ucapan',
    guest_name: null,
    notice: null,
    guest_token: null,
  })) as {
    html: string;
  };
  expect(page.html).toContain('Semoga menjadi keluarga sakinah.');
});

it("draws a couple's draft for a look, even before any event is whole, and the sample couple for a design", async () => {
  const pages = service();
  const draft = emptyInvitationDraft();
  draft.bride.nickname = 'Sekar';
  draft.events.push({
    ...draft.events[0],
    kind: 'akad',
    date: '2027-03-06',
    time: '',
    time_zone: 'WIB',
  } as never);
  const look = await pages.preview(
    INVITATIONS.preview.schema.parse({ package: 'Basic', design: 'Kawung', theme: baseTheme(), data: draft }),
  );
  expect(look.html).toContain('Mempelai Pria');
  expect(look.html).toContain('Sekar');
  expect(look.html).not.toContain('Rangkaian Acara');
  // A couple's draft plays only the music its request names (the gateway reads their choice).
  expect(look.html).not.toContain('<audio');
  const sample = await pages.preview(
    INVITATIONS.preview.schema.parse({ package: 'Premium', design: 'Kawung', theme: baseTheme() }),
  );
  expect(sample.html).toContain(sampleInvitation().data.groom.nickname);
  expect(sample.html).toContain('Kisah Cinta');
  // The sample couple's track, from the shop's catalogue.
  expect(sample.html).toContain(
    '<audio id="musik-lagu" src="/generated/music/janji-suci.wav" preload="none"',
  );
});
