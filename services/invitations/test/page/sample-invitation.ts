import {
  type InvitationTheme,
  type PagePhoto,
  type PublishedInvitation,
  type Wish,
  pageSectionsFor,
  publishedInvitationSchema,
} from '@undangan/contracts';
import type { PageInput } from '../../src/page/render-page';

// A full Exclusive invitation as the page receives it, rich enough to show every part, for every
// test of the page to start from and change what it tests.

/** Some of the seed designs' looks (catalogue's seed palettes and motifs) with a layout each. */
export const SAMPLE_THEMES = {
  rusticGarden: {
    palette: {
      background: '#f4efe6',
      surface: '#fffaf2',
      primary: '#7a8b69',
      accent: '#c7784f',
      text: '#4a3f35',
    },
    motif: 'roses',
    heading_font: 'script-elegant',
    body_font: 'serif-classic',
    layout: 'centered',
    cover_image: null,
  },
  royalJavanese: {
    palette: {
      background: '#4a1420',
      surface: '#5c1a28',
      primary: '#d4a84b',
      accent: '#f1d58a',
      text: '#f8ecd4',
    },
    motif: 'gunungan',
    heading_font: 'serif-classic',
    body_font: 'serif-classic',
    layout: 'framed',
    cover_image: null,
  },
  goldenArtDeco: {
    palette: {
      background: '#111418',
      surface: '#1b1f26',
      primary: '#c9a45c',
      accent: '#e9d29a',
      text: '#f3ead7',
    },
    motif: 'art-deco',
    heading_font: 'serif-modern',
    body_font: 'sans-clean',
    layout: 'split',
    cover_image: null,
  },
  sakuraDream: {
    palette: {
      background: '#fbeff1',
      surface: '#fffafb',
      primary: '#b05a7a',
      accent: '#f3a6b9',
      text: '#5b3344',
    },
    motif: 'sakura',
    heading_font: 'script-elegant',
    body_font: 'sans-clean',
    layout: 'split',
    cover_image: null,
  },
  megaMendung: {
    palette: {
      background: '#f1f5fb',
      surface: '#ffffff',
      primary: '#1f3a68',
      accent: '#6f9bd1',
      text: '#1d2b44',
    },
    motif: 'mega-mendung',
    heading_font: 'serif-modern',
    body_font: 'sans-clean',
    layout: 'framed',
    cover_image: null,
  },
  kawungKlasik: {
    palette: {
      background: '#f5ecdc',
      surface: '#fbf5ea',
      primary: '#6b4423',
      accent: '#a8753f',
      text: '#3e2714',
    },
    motif: 'kawung',
    heading_font: 'serif-classic',
    body_font: 'serif-classic',
    layout: 'centered',
    cover_image: null,
  },
} satisfies Record<string, InvitationTheme>;

/** A photo with the three widths publishing makes, at `base` + '-480.jpg' and so on. */
export function samplePhoto(base: string, width = 1440, height = 1800): PagePhoto {
  return {
    variants: [480, 960, 1440].map((w) => ({ width: w, url: `${base}-${w}.jpg` })),
    width,
    height,
  };
}

const LOVE_STORY = [
  'Kami pertama kali bertemu pada tahun 2019 di sebuah kegiatan relawan mengajar di Bogor. Rizky saat itu ' +
    'menjadi koordinator lapangan, sementara Anisa baru pertama kali ikut sebagai pengajar.',
  'Pertemuan singkat itu berlanjut menjadi obrolan panjang tentang buku, kopi, dan cita-cita. Di tengah jarak ' +
    'Jakarta dan Yogyakarta selama masa studi, kami belajar untuk saling percaya dan saling menguatkan.',
  'Pada Ramadan 2026, Rizky datang bersama keluarganya untuk bersilaturahmi dan meminang Anisa.\n' +
    'Kini, dengan restu kedua orang tua, kami memantapkan hati untuk melangkah bersama.',
].join('\n\n');

/**
 * The full Exclusive invitation: akad and resepsi in WIB, three gift accounts, six photos. The
 * sample itself is checked against the contract; `changes` are not, so a test may hand the page
 * what the contract would refuse.
 */
export function sampleInvitation(changes: Partial<PublishedInvitation> = {}): PublishedInvitation {
  return { ...SAMPLE, ...changes };
}

const SAMPLE: PublishedInvitation = publishedInvitationSchema.parse({
  client_id: 'rizky-anisa',
  order_id: 'INV-20261201-7K3Q9X',
  package: 'Exclusive',
  design: 'Rustic Garden',
  sections: pageSectionsFor('Exclusive'),
  theme: SAMPLE_THEMES.rusticGarden,
  data: {
    groom: {
      full_name: 'Muhammad Rizky Pratama, S.T.',
      nickname: 'Rizky',
      father: 'H. Ahmad Syafii',
      mother: 'Hj. Siti Rahmawati',
    },
    bride: {
      full_name: 'Anisa Putri Larasati, S.Psi.',
      nickname: 'Anisa',
      father: 'Bambang Suryadi',
      mother: 'Dewi Kartika Sari',
    },
    events: [
      {
        kind: 'akad',
        title: '',
        date: '2027-02-13',
        time: '08:00',
        end_time: '10:00',
        time_zone: 'WIB',
        venue: 'Masjid Agung Al-Azhar',
        address: 'Jl. Sisingamangaraja No. 1, Selong, Kebayoran Baru, Jakarta Selatan',
        map_url: 'https://maps.app.goo.gl/AlAzharKebayoran',
      },
      {
        kind: 'resepsi',
        title: '',
        date: '2027-02-13',
        time: '11.00',
        end_time: 'selesai',
        time_zone: 'WIB',
        venue: 'Gedung Graha Sucofindo',
        address: 'Jl. Raya Pasar Minggu Kav. 34, Pancoran, Jakarta Selatan',
        map_url: 'https://maps.app.goo.gl/GrahaSucofindo',
      },
    ],
    music: 'Akad – Payung Teduh',
    love_story: LOVE_STORY,
    gift_accounts: [
      { bank: 'BCA', account_number: '5271234567', account_holder: 'Muhammad Rizky Pratama' },
      { bank: 'Bank Mandiri', account_number: '1370012345678', account_holder: 'Anisa Putri Larasati' },
      { bank: 'GoPay', account_number: '0812-3456-7890', account_holder: 'Anisa Putri Larasati' },
    ],
    greeting:
      'Dengan memohon rahmat dan ridho Allah SWT, kami bermaksud menyelenggarakan pernikahan putra-putri kami.',
    guest_replies: true,
  },
  photos: [1, 2, 3, 4, 5, 6].map((i) =>
    samplePhoto(`/media/invitations/rizky-anisa/foto-${i}`, 1440, i % 3 === 1 ? 960 : 1800),
  ),
  music: {
    id: 'akad-instrumental',
    title: 'Akad (instrumental)',
    url: '/media/music/akad-instrumental.mp3',
  },
  version: 3,
  published_at: '2027-01-10T03:15:00.000Z',
  closes_at: '2028-01-10T03:15:00.000Z',
} satisfies PublishedInvitation);

/** Wishes as the page gets them: newest first. */
export const SAMPLE_WISHES: Wish[] = [
  {
    name: 'Keluarga Besar Santoso',
    message:
      'Selamat menempuh hidup baru, Rizky dan Anisa. Semoga menjadi keluarga yang sakinah, mawaddah, warahmah.',
    created_at: '2027-01-20T12:30:00.000Z',
  },
  {
    name: 'Dimas & Ayu',
    message: 'Barakallahu lakuma wa baraka alaikuma.\nDitunggu kabar bahagia berikutnya!',
    created_at: '2027-01-18T09:05:00.000Z',
  },
  {
    name: 'Tim Relawan Mengajar Bogor',
    message: 'Dari ruang kelas sederhana sampai pelaminan. Selamat berbahagia!',
    created_at: '2027-01-15T02:00:00.000Z',
  },
];

/** The page's input for the sample, a week before the akad, for the guest "Bapak Hendra Wijaya". */
export function samplePageInput(changes: Partial<PageInput> = {}): PageInput {
  return {
    invitation: sampleInvitation(),
    guestName: 'Bapak Hendra Wijaya',
    preview: false,
    now: new Date('2027-02-06T01:00:00.000Z'),
    pageUrl: 'https://undangan.example/rizky-anisa?tamu=7f3a9c',
    actions: {
      rsvp: '/rizky-anisa/rsvp',
      wish: '/rizky-anisa/ucapan',
      calendar: '/rizky-anisa/acara.ics',
    },
    wishes: SAMPLE_WISHES,
    notice: null,
    ...changes,
  };
}
