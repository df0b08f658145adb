import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE_PX, sniffImageType, UploadMessages } from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import { readImageDimensions } from './image-dimensions';
import { Semaphore } from './semaphore';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** What one kind of upload accepts: types decided by the bytes, a size limit, its messages. */
export interface ImageRules {
  types: readonly ImageType[];
  maxBytes: number;
  messages: UploadMessages;
}

/** A picture made from an accepted file: only its pixels, encoded again by the shop. */
export interface AcceptedImage {
  bytes: Buffer;
  contentType: ImageType;
  extension: 'jpg' | 'png' | 'webp';
}

const EXTENSIONS: Record<ImageType, AcceptedImage['extension']> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Markup a browser or a PHP server would run, hidden in an image (in a text chunk, a comment or
 * after its end): a polyglot. Long, specific tags, so compressed pixel data never matches by chance.
 */
const MARKUP = /<\?php|<script|<html|<svg[\s>]|<iframe|<!doctype html|javascript:/i;

/** Whether the bytes carry markup; read as latin1 so every byte is one character. */
export function containsMarkup(bytes: Buffer): boolean {
  return MARKUP.test(bytes.toString('latin1'));
}

/**
 * Each decode runs on one libvips thread, and libvips keeps no cache of its own: with images
 * decoded a few at a time (imageWork), memory is bounded however many arrive at once.
 */
sharp.cache(false);
sharp.concurrency(1);

/**
 * Images decoded at once per process, whatever for (an upload made into its picture, a photo made
 * into its page sizes): reading one (5 MB at most), decoding it (tens of megabytes of pixels) and
 * writing what is made of it. The others wait their turn, holding nothing.
 */
export const IMAGES_AT_ONCE = 2;
export const imageWork = new Semaphore(IMAGES_AT_ONCE);

/**
 * Decides whether a file may be stored, and makes the picture that is. Its name and the type its
 * sender claimed play no part: the bytes are sniffed (magic numbers), their header's dimensions
 * bounded before anything is decoded, then the image is decoded and encoded again in its own type.
 * What is stored is only the picture: no EXIF (a phone photo's location), no comment or text
 * chunk, nothing after the image's end. The EXIF orientation is applied first, so the picture
 * still stands the right way up.
 */
export async function acceptImage(bytes: Buffer, rules: ImageRules): Promise<AcceptedImage> {
  const { messages } = rules;
  if (bytes.length === 0) throw rpcFailure('bad_request', messages.empty);
  if (bytes.length > rules.maxBytes) throw rpcFailure('bad_request', messages.tooBig);
  const type = sniffImageType(bytes);
  if (!type || !rules.types.includes(type)) throw rpcFailure('bad_request', messages.wrongType);
  if (containsMarkup(bytes)) throw rpcFailure('bad_request', messages.wrongType);
  const size = readImageDimensions(bytes, type);
  if (!size) throw rpcFailure('bad_request', messages.wrongType);
  if (
    size.width > MAX_IMAGE_SIDE_PX ||
    size.height > MAX_IMAGE_SIDE_PX ||
    size.width * size.height > MAX_IMAGE_PIXELS
  ) {
    throw rpcFailure('bad_request', messages.tooManyPixels);
  }
  const encoded = await reencode(bytes, type).catch(() => {
    throw rpcFailure('bad_request', messages.unreadable);
  });
  return { bytes: encoded, contentType: type, extension: EXTENSIONS[type] };
}

/** The pixels of `bytes` in a new file of the same type; throws when they cannot be decoded whole. */
function reencode(bytes: Buffer, type: ImageType): Promise<Buffer> {
  // Any decoder warning (bad Huffman code, data cut short) refuses the file: a damaged picture is no proof.
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' }).rotate();
  if (type === 'image/png') return image.png({ compressionLevel: 6 }).toBuffer();
  if (type === 'image/webp') return image.webp({ quality: 85 }).toBuffer();
  return image.jpeg({ quality: 85 }).toBuffer();
}
