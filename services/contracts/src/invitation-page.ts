import { z } from 'zod';
import { invitationCompleteSchema } from './invitation-data';
import { optionalText, requiredText } from './validation';

// The invitation page a guest opens: what it is drawn with (the design's theme), what it shows
// (the couple's data as published, the sections their package includes) and what a guest sends
// back (an RSVP, a wish). The invitations service keeps and renders it; the catalogue keeps themes.

/** The ornaments a theme is built around; each is drawn by the renderer and the seed artwork. */
export const THEME_MOTIFS = [
  'roses',
  'gunungan',
  'art-deco',
  'sakura',
  'wheat',
  'eucalyptus',
  'mega-mendung',
  'boho-arch',
  'dove',
  'monoline',
  'watercolor',
  'kawung',
  'balloons',
] as const;
export type ThemeMotif = (typeof THEME_MOTIFS)[number];

/** Font pairs a theme may name: each maps to system font stacks, so nothing is downloaded. */
export const THEME_FONTS = ['serif-classic', 'serif-modern', 'sans-clean', 'script-elegant'] as const;
export type ThemeFont = (typeof THEME_FONTS)[number];

/** The system fonts each theme font is drawn with, most likely first, for every page that shows one. */
export const THEME_FONT_STACKS: Record<ThemeFont, string> = {
  'serif-classic': "'Palatino Linotype', Palatino, 'Book Antiqua', 'URW Palladio L', Georgia, serif",
  'serif-modern': "Didot, 'Bodoni 72', 'Bodoni MT', 'Noto Serif Display', Cambria, Georgia, serif",
  'sans-clean':
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  'script-elegant': "'Snell Roundhand', 'Segoe Script', 'Apple Chancery', 'URW Chancery L', 'Z003', cursive",
};

/** How the page's sections are laid out: centred cards, a framed page, or a wide split cover. */
export const THEME_LAYOUTS = ['centered', 'framed', 'split'] as const;
export type ThemeLayout = (typeof THEME_LAYOUTS)[number];

const colour = (label: string) =>
  z.string({ error: `Warna ${label} wajib diisi.` }).regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, {
    error: `Warna ${label} ditulis seperti #8a5a44.`,
  });

export const themePaletteSchema = z.object({
  /** Page background. */
  background: colour('latar'),
  /** Panels laid over the background. */
  surface: colour('panel'),
  /** Frames, headings and the main motif. */
  primary: colour('utama'),
  /** Highlights of the motif. */
  accent: colour('aksen'),
  /** Body text. */
  text: colour('teks'),
});
export type ThemePalette = z.infer<typeof themePaletteSchema>;

/**
 * A cover image drawn behind the names (a design uploaded with only an image gets a base theme
 * around it): a path on the shop's own origin, never another site.
 */
const coverImageSchema = z
  .string()
  .regex(/^\/(?!\/)[A-Za-z0-9._~/-]{1,300}$/, { error: 'Gambar sampul harus berkas di situs ini.' })
  .nullable();

/** What a design's invitation page is drawn with. */
export const invitationThemeSchema = z.object({
  palette: themePaletteSchema,
  motif: z.enum(THEME_MOTIFS, { error: 'Ornamen tema tidak dikenal.' }),
  heading_font: z.enum(THEME_FONTS, { error: 'Huruf judul tidak dikenal.' }),
  body_font: z.enum(THEME_FONTS, { error: 'Huruf isi tidak dikenal.' }),
  layout: z.enum(THEME_LAYOUTS, { error: 'Tata letak tema tidak dikenal.' }),
  cover_image: coverImageSchema,
});
export type InvitationTheme = z.infer<typeof invitationThemeSchema>;

/** The theme a design gets when it has none of its own: quiet colours around its image. */
export function baseTheme(coverImage: string | null = null): InvitationTheme {
  return {
    palette: {
      background: '#faf7f2',
      surface: '#ffffff',
      primary: '#7a5c3e',
      accent: '#c9a66b',
      text: '#2f2a26',
    },
    motif: 'monoline',
    heading_font: 'serif-classic',
    body_font: 'sans-clean',
    layout: 'centered',
    cover_image: coverImage,
  };
}

/** A design's image as a theme's cover: its path when it is a file of the shop's own, else none. */
export function coverImageOf(imageUrl: string | null | undefined): string | null {
  return imageUrl && coverImageSchema.safeParse(imageUrl).success ? imageUrl : null;
}

/** The parts of a page a package may or may not include. */
export const PAGE_SECTIONS = ['love_story', 'opening', 'guest_qr'] as const;
export type PageSection = (typeof PAGE_SECTIONS)[number];

/**
 * What each package's page includes beyond the base every package has (cover with the guest's
 * name, couple and parents, events with countdown, map and calendar, gallery, music, digital
 * envelope, greeting, RSVP and wishes), as the packages' own feature lists say. A package the
 * catalogue added later gets the base.
 */
const SECTIONS_BY_PACKAGE: Record<string, readonly PageSection[]> = {
  Basic: [],
  Premium: ['love_story', 'opening'],
  Exclusive: ['love_story', 'opening', 'guest_qr'],
};

export function pageSectionsFor(packageName: string): PageSection[] {
  return [...(SECTIONS_BY_PACKAGE[packageName] ?? [])];
}

/** A photo as the page shows it: one file per width, made once when the photo is published. */
export const pagePhotoSchema = z.object({
  /** Widths ascending, each with its address on the shop's origin. */
  variants: z.array(z.object({ width: z.number().int().positive(), url: z.string() })).min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type PagePhoto = z.infer<typeof pagePhotoSchema>;

/**
 * The widths a photo's page files are made in (WebP), never wider than the photo itself: a photo
 * narrower than the widest gets its own width as its widest file.
 */
export const PAGE_PHOTO_WIDTHS = [480, 960, 1600] as const;

/**
 * A photo's page files are public at `/foto-undangan/<uuid>.webp`: the key is made by the server,
 * one per file, so a file never changes under its name and no name can be guessed from another.
 */
export const PAGE_PHOTO_URL_PREFIX = '/foto-undangan/';
export const PAGE_PHOTO_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export function pagePhotoUrl(key: string): string {
  return `${PAGE_PHOTO_URL_PREFIX}${key}`;
}

export const pagePhotoKeySchema = z
  .string({ error: 'Alamat foto tidak valid.' })
  .regex(PAGE_PHOTO_KEY_PATTERN, { error: 'Alamat foto tidak valid.' });

/**
 * A track of the shop's own music catalogue as a page plays it: its id (a short slug, what the
 * couple's data keeps in `music`), its title and its file on the shop's origin.
 */
export const musicTrackSchema = z.object({ id: z.string(), title: z.string(), url: z.string() });
export type MusicTrack = z.infer<typeof musicTrackSchema>;

/** An invitation as published: everything its page is drawn from. */
export const publishedInvitationSchema = z.object({
  client_id: z.string(),
  order_id: z.string(),
  package: z.string(),
  design: z.string(),
  sections: z.array(z.enum(PAGE_SECTIONS)),
  theme: invitationThemeSchema,
  data: invitationCompleteSchema,
  photos: z.array(pagePhotoSchema),
  music: musicTrackSchema.nullable(),
  /** Each publishing adds one; the page's cached HTML is per version. */
  version: z.number().int().positive(),
  published_at: z.string(),
  /** After this the page closes politely (one year online). */
  closes_at: z.string(),
});
export type PublishedInvitation = z.infer<typeof publishedInvitationSchema>;

/** The most characters a guest's texts take. */
export const GUEST_TEXT_LIMITS = { name: 80, message: 500 } as const;
/** The most people one RSVP may bring. */
export const RSVP_MAX_PEOPLE = 10;

/** A guest's answer: coming or not, how many people, a message. */
export const rsvpInputSchema = z.object({
  name: requiredText('Nama', GUEST_TEXT_LIMITS.name),
  attending: z.boolean({ error: 'Pilih hadir atau tidak hadir.' }),
  people: z
    .number({ error: 'Jumlah orang harus angka.' })
    .int({ error: 'Jumlah orang harus angka bulat.' })
    .min(1, { error: 'Jumlah orang minimal 1.' })
    .max(RSVP_MAX_PEOPLE, { error: `Jumlah orang paling banyak ${RSVP_MAX_PEOPLE}.` }),
  message: optionalText('Pesan', GUEST_TEXT_LIMITS.message).default(''),
});
export type RsvpInput = z.output<typeof rsvpInputSchema>;

/** A guest's wish for the couple ("ucapan"). */
export const wishInputSchema = z.object({
  name: requiredText('Nama', GUEST_TEXT_LIMITS.name),
  message: requiredText('Ucapan', GUEST_TEXT_LIMITS.message),
});
export type WishInput = z.output<typeof wishInputSchema>;

export const wishSchema = z.object({ name: z.string(), message: z.string(), created_at: z.string() });
export type Wish = z.infer<typeof wishSchema>;

export const INVITATION_PAGE_MESSAGES = {
  rsvpThanks: 'Terima kasih, konfirmasi kehadiran Anda sudah kami terima.',
  wishThanks: 'Terima kasih atas ucapan dan doa Anda.',
  wishesClosed: 'Pasangan tidak membuka ucapan untuk undangan ini.',
  tooMany: 'Terlalu banyak kiriman dalam waktu singkat. Silakan coba lagi beberapa menit lagi.',
  notFound: 'Undangan tidak ditemukan.',
  closed: 'Undangan ini sudah tidak aktif. Terima kasih atas doa dan perhatian Anda.',
  /** The plain address when the couple opens their page to listed guests only. */
  personal:
    'Undangan ini bersifat pribadi. Silakan buka tautan undangan yang dikirimkan kepada Anda untuk melihat undangan ini.',
} as const;
