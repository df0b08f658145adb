import {
  GUESTS,
  INVITATIONS,
  SAMPLE_CLIENT_ID,
  SAMPLE_GUEST_TOKEN,
  SAMPLE_ORDER_ID,
  type GuestGroup,
  type GuestSession,
  type RequestOf,
} from '@undangan/contracts';
import type { DataSource } from 'typeorm';
import { newGuestToken } from '../guests/guest-tokens';
import {
  guestCount,
  guestIdOfToken,
  insertGuests,
  markGuestsSent,
  markOpened,
  type NewGuest,
} from '../guests/guests.table';
import type { GuestsService } from '../guests/guests.service';
import type { PagesService } from '../pages.service';

const GROUPS = ['Keluarga Mempelai Wanita', 'Keluarga Mempelai Pria', 'Teman Kuliah', 'Rekan Kerja'];
const SESSIONS = [
  { name: 'Sesi 1', time: '11.00-13.00 WIB', capacity: 60 },
  { name: 'Sesi 2', time: '13.00-15.00 WIB', capacity: 40 },
];

/**
 * The sample guests: name, group and session by their place above, people, phone (some have none),
 * and where they stand: sent, opened, or answered coming (with how many) or not.
 */
type Standing = 'new' | 'sent' | 'opened' | { coming: number } | 'declined';
const GUESTS_OF_SAMPLE: [string, number, number, number, string | null, Standing][] = [
  ['Bapak Hendra Wijaya & Keluarga', 0, 0, 4, '081234560101', { coming: 4 }],
  ['Ibu Sulastri', 0, 0, 2, '081234560102', { coming: 2 }],
  ['Om Darto Sumarno', 0, 0, 2, '081234560103', 'opened'],
  ['Tante Wulan', 0, 0, 2, null, 'sent'],
  ['Keluarga Bapak Joko Susilo', 0, 1, 5, '081234560105', { coming: 3 }],
  ['Mbak Ratna Sari', 0, 1, 1, '081234560106', 'declined'],
  ['Pakde Slamet', 0, 1, 3, '081234560107', 'new'],
  ['Bude Ningsih', 0, 1, 2, '081234560108', 'new'],
  ['Bapak Agus Pratama & Istri', 1, 0, 2, '081234560109', { coming: 2 }],
  ['Ibu Dewi Lestari', 1, 0, 1, '081234560110', 'opened'],
  ['Keluarga Besar Wicaksono', 1, 0, 6, '081234560111', { coming: 6 }],
  ['Mas Yoga Aditya', 1, 0, 1, null, 'sent'],
  ['Bapak Herman Saputra', 1, 1, 2, '081234560113', 'declined'],
  ['Ibu Rahayu', 1, 1, 2, '081234560114', 'new'],
  ['Om Bambang', 1, 1, 2, '081234560115', 'new'],
  ['Dimas Anggara', 2, 1, 1, '081234560116', { coming: 1 }],
  ['Putri Maharani', 2, 1, 2, '081234560117', { coming: 2 }],
  ['Fajar Nugroho', 2, 1, 1, '081234560118', 'opened'],
  ['Citra Kirana', 2, 1, 1, '081234560119', 'sent'],
  ['Rizky Ramadhan 🎉', 2, 1, 2, '081234560120', 'new'],
  ['Nadia Safitri', 2, 1, 1, null, 'new'],
  ['Bayu Firmansyah', 2, 1, 1, '081234560122', 'declined'],
  ['Andini Permata', 2, 1, 2, '081234560123', 'new'],
  ['Bapak Surya Darma (Direktur)', 3, 0, 2, '081234560124', { coming: 2 }],
  ['Ibu Maya Anggraini', 3, 0, 1, '081234560125', 'sent'],
  ['Tim Keuangan', 3, 0, 5, null, { coming: 4 }],
  ['Pak Teguh', 3, 1, 1, '081234560127', 'opened'],
  ['Bu Endang', 3, 1, 1, '081234560128', 'new'],
  ['Mas Arif', 3, 1, 1, '081234560129', 'new'],
  ['Mbak Sinta', 3, 1, 1, '081234560130', 'sent'],
];

const MESSAGES = [
  'Insya Allah kami sekeluarga hadir.',
  'Selamat berbahagia, semoga menjadi keluarga sakinah.',
  'Mohon maaf belum dapat hadir, doa terbaik untuk kalian.',
  'Kami datang, sampai jumpa di sana!',
];

/**
 * The sample couple's guest list in development (the invitations service's SEED_ON_EMPTY), when
 * it has none: a few dozen guests in groups and sessions, some sent, some opened, some answered,
 * so a newcomer sees the list, the counts and a guest's own link at once. True when it seeded.
 */
export async function seedSampleGuestsIfEmpty(
  dataSource: DataSource,
  guests: GuestsService,
  pages: PagesService,
): Promise<boolean> {
  if ((await guestCount(dataSource, SAMPLE_ORDER_ID)) > 0) return false;
  const scope = { order_id: SAMPLE_ORDER_ID };
  const parsed = <T>(schema: { parse(value: unknown): unknown }, request: T) =>
    schema.parse(request) as never;
  const groups: GuestGroup[] = [];
  for (const name of GROUPS)
    groups.push(await guests.addGroup(parsed(GUESTS.addGroup.schema, { ...scope, name })));
  const sessions: GuestSession[] = [];
  for (const session of SESSIONS)
    sessions.push(await guests.addSession(parsed(GUESTS.addSession.schema, { ...scope, session })));

  const rows: NewGuest[] = GUESTS_OF_SAMPLE.map(([name, group, session, people, phone], i) => ({
    name,
    phone: phone && `62${phone.slice(1)}`,
    group_id: groups[group].id,
    session_id: sessions[session].id,
    people,
    token: i === 0 ? SAMPLE_GUEST_TOKEN : newGuestToken(),
  }));
  await dataSource.transaction((manager) => insertGuests(manager, SAMPLE_ORDER_ID, rows));

  for (const [i, [name, , , , , standing]] of GUESTS_OF_SAMPLE.entries()) {
    const token = rows[i].token;
    if (standing === 'new') continue;
    const id = (await guestIdOfToken(dataSource, token))!;
    await markGuestsSent(dataSource, SAMPLE_ORDER_ID, [id]);
    if (standing !== 'sent') await markOpened(dataSource, id);
    if (standing === 'sent' || standing === 'opened') continue;
    const coming = typeof standing === 'object';
    const request: RequestOf<typeof INVITATIONS.rsvp> = {
      client_id: SAMPLE_CLIENT_ID,
      // One source per guest: the seed is many phones, not one address over the limit.
      source: `contoh-${String(i).padStart(4, '0')}`,
      guest_token: token,
      input: {
        name,
        attending: coming,
        people: coming ? standing.coming : 1,
        message: MESSAGES[i % MESSAGES.length],
      },
    };
    await pages.rsvp(parsed(INVITATIONS.rsvp.schema, request));
  }
  return true;
}
