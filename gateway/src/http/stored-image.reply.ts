import type { StoredImage } from '@undangan/contracts';
import type { FastifyReply } from 'fastify';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Sends stored image bytes with their type; nosniff so a browser never reads them as anything else. */
export function sendStoredImage(reply: FastifyReply, image: StoredImage, cacheControl: string): FastifyReply {
  const bytes = Buffer.from(image.base64, 'base64');
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
