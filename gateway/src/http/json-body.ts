import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { HttpError } from './http-error';

/** Deeper than any body the shop reads (a cart is four levels), far below what overflows a stack. */
export const MAX_JSON_DEPTH = 64;
export const JSON_TOO_DEEP = `Struktur data JSON terlalu dalam (maksimal ${MAX_JSON_DEPTH} tingkat).`;

/** Whether a JSON text opens more than `max` objects and lists inside each other (strings skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * JSON bodies, parsed with prototype-poisoning protection; an empty body under a JSON content type
 * (a DELETE sent by a client that always sets the header) is no body rather than an error. A body
 * nested deeper than MAX_JSON_DEPTH is refused before it is parsed, so no route or service ever
 * walks it. Plain text is not a body any route reads: without its parser it is refused with 415.
 */
export function acceptEmptyJsonBodies(fastify: FastifyInstance, bodyLimit: number): void {
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new HttpError('bad_request', JSON_TOO_DEEP));
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'remove', constructorAction: 'remove' }));
    } catch {
      const err = Object.assign(new Error('Body is not valid JSON'), {
        statusCode: 400,
        code: 'INVALID_JSON',
      });
      done(err, undefined);
    }
  });
}
