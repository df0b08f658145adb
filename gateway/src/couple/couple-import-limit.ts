import { Inject, Injectable } from '@nestjs/common';
import { GUEST_SHEET_LIMITS, GUEST_SHEET_MESSAGES } from '@undangan/contracts';
import type { FastifyReply } from 'fastify';
import { admitOrRefuse, WindowCounts } from '../limits/window-counts';

export const COUPLE_IMPORT_LIMIT = {
  limit: GUEST_SHEET_LIMITS.readsPerWindow,
  windowMs: GUEST_SHEET_LIMITS.readWindowMinutes * 60_000,
};

/**
 * Guest list files read for one invitation (checked or imported), counted per order whatever the
 * device or session: reading a workbook is the heaviest thing a couple asks of the shop, and the
 * couple's routes pass the per-client limit on public writes. Only a file that passed the body's
 * checks is counted: a refused body never reaches the service. Over the limit: 429 with Retry-After.
 */
@Injectable()
export class CoupleImportLimit {
  constructor(@Inject(WindowCounts) private readonly counts: WindowCounts) {}

  async admit(orderId: string, reply: FastifyReply): Promise<void> {
    await admitOrRefuse(
      this.counts,
      `couple-import ${orderId}`,
      COUPLE_IMPORT_LIMIT,
      reply,
      GUEST_SHEET_MESSAGES.tooManyReads,
    );
  }
}
