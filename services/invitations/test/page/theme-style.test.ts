import { describe, expect, it } from '@jest/globals';
import { THEME_MOTIFS, baseTheme } from '@undangan/contracts';
import { DARK_TEXT, LIGHT_TEXT, contrastRatio, readableOn } from '../../src/page/colours';
import { motifOrnament } from '../../src/page/motif-ornaments';
import { FONT_STACKS, pageColours, themeCss } from '../../src/page/theme-style';
import { SAMPLE_THEMES } from './sample-invitation';

describe('contrast', () => {
  it('measures as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('keeps a colour that reads, and falls back to dark or light text when it does not', () => {
    expect(readableOn('#4a3f35', ['#f4efe6', '#fffaf2'])).toBe('#4a3f35');
    expect(readableOn('#999999', ['#ffffff'])).toBe(DARK_TEXT);
    expect(readableOn('#333333', ['#111418'])).toBe(LIGHT_TEXT);
    // Readable on the background but not on the panels: both must read.
    expect(readableOn('#777777', ['#000000', '#ffffff'])).not.toBe('#777777');
  });

  it('gives a theme with pale text readable text, and headings the text colour when the main colour is pale', () => {
    const pale = {
      ...SAMPLE_THEMES.sakuraDream,
      palette: { ...SAMPLE_THEMES.sakuraDream.palette, text: '#f0c0cc', primary: '#f3d0da' },
    };
    const colours = pageColours(pale);
    expect(colours.text).toBe(DARK_TEXT);
    expect(colours.heading).toBe(DARK_TEXT);
    expect(colours.link).toBe(DARK_TEXT);
    expect(contrastRatio(colours.onPrimary, colours.button)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps every sample theme readable: body text 4.5:1, headings 3:1, buttons 4.5:1', () => {
    for (const theme of Object.values(SAMPLE_THEMES)) {
      const c = pageColours(theme);
      for (const bg of [c.background, c.surface]) {
        expect(contrastRatio(c.text, bg)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(c.link, bg)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(c.heading, bg)).toBeGreaterThanOrEqual(3);
      }
      expect(contrastRatio(c.onPrimary, c.button)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('the theme style', () => {
  it('sets the palette, the fonts and the ornaments as custom properties', () => {
    const css = themeCss(SAMPLE_THEMES.royalJavanese);
    expect(css).toContain('--bg:#4a1420;--surface:#5c1a28;--primary:#d4a84b');
    expect(css).toContain('color-scheme:dark');
    expect(css).toContain(`--font-heading:${FONT_STACKS['serif-classic']}`);
    expect(css).toMatch(
      /--divider:url\("data:image\/svg\+xml,[^"]+"\);--corner:url\("data:image\/svg\+xml,[^"]+"\)/,
    );
    expect(themeCss(SAMPLE_THEMES.rusticGarden)).toContain('color-scheme:light');
  });

  it('never sets body text in a script face', () => {
    const css = themeCss({ ...baseTheme(), heading_font: 'script-elegant', body_font: 'script-elegant' });
    expect(css).toContain(`--font-heading:${FONT_STACKS['script-elegant']}`);
    expect(css).toContain(`--font-body:${FONT_STACKS['serif-classic']}`);
  });

  it('adds only its own layout: framed draws a frame, split a cover beside the content on wide screens', () => {
    const centered = themeCss({ ...baseTheme(), layout: 'centered' });
    const framed = themeCss({ ...baseTheme(), layout: 'framed' });
    const split = themeCss({ ...baseTheme(), layout: 'split' });
    expect(centered).not.toContain('.page{');
    expect(framed).toContain('.page{border:2px solid var(--primary)');
    expect(framed).not.toContain('grid-template-columns');
    expect(split).toContain('@media (min-width:64rem)');
    expect(split).toContain('.cover{grid-row:1/span 2;position:sticky;top:0;height:100vh');
  });

  it('uses only system fonts', () => {
    for (const stack of Object.values(FONT_STACKS)) expect(stack).toMatch(/(serif|sans-serif|cursive)$/);
  });

  it('draws every motif as a standalone SVG in the palette only', () => {
    const colours = {
      background: '#faf7f2',
      surface: '#ffffff',
      primary: '#7a5c3e',
      accent: '#c9a66b',
      text: '#2f2a26',
    };
    for (const motif of THEME_MOTIFS) {
      const ornament = motifOrnament(motif, colours);
      for (const svg of [ornament.divider, ornament.corner]) {
        expect(svg).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+">.+<\/svg>$/,
        );
        expect(svg).not.toMatch(/NaN|undefined|href|<script|<text/);
        const fills = [...svg.matchAll(/(?:fill|stroke)="(#[0-9a-f]{3,6})"/g)].map((m) => m[1]);
        expect(fills.length).toBeGreaterThan(0);
      }
    }
    // The motifs differ from one another.
    const dividers = new Set(THEME_MOTIFS.map((motif) => motifOrnament(motif, colours).divider));
    expect(dividers.size).toBe(THEME_MOTIFS.length);
  });
});
