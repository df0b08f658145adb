import {
  INVITATION_PAGE_MESSAGES,
  INVITATIONS,
  isGuestToken,
  MESSAGES,
  PAGE_PHOTO_URL_PREFIX,
} from '@undangan/contracts';
import type { Logger } from '@undangan/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceClients } from '../rpc/service-clients';
import { sendGuestNotice, sendInvitationPage } from './guest-page';

/**
 * A couple's own domain (the Exclusive package's): a request whose Host is a domain the admin
 * recorded gets that couple's invitation at `/`, and nothing of the shop. The shop's own hosts,
 * and every host no couple has, go on as before.
 */

/** How long a replica believes what it heard about a host, unless told (CUSTOM_DOMAIN_CACHE_TTL_MS). */
export const DEFAULT_CUSTOM_DOMAIN_CACHE_TTL_MS = 30_000;
/** After a look-up that failed (the invitations service away), the host is asked again this soon. */
const RETRY_AFTER_FAILURE_MS = 5_000;
/** Hosts kept at most per replica; the oldest goes first. */
const HOSTS_KEPT = 10_000;

export const CUSTOM_HOST_MESSAGES = {
  notPublished: 'Undangan ini belum tersedia. Silakan coba lagi nanti.',
  unavailable: 'Undangan tidak dapat dibuka saat ini. Silakan coba lagi sebentar lagi.',
} as const;

/**
 * The Host header as a recorded domain would be written (small letters, no port, no final dot),
 * or undefined when it cannot be a couple's domain at all (no header, an IP address, a name
 * without a dot such as localhost): those are never asked about.
 */
export function requestedHost(header: string | undefined): string | undefined {
  if (!header || header.length > 300) return undefined;
  const host = header
    .toLowerCase()
    .replace(/:\d{1,5}$/, '')
    .replace(/\.$/, '');
  return /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z][a-z0-9-]*$/.test(host) ? host : undefined;
}

interface Known {
  clientId: string | null;
  until: number;
}

/**
 * What this replica knows of hosts: the client id whose page each opens, or null for a host that
 * is no couple's domain, each believed for `ttlMs`. A guest's burst on a couple's domain asks the
 * invitations service once per host and `ttlMs`, and a look-up under way is shared by every
 * request that waits on it. A domain removed or changed stops opening its page here at most
 * `ttlMs` after (at once on the replica that saved the change: `forget`). A host that was no
 * couple's is answered at once from what was known while it is asked again, so the shop's own
 * hosts wait on the invitations service only the first time a replica sees them.
 */
export class CustomHostCache {
  private readonly known = new Map<string, Known>();
  private readonly asking = new Map<string, Promise<string | null>>();

  constructor(
    private readonly ask: (host: string) => Promise<string | null>,
    readonly ttlMs: number = DEFAULT_CUSTOM_DOMAIN_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The client id a host opens: at once when known (null: no couple's domain), else once heard. */
  clientIdOf(host: string): string | null | Promise<string | null> {
    const known = this.known.get(host);
    if (known && known.until > this.now()) return known.clientId;
    if (known && known.clientId === null) {
      void this.lookUp(host);
      return null;
    }
    return this.lookUp(host);
  }

  /** Forgets a host (its domain was just changed through this replica): the next request asks. */
  forget(host: string): void {
    this.known.delete(host);
  }

  private lookUp(host: string): Promise<string | null> {
    const pending = this.asking.get(host);
    if (pending) return pending;
    const asked = this.ask(host)
      .then(
        (clientId) => this.keep(host, clientId, this.ttlMs),
        // Not heard: a couple's domain keeps its page for now (it cannot be drawn anyway while the
        // service is away), any other host is the shop's; asked again soon either way.
        () => this.keep(host, this.known.get(host)?.clientId ?? null, RETRY_AFTER_FAILURE_MS),
      )
      .finally(() => this.asking.delete(host));
    this.asking.set(host, asked);
    return asked;
  }

  private keep(host: string, clientId: string | null, forMs: number): string | null {
    this.known.delete(host);
    if (this.known.size >= HOSTS_KEPT) this.known.delete(this.known.keys().next().value!);
    this.known.set(host, { clientId, until: this.now() + forMs });
    return clientId;
  }
}

/** The client id of the couple's domain a request came on, for the guest routes' answers. */
const onCustomHost = new WeakMap<object, string>();

/**
 * Where a guest's page is for a request about `clientId`: `/` on the couple's own domain, else
 * `/{client_id}` on the shop's address; with a listed guest's token, their own page there
 * (`/{token}`, `/{client_id}/{token}`).
 */
export function pagePathFor(request: object, clientId: string, guestToken: string | null = null): string {
  const ownDomain = onCustomHost.get(request) === clientId;
  if (guestToken !== null)
    return ownDomain ? `/${guestToken}` : `/${encodeURIComponent(clientId)}/${guestToken}`;
  return ownDomain ? '/' : `/${encodeURIComponent(clientId)}`;
}

/**
 * Files the page itself loads from its own origin: the cover image of the design (a design
 * image, or a picture of the web build's) and the web build's files. Public on every host.
 */
const PAGE_FILE_PREFIXES = ['/design-images/', '/generated/', '/assets/', PAGE_PHOTO_URL_PREFIX];
/** Segments of a file or route name, never `..`. */
const GUEST_ROUTE_REST = /^(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

export type CustomHostRoute = 'page' | 'guest' | 'pass' | 'home' | 'none';

/**
 * What a couple's domain does with a request: `page`, their invitation (at `/`); `guest`, a listed
 * guest's own link (`/{token}`); `pass`, on to
 * the gateway's routes (their own invitation's guest routes: RSVP, wishes, calendar; the files the
 * page loads); `home`, any other page address goes back to `/`; `none`, anything else is not
 * found. The shop's pages, its API and the admin are never served on a couple's domain.
 */
export function customHostRoute(method: string, path: string, clientId: string): CustomHostRoute {
  const reads = method === 'GET' || method === 'HEAD';
  if (path === '/') return reads ? 'page' : 'none';
  if (reads && isGuestToken(path.slice(1))) return 'guest';
  const guestRoutes = `/api/undangan/${clientId}`;
  if (path.startsWith(`${guestRoutes}/`) && GUEST_ROUTE_REST.test(path.slice(guestRoutes.length)))
    return 'pass';
  if (!reads) return 'none';
  if (PAGE_FILE_PREFIXES.some((prefix) => path.startsWith(prefix)) && GUEST_ROUTE_REST.test(path))
    return 'pass';
  return path.startsWith('/api/') ? 'none' : 'home';
}

/**
 * Answers the requests of a couple's own domain before anything else of the gateway (the
 * catalogue's fast path included): their invitation at `/`, a listed guest's at `/{token}`, their guest routes and the page's
 * files, nothing else. Requests on any other host go on unchanged.
 */
export function answerCustomHosts(
  fastify: FastifyInstance,
  hosts: CustomHostCache,
  rpc: ServiceClients,
  logger: Logger,
): void {
  const answer = (request: FastifyRequest, reply: FastifyReply, clientId: string, done: () => void) => {
    const mark = request.url.indexOf('?');
    const path = mark === -1 ? request.url : request.url.slice(0, mark);
    const query = mark === -1 ? undefined : request.url.slice(mark + 1);
    const route = customHostRoute(request.method, path, clientId);
    onCustomHost.set(request, clientId);
    if (route === 'pass') return done();
    if (route === 'home') return void reply.redirect('/', 302);
    if (route === 'none')
      return void reply.status(404).send({ message: MESSAGES.routeNotFound, code: 'not_found' });
    // A guest's link that opens nothing is not found, whatever the reason (as on the shop's address).
    const token = route === 'guest' ? path.slice(1) : null;
    const missing = token === null ? CUSTOM_HOST_MESSAGES.notPublished : INVITATION_PAGE_MESSAGES.notFound;
    sendInvitationPage(rpc, reply, clientId, query, request.id, token).then(
      (sent) => (sent ? undefined : sendGuestNotice(reply, 404, missing)),
      (err: unknown) => {
        logger.warn({ err }, "invitation page not asked on a couple's domain");
        sendGuestNotice(reply, 503, CUSTOM_HOST_MESSAGES.unavailable);
      },
    );
  };
  fastify.addHook('onRequest', (request, reply, done) => {
    const host = requestedHost(request.headers.host);
    if (host === undefined) return done();
    const known = hosts.clientIdOf(host);
    if (known === null) return done();
    if (typeof known === 'string') return answer(request, reply, known, done);
    void known.then((clientId) => (clientId === null ? done() : answer(request, reply, clientId, done)));
  });
}

/**
 * How long a request waits to hear whether its host is a couple's domain: the shop's own hosts wait
 * on it only the first time a replica sees them, and never longer than this (then the shop answers).
 */
export const DOMAIN_LOOKUP_TIMEOUT_MS = 1000;

/** The look-up the cache asks with: the invitations service's record of the recorded domains. */
export function lookUpDomain(rpc: ServiceClients): (host: string) => Promise<string | null> {
  return (host) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('domain look-up timed out')), DOMAIN_LOOKUP_TIMEOUT_MS);
    });
    const asked = rpc.call(INVITATIONS.lookupDomain, { host }).then((found) => found?.client_id ?? null);
    return Promise.race([asked, late]).finally(() => clearTimeout(timer));
  };
}
