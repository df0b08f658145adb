import type { StoredImage } from '@undangan/contracts';
import type { FastifyReply } from 'fastify';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The extension a stored image's file is named with, by its type. */
export const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Sends stored image bytes with their type; nosniff so a browser never reads them as anything else.
 * With `attachment` (a file name the server made, of safe characters only), the browser saves it.
 */
export function sendStoredImage(
  reply: FastifyReply,
  image: StoredImage,
  cacheControl: string,
  { attachment }: { attachment?: string } = {},
): FastifyReply {
  const bytes = Buffer.from(image.base64, 'base64');
  if (attachment) reply.header('content-disposition', `attachment; filename="${attachment}"`);
  return reply
    .status(200)
    .header(
      'content-type',
      IMAGE_TYPES.has(image.contentType) ? image.contentType : 'application/octet-stream',
    )
    .header('content-length', bytes.length)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}
