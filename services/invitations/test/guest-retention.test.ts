import { GUESTS, INVITATIONS, type RequestOf, type RpcContract } from '@undangan/contracts';
import { openTestDataSource } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { addPartner, recordOrderEmail } from '../src/couple-access/couple-members.table';
import { insertSession } from '../src/couple-access/couple-sessions.table';
import { insertSignIn } from '../src/couple-access/couple-sign-ins.table';
import { forgetClosedGuestLists } from '../src/guests/guest-retention';
import { GuestsService } from '../src/guests/guests.service';
import { invitationsMigrations } from '../src/invitations.program';
import { PagesService } from '../src/pages.service';
import { sampleInvitation } from '../src/sample/sample-invitation';

/**
 * Guests' data is forgotten a set time after the invitation closed (docs/SECURITY.md): the list,
 * its groups, sessions and settings, the RSVPs and wishes guests sent, and who may sign in to the
 * couple's dashboard with their sessions and links; an invitation still
 * online, closed more recently, or not published yet keeps everything, and the page stays.
 */
jest.setTimeout(120_000);

const KEEP_DAYS = 30;
let dataSource: DataSource;
let close: () => Promise<void>;
let pages: PagesService;
let guests: GuestsService;

beforeAll(async () => {
  ({ dataSource, close } = await openTestDataSource('invitation_guest_retention', {
    entities: [],
    migrations: invitationsMigrations,
  }));
  pages = new PagesService(dataSource, {
    onlineDays: 365,
    repliesPerSource: 10,
    repliesPerInvitation: 100,
    publicBaseUrl: 'https://toko.example',
  });
  guests = new GuestsService(dataSource, 'https://toko.example', (clientId) =>
    pages.forgetRendered(clientId),
  );
});
afterAll(() => close());

const parsed = <C extends RpcContract>(contract: C, request: RequestOf<C>) =>
  contract.schema.parse(request) as never;

/** An order with a published page (closed `closedDaysAgo` days ago, when given), a guest list and replies. */
async function invitation(orderId: string, clientId: string | null, closedDaysAgo: number | null) {
  if (clientId) {
    const request = sampleInvitation();
    request.client_id = clientId;
    request.order_id = orderId;
    request.data.guest_replies = true;
    await pages.publish(parsed(INVITATIONS.publish, request));
  }
  const group = await guests.addGroup(parsed(GUESTS.addGroup, { order_id: orderId, name: 'Keluarga' }));
  await guests.addSession(
    parsed(GUESTS.addSession, { order_id: orderId, session: { name: 'Sesi 1', time: '11.00-13.00 WIB' } }),
  );
  await guests.setSettings(
    parsed(GUESTS.setSettings, {
      order_id: orderId,
      open_link: true,
      message_template: 'Halo {nama} {tautan}',
    }),
  );
  const guest = await guests.add(
    parsed(GUESTS.add, {
      order_id: orderId,
      guest: { name: 'Budi Santoso', phone: '081234567890', group_id: group.id },
    }),
  );
  if (clientId) {
    const token = guest.link_path!.split('/')[2];
    await pages.rsvp(
      parsed(INVITATIONS.rsvp, {
        client_id: clientId,
        source: 'sumber-uji-1',
        guest_token: token,
        input: { name: 'Budi Santoso', attending: true, people: 1, message: 'Kami datang' },
      }),
    );
    await pages.wish(
      parsed(INVITATIONS.wish, {
        client_id: clientId,
        source: 'sumber-uji-1',
        guest_token: token,
        input: { name: 'Budi Santoso', message: 'Selamat menempuh hidup baru' },
      }),
    );
  }
  await dataSource.transaction(async (manager) => {
    await recordOrderEmail(manager, orderId, 'pemesan@contoh.test');
    await addPartner(manager, orderId, 'mitra@contoh.test');
    const member = { orderId, email: 'mitra@contoh.test' };
    await insertSignIn(manager, { ...member, tokenHash: `tautan-${orderId}`, seconds: 900 });
    await insertSession(manager, { ...member, tokenHash: `sesi-${orderId}`, days: 30 });
  });
  if (clientId && closedDaysAgo !== null)
    await dataSource.query(
      `UPDATE pages SET closes_at = now() - make_interval(days => $2) WHERE order_id = $1`,
      [orderId, closedDaysAgo],
    );
}

/** What an order still holds of its guests, table by table. */
async function heldOf(orderId: string, clientId: string | null) {
  const count = async (sql: string, key: string | null) =>
    key === null ? 0 : Number((await dataSource.query(sql, [key]))[0].n);
  return {
    guests: await count('SELECT count(*) AS n FROM guests WHERE order_id = $1', orderId),
    groups: await count('SELECT count(*) AS n FROM guest_groups WHERE order_id = $1', orderId),
    sessions: await count('SELECT count(*) AS n FROM guest_sessions WHERE order_id = $1', orderId),
    settings: await count('SELECT count(*) AS n FROM guest_settings WHERE order_id = $1', orderId),
    rsvps: await count('SELECT count(*) AS n FROM rsvps WHERE client_id = $1', clientId),
    wishes: await count('SELECT count(*) AS n FROM wishes WHERE client_id = $1', clientId),
    pages: await count('SELECT count(*) AS n FROM pages WHERE order_id = $1', orderId),
    members: await count('SELECT count(*) AS n FROM couple_members WHERE order_id = $1', orderId),
    signIns: await count('SELECT count(*) AS n FROM couple_sign_ins WHERE order_id = $1', orderId),
    coupleSessions: await count('SELECT count(*) AS n FROM couple_sessions WHERE order_id = $1', orderId),
  };
}

it('forgets the guests and replies of an invitation closed longer than the time kept, and nothing else', async () => {
  await invitation('INV-20260101-LAMA01', 'lama-sekali', KEEP_DAYS + 1);
  await invitation('INV-20260101-BARU01', 'baru-tutup', KEEP_DAYS - 1);
  await invitation('INV-20260101-AKTIF1', 'masih-aktif', null);
  await invitation('INV-20260101-DRAFT1', null, null);
  const everything = {
    guests: 1,
    groups: 1,
    sessions: 1,
    settings: 1,
    rsvps: 1,
    wishes: 1,
    pages: 1,
    members: 2,
    signIns: 1,
    coupleSessions: 1,
  };

  expect(await forgetClosedGuestLists(dataSource, KEEP_DAYS)).toBe(1);

  expect(await heldOf('INV-20260101-LAMA01', 'lama-sekali')).toEqual({
    guests: 0,
    groups: 0,
    sessions: 0,
    settings: 0,
    rsvps: 0,
    wishes: 0,
    // The closed address keeps answering with its polite page.
    pages: 1,
    members: 0,
    signIns: 0,
    coupleSessions: 0,
  });
  expect(await heldOf('INV-20260101-BARU01', 'baru-tutup')).toEqual(everything);
  expect(await heldOf('INV-20260101-AKTIF1', 'masih-aktif')).toEqual(everything);
  expect(await heldOf('INV-20260101-DRAFT1', null)).toEqual({ ...everything, rsvps: 0, wishes: 0, pages: 0 });
  // Again: nothing more to forget.
  expect(await forgetClosedGuestLists(dataSource, KEEP_DAYS)).toBe(0);
});
