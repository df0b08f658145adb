import {
  eventsShown,
  GUEST_MESSAGES,
  INVITATION_PAGE_MESSAGES,
  SPLIT_LINK_MESSAGES,
  type MusicTrack,
  type OrderPages,
  type InvitationPageAnswer,
  type InvitationResponses,
  type PagePreview,
  type ParsedRequestOf,
  type PublishedAnswer,
  type PublishedInvitation,
  INVITATIONS,
  pageSectionsFor,
} from '@undangan/contracts';
import { isUniqueViolation, rpcFailure } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';
import {
  insertRsvp,
  insertWish,
  lockReplies,
  recentReplies,
  rsvpsOf,
  shownWishes,
  wishesOf,
} from './guest-replies.table';
import { eventsIcs } from './page/calendar';
import { GuestPasses, passQrSvg } from './check-in/guest-passes';
import { guestOfToken, markOpened, type LinkedGuest } from './guests/guests.table';
import { settingsOf } from './guests/guest-settings.table';
import { renderClosedPage, renderPersonalPage } from './page/render-closed';
import { renderInvitationPage } from './page/render-page';
import { PAGE_SCRIPT_SHA256 } from './page/page-script';
import { previewData } from './preview-data';
import { sampleInvitation } from './sample/sample-invitation';
import { sampleTrack } from './sample/sample-page';
import {
  lockOrderPages,
  pageOf,
  pagesOfOrder,
  savePage,
  secondPageOf,
  type PagePlace,
  type PageRow,
} from './pages.table';

/** How many of the newest wishes a page shows. */
const WISHES_ON_PAGE = 50;
/** The per-address limit counts replies over ten minutes, the per-invitation one over a minute. */
const SOURCE_WINDOW_SECONDS = 600;
const INVITATION_WINDOW_SECONDS = 60;
/** Pages kept rendered per replica (a page for a plain link, per published version). */
const RENDERED_PAGES_KEPT = 500;
/** How long a rendered page is served before it is made again with the newest wishes. */
const RENDERED_PAGE_SECONDS = 15;

export interface PagesSettings {
  onlineDays: number;
  repliesPerSource: number;
  repliesPerInvitation: number;
  publicBaseUrl: string;
}

/**
 * Published invitations and what guests send back: the page a guest opens, their RSVP and their
 * wishes. Nothing here reaches ordering or the payment path.
 */
export class PagesService {
  /** Rendered plain-link pages by client id and version: a page is made once per version. */
  private readonly rendered = new Map<string, { html: string; at: number }>();
  private readonly passes: GuestPasses;
  /** The sample couple's track, read once: the catalogue's rows change only with a migration. */
  private sampleMusic?: Promise<MusicTrack | null>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: PagesSettings,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.passes = new GuestPasses(dataSource);
  }

  /**
   * Publishes the page at its client id as its next version and, with Split Link, the same page at
   * the second address, each showing the events chosen for it: both in one transaction, taking
   * turns with a hold of the order, held when the order is, online until the first one closes.
   */
  async publish(request: ParsedRequestOf<typeof INVITATIONS.publish>): Promise<PublishedAnswer> {
    const { split, ...page } = request;
    return this.dataSource.transaction(async (manager) => {
      await lockOrderPages(manager, page.order_id);
      const second = await secondPageOf(manager, page.order_id);
      if (second && !split) throw rpcFailure('conflict', SPLIT_LINK_MESSAGES.secondKept(second.clientId));
      if (second && split && second.clientId !== split.client_id)
        throw rpcFailure('conflict', SPLIT_LINK_MESSAGES.secondFixed(second.clientId));
      const save = async (
        clientId: string,
        shownEvents: number[] | null,
        place: Omit<PagePlace, 'shownEvents'>,
      ) => {
        const saved = await savePage(
          manager,
          {
            ...page,
            client_id: clientId,
            data: { ...page.data, events: eventsShown(page.data.events, shownEvents) },
          },
          { ...place, shownEvents },
          this.settings.onlineDays,
        ).catch((err: unknown) => {
          // The second address of another order (one each, by a unique index).
          if (isUniqueViolation(err)) throw rpcFailure('conflict', SPLIT_LINK_MESSAGES.taken(clientId));
          throw err;
        });
        if (!saved) throw rpcFailure('conflict', SPLIT_LINK_MESSAGES.taken(clientId));
        return saved;
      };
      const first = await save(page.client_id, split?.first_events ?? null, {
        second: false,
        closesAt: null,
      });
      const other = split
        ? await save(split.client_id, split.second_events, {
            second: true,
            closesAt: new Date(first.closes_at),
          })
        : null;
      return {
        client_id: first.client_id,
        page_url: this.pageUrl(first.client_id),
        version: first.version,
        published_at: first.published_at,
        closes_at: first.closes_at,
        split: other && {
          client_id: other.client_id,
          page_url: this.pageUrl(other.client_id),
          version: other.version,
        },
      };
    });
  }

  /** An order's pages as the admin's publish panel shows them: the order's own first. */
  async orderPages({ order_id }: ParsedRequestOf<typeof INVITATIONS.orderPages>): Promise<OrderPages> {
    const pages = await pagesOfOrder(this.dataSource, order_id);
    return {
      pages: pages.map((page) => ({
        client_id: page.clientId,
        page_url: this.pageUrl(page.clientId),
        second: page.second,
        events: page.shownEvents,
        version: page.version,
        held: page.held,
        published_at: new Date(page.publishedAt).toISOString(),
        closes_at: new Date(page.closesAt).toISOString(),
      })),
    };
  }

  private sampleTrack(): Promise<MusicTrack | null> {
    this.sampleMusic ??= sampleTrack(this.dataSource).catch((err: unknown) => {
      this.sampleMusic = undefined;
      throw err;
    });
    return this.sampleMusic;
  }

  /**
   * A page drawn from a draft for a look, kept nowhere; its forms do nothing. Without a draft it is
   * the sample couple's, with their music unless the request names some.
   */
  async preview(request: ParsedRequestOf<typeof INVITATIONS.preview>): Promise<PagePreview> {
    const now = this.now();
    const drawn = request.data
      ? { data: previewData(request.data), photos: request.photos, music: request.music }
      : sampleInvitation(request.music ?? (await this.sampleTrack()));
    const invitation: PublishedInvitation = {
      client_id: 'pratinjau',
      order_id: 'PRATINJAU',
      package: request.package,
      design: request.design,
      sections: pageSectionsFor(request.package),
      theme: request.theme,
      data: drawn.data,
      photos: drawn.photos,
      music: drawn.music,
      version: 1,
      published_at: now.toISOString(),
      closes_at: new Date(now.getTime() + this.settings.onlineDays * 86_400_000).toISOString(),
    };
    const html = renderInvitationPage({
      invitation,
      guestName: request.guest_name,
      preview: true,
      now,
      pageUrl: this.pageUrl('pratinjau'),
      actions: actionsOf('pratinjau'),
      wishes: [],
      notice: null,
      orderLink: request.order_link,
    });
    return { html, script_hash: PAGE_SCRIPT_SHA256 };
  }

  /**
   * The page a guest opens: the plain address (the same for every guest: kept rendered a few
   * seconds), or a listed guest's own link (`guest_token`), drawn for them alone with their name,
   * session and people, their first visit recorded. A token that is unknown, revoked, another
   * order's or on the Split Link's second address is no page, as an address with none.
   */
  async page({
    client_id,
    guest_name,
    notice,
    guest_token: token,
  }: ParsedRequestOf<typeof INVITATIONS.page>): Promise<InvitationPageAnswer> {
    const page = await pageOf(this.dataSource, client_id);
    if (!page || page.held) return { status: 'missing' };
    const guest = token === null ? null : await this.linkedGuest(page, token);
    if (token !== null && !guest) return { status: 'missing' };
    const now = this.now();
    if (page.closesAt.getTime() <= now.getTime())
      return {
        status: 'closed',
        html: renderClosedPage(page.published),
        version: page.version,
        script_hash: PAGE_SCRIPT_SHA256,
      };
    // Before the rendered copy is looked at: switching the open link off takes effect at once here.
    if (!guest && !(await settingsOf(this.dataSource, page.orderId)).openLink)
      return {
        status: 'personal',
        html: renderPersonalPage(page.published),
        version: page.version,
        script_hash: PAGE_SCRIPT_SHA256,
      };
    if (guest) await markOpened(this.dataSource, guest.id);
    const plain = guest === null && guest_name === null && notice === null;
    const key = `${client_id}:${page.version}`;
    const cached = plain ? this.rendered.get(key) : undefined;
    if (cached && now.getTime() - cached.at < RENDERED_PAGE_SECONDS * 1000)
      return {
        status: 'published',
        html: cached.html,
        version: page.version,
        script_hash: PAGE_SCRIPT_SHA256,
      };
    const html = renderInvitationPage({
      invitation: page.published,
      guestName: guest?.name ?? guest_name,
      guest: guest && {
        token: token!,
        people: guest.people,
        session: guest.session,
        passSvg: page.published.sections.includes('guest_qr')
          ? await passQrSvg(await this.passes.passOf(page.orderId, { id: guest.id, token: token! }))
          : null,
      },
      preview: false,
      now,
      pageUrl: this.pageUrl(client_id),
      actions: actionsOf(client_id),
      wishes: page.published.data.guest_replies
        ? await shownWishes(this.dataSource, client_id, WISHES_ON_PAGE)
        : [],
      notice,
    });
    if (plain) this.keepRendered(key, { html, at: now.getTime() });
    return { status: 'published', html, version: page.version, script_hash: PAGE_SCRIPT_SHA256 };
  }

  /** The order's listed guest a token names on its first page, or null. */
  private async linkedGuest(
    page: PageRow,
    token: string,
    db: DataSource | EntityManager = this.dataSource,
  ): Promise<LinkedGuest | null> {
    if (page.second) return null;
    return guestOfToken(db, page.orderId, token);
  }

  async calendar({
    client_id,
  }: ParsedRequestOf<typeof INVITATIONS.calendar>): Promise<{ ics: string } | null> {
    const page = await this.servedPage(client_id);
    return page ? { ics: eventsIcs(page.published, this.pageUrl(client_id)) } : null;
  }

  /**
   * A guest's RSVP. From a listed guest's own link (`guest_token`) it is theirs: at most their
   * invitation's people, and their one current answer (answering again replaces it).
   */
  rsvp({
    client_id,
    source,
    input,
    guest_token,
  }: ParsedRequestOf<typeof INVITATIONS.rsvp>): Promise<{ message: string }> {
    return this.reply(client_id, source, guest_token, async (manager, _page, guest) => {
      if (guest && input.people > guest.people)
        throw rpcFailure('bad_request', GUEST_MESSAGES.tooManyPeople(guest.people));
      const keepSeconds = Math.max(SOURCE_WINDOW_SECONDS, INVITATION_WINDOW_SECONDS);
      await insertRsvp(manager, client_id, source, input, guest && { id: guest.id, keepSeconds });
      return INVITATION_PAGE_MESSAGES.rsvpThanks;
    });
  }

  wish({
    client_id,
    source,
    input,
    guest_token,
  }: ParsedRequestOf<typeof INVITATIONS.wish>): Promise<{ message: string }> {
    return this.reply(client_id, source, guest_token, async (manager, page) => {
      if (!page.published.data.guest_replies)
        throw rpcFailure('conflict', INVITATION_PAGE_MESSAGES.wishesClosed);
      await insertWish(manager, client_id, source, input);
      // The plain page lists the newest wishes: this replica makes it again on the next visit.
      this.forgetRendered(client_id);
      return INVITATION_PAGE_MESSAGES.wishThanks;
    });
  }

  async responses({ order_id }: ParsedRequestOf<typeof INVITATIONS.responses>): Promise<InvitationResponses> {
    const pages = await pagesOfOrder(this.dataSource, order_id);
    const ids = pages.map((page) => page.clientId);
    const [rsvps, wishes] = await Promise.all([
      rsvpsOf(this.dataSource, ids),
      wishesOf(this.dataSource, ids),
    ]);
    const second = pages.find((page) => page.second);
    return {
      client_id: ids[0] ?? null,
      split_url: second ? this.pageUrl(second.clientId) : null,
      rsvps,
      wishes,
      attending_people: rsvps.filter((r) => r.attending).reduce((sum, r) => sum + r.people, 0),
      declined: rsvps.filter((r) => !r.attending).length,
    };
  }

  /** A page guests may open now: published, not held, not closed. */
  private async servedPage(
    clientId: string,
    db: DataSource | EntityManager = this.dataSource,
  ): Promise<PageRow | null> {
    const page = await pageOf(db, clientId);
    if (!page || page.held || page.closesAt.getTime() <= this.now().getTime()) return null;
    return page;
  }

  /**
   * A guest's reply, counted against the limits under the invitation's lock, then written. With a
   * token it is a listed guest's (an unknown one is no page); without one, it is refused while the
   * couple keeps their page to listed guests.
   */
  private reply(
    clientId: string,
    source: string,
    token: string | null,
    write: (manager: EntityManager, page: PageRow, guest: LinkedGuest | null) => Promise<string>,
  ): Promise<{ message: string }> {
    return this.dataSource.transaction(async (manager) => {
      // Inside the transaction's own connection: one reply holds one connection, however many wait.
      const page = await this.servedPage(clientId, manager);
      if (!page) throw rpcFailure('not_found', INVITATION_PAGE_MESSAGES.notFound);
      const guest = token === null ? null : await this.linkedGuest(page, token, manager);
      if (token !== null && !guest) throw rpcFailure('not_found', INVITATION_PAGE_MESSAGES.notFound);
      if (!guest && !(await settingsOf(manager, page.orderId)).openLink)
        throw rpcFailure('forbidden', GUEST_MESSAGES.personalOnly);
      await lockReplies(manager, clientId);
      const recent = await recentReplies(manager, clientId, source, {
        sourceWindowSeconds: SOURCE_WINDOW_SECONDS,
        invitationWindowSeconds: INVITATION_WINDOW_SECONDS,
      });
      if (
        recent.fromSource >= this.settings.repliesPerSource ||
        recent.all >= this.settings.repliesPerInvitation
      )
        throw rpcFailure('rate_limited', INVITATION_PAGE_MESSAGES.tooMany);
      return { message: await write(manager, page, guest) };
    });
  }

  /** The page's address guests share: on the shop's public address, never one a request named. */
  private pageUrl(clientId: string): string {
    return `${this.settings.publicBaseUrl.replace(/\/$/, '')}/${encodeURIComponent(clientId)}`;
  }

  private keepRendered(key: string, page: { html: string; at: number }): void {
    this.rendered.delete(key);
    if (this.rendered.size >= RENDERED_PAGES_KEPT) this.rendered.delete(this.rendered.keys().next().value!);
    this.rendered.set(key, page);
  }

  /** Forgets a page's rendered copies: its wishes changed. */
  forgetRendered(clientId: string): void {
    for (const key of this.rendered.keys()) if (key.startsWith(`${clientId}:`)) this.rendered.delete(key);
  }
}

/** Where a page's forms and calendar link go (the gateway's guest routes). */
export function actionsOf(clientId: string): { rsvp: string; wish: string; calendar: string } {
  const base = `/api/undangan/${encodeURIComponent(clientId)}`;
  return { rsvp: `${base}/rsvp`, wish: `${base}/ucapan`, calendar: `${base}/kalender.ics` };
}
