import {
  GUESTS,
  importPassPublicKey,
  INVITATIONS,
  linkSerial,
  readGuestPass,
  type InvitationPageAnswer,
} from '@undangan/contracts';
import type { DataSource } from 'typeorm';
import { GuestPasses, passQrSvg } from '../src/check-in/guest-passes';
import type { GuestsService } from '../src/guests/guests.service';
import type { PagesService } from '../src/pages.service';
import { openInvitationServices, parsed, publishSample } from './invitation-services';

/**
 * A guest's pass against the real PostgreSQL: an Exclusive invitation's guest finds their QR code on
 * their own link, and it is a pass the invitation's public key verifies, naming them and the link
 * they hold; a new link makes a new pass; the plain link and a package without passes show none;
 * each invitation has one key pair, also when several replicas draw its first pass at once.
 */
jest.setTimeout(120_000);

let dataSource: DataSource;
let close: () => Promise<void>;
let pages: PagesService;
let guests: GuestsService;

beforeAll(async () => {
  ({ dataSource, close, pages, guests } = await openInvitationServices('invitation_guest_passes'));
});
afterAll(() => close());

const add = (orderId: string, name: string, people = 2) =>
  guests.add(parsed(GUESTS.add, { order_id: orderId, guest: { name, people } }));

const htmlOf = async (clientId: string, token: string | null) =>
  (
    (await pages.page(
      parsed(INVITATIONS.page, { client_id: clientId, guest_token: token }),
    )) as InvitationPageAnswer & {
      html: string;
    }
  ).html;

/** The QR code a page shows in its pass, or null. */
const passSvgIn = (html: string) =>
  /<div class="pass-code"[^>]*>(<svg[\s\S]*?<\/svg>)/.exec(html)?.[1] ?? null;

const tokenOf = (linkPath: string | null) => linkPath!.split('/')[2];

it("shows an Exclusive guest the QR code of their own pass, which the invitation's key verifies", async () => {
  const order = 'INV-20261203-PASS01';
  await publishSample(pages, 'pass-tamu', order);
  const guest = await add(order, 'Ibu Ratna & Keluarga', 3);
  const token = tokenOf(guest.link_path);
  const html = await htmlOf('pass-tamu', token);

  expect(html).toContain('<a href="#kode-masuk">Lihat kode masuk Anda</a>');
  expect(html).toContain('aria-label="Kode QR masuk atas nama Ibu Ratna &amp; Keluarga"');
  expect(html).toContain('<p class="pass-people">Untuk 3 orang</p>');
  const passes = new GuestPasses(dataSource);
  const pass = await passes.passOf(order, { id: guest.id, token });
  expect(passSvgIn(html)).toBe(await passQrSvg(pass));
  const publicKey = await importPassPublicKey(await passes.publicKeyOf(order));
  expect(await readGuestPass(publicKey, order, pass)).toEqual({
    valid: true,
    pass: { guest_id: guest.id, serial: await linkSerial(token) },
  });

  // The plain link has no guest and so no pass.
  const plain = await htmlOf('pass-tamu', null);
  expect(passSvgIn(plain)).toBeNull();
  expect(plain).not.toContain('kode-masuk');
});

it('makes a new pass when the link is issued again: the old one names a serial the guest no longer has', async () => {
  const order = 'INV-20261203-PASS02';
  await publishSample(pages, 'pass-baru', order);
  const guest = await add(order, 'Pak Darto');
  const before = passSvgIn(await htmlOf('pass-baru', tokenOf(guest.link_path)));
  const reissued = await guests.reissueLink(
    parsed(GUESTS.reissueLink, { order_id: order, guest_id: guest.id }),
  );
  const after = passSvgIn(await htmlOf('pass-baru', tokenOf(reissued.link_path)));
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);
  expect(await linkSerial(tokenOf(reissued.link_path))).not.toBe(await linkSerial(tokenOf(guest.link_path)));
});

it("refuses another invitation's pass, and shows no pass on a package without one", async () => {
  await publishSample(pages, 'pass-satu', 'INV-20261203-PASS03');
  await publishSample(pages, 'pass-dua', 'INV-20261203-PASS04');
  const guest = await add('INV-20261203-PASS03', 'Mbak Sinta');
  const passes = new GuestPasses(dataSource);
  const pass = await passes.passOf('INV-20261203-PASS03', { id: guest.id, token: tokenOf(guest.link_path) });
  const otherKey = await importPassPublicKey(await passes.publicKeyOf('INV-20261203-PASS04'));
  expect(await readGuestPass(otherKey, 'INV-20261203-PASS04', pass)).toEqual({
    valid: false,
    reason: 'forged',
  });

  await publishSample(pages, 'pass-premium', 'INV-20261203-PASS05', 'Premium');
  const premiumGuest = await add('INV-20261203-PASS05', 'Mas Yoga');
  const html = await htmlOf('pass-premium', tokenOf(premiumGuest.link_path));
  expect(html).toContain('Mas Yoga');
  expect(passSvgIn(html)).toBeNull();
});

it('keeps one key pair for an invitation when several replicas draw its first pass at once', async () => {
  const order = 'INV-20261203-PASS06';
  const replicas = Array.from({ length: 6 }, () => new GuestPasses(dataSource));
  const keys = await Promise.all(replicas.map((replica) => replica.publicKeyOf(order)));
  expect(new Set(keys).size).toBe(1);
  const [{ n }] = await dataSource.query(
    'SELECT count(*)::int AS n FROM guest_pass_keys WHERE order_id = $1',
    [order],
  );
  expect(n).toBe(1);
});
