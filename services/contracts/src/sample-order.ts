import type { InvitationComplete } from './invitation-data';

// The sample couple of development: ordering seeds their order paid and finished (SAMPLE_ORDER),
// the invitations service publishes their invitation and its guest list (SEED_ON_EMPTY), and a
// newcomer signs in to their dashboard with the order id and email below. Both services take the
// couple from here, so the dashboard opens on the guests of the page at /contoh.

/**
 * The sample couple's order id: a valid order id the shop never issues (an issued one ends in six
 * characters of an alphabet without the letter O, order-id.ts), dated before the shop's first day.
 */
export const SAMPLE_ORDER_ID = 'INV-20201231-CONTOH';

/** The address of the sample invitation, the client id of the sample order's work. */
export const SAMPLE_CLIENT_ID = 'contoh';

/** The shop's track the sample couple chose (music_tracks, added by migration 1763800000074). */
export const SAMPLE_TRACK_ID = 'janji-suci';

/** Who ordered: the sample order's customer. The development mailbox catches their email. */
export const SAMPLE_COUPLE = {
  name: 'Raka & Laras',
  phone: '081234560100',
  email: 'raka.laras@contoh.test',
} as const;

/** What they bought, by the names the catalogue's seed gives them (its price is the catalogue's). */
export const SAMPLE_CHOICE = { package: 'Exclusive', design: 'Rustic Garden' } as const;

/** The sample couple's invitation data, with the track chosen ('' for none) and their day ahead. */
export function sampleCoupleData(music: string, today: Date = new Date()): InvitationComplete {
  return {
    groom: {
      full_name: 'Raka Aditya Pratama, S.T.',
      nickname: 'Raka',
      father: 'Bapak Hendra Wijaya',
      mother: 'Ibu Sri Lestari',
    },
    bride: {
      full_name: 'Larasati Ayu Kusuma, S.Psi.',
      nickname: 'Laras',
      father: 'Bapak Bambang Kusuma',
      mother: 'Ibu Dewi Anggraini',
    },
    events: [
      {
        kind: 'akad',
        title: '',
        date: sampleDate(today),
        time: '08.00',
        end_time: '10.00',
        time_zone: 'WIB',
        venue: 'Masjid Agung Al-Azhar',
        address: 'Jl. Sisingamangaraja No. 1, Kebayoran Baru, Jakarta Selatan',
        map_url: 'https://maps.google.com/?q=Masjid+Agung+Al-Azhar+Jakarta',
      },
      {
        kind: 'resepsi',
        title: '',
        date: sampleDate(today),
        time: '11.00',
        end_time: 'selesai',
        time_zone: 'WIB',
        venue: 'The Garden Hall Kemang',
        address: 'Jl. Kemang Raya No. 18, Bangka, Mampang Prapatan, Jakarta Selatan',
        map_url: 'https://maps.google.com/?q=The+Garden+Hall+Kemang',
      },
    ],
    music,
    love_story:
      'Kami pertama kali bertemu di perpustakaan kampus pada tahun 2018, berebut buku yang sama untuk tugas akhir.\n\n' +
      'Dari diskusi panjang di kantin, persahabatan tumbuh menjadi rasa yang lebih dalam. Enam tahun kemudian, di hadapan kedua keluarga, Raka melamar Laras.\n\n' +
      'Kini kami melangkah bersama, memohon doa restu Bapak/Ibu/Saudara/i.',
    gift_accounts: [
      { bank: 'BCA', account_number: '1234567890', account_holder: 'Raka Aditya Pratama' },
      { bank: 'Mandiri', account_number: '1370012345678', account_holder: 'Larasati Ayu Kusuma' },
    ],
    greeting:
      'Dengan memohon rahmat dan rida Allah Subhanahu wa Ta’ala, kami bermaksud menyelenggarakan pernikahan putra-putri kami. Merupakan suatu kehormatan dan kebahagiaan bagi kami apabila Bapak/Ibu/Saudara/i berkenan hadir dan memberikan doa restu.',
    guest_replies: true,
  };
}

/** The sample's wedding day: always ahead, so its countdown runs (the first Saturday 60 days on). */
function sampleDate(today: Date): string {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 60));
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}
