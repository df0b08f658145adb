import {
  baseTheme,
  THEME_FONTS,
  THEME_LAYOUTS,
  THEME_MOTIFS,
  type DesignThemeInput,
  type InvitationTheme,
  type ThemeFont,
  type ThemeLayout,
  type ThemeMotif,
  type ThemePalette,
} from '@undangan/contracts';
import type { SelectOption } from '@/admin/components/FormFields';

/** The palette's colours as the form names them, in the order it shows them. */
export const PALETTE_LABELS: Record<keyof ThemePalette, string> = {
  background: 'Latar',
  surface: 'Panel',
  primary: 'Warna utama',
  accent: 'Aksen',
  text: 'Teks',
};

const MOTIF_LABELS: Record<ThemeMotif, string> = {
  roses: 'Mawar',
  gunungan: 'Gunungan wayang',
  'art-deco': 'Art deco',
  sakura: 'Sakura',
  wheat: 'Bulir gandum',
  eucalyptus: 'Daun eukaliptus',
  'mega-mendung': 'Mega mendung',
  'boho-arch': 'Lengkung boho',
  dove: 'Merpati',
  monoline: 'Garis tunggal',
  watercolor: 'Cat air',
  kawung: 'Kawung',
  balloons: 'Balon',
};

const FONT_LABELS: Record<ThemeFont, string> = {
  'serif-classic': 'Serif klasik',
  'serif-modern': 'Serif modern',
  'sans-clean': 'Sans bersih',
  'script-elegant': 'Tulisan indah',
};

const LAYOUT_LABELS: Record<ThemeLayout, string> = {
  centered: 'Tengah',
  framed: 'Berbingkai',
  split: 'Terbagi',
};

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>): SelectOption[] =>
  values.map((value) => ({ value, label: labels[value] }));

export const MOTIF_OPTIONS = optionsOf(THEME_MOTIFS, MOTIF_LABELS);
export const FONT_OPTIONS = optionsOf(THEME_FONTS, FONT_LABELS);
export const LAYOUT_OPTIONS = optionsOf(THEME_LAYOUTS, LAYOUT_LABELS);

/** A colour as a colour input holds it: #rrggbb in small letters (#8a5 is #88aa55). */
export function longHex(colour: string): string {
  const hex = colour.toLowerCase();
  return /^#[0-9a-f]{3}$/.test(hex) ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex;
}

/** A new design's theme: the base theme, its cover left out so the design's image becomes it. */
export function newDesignTheme(): DesignThemeInput {
  const { cover_image: _cover, ...theme } = baseTheme();
  return theme;
}

/** A stored theme as the form edits it; its cover is sent back as it is. */
export function designThemeForm(stored: InvitationTheme): DesignThemeInput {
  const palette = Object.fromEntries(
    Object.entries(stored.palette).map(([part, colour]) => [part, longHex(colour)]),
  ) as ThemePalette;
  return { ...stored, palette };
}
