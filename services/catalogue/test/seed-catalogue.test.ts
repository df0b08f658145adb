import {
  addonInputSchema,
  designInputSchema,
  packageInputSchema,
  validate,
  DESIGN_CATEGORIES,
  GALLERY_TABS,
  invitationThemeSchema,
  THEME_LAYOUTS,
} from '@undangan/contracts';
import { designRecordOf, SEED_ADDONS, SEED_DESIGNS, SEED_PACKAGES } from '../src/seed/catalogue-seed';

const packageById = (id: number) => SEED_PACKAGES.find((p) => p.id === id);

describe('seed packages', () => {
  it('are ids 1 to 4, each accepted by the admin package schema unchanged', () => {
    expect(SEED_PACKAGES.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    for (const pkg of SEED_PACKAGES) {
      const result = validate(packageInputSchema, pkg);
      expect(result).toEqual({ ok: true, value: pkg });
    }
  });

  it('start with the free base-features package Fitur Dasar', () => {
    const base = packageById(1);
    expect(base?.name).toBe('Fitur Dasar');
    expect(base?.price).toBe(0);
    expect(base?.features.length).toBeGreaterThanOrEqual(8);
    expect(base?.features.length).toBeLessThanOrEqual(12);
    expect(base?.features).toEqual(
      expect.arrayContaining(['RSVP & ucapan tamu', 'Amplop digital', 'Masa aktif 1 tahun']),
    );
  });

  it('sell Basic, Premium and Exclusive at rising whole-rupiah prices with growing feature lists', () => {
    const tiers = [2, 3, 4].map((id) => packageById(id));
    expect(tiers.map((p) => p?.name)).toEqual(['Basic', 'Premium', 'Exclusive']);
    for (let i = 0; i < tiers.length; i++) {
      expect(Number.isSafeInteger(tiers[i]?.price)).toBe(true);
      expect(tiers[i]?.price).toBeGreaterThan(i === 0 ? 0 : (tiers[i - 1]?.price ?? Infinity));
      if (i > 0) expect(tiers[i]?.features.length).toBeGreaterThan(tiers[i - 1]?.features.length ?? Infinity);
    }
    const exclusive = packageById(4)?.features.join(' ') ?? '';
    expect(exclusive).toMatch(/QR code/);
    expect(exclusive).toMatch(/[Cc]heck-in tamu digital/);
  });

  it('survive the admin form, which sends features as comma-separated text', () => {
    for (const pkg of SEED_PACKAGES) {
      const { features, ...rest } = pkg;
      const result = validate(packageInputSchema, { ...rest, feature: features.join(', ') });
      expect(result.ok && result.value.features).toEqual(features);
    }
  });
});

describe('seed add-ons', () => {
  it('are ids 1 to 5, each accepted by the admin add-on schema unchanged', () => {
    expect(SEED_ADDONS.map((a) => a.id)).toEqual([1, 2, 3, 4, 5]);
    for (const addon of SEED_ADDONS) {
      expect(validate(addonInputSchema, addon)).toEqual({ ok: true, value: addon });
      expect(addon.description.length).toBeGreaterThan(20);
    }
  });

  it('carry the prices the FAQ promises', () => {
    const prices = Object.fromEntries(SEED_ADDONS.map((a) => [a.title, a.price]));
    expect(prices).toEqual({
      'Express 2 Hari': 50_000,
      'One Day Service (24 Jam)': 100_000,
      'Revisi Foto/Musik': 20_000,
      'Penyesuaian Warna': 50_000,
      'Split Link': 80_000,
    });
  });

  it('explain the FAQ conditions of colour adjustment and split link', () => {
    const byTitle = (title: string) => SEED_ADDONS.find((a) => a.title === title)?.description ?? '';
    // The shop sells Basic, Premium and Exclusive: no add-on names a package that does not exist.
    expect(byTitle('Penyesuaian Warna')).toMatch(/paket Basic\./);
    expect(byTitle('Penyesuaian Warna')).not.toMatch(/Standard/);
    expect(byTitle('Revisi Foto/Musik')).toMatch(/revisi gratis pertama/);
    expect(byTitle('Split Link')).toMatch(/[Dd]ua link.*desain yang sama/);
  });
});

describe('seed designs', () => {
  const expectedAllowed: Record<string, number[]> = { Basic: [2, 3, 4], Premium: [3, 4], Exclusive: [4] };

  it('number at least a dozen with at least four wedding designs in every gallery tab', () => {
    expect(SEED_DESIGNS.length).toBeGreaterThanOrEqual(12);
    for (const tab of GALLERY_TABS) {
      const weddings = SEED_DESIGNS.filter((d) => d.package_id === tab && d.category === 'wedding');
      expect(weddings.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('have unique ids that the admin design schema accepts as they are', () => {
    expect(new Set(SEED_DESIGNS.map((d) => d.id)).size).toBe(SEED_DESIGNS.length);
    for (const design of SEED_DESIGNS) {
      const result = validate(designInputSchema, designRecordOf(design));
      expect(result).toEqual({
        ok: true,
        value: {
          id: design.id,
          name: design.name,
          package_id: design.package_id,
          package_allowed: design.package_allowed,
          category: design.category,
          template_url: design.template_url,
          image_url: design.image_url,
          theme: design.theme,
        },
      });
    }
  });

  it('may be ordered with their own package and the ones above it', () => {
    for (const design of SEED_DESIGNS) {
      expect(design.package_name).toBe(design.package_id);
      expect(design.package_allowed).toEqual(expectedAllowed[design.package_id]);
      expect(packageById(design.package_allowed[0])?.name).toBe(design.package_id);
    }
  });

  it('point at generated artwork named after their id', () => {
    for (const design of SEED_DESIGNS) {
      expect(design.id).toMatch(new RegExp(`^${design.package_id.toLowerCase()}-[a-z0-9-]+$`));
      expect(design.image_url).toBe(`/generated/designs/${design.id}.svg`);
      expect(design.template_url).toBe(`/contoh/${design.id}`);
    }
  });

  it('are mostly weddings, with a few other occasions from the admin categories', () => {
    const categories = SEED_DESIGNS.map((d) => d.category);
    for (const category of categories) expect(DESIGN_CATEGORIES).toContain(category);
    const weddings = categories.filter((c) => c === 'wedding').length;
    expect(weddings).toBeGreaterThan(categories.length / 2);
    expect(new Set(categories.filter((c) => c !== 'wedding')).size).toBeGreaterThanOrEqual(2);
  });

  it('give the generator valid artwork parameters', () => {
    for (const { artwork, category } of SEED_DESIGNS) {
      for (const colour of Object.values(artwork.palette)) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
      expect(artwork.hosts.length).toBeGreaterThanOrEqual(1);
      expect(artwork.hosts.length).toBeLessThanOrEqual(2);
      expect(artwork.events.length).toBeGreaterThanOrEqual(2);
      for (const date of [artwork.date, ...artwork.events.map((e) => e.date)]) {
        expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
      }
      if (category === 'wedding') {
        expect(artwork.hosts).toHaveLength(2);
        expect(artwork.events.map((e) => e.title)).toEqual(['Akad Nikah', 'Resepsi Pernikahan']);
      }
    }
  });

  it('give the catalogue record without the artwork', () => {
    const record = designRecordOf(SEED_DESIGNS[0]);
    expect(Object.keys(record).sort()).toEqual(
      [
        'category',
        'id',
        'image_url',
        'name',
        'package_allowed',
        'package_id',
        'package_name',
        'template_url',
        'theme',
      ].sort(),
    );
    record.package_allowed.push(99);
    record.theme.palette.primary = '#000000';
    expect(SEED_DESIGNS[0].package_allowed).not.toContain(99);
    expect(SEED_DESIGNS[0].theme.palette.primary).not.toBe('#000000');
  });

  it("have a theme of the artwork's palette and ornament, set in fonts and layouts that suit it", () => {
    for (const { id, theme, artwork } of SEED_DESIGNS) {
      expect({ id, parsed: invitationThemeSchema.safeParse(theme).success }).toEqual({ id, parsed: true });
      expect({ id, palette: theme.palette, motif: theme.motif }).toEqual({
        id,
        palette: artwork.palette,
        motif: artwork.motif,
      });
    }
    const headingOf = (motif: string) =>
      SEED_DESIGNS.filter((d) => d.theme.motif === motif)[0]?.theme.heading_font;
    expect(['gunungan', 'kawung', 'mega-mendung'].map(headingOf)).toEqual(Array(3).fill('serif-classic'));
    expect(['roses', 'sakura'].map(headingOf)).toEqual(Array(2).fill('script-elegant'));
    expect(headingOf('monoline')).toBe('sans-clean');
    expect(new Set(SEED_DESIGNS.map((d) => d.theme.layout))).toEqual(new Set(THEME_LAYOUTS));
  });
});
