// Colours of a theme as the page needs them: read from '#rgb' or '#rrggbb', mixed for soft
// tints, and checked for contrast (WCAG 2 relative luminance) so text stays readable whatever
// palette a design was given.

type Rgb = [number, number, number];

/** The colour's channels, or null when it is not '#rgb' or '#rrggbb'. */
export function parseColour(value: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** The colour as '#rrggbb', or the fallback when it cannot be read (nothing else reaches the CSS). */
export function normalColour(value: string, fallback: string): string {
  const rgb = parseColour(value);
  return rgb ? toHex(rgb) : fallback;
}

/** The colour `amount` of the way from `from` to `to` (both '#rrggbb'). */
export function mixColours(from: string, to: string, amount: number): string {
  const a = parseColour(from) ?? [0, 0, 0];
  const b = parseColour(to) ?? [0, 0, 0];
  return toHex(a.map((v, i) => v + (b[i] - v) * amount) as Rgb);
}

function luminance(colour: string): number {
  const [r, g, b] = (parseColour(colour) ?? [0, 0, 0]).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The text colours a page falls back to when a theme's own is not readable. */
export const DARK_TEXT = '#1f1a17';
export const LIGHT_TEXT = '#fffaf3';

/** 4.5:1 for body text, 3:1 for large headings (WCAG 2 AA). */
export const BODY_CONTRAST = 4.5;
export const LARGE_CONTRAST = 3;

/**
 * The preferred colour when it reaches `minimum` against every one of the backgrounds, else the
 * dark or light fallback, whichever reads better on the worst of them.
 */
export function readableOn(preferred: string, backgrounds: string[], minimum = BODY_CONTRAST): string {
  const worst = (colour: string) => Math.min(...backgrounds.map((bg) => contrastRatio(colour, bg)));
  if (worst(preferred) >= minimum) return preferred;
  return worst(DARK_TEXT) >= worst(LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT;
}

/**
 * A fill for `text` to sit on: the fill itself when the pair reads at `minimum`, else the fill
 * taken step by step away from the text (darker under light text, lighter under dark) until it
 * does. A button keeps its theme's hue even when the theme's own shade is too mid-toned.
 */
export function fillUnder(text: string, fill: string, minimum = BODY_CONTRAST): string {
  const away = contrastRatio(text, '#000000') >= contrastRatio(text, '#ffffff') ? '#000000' : '#ffffff';
  for (let step = 0; step <= 20; step++) {
    const candidate = mixColours(fill, away, step / 20);
    if (contrastRatio(text, candidate) >= minimum) return candidate;
  }
  return away;
}
