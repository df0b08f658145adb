import { SEED_DESIGNS, type SeedDesign } from '../src/seed/catalogue-seed';
import { escapeMarkup, formatIndonesianDate, renderDesignPreviewSvg } from '../src/seed/design-artwork';
import { markupProblems } from './seed-markup-check';

const HOSTILE = '<script>&"';
const ESCAPED_HOSTILE = '&lt;script&gt;&amp;&quot;';

function hostile(design: SeedDesign): SeedDesign {
  const art = design.artwork;
  return {
    ...design,
    name: `${HOSTILE} Desain`,
    artwork: {
      ...art,
      headline: `${HOSTILE} headline`,
      hosts: art.hosts.map((h) => ({ ...h, nickname: HOSTILE, fullName: `${HOSTILE}'x`, parents: HOSTILE })),
      subtitle: HOSTILE,
      venue: `</text><x a="${HOSTILE}`,
      city: `${HOSTILE}\u0001\u0008`,
      intro: HOSTILE,
      quote: `]]>${HOSTILE}`,
      events: art.events.map((e) => ({ ...e, title: HOSTILE, venue: HOSTILE, address: `${HOSTILE} & co` })),
      gift: { bank: HOSTILE, accountNumber: HOSTILE, accountName: HOSTILE },
    },
  };
}

describe('markup checker', () => {
  it('accepts well-formed markup and rejects the usual breakages', () => {
    expect(markupProblems('<svg a="1"><g><text>a &amp; b</text></g></svg>', 'xml')).toEqual([]);
    expect(markupProblems('<!DOCTYPE html><html><body><img src="x"><p>a</p></body></html>', 'html')).toEqual(
      [],
    );
    expect(markupProblems('<svg><g></svg></g>', 'xml')).not.toEqual([]);
    expect(markupProblems('<svg><text>a & b</text></svg>', 'xml')).not.toEqual([]);
    expect(markupProblems('<svg a="<"></svg>', 'xml')).not.toEqual([]);
    expect(markupProblems('<svg a="1" a="2"></svg>', 'xml')).not.toEqual([]);
    expect(markupProblems('<svg></svg><svg></svg>', 'xml')).not.toEqual([]);
    expect(markupProblems('<svg><text>&nbsp;</text></svg>', 'xml')).not.toEqual([]);
    expect(markupProblems('<!DOCTYPE html><html><body><p>open</body></html>', 'html')).not.toEqual([]);
  });
});

describe('formatIndonesianDate', () => {
  it('names the weekday and month in Indonesian', () => {
    expect(formatIndonesianDate('2026-11-14')).toBe('Sabtu, 14 November 2026');
    expect(formatIndonesianDate('2026-07-12')).toBe('Minggu, 12 Juli 2026');
    expect(formatIndonesianDate('2027-02-01')).toBe('Senin, 1 Februari 2027');
  });

  it('refuses dates that do not exist', () => {
    expect(() => formatIndonesianDate('2026-02-30')).toThrow();
    expect(() => formatIndonesianDate('14-11-2026')).toThrow();
  });
});

describe('escapeMarkup', () => {
  it('escapes markup characters and drops characters XML cannot carry', () => {
    expect(escapeMarkup(`a<b>&"'\u0000\u001f\ud800z`)).toBe('a&lt;b&gt;&amp;&quot;&#39;z');
    expect(escapeMarkup('Pernikahan 💍 Ayu')).toBe('Pernikahan 💍 Ayu');
  });
});

describe('renderDesignPreviewSvg', () => {
  it.each(SEED_DESIGNS.map((d) => [d.id, d] as const))(
    'draws %s as a well-formed 600x900 card',
    (_id, design) => {
      const svg = renderDesignPreviewSvg(design);
      expect(markupProblems(svg, 'xml')).toEqual([]);
      expect(svg).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
      );
      expect(svg).toContain('width="600" height="900" viewBox="0 0 600 900"');
      for (const host of design.artwork.hosts)
        expect(svg).toContain(`>${escapeMarkup(host.nickname)}</text>`);
      expect(svg).toContain(formatIndonesianDate(design.artwork.date));
      expect(svg).toContain(escapeMarkup(design.artwork.venue));
      const { background, primary, accent, text } = design.artwork.palette;
      for (const colour of [background, primary, accent, text])
        expect(svg).toContain(`"${colour.toLowerCase()}"`);
    },
  );

  it('gives every design its own artwork, not just other words', () => {
    const artworkOnly = SEED_DESIGNS.map((d) =>
      renderDesignPreviewSvg(d)
        .replace(/<text[^>]*>[^<]*<\/text>/g, '')
        .replace(/<title[^>]*>[^<]*<\/title>/g, '')
        .replace(/d-[A-Za-z0-9_-]+-/g, ''),
    );
    expect(new Set(artworkOnly).size).toBe(SEED_DESIGNS.length);
  });

  it('is the same every time, so rebuilds do not churn files', () => {
    expect(renderDesignPreviewSvg(SEED_DESIGNS[3])).toBe(renderDesignPreviewSvg(SEED_DESIGNS[3]));
  });

  it.each(SEED_DESIGNS.map((d) => [d.artwork.motif, d] as const))(
    'escapes hostile text in the %s artwork',
    (_motif, design) => {
      const svg = renderDesignPreviewSvg(hostile(design));
      expect(markupProblems(svg, 'xml')).toEqual([]);
      expect(svg).not.toContain('<script');
      expect(svg).not.toContain('<x ');
      expect(svg.includes('\u0001') || svg.includes('\u0008')).toBe(false);
      expect(svg).toContain(ESCAPED_HOSTILE);
    },
  );

  it('refuses a palette colour that is not a hex colour', () => {
    const design = SEED_DESIGNS[0];
    const broken = {
      ...design,
      artwork: { ...design.artwork, palette: { ...design.artwork.palette, accent: 'red"/><script>' } },
    };
    expect(() => renderDesignPreviewSvg(broken)).toThrow(/palette colour/);
  });
});
