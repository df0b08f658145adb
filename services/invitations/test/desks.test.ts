import {
  DESK_LIMITS,
  DESK_MESSAGES,
  DESKS,
  GUESTS,
  importPassPublicKey,
  linkSerial,
  readGuestPass,
} from '@undangan/contracts';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Desks } from '../src/check-in/desks.service';
import { GuestPasses } from '../src/check-in/guest-passes';
import type { GuestsService } from '../src/guests/guests.service';
import type { PagesService } from '../src/pages.service';
import { failure, openInvitationServices, parsed, publishSample } from './invitation-services';

/**
 * The desks at an invitation's door against the real PostgreSQL: made only for a published
 * Exclusive invitation, within the limit and with names apart; opened by their key or their code
 * as typed, and by nothing once revoked or expired; a desk downloads the guests with their links'
 * serials and the key that verifies their passes, and sends check-ins to its own invitation only.
 */
jest.setTimeout(120_000);

let dataSource: DataSource;
let close: () => Promise<void>;
let pages: PagesService;
let guests: GuestsService;
let desks: Desks;

beforeAll(async () => {
  ({ dataSource, close, pages, guests } = await openInvitationServices('invitation_desks'));
  desks = new Desks(dataSource);
});
afterAll(() => close());

const create = (orderId: string, name: string) =>
  desks.create(parsed(DESKS.makeDesk, { order_id: orderId, name }));

it('makes desks only for a published Exclusive invitation, within the limit and with names apart', async () => {
  expect(await failure(create('INV-DESK-DRAFT', 'Meja 1'))).toMatchObject({
    message: DESK_MESSAGES.notPublished,
  });
  await publishSample(pages, 'meja-premium', 'INV-DESK-PREMIUM', 'Premium');
  expect(await failure(create('INV-DESK-PREMIUM', 'Meja 1'))).toMatchObject({
    message: DESK_MESSAGES.notIncluded,
  });

  await publishSample(pages, 'meja-tamu', 'INV-DESK-A');
  const made = await create('INV-DESK-A', 'Meja Mempelai Wanita');
  expect(made.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(made.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
  expect(made.desk).toMatchObject({ name: 'Meja Mempelai Wanita', revoked_at: null });
  // Good until a day after the last event ends, which is after now.
  expect(Date.parse(made.desk.expires_at)).toBeGreaterThan(Date.now());
  // Only hashes are kept.
  const stored = JSON.stringify(await dataSource.query('SELECT * FROM desks WHERE id = $1', [made.desk.id]));
  expect(stored).not.toContain(made.key);
  expect(stored).not.toContain(made.code);

  expect(await failure(create('INV-DESK-A', 'meja mempelai wanita'))).toMatchObject({
    message: DESK_MESSAGES.nameTaken,
  });
  // Made all at once past the limit: exactly the limit are made.
  const many = await Promise.allSettled(
    Array.from({ length: DESK_LIMITS.perOrder + 3 }, (_, i) => create('INV-DESK-A', `Meja ${i + 2}`)),
  );
  expect(many.filter((r) => r.status === 'fulfilled')).toHaveLength(DESK_LIMITS.perOrder - 1);
  expect((await desks.list(parsed(DESKS.listDesks, { order_id: 'INV-DESK-A' }))).desks).toHaveLength(
    DESK_LIMITS.perOrder,
  );
  // A revoked desk frees its place and its name.
  await desks.revoke(parsed(DESKS.revokeDesk, { order_id: 'INV-DESK-A', desk_id: made.desk.id }));
  expect((await create('INV-DESK-A', 'Meja Mempelai Wanita')).desk.name).toBe('Meja Mempelai Wanita');
});

it('opens a desk by its key or its code as typed, and by nothing once revoked, expired or another order asks', async () => {
  await publishSample(pages, 'meja-buka', 'INV-DESK-B');
  const made = await create('INV-DESK-B', 'Meja 1');
  const access = {
    desk_id: made.desk.id,
    order_id: 'INV-DESK-B',
    name: 'Meja 1',
    expires_at: made.desk.expires_at,
  };
  expect(await desks.open(parsed(DESKS.openDesk, { key: made.key }))).toEqual(access);
  const typed = `${made.code.slice(0, 4).toLowerCase()} ${made.code.slice(4)}`;
  expect(await desks.open(parsed(DESKS.openDesk, { code: typed }))).toEqual(access);
  expect(() => DESKS.openDesk.schema.parse({ code: 'O0O0O0O0' })).toThrow();

  // Another invitation's revoke names no desk of it.
  expect(
    await failure(desks.revoke(parsed(DESKS.revokeDesk, { order_id: 'INV-DESK-A', desk_id: made.desk.id }))),
  ).toMatchObject({
    code: 'not_found',
  });
  expect(await desks.open(parsed(DESKS.openDesk, { key: made.key }))).not.toBeNull();

  await dataSource.query(`UPDATE desks SET expires_at = now() - interval '1 second' WHERE id = $1`, [
    made.desk.id,
  ]);
  expect(await desks.open(parsed(DESKS.openDesk, { key: made.key }))).toBeNull();
  await dataSource.query(`UPDATE desks SET expires_at = now() + interval '1 day' WHERE id = $1`, [
    made.desk.id,
  ]);
  await desks.revoke(parsed(DESKS.revokeDesk, { order_id: 'INV-DESK-B', desk_id: made.desk.id }));
  expect(await desks.open(parsed(DESKS.openDesk, { key: made.key }))).toBeNull();
  expect(await desks.open(parsed(DESKS.openDesk, { code: made.code }))).toBeNull();
});

it("gives a desk the guests with their links' serials and the key of their passes, and takes its check-ins for its own invitation only", async () => {
  await publishSample(pages, 'meja-daftar', 'INV-DESK-C');
  const session = await guests.addSession(
    parsed(GUESTS.addSession, {
      order_id: 'INV-DESK-C',
      session: { name: 'Sesi 1', time: '11.00-13.00 WIB' },
    }),
  );
  const rina = await guests.add(
    parsed(GUESTS.add, {
      order_id: 'INV-DESK-C',
      guest: { name: 'Rina', people: 2, session_id: session.id },
    }),
  );
  const made = await create('INV-DESK-C', 'Meja 1');
  const snapshot = await desks.snapshot(
    parsed(DESKS.deskSnapshot, { order_id: 'INV-DESK-C', desk_id: made.desk.id }),
  );
  const token = rina.link_path!.split('/')[2];
  expect(snapshot.guests).toEqual([
    {
      id: rina.id,
      name: 'Rina',
      people: 2,
      group: null,
      session: { name: 'Sesi 1', time: '11.00-13.00 WIB' },
      serial: await linkSerial(token),
    },
  ]);
  expect(snapshot.desk).toEqual({ id: made.desk.id, name: 'Meja 1', expires_at: made.desk.expires_at });
  expect(snapshot.invitation.couple).toBe('Raka & Laras');
  const pass = await new GuestPasses(dataSource).passOf('INV-DESK-C', { id: rina.id, token });
  expect(await readGuestPass(await importPassPublicKey(snapshot.pass_key), 'INV-DESK-C', pass)).toMatchObject(
    {
      valid: true,
    },
  );

  const arrival = {
    id: randomUUID(),
    kind: 'arrival' as const,
    guest_id: rina.id,
    people: 3,
    at: new Date().toISOString(),
  };
  const synced = await desks.sync(
    parsed(DESKS.syncDesk, { order_id: 'INV-DESK-C', desk_id: made.desk.id, events: [arrival] }),
  );
  expect(synced.taken).toBe(1);
  expect(synced.tally.arrivals).toHaveLength(1);
  expect(synced.tally.people).toBe(3);

  // The desk named with another invitation's order opens nothing there.
  await publishSample(pages, 'meja-lain', 'INV-DESK-D');
  for (const attempt of [
    desks.snapshot(parsed(DESKS.deskSnapshot, { order_id: 'INV-DESK-D', desk_id: made.desk.id })),
    desks.sync(parsed(DESKS.syncDesk, { order_id: 'INV-DESK-D', desk_id: made.desk.id, events: [] })),
  ])
    expect(await failure(attempt)).toMatchObject({ code: 'unauthorized', message: DESK_MESSAGES.keyInvalid });
});
