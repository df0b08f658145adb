import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import {
  ORDERING,
  validate,
  wholeNumber,
  reconcilePassResultSchema,
  ReconcilePassResult,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdminGuard } from '../auth/admin.guard';
import { HttpError } from '../http/http-error';
import { ServiceClients } from '../rpc/service-clients';
import { ApiDoc } from '../openapi/api-doc';

/** At most thirty days: older pending payments have long expired at Midtrans anyway. */
const MAX_AGE_MS = 30 * 24 * 3600 * 1000;

export const reconcileSchema = z.object({
  olderThanMs: wholeNumber('olderThanMs', 0, MAX_AGE_MS).default(0),
});

/**
 * Reconciliation on demand: the open questions (pending online payments, closed ones whose Snap
 * page may still be paid, paid ones whose money may have gone back) are put to Midtrans now,
 * instead of at the next scheduled pass, within a few seconds. The body is optional; by default
 * every pending payment counts.
 */
@Controller('api/admin/payments')
@UseGuards(AdminGuard)
export class ReconcileController {
  constructor(@Inject(ServiceClients) private readonly rpc: ServiceClients) {}

  @Post('reconcile')
  @ApiDoc({
    summary: 'Ask Midtrans now about the open payments',
    body: reconcileSchema,
    answer: { description: 'What the pass did.', schema: reconcilePassResultSchema },
    example: { olderThanMs: 0 },
  })
  @HttpCode(200)
  reconcile(@Body() body: unknown, @Req() req: FastifyRequest): Promise<ReconcilePassResult> {
    const parsed = validate(reconcileSchema, body ?? {});
    if (!parsed.ok) throw new HttpError('bad_request', parsed.message);
    return this.rpc.call(ORDERING.reconcilePending, parsed.value, req.id);
  }
}
