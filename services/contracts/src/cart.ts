import { z } from 'zod';
import { optionalText, requiredText, wholeNumber } from './validation';

// A cart as the browser sends it: lines of a package, a design and add-ons, by id or by name. The
// prices it may carry are never read: ordering prices every line from the catalogue.

export const MAX_CART_ITEMS = 50;
export const MAX_ITEM_QUANTITY = 100;

const ROW_ID_MAX = 2_147_483_647;

/** Empty, blank or left out: nothing named. */
const optionalName = (label: string) =>
  z.union([optionalText(label, 100), z.null()], { error: `${label} harus berupa teks.` }).optional();
const named = (value: string | null | undefined): value is string => value != null && value !== '';

/** An add-on of a cart line: by id (the web app) or by title (PRODUCT.md section 3's add-on). The id wins. */
export const cartAddonSchema = z
  .object({
    id: z.union([wholeNumber('ID add-on', 1, ROW_ID_MAX), z.null()]).optional(),
    title: optionalName('Judul add-on'),
  })
  .refine((addon) => addon.id != null || named(addon.title), {
    error: 'Setiap add-on harus berisi ID atau judul.',
  });
export type CartAddonInput = z.output<typeof cartAddonSchema>;

/**
 * One cart line as the browser keeps it: the package, design and add-ons by id (the web app) or by
 * name (PRODUCT.md section 3's packageName, designName and add-on title); an id wins over a name.
 * The catalogue resolves the names; whatever prices and totals the browser sends are never read.
 */
export const cartItemSchema = z
  .object({
    packageId: z.union([wholeNumber('ID paket', 1, ROW_ID_MAX), z.null()]).optional(),
    packageName: optionalName('Nama paket'),
    designId: z.union([requiredText('ID desain', 50), z.null()]).optional(),
    designName: optionalName('Nama desain'),
    addons: z
      .array(cartAddonSchema, { error: 'Daftar add-on tidak valid.' })
      .max(20, { error: 'Terlalu banyak add-on dalam satu item.' })
      .default([]),
    quantity: wholeNumber('Jumlah', 1, MAX_ITEM_QUANTITY).default(1),
    /**
     * A paid revision this line pays for (revisions.ts): one add-on, once, no package. The price is
     * still the catalogue's; ordering checks that the revision waits for this payment.
     */
    revisionId: z.uuid({ error: 'Revisi tidak dikenal.' }).optional(),
  })
  .refine((item) => hasPackage(item) || item.addons.length > 0, {
    error: 'Setiap item harus berisi paket atau add-on.',
  })
  .refine((item) => !hasPackage(item) || named(item.designId) || named(item.designName), {
    error: 'Silakan pilih desain terlebih dahulu sebelum menambahkan paket ke keranjang.',
  })
  .refine(
    (item) => !item.revisionId || (!hasPackage(item) && item.addons.length === 1 && item.quantity === 1),
    { error: 'Revisi dibayar sebagai satu add-on, satu kali.' },
  );
export type CartItemInput = z.output<typeof cartItemSchema>;

/** Whether a cart line holds a package, named by id or by name (an add-on-only line holds none). */
export function hasPackage(item: { packageId?: number | null; packageName?: string | null }): boolean {
  return item.packageId != null || named(item.packageName);
}

export const cartSchema = z
  .array(cartItemSchema, { error: 'Keranjang tidak valid.' })
  .min(1, { error: 'Keranjang masih kosong.' })
  .max(MAX_CART_ITEMS, { error: `Keranjang maksimal ${MAX_CART_ITEMS} item.` });
