import {
  DEFAULT_MESSAGE_TEMPLATE,
  DEFAULT_REMINDER_TEMPLATE,
  GUEST_LIMITS,
  GUEST_MESSAGES,
  GUESTS,
  type Guest,
  type GuestGroup,
  type GuestInput,
  type GuestList,
  type GuestSession,
  type GuestSettings,
  type GuestSummary,
  type ManagedWish,
  type ParsedRequestOf,
} from '@undangan/contracts';
import { isForeignKeyViolation, isUniqueViolation, rpcFailure } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { setWishHidden, wishesOfOrder } from '../guest-replies.table';
import { domainOfOrder } from '../domains/custom-domains.table';
import { pagesOfOrder } from '../pages.table';
import {
  deleteGroup,
  GROUP_NAME_KEY,
  groupCount,
  groupsOf,
  insertGroup,
  ownGroupIds,
  renameGroup,
  type GroupRow,
} from './guest-groups.table';
import {
  deleteSession,
  insertSession,
  ownSessionIds,
  SESSION_NAME_KEY,
  sessionCount,
  sessionsOf,
  updateSession,
  type SessionRow,
} from './guest-sessions.table';
import { saveSettings, settingsOf, type SettingsRow } from './guest-settings.table';
import { newGuestToken } from './guest-tokens';
import {
  deleteGuest,
  guestCount,
  guestIdOfToken,
  guestOf,
  guestPage,
  guestsPerPart,
  guestSummary,
  insertGuests,
  lockGuestList,
  markGuestsSent,
  replaceToken,
  updateGuest,
  type GuestRow,
} from './guests.table';

type Request<K extends keyof typeof GUESTS> = ParsedRequestOf<(typeof GUESTS)[K]>;

/** How often a taken token is drawn again before giving up (each draw fails with p < 2^-58). */
const TOKEN_ATTEMPTS = 5;

/**
 * A couple's guest list for one order: the guests with their own links, groups, sessions, the
 * sending settings, who is coming, and the couple's power over the wishes. Every call names the
 * order, and a guest, group, session or wish of another order is not found.
 */
export class GuestsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly publicBaseUrl: string,
    /** A wish hidden or shown: the page's rendered copy is made again. */
    private readonly wishesChanged: (clientId: string) => void = () => undefined,
  ) {}

  async list(request: Request<'list'>): Promise<GuestList> {
    const { order_id, page, page_size } = request;
    const [{ rows, total }, base] = await Promise.all([
      guestPage(this.dataSource, order_id, {
        search: request.search,
        group: request.group,
        session: request.session,
        status: request.status,
        limit: page_size,
        offset: (page - 1) * page_size,
      }),
      this.linkBase(this.dataSource, order_id),
    ]);
    return { guests: rows.map((row) => toGuest(row, base, this.publicBaseUrl)), total, page, page_size };
  }

  async get({ order_id, guest_id }: Request<'get'>): Promise<Guest> {
    return this.answerGuest(this.dataSource, order_id, guest_id);
  }

  async add({ order_id, guest }: Request<'add'>): Promise<Guest> {
    return this.inList(order_id, async (manager) => {
      await this.checkRoom(manager, order_id, 1);
      await this.checkParts(manager, order_id, [guest]);
      const [token] = await this.insertAll(manager, order_id, [guest]);
      return this.answerGuest(manager, order_id, (await guestIdOfToken(manager, token))!);
    });
  }

  /** The rows of an import: all of them or none, within the list's limit. */
  async bulkAdd({ order_id, guests }: Request<'bulkAdd'>): Promise<{ added: number }> {
    const { added } = await this.addPrepared(order_id, () => Promise.resolve({ guests }));
    return { added };
  }

  /**
   * Guests made from the list as it stands, under its lock: `prepare` reads the list in the
   * transaction (and may make the groups the guests name), then the guests are added, all of them
   * or none, within the list's limit.
   */
  async addPrepared<T extends { guests: GuestInput[] }>(
    orderId: string,
    prepare: (manager: EntityManager) => Promise<T>,
  ): Promise<T & { added: number }> {
    return this.inList(orderId, async (manager) => {
      const prepared = await prepare(manager);
      await this.checkRoom(manager, orderId, prepared.guests.length);
      await this.checkParts(manager, orderId, prepared.guests);
      const tokens = await this.insertAll(manager, orderId, prepared.guests);
      return { ...prepared, added: tokens.length };
    });
  }

  async edit({ order_id, guest_id, guest }: Request<'edit'>): Promise<Guest> {
    return this.inList(order_id, async (manager) => {
      await this.checkParts(manager, order_id, [guest]);
      if (!(await updateGuest(manager, order_id, guest_id, guest)))
        throw rpcFailure('not_found', GUEST_MESSAGES.notFound);
      return this.answerGuest(manager, order_id, guest_id);
    });
  }

  async remove({ order_id, guest_id }: Request<'remove'>): Promise<{ deleted: true }> {
    return this.inList(order_id, async (manager) => {
      if (!(await deleteGuest(manager, order_id, guest_id)))
        throw rpcFailure('not_found', GUEST_MESSAGES.notFound);
      return { deleted: true as const };
    });
  }

  async reissueLink({ order_id, guest_id }: Request<'reissueLink'>): Promise<Guest> {
    return this.inList(order_id, async (manager) => {
      for (let attempt = 0; attempt < TOKEN_ATTEMPTS; attempt++) {
        const replaced = await replaceToken(manager, order_id, guest_id, newGuestToken());
        if (replaced === false) throw rpcFailure('not_found', GUEST_MESSAGES.notFound);
        if (replaced) return this.answerGuest(manager, order_id, guest_id);
      }
      throw new Error('no free guest token after several draws');
    });
  }

  async markSent({ order_id, guest_ids }: Request<'markSent'>): Promise<{ marked: number }> {
    const marked = await markGuestsSent(this.dataSource, order_id, [...new Set(guest_ids)]);
    if (marked === 0) throw rpcFailure('not_found', GUEST_MESSAGES.notFound);
    return { marked };
  }

  /** Who is coming, in one snapshot of the list and its answers. */
  summary({ order_id }: Request<'summary'>): Promise<GuestSummary> {
    return this.dataSource.transaction('REPEATABLE READ', (manager) => guestSummary(manager, order_id));
  }

  async groups({ order_id }: Request<'groups'>): Promise<GuestGroup[]> {
    const [groups, counts] = await Promise.all([
      groupsOf(this.dataSource, order_id),
      guestsPerPart(this.dataSource, order_id),
    ]);
    return groups.map((group) => toGroup(group, counts.groups));
  }

  async addGroup({ order_id, name }: Request<'addGroup'>): Promise<GuestGroup> {
    return this.inList(order_id, async (manager) => {
      if ((await groupCount(manager, order_id)) >= GUEST_LIMITS.groupsPerOrder)
        throw rpcFailure('conflict', GUEST_MESSAGES.tooManyGroups);
      const group = await uniqueName(
        () => insertGroup(manager, order_id, name),
        GROUP_NAME_KEY,
        GUEST_MESSAGES.groupTaken,
      );
      return { ...group, guests: 0 };
    });
  }

  async editGroup({ order_id, group_id, name }: Request<'editGroup'>): Promise<GuestGroup> {
    return this.inList(order_id, async (manager) => {
      const group = await uniqueName(
        () => renameGroup(manager, order_id, group_id, name),
        GROUP_NAME_KEY,
        GUEST_MESSAGES.groupTaken,
      );
      if (!group) throw rpcFailure('not_found', GUEST_MESSAGES.groupNotFound);
      return toGroup(group, (await guestsPerPart(manager, order_id)).groups);
    });
  }

  async removeGroup({ order_id, group_id }: Request<'removeGroup'>): Promise<{ deleted: true }> {
    return this.inList(order_id, async (manager) => {
      if (!(await deleteGroup(manager, order_id, group_id)))
        throw rpcFailure('not_found', GUEST_MESSAGES.groupNotFound);
      return { deleted: true as const };
    });
  }

  async sessions({ order_id }: Request<'sessions'>): Promise<GuestSession[]> {
    const [sessions, counts] = await Promise.all([
      sessionsOf(this.dataSource, order_id),
      guestsPerPart(this.dataSource, order_id),
    ]);
    return sessions.map((session) => toSession(session, counts.sessions));
  }

  async addSession({ order_id, session }: Request<'addSession'>): Promise<GuestSession> {
    return this.inList(order_id, async (manager) => {
      if ((await sessionCount(manager, order_id)) >= GUEST_LIMITS.sessionsPerOrder)
        throw rpcFailure('conflict', GUEST_MESSAGES.tooManySessions);
      const row = await uniqueName(
        () => insertSession(manager, order_id, session),
        SESSION_NAME_KEY,
        GUEST_MESSAGES.sessionTaken,
      );
      return { ...row, guests: 0 };
    });
  }

  async editSession({ order_id, session_id, session }: Request<'editSession'>): Promise<GuestSession> {
    return this.inList(order_id, async (manager) => {
      const row = await uniqueName(
        () => updateSession(manager, order_id, session_id, session),
        SESSION_NAME_KEY,
        GUEST_MESSAGES.sessionTaken,
      );
      if (!row) throw rpcFailure('not_found', GUEST_MESSAGES.sessionNotFound);
      return toSession(row, (await guestsPerPart(manager, order_id)).sessions);
    });
  }

  async removeSession({ order_id, session_id }: Request<'removeSession'>): Promise<{ deleted: true }> {
    return this.inList(order_id, async (manager) => {
      if (!(await deleteSession(manager, order_id, session_id)))
        throw rpcFailure('not_found', GUEST_MESSAGES.sessionNotFound);
      return { deleted: true as const };
    });
  }

  async settings({ order_id }: Request<'settings'>): Promise<GuestSettings> {
    return toSettings(await settingsOf(this.dataSource, order_id));
  }

  async setSettings(request: Request<'setSettings'>): Promise<GuestSettings> {
    return toSettings(
      await saveSettings(this.dataSource, request.order_id, {
        openLink: request.open_link,
        messageTemplate: request.message_template,
        reminderTemplate: request.reminder_template,
      }),
    );
  }

  wishes({ order_id }: Request<'wishes'>): Promise<ManagedWish[]> {
    return wishesOfOrder(this.dataSource, order_id);
  }

  async setWishHidden({ order_id, wish_id, hidden }: Request<'setWishHidden'>): Promise<ManagedWish> {
    const wish = await setWishHidden(this.dataSource, order_id, wish_id, hidden);
    if (!wish) throw rpcFailure('not_found', GUEST_MESSAGES.wishNotFound);
    this.wishesChanged(wish.client_id);
    return wish;
  }

  /**
   * A change of the order's list, under its lock: a group or session removed meanwhile is not found
   * (its foreign key), never a 500.
   */
  private inList<T>(orderId: string, change: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource
      .transaction(async (manager) => {
        await lockGuestList(manager, orderId);
        return change(manager);
      })
      .catch((err: unknown) => {
        if (isForeignKeyViolation(err, 'guests_group_fkey'))
          throw rpcFailure('not_found', GUEST_MESSAGES.groupNotFound);
        if (isForeignKeyViolation(err, 'guests_session_fkey'))
          throw rpcFailure('not_found', GUEST_MESSAGES.sessionNotFound);
        throw err;
      });
  }

  private async checkRoom(manager: EntityManager, orderId: string, adding: number): Promise<void> {
    const room = GUEST_LIMITS.guestsPerOrder - (await guestCount(manager, orderId));
    if (adding > room) throw rpcFailure('conflict', GUEST_MESSAGES.tooManyGuests(room));
  }

  /** Every group and session the guests name is the order's own. */
  private async checkParts(manager: EntityManager, orderId: string, guests: GuestInput[]): Promise<void> {
    const groups = [...new Set(guests.flatMap((g) => (g.group_id ? [g.group_id] : [])))];
    const sessions = [...new Set(guests.flatMap((g) => (g.session_id ? [g.session_id] : [])))];
    if (groups.length > 0 && (await ownGroupIds(manager, orderId, groups)).size !== groups.length)
      throw rpcFailure('not_found', GUEST_MESSAGES.groupNotFound);
    if (sessions.length > 0 && (await ownSessionIds(manager, orderId, sessions)).size !== sessions.length)
      throw rpcFailure('not_found', GUEST_MESSAGES.sessionNotFound);
  }

  /** Writes the guests, each with a token of their own; a token already taken is drawn again. */
  private async insertAll(manager: EntityManager, orderId: string, guests: GuestInput[]): Promise<string[]> {
    let waiting = guests;
    const written: string[] = [];
    for (let attempt = 0; waiting.length > 0; attempt++) {
      if (attempt === TOKEN_ATTEMPTS) throw new Error('no free guest tokens after several draws');
      const drawn = waiting.map((guest) => ({ ...guest, token: newGuestToken() }));
      const done = new Set(await insertGuests(manager, orderId, drawn));
      written.push(...done);
      waiting = drawn.filter((guest) => !done.has(guest.token));
    }
    return written;
  }

  private async answerGuest(
    db: DataSource | EntityManager,
    orderId: string,
    guestId: string,
  ): Promise<Guest> {
    // One after the other: within a transaction the manager holds a single connection.
    const row = await guestOf(db, orderId, guestId);
    const base = await this.linkBase(db, orderId);
    if (!row) throw rpcFailure('not_found', GUEST_MESSAGES.notFound);
    return toGuest(row, base, this.publicBaseUrl);
  }

  /**
   * Where the order's guests' links start: its first page on the shop's address, and the couple's
   * own domain when it has one (a guest's token opens their page there at `/{token}`). Null before
   * the invitation is published.
   */
  private async linkBase(db: DataSource | EntityManager, orderId: string): Promise<LinkBase | null> {
    const first = (await pagesOfOrder(db, orderId)).find((page) => !page.second);
    if (!first) return null;
    const domain = await domainOfOrder(db, orderId);
    const shop = new URL(this.publicBaseUrl);
    return {
      clientId: first.clientId,
      origin: domain ? `${shop.protocol}//${domain.host}` : null,
    };
  }
}

/** An order's page for its guests' links, and the couple's own domain's origin when it has one. */
interface LinkBase {
  clientId: string;
  origin: string | null;
}

/** A guest's own link on the shop's origin: the order's first page, then their token. */
export function guestLinkPath(clientId: string, token: string): string {
  return `/${encodeURIComponent(clientId)}/${token}`;
}

/** The address a guest is sent: on the couple's own domain when it has one, else on the shop's. */
function guestLinkUrl(base: LinkBase, token: string, publicBaseUrl: string): string {
  return base.origin === null
    ? `${publicBaseUrl.replace(/\/$/, '')}${guestLinkPath(base.clientId, token)}`
    : `${base.origin}/${token}`;
}

function toGuest(row: GuestRow, base: LinkBase | null, publicBaseUrl: string): Guest {
  const path = base === null ? null : guestLinkPath(base.clientId, row.token);
  const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    group_id: row.groupId,
    session_id: row.sessionId,
    people: row.people,
    status: row.status,
    answered_people: row.answeredPeople,
    link_path: path,
    link_url: base === null ? null : guestLinkUrl(base, row.token, publicBaseUrl),
    link_issued_at: iso(row.linkIssuedAt)!,
    sent_at: iso(row.sentAt),
    opened_at: iso(row.openedAt),
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt)!,
  };
}

function toGroup(group: GroupRow, counts: Map<string, number>): GuestGroup {
  return { id: group.id, name: group.name, guests: counts.get(group.id) ?? 0 };
}

function toSession(session: SessionRow, counts: Map<string, number>): GuestSession {
  return { ...session, guests: counts.get(session.id) ?? 0 };
}

function toSettings(row: SettingsRow): GuestSettings {
  return {
    open_link: row.openLink,
    message_template: row.messageTemplate,
    reminder_template: row.reminderTemplate,
    message_template_used: row.messageTemplate ?? DEFAULT_MESSAGE_TEMPLATE,
    reminder_template_used: row.reminderTemplate ?? DEFAULT_REMINDER_TEMPLATE,
  };
}

/** A write that may meet the order's unique name: refused with the couple's words, not a 500. */
async function uniqueName<T>(write: () => Promise<T>, key: string, message: string): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, key)) throw rpcFailure('conflict', message);
    throw err;
  }
}
