import {
  FilePayload,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE_PX,
  sniffImageType,
  UploadMessages,
} from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import { readImageDimensions } from './image-dimensions';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** What one kind of upload accepts: types decided by the bytes, a size limit, its messages. */
export interface ImageRules {
  types: readonly ImageType[];
  maxBytes: number;
  messages: UploadMessages;
}

/** A file that passed every check, ready to store under a key the server makes. */
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

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

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
 * Decodes a file sent over RPC and decides whether it may be stored. Its name and the type its
 * sender claimed play no part: only the bytes (magic numbers and the header's dimensions) count.
 */
export function acceptImage(file: FilePayload | undefined, rules: ImageRules): AcceptedImage {
  const { messages } = rules;
  if (typeof file !== 'object' || file === null || typeof file.base64 !== 'string') {
    throw rpcFailure('bad_request', messages.wrongType);
  }
  // Refuse an oversized file from its encoded length, before decoding megabytes for nothing.
  if (file.base64.length > Math.ceil(rules.maxBytes / 3) * 4 + 4)
    throw rpcFailure('bad_request', messages.tooBig);
  if (file.base64.length % 4 !== 0 || !BASE64.test(file.base64)) {
    throw rpcFailure('bad_request', messages.wrongType);
  }
  const bytes = Buffer.from(file.base64, 'base64');
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
  return { bytes, contentType: type, extension: EXTENSIONS[type] };
}
