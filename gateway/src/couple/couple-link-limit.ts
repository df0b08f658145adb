import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { COUPLE_ACCESS_MESSAGES, COUPLE_SIGN_IN } from '@undangan/contracts';
import type { FastifyReply } from 'fastify';
import { admitOrRefuse, WindowCounts } from '../limits/window-counts';

export const COUPLE_LINK_LIMIT = { limit: COUPLE_SIGN_IN.perOrderAndAddressPerHour, windowMs: 60 * 60_000 };

/**
 * Sign-in links asked for one order and one address (an email, or the phone tracking sends): every
 * request counts, matched or not, so a 429 says no more than the answer it replaces, and an inbox
 * gets at most a few links an hour however often its order id is typed. The per-client limit on
 * public writes (PublicWriteLimited) slows one sender across orders. The address is counted by
 * its hash: the counts' table names no one.
 */
@Injectable()
export class CoupleLinkLimit {
  constructor(@Inject(WindowCounts) private readonly counts: WindowCounts) {}

  async admit(orderId: string, address: string, reply: FastifyReply): Promise<void> {
    const hashed = createHash('sha256').update(address).digest('base64url').slice(0, 22);
    await admitOrRefuse(
      this.counts,
      `couple-link ${orderId.toUpperCase()} ${hashed}`,
      COUPLE_LINK_LIMIT,
      reply,
      COUPLE_ACCESS_MESSAGES.tooManyLinks,
    );
  }
}
