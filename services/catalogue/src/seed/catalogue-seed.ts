import type {
  Addon,
  Design,
  InvitationTheme,
  Package,
  ThemeFont,
  ThemeLayout,
  ThemeMotif,
  ThemePalette,
} from '@undangan/contracts';

/** Someone the invitation is for: one of the couple, the child being baptised, the birthday child. */
export interface InvitationHost {
  /** The short name printed large on the card. */
  nickname: string;
  fullName: string;
  /** The line under the full name, e.g. 'Putra pertama dari Bapak ... & Ibu ...'. */
  parents?: string;
}

export interface InvitationEvent {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** As printed, e.g. '08.00 - 10.00 WIB'. */
  time: string;
  venue: string;
  address: string;
}

/** What the sample artwork and template page show for a design. */
export interface DesignArtwork {
  /** The theme's colours and ornament: the page is drawn with the artwork's own. */
  palette: ThemePalette;
  motif: ThemeMotif;
  /** The small line above the names, e.g. 'Undangan Pernikahan'. */
  headline: string;
  /** One or two hosts; two are printed as 'A & B'. */
  hosts: InvitationHost[];
  /** A line under a single host's name, e.g. 'Ulang Tahun ke-5'. */
  subtitle?: string;
  /** The main date, YYYY-MM-DD. */
  date: string;
  venue: string;
  city: string;
  /** Opening words of the template page before the hosts are introduced. */
  intro: string;
  quote: string;
  events: InvitationEvent[];
  gift: { bank: string; accountNumber: string; accountName: string };
}

export interface SeedDesign extends Design {
  artwork: DesignArtwork;
}

type GalleryTab = 'Exclusive' | 'Premium' | 'Basic';
type DesignCategory = 'wedding' | 'baptism' | 'birthday' | 'Thanksgiving';

export const SEED_PACKAGES: Package[] = [
  {
    id: 1,
    name: 'Fitur Dasar',
    price: 0,
    features: [
      'Nama mempelai & orang tua',
      'Tanggal & lokasi acara dengan Google Maps',
      'Hitung mundur acara',
      'RSVP & ucapan tamu',
      'Musik latar',
      'Galeri foto',
      'Amplop digital',
      'Nama tamu pada tautan undangan',
      'Bagikan lewat WhatsApp',
      'Revisi teks gratis tanpa batas',
      'Masa aktif 1 tahun',
    ],
  },
  {
    id: 2,
    name: 'Basic',
    price: 99_000,
    features: [
      'Pilihan desain Basic',
      'Galeri hingga 10 foto',
      'Musik latar dari katalog kami',
      'Revisi foto/musik gratis 1 kali',
      'Pengerjaan 4-7 hari kerja',
    ],
  },
  {
    id: 3,
    name: 'Premium',
    price: 179_000,
    features: [
      'Pilihan desain Premium & Basic',
      'Galeri hingga 25 foto & 1 video',
      'Musik latar bebas pilih',
      'Kisah cinta (love story)',
      'Animasi pembuka',
      'Penyesuaian warna gratis',
      'Revisi warna gratis 1 kali',
      'Revisi foto/musik gratis 1 kali',
      'Pengerjaan 4-7 hari kerja',
    ],
  },
  {
    id: 4,
    name: 'Exclusive',
    price: 299_000,
    features: [
      'Bebas pilih semua desain di galeri',
      'Galeri foto & video tanpa batas',
      'QR code undangan untuk setiap tamu',
      'Check-in tamu digital di lokasi acara',
      'Buku tamu digital & rekap kehadiran',
      'Domain khusus (custom domain)',
      'Kisah cinta (love story) & animasi pembuka',
      'Penyesuaian warna gratis',
      'Revisi warna gratis 1 kali',
      'Revisi foto/musik gratis 1 kali',
      'Dukungan prioritas lewat WhatsApp',
    ],
  },
];

export const SEED_ADDONS: Addon[] = [
  {
    id: 1,
    title: 'Express 2 Hari',
    description: 'Undangan selesai dalam 2 hari kerja sejak data lengkap kami terima.',
    price: 50_000,
    kind: 'turnaround',
    included_in: [],
  },
  {
    id: 2,
    title: 'One Day Service (24 Jam)',
    description: 'Undangan selesai dalam 24 jam sejak data lengkap kami terima.',
    price: 100_000,
    kind: 'turnaround',
    included_in: [],
  },
  {
    id: 3,
    title: 'Revisi Foto/Musik',
    description:
      'Biaya per revisi foto atau musik setelah revisi gratis pertama. Revisi teks tetap gratis tanpa batas.',
    price: 20_000,
    kind: 'extra',
    included_in: [],
  },
  {
    id: 4,
    title: 'Penyesuaian Warna',
    description:
      'Penyesuaian warna desain untuk paket Basic. Paket Premium dan Exclusive sudah termasuk penyesuaian warna gratis.',
    price: 50_000,
    kind: 'extra',
    // Premium and Exclusive (SEED_PACKAGES), as the description says.
    included_in: [3, 4],
  },
  {
    id: 5,
    title: 'Split Link',
    description:
      'Dua link undangan dengan desain yang sama, misalnya untuk tamu acara akad dan tamu resepsi.',
    price: 80_000,
    kind: 'extra',
    included_in: [],
  },
];

/** The package a gallery tab sells; a design may be ordered with its tab's package or any above it. */
const TAB_PACKAGE_ID: Record<GalleryTab, number> = { Basic: 2, Premium: 3, Exclusive: 4 };
const HIGHEST_PACKAGE_ID = 4;

function packagesAllowedFor(tab: GalleryTab): number[] {
  const allowed: number[] = [];
  for (let id = TAB_PACKAGE_ID[tab]; id <= HIGHEST_PACKAGE_ID; id++) allowed.push(id);
  return allowed;
}

/** How a seed design's page is set: its fonts and layout (its colours and ornament are the artwork's). */
type SeedLook = Pick<InvitationTheme, 'heading_font' | 'body_font' | 'layout'>;

const look = (heading_font: ThemeFont, body_font: ThemeFont, layout: ThemeLayout): SeedLook => ({
  heading_font,
  body_font,
  layout,
});

function seedDesign(
  tab: GalleryTab,
  slug: string,
  name: string,
  category: DesignCategory,
  setting: SeedLook,
  artwork: DesignArtwork,
): SeedDesign {
  const id = `${tab.toLowerCase()}-${slug}`;
  return {
    id,
    name,
    image_url: `/generated/designs/${id}.svg`,
    // Preview opens the sample couple drawn with this design (the invitations service's renderer).
    template_url: `/contoh/${id}`,
    package_id: tab,
    package_allowed: packagesAllowedFor(tab),
    package_name: tab,
    category,
    // No cover image: the design's picture is the whole card, names and all; the page draws the
    // artwork's ornament instead.
    theme: { palette: artwork.palette, motif: artwork.motif, ...setting, cover_image: null },
    artwork,
  };
}

const WEDDING_INTRO =
  'Dengan memohon rahmat dan ridho Tuhan Yang Maha Esa, kami bermaksud menyelenggarakan pernikahan putra-putri kami:';
const WEDDING_QUOTE =
  'Cinta tidak saling memandang, melainkan bersama-sama memandang ke arah yang sama. Di hari bahagia ini kami memulai perjalanan itu berdua.';

/** Akad in the morning, resepsi later the same day, both at the main venue unless told otherwise. */
function weddingEvents(
  date: string,
  akadTime: string,
  resepsiTime: string,
  venue: string,
  address: string,
  akadVenue = venue,
): InvitationEvent[] {
  return [
    { title: 'Akad Nikah', date, time: akadTime, venue: akadVenue, address },
    { title: 'Resepsi Pernikahan', date, time: resepsiTime, venue, address },
  ];
}

function wedding(
  palette: ThemePalette,
  motif: ThemeMotif,
  groom: InvitationHost,
  bride: InvitationHost,
  date: string,
  venue: string,
  address: string,
  city: string,
  times: { akad: string; resepsi: string },
  bank: string,
): DesignArtwork {
  return {
    palette,
    motif,
    headline: 'Undangan Pernikahan',
    hosts: [groom, bride],
    date,
    venue,
    city,
    intro: WEDDING_INTRO,
    quote: WEDDING_QUOTE,
    events: weddingEvents(date, times.akad, times.resepsi, venue, address),
    gift: { bank, accountNumber: accountNumberFor(groom.fullName), accountName: bride.fullName },
  };
}

/** A sample account number that looks real but is derived, so no real account is ever printed. */
function accountNumberFor(name: string): string {
  let hash = 7;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) % 9_999_999_967;
  return `0${String(hash).padStart(9, '0').slice(0, 9)}`;
}

export const SEED_DESIGNS: SeedDesign[] = [
  seedDesign(
    'Exclusive',
    'rustic-garden',
    'Rustic Garden',
    'wedding',
    look('script-elegant', 'serif-modern', 'centered'),
    wedding(
      { background: '#f4efe6', surface: '#fffaf2', primary: '#7a8b69', accent: '#c7784f', text: '#4a3f35' },
      'roses',
      {
        nickname: 'Raka',
        fullName: 'Raka Aditya Pratama, S.T.',
        parents: 'Putra pertama dari Bapak Hendra Wijaya & Ibu Sri Lestari',
      },
      {
        nickname: 'Laras',
        fullName: 'Larasati Ayu Kusuma, S.Psi.',
        parents: 'Putri kedua dari Bapak Bambang Kusuma & Ibu Dewi Anggraini',
      },
      '2026-11-14',
      'The Garden Hall Kemang',
      'Jl. Kemang Raya No. 18, Bangka, Mampang Prapatan, Jakarta Selatan',
      'Jakarta',
      { akad: '08.00 - 10.00 WIB', resepsi: '11.00 - 14.00 WIB' },
      'BCA',
    ),
  ),
  seedDesign(
    'Exclusive',
    'royal-javanese',
    'Royal Javanese',
    'wedding',
    look('serif-classic', 'serif-classic', 'framed'),
    wedding(
      { background: '#4a1420', surface: '#5c1a28', primary: '#d4a84b', accent: '#f1d58a', text: '#f8ecd4' },
      'gunungan',
      {
        nickname: 'Bagas',
        fullName: 'Raden Bagas Suryo Hadiningrat',
        parents: 'Putra kedua dari Bapak Suryo Hadinoto & Ibu Retno Wulandari',
      },
      {
        nickname: 'Sekar',
        fullName: 'Sekar Ayu Pramesti, S.E.',
        parents: 'Putri pertama dari Bapak Joko Pramono & Ibu Endang Sulistyowati',
      },
      '2026-12-05',
      'Pendopo Agung Royal Ambarrukmo',
      'Jl. Laksda Adisucipto No. 81, Caturtunggal, Depok, Sleman, Yogyakarta',
      'Yogyakarta',
      { akad: '09.00 - 10.30 WIB', resepsi: '18.30 - 21.00 WIB' },
      'BNI',
    ),
  ),
  seedDesign(
    'Exclusive',
    'golden-art-deco',
    'Golden Art Deco',
    'wedding',
    look('serif-modern', 'sans-clean', 'framed'),
    wedding(
      { background: '#111418', surface: '#1b1f26', primary: '#c9a45c', accent: '#e9d29a', text: '#f3ead7' },
      'art-deco',
      {
        nickname: 'Daniel',
        fullName: 'Daniel Kurniawan Halim, B.Sc.',
        parents: 'Putra tunggal dari Bapak Tjahjadi Halim & Ibu Lina Susanto',
      },
      {
        nickname: 'Jessica',
        fullName: 'Jessica Natalia Santoso, M.M.',
        parents: 'Putri pertama dari Bapak Hartono Santoso & Ibu Meiliana Tan',
      },
      '2027-01-23',
      'Ballroom Hotel Majapahit',
      'Jl. Tunjungan No. 65, Genteng, Surabaya',
      'Surabaya',
      { akad: '10.00 - 11.30 WIB', resepsi: '18.30 - 21.30 WIB' },
      'BCA',
    ),
  ),
  seedDesign(
    'Exclusive',
    'sakura-dream',
    'Sakura Dream',
    'wedding',
    look('script-elegant', 'serif-modern', 'split'),
    wedding(
      { background: '#fbeff1', surface: '#fffafb', primary: '#b05a7a', accent: '#f3a6b9', text: '#5b3344' },
      'sakura',
      {
        nickname: 'Fajar',
        fullName: 'Muhammad Fajar Ramadhan, S.Kom.',
        parents: 'Putra ketiga dari Bapak Ahmad Sanusi & Ibu Nur Aini',
      },
      {
        nickname: 'Nadia',
        fullName: 'Nadia Putri Maharani, S.Ked.',
        parents: 'Putri bungsu dari Bapak Iwan Setiawan & Ibu Rina Marlina',
      },
      '2027-02-13',
      'Graha Sakura Dago',
      'Jl. Ir. H. Juanda No. 120, Dago, Coblong, Bandung',
      'Bandung',
      { akad: '08.30 - 10.00 WIB', resepsi: '11.00 - 13.30 WIB' },
      'Mandiri',
    ),
  ),
  seedDesign(
    'Exclusive',
    'syukur-emas',
    'Syukur Emas',
    'Thanksgiving',
    look('serif-classic', 'serif-modern', 'centered'),
    {
      palette: {
        background: '#fdf4e3',
        surface: '#fffaf0',
        primary: '#b7791f',
        accent: '#e0a93b',
        text: '#5a3e1b',
      },
      motif: 'wheat',
      headline: 'Undangan Ucapan Syukur',
      hosts: [
        { nickname: 'Johannes', fullName: 'Bapak Johannes Hutapea' },
        { nickname: 'Maria', fullName: 'Ibu Maria Simanjuntak' },
      ],
      subtitle: '25 Tahun Pernikahan',
      date: '2026-10-17',
      venue: 'Gedung Serbaguna HKBP Medan Kota',
      city: 'Medan',
      intro:
        'Dengan penuh sukacita kami mengundang Bapak/Ibu/Saudara/i untuk bersama-sama mengucap syukur atas 25 tahun pernikahan:',
      quote:
        'Kasih itu sabar; kasih itu murah hati. Dua puluh lima tahun berjalan bersama adalah anugerah yang ingin kami syukuri bersama Anda.',
      events: [
        {
          title: 'Ibadah Ucapan Syukur',
          date: '2026-10-17',
          time: '10.00 - 12.00 WIB',
          venue: 'HKBP Medan Kota',
          address: 'Jl. Pandu No. 14, Pasar Baru, Medan Kota, Medan',
        },
        {
          title: 'Ramah Tamah',
          date: '2026-10-17',
          time: '12.30 - 15.00 WIB',
          venue: 'Gedung Serbaguna HKBP Medan Kota',
          address: 'Jl. Pandu No. 14, Pasar Baru, Medan Kota, Medan',
        },
      ],
      gift: {
        bank: 'BRI',
        accountNumber: accountNumberFor('Johannes Hutapea'),
        accountName: 'Johannes Hutapea',
      },
    },
  ),
  seedDesign(
    'Premium',
    'eucalyptus-mist',
    'Eucalyptus Mist',
    'wedding',
    look('script-elegant', 'sans-clean', 'split'),
    wedding(
      { background: '#eef2ec', surface: '#fbfcfa', primary: '#5f7d6b', accent: '#9fb8a5', text: '#2f3d35' },
      'eucalyptus',
      {
        nickname: 'Dimas',
        fullName: 'Dimas Arya Nugraha, S.H.',
        parents: 'Putra pertama dari Bapak Agus Nugraha & Ibu Yuliani',
      },
      {
        nickname: 'Citra',
        fullName: 'Citra Kirana Dewi, S.Farm.',
        parents: 'Putri kedua dari Bapak Made Suarsa & Ibu Kadek Sriani',
      },
      '2026-09-19',
      'Taman Eden Villa Ubud',
      'Jl. Raya Sanggingan No. 7, Kedewatan, Ubud, Gianyar, Bali',
      'Bali',
      { akad: '09.00 - 10.00 WITA', resepsi: '16.00 - 19.00 WITA' },
      'BCA',
    ),
  ),
  seedDesign(
    'Premium',
    'mega-mendung',
    'Mega Mendung',
    'wedding',
    look('serif-classic', 'serif-modern', 'framed'),
    wedding(
      { background: '#f1f5fb', surface: '#ffffff', primary: '#1f3a68', accent: '#6f9bd1', text: '#1d2b44' },
      'mega-mendung',
      {
        nickname: 'Ilham',
        fullName: 'Ilham Maulana Yusuf, S.Pd.',
        parents: 'Putra kedua dari Bapak H. Yusuf Effendi & Ibu Hj. Siti Maryam',
      },
      {
        nickname: 'Annisa',
        fullName: 'Annisa Rahmawati, S.Sos.',
        parents: 'Putri pertama dari Bapak Darmawan & Ibu Euis Kartika',
      },
      '2026-08-22',
      'Gedung Islamic Center Cirebon',
      'Jl. Pronggol No. 1, Kesambi, Kota Cirebon',
      'Cirebon',
      { akad: '08.00 - 09.30 WIB', resepsi: '10.30 - 14.00 WIB' },
      'BRI',
    ),
  ),
  seedDesign(
    'Premium',
    'terracotta-arch',
    'Terracotta Arch',
    'wedding',
    look('serif-modern', 'sans-clean', 'split'),
    wedding(
      { background: '#f6e7da', surface: '#fdf5ee', primary: '#b5533c', accent: '#e2a07a', text: '#4d2b20' },
      'boho-arch',
      {
        nickname: 'Rizky',
        fullName: 'Rizky Firmansyah, S.Ars.',
        parents: 'Putra bungsu dari Bapak Firman Hidayat & Ibu Lilis Suryani',
      },
      {
        nickname: 'Amira',
        fullName: 'Amira Salsabila, S.Ds.',
        parents: 'Putri pertama dari Bapak Ridwan Saputra & Ibu Fitri Handayani',
      },
      '2026-10-03',
      'Rumah Joglo Kebun Kopi',
      'Jl. Raya Kaliurang Km 12, Ngaglik, Sleman, Yogyakarta',
      'Yogyakarta',
      { akad: '08.00 - 09.30 WIB', resepsi: '10.00 - 13.00 WIB' },
      'BSI',
    ),
  ),
  seedDesign(
    'Premium',
    'ivory-rose',
    'Ivory Rose',
    'wedding',
    look('script-elegant', 'serif-classic', 'framed'),
    wedding(
      { background: '#fbf7f0', surface: '#fffdf9', primary: '#9c6b5a', accent: '#e4b9a8', text: '#4a3329' },
      'roses',
      {
        nickname: 'Arga',
        fullName: 'Argawira Mahendra, S.T.',
        parents: 'Putra kedua dari Bapak Wayan Mahendra & Ibu Ketut Sumiati',
      },
      {
        nickname: 'Dinda',
        fullName: 'Adinda Ayu Lestari, S.Ak.',
        parents: 'Putri pertama dari Bapak Budi Santoso & Ibu Ratna Sari',
      },
      '2026-11-28',
      'Gedung Graha Bhakti Budaya',
      'Jl. Cikini Raya No. 73, Cikini, Menteng, Jakarta Pusat',
      'Jakarta',
      { akad: '08.00 - 09.30 WIB', resepsi: '11.00 - 14.00 WIB' },
      'BNI',
    ),
  ),
  seedDesign(
    'Premium',
    'kasih-karunia',
    'Kasih Karunia',
    'baptism',
    look('serif-modern', 'sans-clean', 'centered'),
    {
      palette: {
        background: '#eef6fb',
        surface: '#ffffff',
        primary: '#5b8db8',
        accent: '#d8b45a',
        text: '#26415a',
      },
      motif: 'dove',
      headline: 'Undangan Baptisan Kudus',
      hosts: [
        {
          nickname: 'Gabriel',
          fullName: 'Gabriel Mikael Siregar',
          parents: 'Putra pertama dari Bapak Andreas Siregar & Ibu Debora Lumbantobing',
        },
      ],
      subtitle: 'Baptisan Kudus',
      date: '2026-07-12',
      venue: 'Gereja Katedral Jakarta',
      city: 'Jakarta',
      intro:
        'Dengan penuh syukur atas kasih karunia Tuhan, kami mengundang Bapak/Ibu/Saudara/i untuk hadir dalam Baptisan Kudus anak kami:',
      quote:
        'Biarkanlah anak-anak itu datang kepada-Ku. Doa dan kehadiran Anda menjadi berkat bagi langkah pertama iman buah hati kami.',
      events: [
        {
          title: 'Misa Baptisan Kudus',
          date: '2026-07-12',
          time: '09.00 - 10.30 WIB',
          venue: 'Gereja Katedral Jakarta',
          address: 'Jl. Katedral No. 7B, Pasar Baru, Sawah Besar, Jakarta Pusat',
        },
        {
          title: 'Jamuan Kasih',
          date: '2026-07-12',
          time: '11.30 - 14.00 WIB',
          venue: 'Aula Paroki Katedral',
          address: 'Jl. Katedral No. 7B, Pasar Baru, Sawah Besar, Jakarta Pusat',
        },
      ],
      gift: {
        bank: 'BCA',
        accountNumber: accountNumberFor('Andreas Siregar'),
        accountName: 'Andreas Siregar',
      },
    },
  ),
  seedDesign(
    'Basic',
    'minimalist-white',
    'Minimalist White',
    'wedding',
    look('sans-clean', 'sans-clean', 'centered'),
    wedding(
      { background: '#ffffff', surface: '#f7f7f5', primary: '#2b2b2b', accent: '#9a9a9a', text: '#1f1f1f' },
      'monoline',
      {
        nickname: 'Bima',
        fullName: 'Bima Sakti Prasetyo',
        parents: 'Putra pertama dari Bapak Eko Prasetyo & Ibu Wahyuni',
      },
      {
        nickname: 'Kinan',
        fullName: 'Kinanti Rahayu',
        parents: 'Putri tunggal dari Bapak Slamet Riyadi & Ibu Sumarni',
      },
      '2026-06-20',
      'Gedung Graha Saba Buana',
      'Jl. Letjen Sutoyo No. 99, Mojosongo, Jebres, Surakarta',
      'Solo',
      { akad: '08.00 - 09.00 WIB', resepsi: '11.00 - 13.00 WIB' },
      'Mandiri',
    ),
  ),
  seedDesign(
    'Basic',
    'dusty-blue',
    'Dusty Blue',
    'wedding',
    look('script-elegant', 'sans-clean', 'split'),
    wedding(
      { background: '#f4f7fa', surface: '#ffffff', primary: '#6d8bae', accent: '#b9cbe0', text: '#2e3f55' },
      'watercolor',
      {
        nickname: 'Yoga',
        fullName: 'Yoga Pratama Putra, S.Kep.',
        parents: 'Putra kedua dari Bapak Sugeng Riyanto & Ibu Tri Wahyuni',
      },
      {
        nickname: 'Intan',
        fullName: 'Intan Permatasari, S.Gz.',
        parents: 'Putri ketiga dari Bapak Hadi Susanto & Ibu Sulastri',
      },
      '2026-09-05',
      'Gedung Wanita Semarang',
      'Jl. Sriwijaya No. 29, Tegalsari, Candisari, Semarang',
      'Semarang',
      { akad: '08.00 - 09.30 WIB', resepsi: '11.00 - 13.00 WIB' },
      'BNI',
    ),
  ),
  seedDesign(
    'Basic',
    'kawung-klasik',
    'Kawung Klasik',
    'wedding',
    look('serif-classic', 'serif-classic', 'framed'),
    wedding(
      { background: '#f5ecdc', surface: '#fbf5ea', primary: '#6b4423', accent: '#a8753f', text: '#3e2714' },
      'kawung',
      {
        nickname: 'Wahyu',
        fullName: 'Wahyu Setyo Nugroho, S.Pd.',
        parents: 'Putra pertama dari Bapak Sutrisno & Ibu Sri Hartati',
      },
      {
        nickname: 'Ratri',
        fullName: 'Ratri Puspitasari, A.Md.',
        parents: 'Putri kedua dari Bapak Warsito & Ibu Siti Rohmah',
      },
      '2026-07-25',
      'Balai Desa Karanganyar',
      'Jl. Lawu No. 12, Karanganyar, Jawa Tengah',
      'Karanganyar',
      { akad: '09.00 - 10.00 WIB', resepsi: '11.00 - 15.00 WIB' },
      'BRI',
    ),
  ),
  seedDesign(
    'Basic',
    'sage-leaf',
    'Sage Leaf',
    'wedding',
    look('serif-modern', 'sans-clean', 'centered'),
    wedding(
      { background: '#f3f5ef', surface: '#fdfdfb', primary: '#6b7d5c', accent: '#b7c4a5', text: '#2f3828' },
      'eucalyptus',
      {
        nickname: 'Hafiz',
        fullName: 'Hafiz Nur Rahman',
        parents: 'Putra pertama dari Bapak Abdul Rahman & Ibu Siti Aminah',
      },
      {
        nickname: 'Salma',
        fullName: 'Salma Khairunnisa',
        parents: 'Putri kedua dari Bapak Zainal Arifin & Ibu Nurhayati',
      },
      '2026-10-24',
      'Gedung Serbaguna Masjid Raya Bogor',
      'Jl. Raya Pajajaran No. 10, Baranangsiang, Bogor Timur, Kota Bogor',
      'Bogor',
      { akad: '08.00 - 09.00 WIB', resepsi: '10.00 - 13.00 WIB' },
      'BSI',
    ),
  ),
  seedDesign(
    'Basic',
    'ceria-pelangi',
    'Ceria Pelangi',
    'birthday',
    look('sans-clean', 'sans-clean', 'split'),
    {
      palette: {
        background: '#fff8ef',
        surface: '#ffffff',
        primary: '#ef6f6c',
        accent: '#5fc7c0',
        text: '#3b3355',
      },
      motif: 'balloons',
      headline: 'Undangan Ulang Tahun',
      hosts: [
        {
          nickname: 'Alya',
          fullName: 'Alya Putri Ramadhani',
          parents: 'Putri dari Bapak Reza Ramadhan & Ibu Melati Sukma',
        },
      ],
      subtitle: 'Ulang Tahun ke-5',
      date: '2026-08-08',
      venue: 'Kids Party Hall Cibubur',
      city: 'Depok',
      intro: 'Hore! Dengan gembira kami mengundang teman-teman dan keluarga untuk merayakan ulang tahun:',
      quote:
        'Terima kasih sudah menjadi bagian dari tahun-tahun pertama Alya. Ayo datang, bermain, dan tiup lilin bersama!',
      events: [
        {
          title: 'Tiup Lilin & Potong Kue',
          date: '2026-08-08',
          time: '15.00 - 16.00 WIB',
          venue: 'Kids Party Hall Cibubur',
          address: 'Jl. Alternatif Cibubur No. 5, Harjamukti, Cimanggis, Depok',
        },
        {
          title: 'Permainan & Makan Bersama',
          date: '2026-08-08',
          time: '16.00 - 18.00 WIB',
          venue: 'Kids Party Hall Cibubur',
          address: 'Jl. Alternatif Cibubur No. 5, Harjamukti, Cimanggis, Depok',
        },
      ],
      gift: { bank: 'BCA', accountNumber: accountNumberFor('Melati Sukma'), accountName: 'Melati Sukma' },
    },
  ),
];

/** The catalogue record of a seed design, without the artwork the generator needs. */
export function designRecordOf(design: SeedDesign): Design {
  return {
    id: design.id,
    name: design.name,
    image_url: design.image_url,
    template_url: design.template_url,
    package_id: design.package_id,
    package_allowed: [...design.package_allowed],
    package_name: design.package_name,
    category: design.category,
    theme: { ...design.theme, palette: { ...design.theme.palette } },
  };
}
