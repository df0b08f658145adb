import { z } from 'zod';
import { ADDON_KINDS } from './addon-choices';
import { DESIGN_CATEGORIES, MAX_PRICE } from './catalogue-constants';
import { invitationThemeSchema } from './invitation-page';
import { rupiahSchema } from './money-schema';
import { INVISIBLE_FORMATTING, optionalText, requiredText, wholeNumber } from './validation';

export const packageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: rupiahSchema,
  features: z.array(z.string()),
});
export type Package = z.infer<typeof packageSchema>;

export const addonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: rupiahSchema,
  /** Optional for the clients of docs/PRODUCT.md section 7: the catalogue always answers both. */
  kind: z.enum(ADDON_KINDS).optional(),
  /** Ids of the packages that already include this add-on: it is not sold with them. */
  included_in: z.array(z.number().int()).optional(),
});
export type Addon = z.infer<typeof addonSchema>;

export const designSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_url: z.string(),
  template_url: z.string(),
  /** The gallery tab the design belongs to: Exclusive, Premium or Basic. */
  package_id: z.string(),
  /** Package ids a customer may order this design with. */
  package_allowed: z.array(z.number().int()),
  package_name: z.string(),
  category: z.string(),
  /** What the design's invitation page is drawn with. */
  theme: invitationThemeSchema,
});
export type Design = z.infer<typeof designSchema>;

/** GET /designs/{packageId} of the checkout client. */
export const designForPackageSchema = designSchema.pick({
  id: true,
  name: true,
  image_url: true,
  package_allowed: true,
  package_name: true,
});
export type DesignForPackage = z.infer<typeof designForPackageSchema>;

const entityId = (label: string) => wholeNumber(label, 1, 2_147_483_647);

/**
 * Admin form: features as comma-separated text in `feature` (or a list in `features`). Every other
 * field passes through as it is, under the name it has in `packageSchema` and on the entity, so a
 * new field is one line here; the admin's form builds its body from this schema's input type.
 */
export const packageInputSchema = z
  .object({
    id: entityId('ID paket'),
    name: requiredText('Nama paket', 100),
    price: wholeNumber('Harga', 0, MAX_PRICE),
    feature: optionalText('Fitur', 5000).optional(),
    features: z.array(requiredText('Fitur', 300)).max(100).optional(),
  })
  .transform(({ feature, features, ...fields }) => ({
    ...fields,
    features:
      features ??
      (feature ?? '')
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f.length > 0),
  }));
export type PackageInput = z.output<typeof packageInputSchema>;
/** The body the admin's package form sends (the features as comma-separated text in `feature`). */
export type PackageInputBody = Omit<z.input<typeof packageInputSchema>, 'features'>;

const designId = requiredText('ID desain', 50).regex(/^[A-Za-z0-9_-]+$/, {
  error: 'ID desain hanya boleh berisi huruf, angka, - dan _.',
});

/** Where relative template addresses are resolved to tell which site they reach. */
const SHOP_ORIGIN = 'https://shop.invalid';

/**
 * A web address, or a path on the shop's own site as a browser reads it: parsed (a browser takes
 * `\` for `/`, so `/\evil.example/x` is another site, as `//evil.example` is), never quotes and
 * brackets.
 */
export function isTemplateAddress(value: string): boolean {
  if (value === '') return true;
  if (!/^[^\s<>"']*$/.test(value)) return false;
  try {
    if (/^https?:\/\//i.test(value)) return ['http:', 'https:'].includes(new URL(value).protocol);
    return value.startsWith('/') && new URL(value, SHOP_ORIGIN).origin === SHOP_ORIGIN;
  } catch {
    return false;
  }
}

const url = optionalText('URL template', 500)
  .refine(isTemplateAddress, { error: 'URL template harus diawali http://, https:// atau /.' })
  .refine((v) => !INVISIBLE_FORMATTING.test(v), { error: 'URL template mengandung karakter tersembunyi.' });

/** A list of package ids, as a list or as comma-joined text (a form's field); each id once. */
const packageIdList = (invalid: string, notAnId: string) =>
  z
    .union([z.array(z.union([z.number(), z.string()])), z.string()], { error: invalid })
    .transform((v) => (Array.isArray(v) ? v.map(String) : v.split(',')))
    .transform((list) => list.map((s) => s.trim()).filter((s) => s.length > 0))
    .pipe(z.array(z.string().regex(/^\d{1,9}$/, { error: notAnId })).max(50))
    .transform((list) => [...new Set(list.map(Number))]);

const packageAllowed = packageIdList(
  'Paket yang diizinkan tidak valid.',
  'Paket yang diizinkan harus berupa ID paket.',
);

export const addonInputSchema = z.object({
  id: entityId('ID add-on'),
  title: requiredText('Judul add-on', 100),
  description: optionalText('Deskripsi', 1000).default(''),
  price: wholeNumber('Harga', 0, MAX_PRICE),
  // The specification's form sends neither: a new add-on is an extra included in no package, and
  // an edit that leaves one out keeps what the add-on has.
  kind: z
    .enum(ADDON_KINDS, {
      error: 'Jenis add-on harus extra (tambahan) atau turnaround (waktu pengerjaan).',
    })
    .optional(),
  included_in: packageIdList(
    'Paket yang sudah termasuk add-on ini tidak valid.',
    'Paket yang sudah termasuk add-on ini harus berupa ID paket.',
  ).optional(),
});
export type AddonInput = z.output<typeof addonInputSchema>;
/** The body the admin's add-on form sends (`included_in` as comma-separated package ids). */
export type AddonInputBody = z.input<typeof addonInputSchema>;

const THEME_UNREADABLE = 'Tema undangan tidak dapat dibaca.';

/** A theme as the admin sends it: its cover image may be left out, meaning the design's own image. */
const themeInput = z.object(
  { ...invitationThemeSchema.shape, cover_image: invitationThemeSchema.shape.cover_image.optional() },
  { error: THEME_UNREADABLE },
);

/**
 * A design's theme, as an object (a JSON body, the RPC) or as its JSON text (a form field, which
 * OpenAPI's multipart encoding sends as JSON; empty text is no theme). Each part is checked with the
 * theme's own messages.
 */
const designThemeInput = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value; // refused as no theme at all
  }
}, themeInput.optional());
export type DesignThemeInput = z.output<typeof themeInput>;

export const designInputSchema = z.object({
  id: designId,
  name: requiredText('Nama desain', 100),
  package_id: requiredText('Paket', 50),
  package_allowed: packageAllowed.default([]),
  category: z.enum(DESIGN_CATEGORIES, {
    error: 'Kategori harus salah satu dari: wedding, baptism, birthday, Thanksgiving.',
  }),
  template_url: url.default(''),
  image_url: optionalText('URL gambar', 500).optional(),
  /** Left out: a new design gets a base theme around its image, an edited one keeps its own. */
  theme: designThemeInput.optional(),
});
export type DesignInput = z.output<typeof designInputSchema>;

export const designIdSchema = designId;
export const numericIdSchema = (label: string) => entityId(label);

/**
 * The checkout with a design and the package it is ordered with: the lowest package it is allowed
 * with (its own gallery tier); the customer can still pick a higher one there.
 */
export function designOrderPath(design: Pick<Design, 'id' | 'package_allowed'>): string {
  const allowed = design.package_allowed.filter((id) => Number.isSafeInteger(id));
  const query = new URLSearchParams();
  if (allowed.length > 0) query.set('package', String(Math.min(...allowed)));
  query.set('design', design.id);
  return `/checkout?${query.toString()}`;
}
