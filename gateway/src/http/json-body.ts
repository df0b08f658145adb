import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';

/**
 * JSON bodies, parsed with prototype-poisoning protection; an empty body under a JSON content type
 * (a DELETE sent by a client that always sets the header) is no body rather than an error. Plain
 * text is not a body any route reads: without its parser it is refused with 415 like other types.
 */
export function acceptEmptyJsonBodies(fastify: FastifyInstance, bodyLimit: number): void {
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
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
