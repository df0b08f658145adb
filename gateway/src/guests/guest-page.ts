import {
  INVITATION_PAGE_MESSAGES,
  INVITATIONS,
  invitationPagePolicy,
  isGuestToken,
  SHOP_PAGE_SEGMENTS,
  type InvitationPageAnswer,
} from '@undangan/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '@undangan/platform';
import type { ServiceClients } from '../rpc/service-clients';
import { renderGuestNotice } from './form-answer';

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

/** /{client_id}/{token}: a listed guest's own link (the token exactly as links are made). */
const GUEST_LINK_PATH = /^\/([A-Za-z0-9_-]{1,100})\/([0-9A-Za-z]{12})(?:\?(.*))?$/;

/**
 * The first segment whose second is the gateway's own route: a design's sample page,
 * /contoh/{design} (design-preview.controller.ts). /contoh is also the sample invitation, so a
 * guest's link there is asked first and, when it is none, the design's page answers.
 */
export const DESIGN_PREVIEW_SEGMENT = 'contoh';

/** The client id and token a guest's own link opens, or undefined when the path is none. */
export function guestLinkOf(
  request: Pick<FastifyRequest, 'method' | 'url'>,
): { clientId: string; token: string; query: string | undefined } | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const match = GUEST_LINK_PATH.exec(request.url);
  if (!match || SHOP_PAGE_SEGMENTS.has(match[1].toLowerCase()) || !isGuestToken(match[2])) return undefined;
  return { clientId: match[1], token: match[2], query: match[3] };
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
 * a sent form's notice): at /{client_id}, or at / of the couple's own domain (custom-hosts.ts); with
 * a listed guest's token, their own page (/{client_id}/{token}, or /{token} on the couple's
 * domain), which is theirs alone and never kept by the front. False, and nothing sent, when no page
 * is published there or the token opens none (unknown, revoked, another invitation's).
 */
export async function sendInvitationPage(
  rpc: ServiceClients,
  reply: FastifyReply,
  clientId: string,
  query: string | undefined,
  requestId: string,
  guestToken: string | null = null,
): Promise<boolean> {
  const notice = noticeOf(query);
  const page = await rpc.call(
    INVITATIONS.page,
    { client_id: clientId, guest_name: null, notice, guest_token: guestToken },
    requestId,
  );
  if (page.status === 'missing') return false;
  sendPage(reply, page, guestToken === null && notice === null);
  return true;
}

/** What a guest sees on a link that opens no page, or while the page cannot be asked for. */
export function sendGuestNotice(reply: FastifyReply, status: number, message: string): void {
  void reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(renderGuestNotice(message));
}

/** While the invitations service cannot be asked: a guest's link says so, and is asked again later. */
export const GUEST_PAGE_UNAVAILABLE =
  'Undangan tidak dapat dibuka saat ini. Silakan coba lagi sebentar lagi.';

/**
 * Answers /{client_id} with the couple's invitation page when the invitations service has one
 * published there, before Nest's routing. Otherwise (none published, or the service cannot be
 * asked) the request goes on to the web app, whose page frames an invitation made outside the
 * shop at the address the order names.
 */
export function answerInvitationPages(fastify: FastifyInstance, rpc: ServiceClients, logger: Logger): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const link = guestLinkOf(request);
    if (link) return answerGuestLink(rpc, logger, request, reply, link, done);
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

/**
 * A listed guest's own link, /{client_id}/{token}: their page, or, when the token opens none, the
 * same 404 whatever the reason (unknown, revoked, another invitation's, no page published), so a
 * link tells nothing about who is on a list. Under /contoh the design's sample page answers instead.
 */
function answerGuestLink(
  rpc: ServiceClients,
  logger: Logger,
  request: FastifyRequest,
  reply: FastifyReply,
  link: { clientId: string; token: string; query: string | undefined },
  done: () => void,
): void {
  const designPreview = link.clientId.toLowerCase() === DESIGN_PREVIEW_SEGMENT;
  sendInvitationPage(rpc, reply, link.clientId, link.query, request.id, link.token).then(
    (sent) => {
      if (sent) return;
      if (designPreview) return done();
      sendGuestNotice(reply, 404, INVITATION_PAGE_MESSAGES.notFound);
    },
    (err: unknown) => {
      logger.warn({ err }, "a guest's own page not asked");
      if (designPreview) return done();
      sendGuestNotice(reply, 503, GUEST_PAGE_UNAVAILABLE);
    },
  );
}
