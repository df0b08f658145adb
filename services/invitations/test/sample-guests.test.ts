import {
  GUESTS,
  INVITATIONS,
  SAMPLE_CLIENT_ID,
  SAMPLE_GUEST_TOKEN,
  SAMPLE_ORDER_ID,
  type GuestSummary,
} from '@undangan/contracts';
import { openTestDataSource } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { GuestsService } from '../src/guests/guests.service';
import { invitationsMigrations } from '../src/invitations.program';
import { PagesService } from '../src/pages.service';
import { seedSampleGuestsIfEmpty } from '../src/sample/sample-guests';
import { publishSampleIfMissing } from '../src/sample/sample-page';

/**
 * What a newcomer sees in development: the sample invitation at /contoh has a guest list in groups
 * and sessions, some sent, opened and answered, and its first guest's own link (the one `npm
 * start` prints) greets them by name; seeded once.
 */
jest.setTimeout(120_000);

let dataSource: DataSource;
let close: () => Promise<void>;
let pages: PagesService;
let guests: GuestsService;

beforeAll(async () => {
  ({ dataSource, close } = await openTestDataSource('invitation_sample_guests', {
    entities: [],
    migrations: invitationsMigrations,
  }));
  pages = new PagesService(dataSource, {
    onlineDays: 365,
    repliesPerSource: 10,
    repliesPerInvitation: 3000,
    publicBaseUrl: 'http://127.0.0.1:8080',
  });
  guests = new GuestsService(dataSource, 'http://127.0.0.1:8080', (clientId) =>
    pages.forgetRendered(clientId),
  );
});
afterAll(() => close());

it('seeds the sample guest list once, with every kind of guest a couple has, and its printed link opens', async () => {
  expect(await publishSampleIfMissing(pages, dataSource)).toBe(true);
  expect(await seedSampleGuestsIfEmpty(dataSource, guests, pages)).toBe(true);
  expect(await seedSampleGuestsIfEmpty(dataSource, guests, pages)).toBe(false);

  const summary: GuestSummary = await guests.summary(
    GUESTS.summary.schema.parse({ order_id: SAMPLE_ORDER_ID }),
  );
  expect(summary.total.guests).toBeGreaterThanOrEqual(24);
  for (const status of ['belum_dikirim', 'terkirim', 'dibuka', 'hadir', 'tidak_hadir'] as const)
    expect({ status, guests: summary.by_status[status].guests > 0 }).toEqual({ status, guests: true });
  expect(summary.by_group.filter((group) => group.group_id !== null)).toHaveLength(4);
  expect(summary.by_session.filter((session) => session.session_id !== null)).toHaveLength(2);
  expect(summary.total.coming).toBeGreaterThan(0);

  const page = await pages.page(
    INVITATIONS.page.schema.parse({ client_id: SAMPLE_CLIENT_ID, guest_token: SAMPLE_GUEST_TOKEN }),
  );
  expect(page.status).toBe('published');
  expect(page.status === 'published' && page.html).toContain('Bapak Hendra Wijaya &amp; Keluarga');
  // The sample is Exclusive: its guest's own link shows their pass for the desk.
  expect(page.status === 'published' && page.html).toMatch(/<section [^>]*id="kode-masuk"[\s\S]*?<svg /);
});
