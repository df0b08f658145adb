import {
  COUPLE_ACCESS,
  COUPLE_ACCESS_MESSAGES,
  CoupleSession,
  CoupleSignInLinkIssuedData,
  EVENT_TYPES,
  PartnerAnswer,
  ParsedRequestOf,
} from '@undangan/contracts';
import { enqueueEvent, OutboxRelay, rpcFailure } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { addPartner, memberOf, partnerOf, recordOrderEmail, removePartner } from './couple-members.table';
import {
  deleteSessionsOf,
  deleteSession,
  insertSession,
  openSession,
  pruneSessions,
} from './couple-sessions.table';
import { deleteSignInsOf, insertSignIn, pruneSignIns, useSignIn } from './couple-sign-ins.table';
import { secretHash, newSecretToken } from '../secret-tokens';

export interface CoupleAccessSettings {
  /** How long a sign-in link opens a session (COUPLE_SIGN_IN_LINK_SECONDS; 0 in tests of expiry). */
  linkSeconds: number;
  /** How long a session lasts (COUPLE_SESSION_DAYS). */
  sessionDays: number;
}

type Request<K extends keyof typeof COUPLE_ACCESS> = ParsedRequestOf<(typeof COUPLE_ACCESS)[K]>;

/**
 * Who may open an order's dashboard, and the links and sessions that do. The gateway asks ordering
 * for the order's email and whether it is paid and passes them here; this service decides, keeps
 * hashes only, and writes each link's email through its outbox (notifications sends it).
 */
export class CoupleAccessService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: CoupleAccessSettings,
    private readonly relay?: OutboxRelay,
  ) {}

  /**
   * A link for the order's own email (the order paid) or its partner's; nothing for any other
   * address. The caller answers alike either way, so `issued` never reaches a browser.
   */
  async issueSignInLink(request: Request<'issueSignInLink'>): Promise<{ issued: boolean }> {
    const { order_id: orderId, email, order } = request;
    if (!order) return { issued: false };
    const issued = await this.dataSource.transaction(async (manager) => {
      if (email === order.email) await recordOrderEmail(manager, orderId, email);
      const member = await memberOf(manager, orderId, email);
      if (!member) return false;
      const greeting = member.role === 'pasangan' ? order.customer_name : '';
      await this.issueLink(manager, {
        orderId,
        email,
        reason: 'sign-in',
        customerName: greeting,
        origin: request.origin,
      });
      return true;
    });
    if (issued) this.relay?.kick();
    return { issued };
  }

  /** Exchanges a link for a session: a link used, expired, unknown or of a removed partner opens none. */
  async signIn(token: string): Promise<{ session_token: string; session: CoupleSession }> {
    return this.dataSource.transaction(async (manager) => {
      const link = await useSignIn(manager, secretHash(token));
      if (!link) throw rpcFailure('unauthorized', COUPLE_ACCESS_MESSAGES.linkInvalid);
      const member = (await memberOf(manager, link.order_id, link.email))!;
      const sessionToken = newSecretToken();
      const session = await insertSession(manager, {
        tokenHash: secretHash(sessionToken),
        orderId: link.order_id,
        email: link.email,
        days: this.settings.sessionDays,
      });
      await pruneSessions(manager);
      return {
        session_token: sessionToken,
        session: {
          session_id: session.id,
          order_id: link.order_id,
          email: link.email,
          role: member.role,
          expires_at: session.expires_at.toISOString(),
        },
      };
    });
  }

  async session(sessionToken: string): Promise<CoupleSession | null> {
    const row = await openSession(this.dataSource.manager, secretHash(sessionToken));
    if (!row) return null;
    return {
      session_id: row.id,
      order_id: row.order_id,
      email: row.email,
      role: row.role,
      expires_at: row.expires_at.toISOString(),
    };
  }

  async signOut(sessionId: string): Promise<{ ended: number }> {
    return { ended: await deleteSession(this.dataSource.manager, sessionId) };
  }

  async signOutEverywhere(orderId: string): Promise<{ ended: number }> {
    return { ended: await deleteSessionsOf(this.dataSource.manager, orderId) };
  }

  async partner(orderId: string): Promise<PartnerAnswer> {
    return partnerAnswer(await partnerOf(this.dataSource.manager, orderId));
  }

  /**
   * Invites the order's partner and emails them a link of its own kind. One partner per order:
   * inviting the same address again sends a new link; another address is refused until the first
   * is removed.
   */
  async invitePartner(request: Request<'invitePartner'>): Promise<PartnerAnswer> {
    const { order_id: orderId, email } = request;
    if (email === request.order_email)
      throw rpcFailure('bad_request', COUPLE_ACCESS_MESSAGES.partnerIsOrderEmail);
    const partner = await this.dataSource.transaction(async (manager) => {
      const kept = await addPartner(manager, orderId, email);
      if (kept.email !== email) throw rpcFailure('conflict', COUPLE_ACCESS_MESSAGES.partnerExists);
      await this.issueLink(manager, {
        orderId,
        email,
        reason: 'partner-invite',
        customerName: '',
        origin: request.origin,
      });
      return kept;
    });
    this.relay?.kick();
    return partnerAnswer(partner);
  }

  /** Removes the partner with every link and session of theirs, in one transaction. */
  async removePartner(orderId: string): Promise<{ removed: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      const email = await removePartner(manager, orderId);
      if (email === undefined) return { removed: false };
      await deleteSignInsOf(manager, orderId, email);
      await deleteSessionsOf(manager, orderId, email);
      return { removed: true };
    });
  }

  /** A new link's hash kept, and its email asked for, in the caller's transaction. */
  private async issueLink(
    manager: EntityManager,
    link: Omit<CoupleSignInLinkIssuedData, 'token' | 'expiresAt'>,
  ): Promise<void> {
    const token = newSecretToken();
    const expiresAt = await insertSignIn(manager, {
      tokenHash: secretHash(token),
      orderId: link.orderId,
      email: link.email,
      seconds: this.settings.linkSeconds,
    });
    const data: CoupleSignInLinkIssuedData = { ...link, token, expiresAt: expiresAt.toISOString() };
    await enqueueEvent(manager, EVENT_TYPES.coupleSignInLinkIssued, data);
    await pruneSignIns(manager);
  }
}

const partnerAnswer = (row: { email: string; invited_at: Date } | undefined): PartnerAnswer => ({
  partner: row ? { email: row.email, invited_at: row.invited_at.toISOString() } : null,
});
