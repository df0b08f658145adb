import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, PAGE_PHOTO_WIDTHS } from '@undangan/contracts';

/** One of a photo's files for an invitation page: WebP, `width` wide. */
export interface PageSize {
  width: number;
  height: number;
  bytes: Buffer;
}

/** How well the page's files are encoded: a photo on a phone's screen, not a print. */
const WEBP_QUALITY = 80;

/**
 * The widths a photo `width` px wide is made in: each page width it reaches, and its own width when
 * it is narrower than the widest, so nothing is ever made larger than the photo.
 */
export function pageWidthsFor(width: number): number[] {
  const widths: number[] = PAGE_PHOTO_WIDTHS.filter((w) => w <= width);
  const widest = PAGE_PHOTO_WIDTHS[PAGE_PHOTO_WIDTHS.length - 1];
  if (width < widest && !widths.includes(width)) widths.push(width);
  return widths;
}

/**
 * A stored photo (a picture the shop made itself when it was sent: upright, nothing but pixels)
 * as the page's WebP files, narrowest first. The photo is decoded once, to its widest page width,
 * and each file is made from those pixels. Throws when the photo cannot be decoded.
 */
export async function pageSizesOf(photo: Buffer): Promise<PageSize[]> {
  const input = { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true } as const;
  const { autoOrient } = await sharp(photo, input).metadata();
  const widths = pageWidthsFor(autoOrient.width);
  const widest = await sharp(photo, input)
    .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = widest.info;
  const sizes: PageSize[] = [];
  for (const w of widths) {
    const made = await sharp(widest.data, { raw: { width, height, channels } })
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    sizes.push({ width: made.info.width, height: made.info.height, bytes: made.data });
  }
  return sizes;
}
