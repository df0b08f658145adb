import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error';

/** The guest routes a page's forms post to when the guest's browser runs no script. */
export const GUEST_FORM_URL = /^\/api\/undangan\/[A-Za-z0-9_-]{1,100}\/(?:rsvp|ucapan)$/;

/** A form's fields as the JSON the same routes take (`hadir` and `tidak` become booleans there). */
function formFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) if (!(key in fields)) fields[key] = value;
  return fields;
}

/**
 * Form bodies, for the guest routes alone: a page's RSVP and wish forms work without JavaScript.
 * Every other route still refuses them with 415, as before.
 */
export function acceptGuestForms(fastify: FastifyInstance, bodyLimit: number): void {
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (request, body, done) => {
      if (!GUEST_FORM_URL.test(request.url.split('?')[0]))
        return done(new HttpError('unsupported_media_type', 'Jenis konten tidak didukung.'), undefined);
      done(null, formFields(typeof body === 'string' ? body : body.toString('utf8')));
    },
  );
}
