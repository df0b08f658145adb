import type { CSSProperties } from 'react';
import { THEME_FONT_STACKS, type DesignThemeInput, type ThemePalette } from '@undangan/contracts';
import { SelectField } from '@/admin/components/FormFields';
import { FONT_OPTIONS, LAYOUT_OPTIONS, MOTIF_OPTIONS, PALETTE_LABELS } from './design-theme-form';

const PALETTE_PARTS = Object.keys(PALETTE_LABELS) as (keyof ThemePalette)[];

/** The design form's "Tema undangan": the palette, ornament, fonts and layout, with a live preview. */
export function DesignThemeFields({
  theme,
  onTheme,
}: {
  theme: DesignThemeInput;
  onTheme: (theme: DesignThemeInput) => void;
}) {
  const setColour = (part: keyof ThemePalette, colour: string) =>
    onTheme({ ...theme, palette: { ...theme.palette, [part]: colour } });
  return (
    <fieldset className="admin-theme">
      <legend>Tema undangan</legend>
      <div className="admin-theme-colours">
        {PALETTE_PARTS.map((part) => (
          <div key={part} className="admin-theme-colour">
            <label htmlFor={`design-theme-${part}`}>{PALETTE_LABELS[part]}</label>
            <input
              id={`design-theme-${part}`}
              type="color"
              value={theme.palette[part]}
              onChange={(event) => setColour(part, event.target.value)}
            />
            <code aria-hidden="true">{theme.palette[part]}</code>
          </div>
        ))}
      </div>
      <SelectField
        id="design-theme-motif"
        label="Ornamen"
        options={MOTIF_OPTIONS}
        value={theme.motif}
        onValue={(motif) => onTheme({ ...theme, motif: motif as DesignThemeInput['motif'] })}
      />
      <SelectField
        id="design-theme-heading-font"
        label="Huruf judul"
        options={FONT_OPTIONS}
        value={theme.heading_font}
        onValue={(font) => onTheme({ ...theme, heading_font: font as DesignThemeInput['heading_font'] })}
      />
      <SelectField
        id="design-theme-body-font"
        label="Huruf isi"
        options={FONT_OPTIONS}
        value={theme.body_font}
        onValue={(font) => onTheme({ ...theme, body_font: font as DesignThemeInput['body_font'] })}
      />
      <SelectField
        id="design-theme-layout"
        label="Tata letak"
        options={LAYOUT_OPTIONS}
        value={theme.layout}
        onValue={(layout) => onTheme({ ...theme, layout: layout as DesignThemeInput['layout'] })}
      />
      <ThemePreview theme={theme} />
    </fieldset>
  );
}

/** The palette as swatches, and a card's first lines drawn in the theme's colours, fonts and layout. */
function ThemePreview({ theme }: { theme: DesignThemeInput }) {
  const { palette } = theme;
  const look = {
    '--theme-background': palette.background,
    '--theme-surface': palette.surface,
    '--theme-primary': palette.primary,
    '--theme-accent': palette.accent,
    '--theme-text': palette.text,
    '--theme-heading-font': THEME_FONT_STACKS[theme.heading_font],
    '--theme-body-font': THEME_FONT_STACKS[theme.body_font],
  } as CSSProperties;
  return (
    <figure className="admin-theme-preview" style={look} aria-label="Pratinjau tema">
      <ul className="admin-theme-swatches">
        {PALETTE_PARTS.map((part) => (
          <li key={part} data-part={part} title={`${PALETTE_LABELS[part]} ${palette[part]}`} />
        ))}
      </ul>
      <div className="admin-theme-card" data-layout={theme.layout}>
        <span className="admin-theme-mark" aria-hidden="true" />
        <div>
          <p className="admin-theme-kicker">Undangan Pernikahan</p>
          <p className="admin-theme-names">Raka &amp; Laras</p>
          <p className="admin-theme-body">Sabtu, 14 November 2026</p>
        </div>
      </div>
    </figure>
  );
}
