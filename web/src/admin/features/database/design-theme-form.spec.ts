import { describe, expect, it } from '@jest/globals';
import { baseTheme, designInputSchema, THEME_FONTS, THEME_LAYOUTS, THEME_MOTIFS } from '@undangan/contracts';
import {
  designThemeForm,
  FONT_OPTIONS,
  LAYOUT_OPTIONS,
  longHex,
  MOTIF_OPTIONS,
  newDesignTheme,
} from './design-theme-form';

describe("the design form's theme", () => {
  it('offers every motif, font and layout of the contract, each named in Indonesian', () => {
    expect(MOTIF_OPTIONS.map((o) => o.value)).toEqual([...THEME_MOTIFS]);
    expect(FONT_OPTIONS.map((o) => o.value)).toEqual([...THEME_FONTS]);
    expect(LAYOUT_OPTIONS.map((o) => o.value)).toEqual([...THEME_LAYOUTS]);
    expect(MOTIF_OPTIONS.find((o) => o.value === 'gunungan')?.label).toBe('Gunungan wayang');
    expect(LAYOUT_OPTIONS.map((o) => o.label)).toEqual(['Tengah', 'Berbingkai', 'Terbagi']);
  });

  it('holds colours as a colour input does, and sends a theme the contract reads', () => {
    expect(longHex('#8A5')).toBe('#88aa55');
    expect(longHex('#8A5A44')).toBe('#8a5a44');
    const stored = {
      ...baseTheme('/design-images/x.png'),
      palette: { ...baseTheme().palette, text: '#222' },
    };
    const form = designThemeForm(stored);
    expect(form).toEqual({ ...stored, palette: { ...stored.palette, text: '#222222' } });
    const design = { id: 'd', name: 'D', package_id: 'Basic', category: 'wedding' };
    expect(designInputSchema.parse({ ...design, theme: JSON.stringify(form) }).theme).toEqual(form);
    // A new design leaves its cover out: the catalogue makes the design's image the cover.
    expect(
      designInputSchema.parse({ ...design, theme: JSON.stringify(newDesignTheme()) }).theme,
    ).not.toHaveProperty('cover_image');
  });
});
