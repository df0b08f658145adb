import { baseTheme, type InvitationTheme, type ThemeFont, type ThemeLayout } from '@undangan/contracts';
import {
  BODY_CONTRAST,
  DARK_TEXT,
  LARGE_CONTRAST,
  LIGHT_TEXT,
  contrastRatio,
  fillUnder,
  mixColours,
  normalColour,
  readableOn,
} from './colours';
import { motifOrnament } from './motif-ornaments';

// The part of the page's style a design decides: its palette as custom properties (with text
// colours checked for contrast), its fonts as system stacks, its layout and its motif's ornaments.

/** System font stacks only: the page downloads no font. */
export const FONT_STACKS: Record<ThemeFont, string> = {
  'serif-classic': "Georgia, Cambria, 'Noto Serif', 'Droid Serif', 'Times New Roman', serif",
  'serif-modern':
    "Didot, 'Bodoni 72', 'Bodoni MT', 'Noto Serif Display', 'Libre Bodoni', Georgia, 'Times New Roman', serif",
  'sans-clean':
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  'script-elegant':
    "'Snell Roundhand', 'Apple Chancery', 'Segoe Script', 'Lucida Handwriting', 'URW Chancery L', 'Z003', cursive",
};

/** A script face is for names and headings: body text set in one would be hard to read. */
const bodyFont = (font: ThemeFont): ThemeFont => (font === 'script-elegant' ? 'serif-classic' : font);

/** The theme's colours as the page uses them, each text colour readable where it is drawn. */
export interface PageColours {
  background: string;
  surface: string;
  primary: string;
  accent: string;
  /** Body text, on the background and on panels. */
  text: string;
  /** Large headings and names: the theme's main colour when it reads at 3:1, else the text's. */
  heading: string;
  /** Small text in the main colour (links, labels): the main colour when it reads at 4.5:1. */
  link: string;
  /** Text on buttons. */
  onPrimary: string;
  /** Buttons: the main colour, deepened or lightened when their text would not read on it. */
  button: string;
  /** Thin borders and rules. */
  line: string;
  /** A faint tint of the main colour, behind the page's column on wide screens. */
  backdrop: string;
}

export function pageColours(theme: InvitationTheme): PageColours {
  const fallback = baseTheme().palette;
  const colour = (key: keyof typeof fallback) => normalColour(theme.palette[key], fallback[key]);
  const background = colour('background');
  const surface = colour('surface');
  const primary = colour('primary');
  const accent = colour('accent');
  const text = readableOn(colour('text'), [background, surface], BODY_CONTRAST);
  const onPrimary = readableOn(surface, [primary], BODY_CONTRAST);
  const reads = (c: string, minimum: number) =>
    Math.min(contrastRatio(c, background), contrastRatio(c, surface)) >= minimum;
  return {
    background,
    surface,
    primary,
    accent,
    text,
    heading: reads(primary, LARGE_CONTRAST) ? primary : text,
    link: reads(primary, BODY_CONTRAST) ? primary : text,
    onPrimary,
    button: fillUnder(onPrimary, primary),
    line: mixColours(primary, background, 0.55),
    backdrop: mixColours(background, primary, 0.08),
  };
}

/** An SVG as a CSS url(): percent-encoded, so no quote or bracket of it can end the value. */
const cssImage = (svg: string) => `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;

/**
 * The layouts: 'centered' is one column (on a wide screen a paper card on a tinted table),
 * 'framed' draws a double border around it, 'split' puts the cover beside the content on wide
 * screens (the cover stays while the content scrolls).
 */
const LAYOUT_CSS: Record<ThemeLayout, string> = {
  centered: '',
  framed: `
.page{border:2px solid var(--primary);margin:.5rem;position:relative;border-radius:0}
.page::before{content:"";position:absolute;inset:.375rem;border:1px solid var(--line);pointer-events:none;z-index:1}
@media (min-width:40rem){.page{margin:2rem auto;border-radius:0}}`,
  split: `
@media (min-width:64rem){
.page{max-width:none;margin:0;border-radius:0;display:grid;grid-template-columns:minmax(0,5fr) minmax(0,6fr);box-shadow:none}
.cover{grid-row:1/span 2;position:sticky;top:0;height:100vh;min-height:0}
.page>main,.page>footer{grid-column:2}
main>.section{max-width:38rem;margin:0 auto}
}`,
};

/** The style a theme adds to the page's own (page-style.ts): properties, fonts, layout, motif. */
export function themeCss(theme: InvitationTheme): string {
  const c = pageColours(theme);
  const ornament = motifOrnament(theme.motif, c);
  const vars = [
    // Native controls (selects, radios, scrollbars) drawn light or dark to match the page.
    `color-scheme:${contrastRatio(c.background, DARK_TEXT) >= contrastRatio(c.background, LIGHT_TEXT) ? 'light' : 'dark'}`,
    `--bg:${c.background}`,
    `--surface:${c.surface}`,
    `--primary:${c.primary}`,
    `--accent:${c.accent}`,
    `--text:${c.text}`,
    `--heading:${c.heading}`,
    `--link:${c.link}`,
    `--on-primary:${c.onPrimary}`,
    `--button:${c.button}`,
    `--line:${c.line}`,
    `--backdrop:${c.backdrop}`,
    `--font-heading:${FONT_STACKS[theme.heading_font] ?? FONT_STACKS['serif-classic']}`,
    `--font-body:${FONT_STACKS[bodyFont(theme.body_font)] ?? FONT_STACKS['sans-clean']}`,
    `--divider:${cssImage(ornament.divider)}`,
    `--corner:${cssImage(ornament.corner)}`,
  ];
  return `:root{${vars.join(';')}}${LAYOUT_CSS[theme.layout] ?? ''}`;
}
