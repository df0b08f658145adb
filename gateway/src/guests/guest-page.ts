import {
  INVITATIONS,
  invitationPagePolicy,
  SHOP_PAGE_SEGMENTS,
  type InvitationPageAnswer,
} from '@undangan/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '@undangan/platform';
import type { ServiceClients } from '../rpc/service-clients';

/** A single segment that may be a client id: /{client_id}, letters, digits, '-' and '_'. */
const INVITATION_PATH = /^\/([A-Za-z0-9_-]{1,100})(?:\?(.*))?$/;

/** What a guest's plain link may carry after a form was sent without JavaScript. */
const NOTICES = { rsvp: 'rsvp', ucapan: 'wish' } as const;

function noticeOf(query: string | undefined): 'rsvp' | 'wish' | null {
  const sent = query ? new URLSearchParams(query).get('terkirim') : null;
  // Own keys only: `?terkirim=toString` is no notice (`in` would find Object's prototype).
  return sent !== null && Object.hasOwn(NOTICES, sent) ? NOTICES[sent as keyof typeof NOTICES] : null;
}

/** The client id a request opens, or undefined when it is a shop page or no page at all. */
export function invitationPathOf(request: Pick<FastifyRequest, 'method' | 'url'>): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const match = INVITATION_PATH.exec(request.url);
  if (!match || SHOP_PAGE_SEGMENTS.has(match[1].toLowerCase())) return undefined;
  return match[1];
}

/**
 * How long the front (nginx) may keep a page that is the same for every guest (X-Accel-Expires,
 * which nginx reads and does not pass on): a publishing, a hold or a new wish reaches guests at
 * most this much later. Browsers keep nothing (no-cache).
 */
export const FRONT_PAGE_SECONDS = 5;

function sendPage(
  reply: FastifyReply,
  page: Exclude<InvitationPageAnswer, { status: 'missing' }>,
  sameForEveryGuest: boolean,
): FastifyReply {
  if (sameForEveryGuest) reply.header('x-accel-expires', String(FRONT_PAGE_SECONDS));
  return reply
    .status(page.status === 'closed' ? 410 : 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', invitationPagePolicy(page.script_hash))
    .send(page.html);
}

/**
 * Sends a guest the page published at a client id, as the address they opened names it (its query:
 * a sent form's notice): at /{client_id}, or at / of the couple's own domain (custom-hosts.ts).
 * False, and nothing sent, when no page is published there.
 */
export async function sendInvitationPage(
  rpc: ServiceClients,
  reply: FastifyReply,
  clientId: string,
  query: string | undefined,
  requestId: string,
): Promise<boolean> {
  const notice = noticeOf(query);
  const page = await rpc.call(INVITATIONS.page, { client_id: clientId, guest_name: null, notice }, requestId);
  if (page.status === 'missing') return false;
  sendPage(reply, page, notice === null);
  return true;
}

/**
 * Answers /{client_id} with the couple's invitation page when the invitations service has one
 * published there, before Nest's routing. Otherwise (none published, or the service cannot be
 * asked) the request goes on to the web app, whose page frames an invitation made outside the
 * shop at the address the order names.
 */
export function answerInvitationPages(fastify: FastifyInstance, rpc: ServiceClients, logger: Logger): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const clientId = invitationPathOf(request);
    if (clientId === undefined) return done();
    sendInvitationPage(rpc, reply, clientId, request.url.split('?')[1], request.id).then(
      (sent) => (sent ? undefined : done()),
      (err: unknown) => {
        logger.warn({ err }, 'invitation page not asked: the web app answers');
        done();
      },
    );
  });
}
