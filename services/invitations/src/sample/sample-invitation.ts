import { pageSectionsFor, type MusicTrack, type PublishInvitationRequest } from '@undangan/contracts';

/** The address of the sample invitation a newcomer opens in development. */
export const SAMPLE_CLIENT_ID = 'contoh';

/** The shop's track the sample couple chose (music_tracks, added by migration 1763800000074). */
export const SAMPLE_TRACK_ID = 'janji-suci';

/**
 * A sample couple's Exclusive invitation with every section the package has: what the seed
 * publishes at /contoh and what a design's preview draws with that design's theme. Its music is
 * the sample's track as the catalogue has it (read by the caller), or none.
 */
export function sampleInvitation(music: MusicTrack | null = null): PublishInvitationRequest {
  return {
    client_id: SAMPLE_CLIENT_ID,
    order_id: 'CONTOH',
    package: 'Exclusive',
    design: 'Rustic Garden',
    sections: pageSectionsFor('Exclusive'),
    theme: {
      palette: {
        background: '#f4efe6',
        surface: '#fffaf2',
        primary: '#7a8b69',
        accent: '#c7784f',
        text: '#4a3f35',
      },
      motif: 'roses',
      heading_font: 'script-elegant',
      body_font: 'serif-modern',
      layout: 'centered',
      cover_image: null,
    },
    data: {
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
          date: sampleDate(),
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
          date: sampleDate(),
          time: '11.00',
          end_time: 'selesai',
          time_zone: 'WIB',
          venue: 'The Garden Hall Kemang',
          address: 'Jl. Kemang Raya No. 18, Bangka, Mampang Prapatan, Jakarta Selatan',
          map_url: 'https://maps.google.com/?q=The+Garden+Hall+Kemang',
        },
      ],
      music: music?.id ?? '',
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
    },
    photos: [],
    music,
  };
}

/** The sample's wedding day: always ahead, so its countdown runs (the first Saturday 60 days on). */
function sampleDate(today: Date = new Date()): string {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 60));
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}
