import { Controller, Get, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import {
  MESSAGES,
  NOTIFICATIONS,
  UNDELIVERED_EMAILS_LIMIT,
  emailListSchema,
  emailRecordSchema,
  orderIdRequestSchema,
  type EmailList,
  type EmailRecord,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuditTrail } from '../audit/audit-trail';
import { AdminGuard, AdminRequest } from '../auth/admin.guard';
import { HttpError } from '../http/http-error';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ServiceClients } from '../rpc/service-clients';
import { ApiDoc } from '../openapi/api-doc';

/** The notifications service names its emails by uuid; anything else is refused here, before any call. */
export const emailIdSchema = z.uuid({ error: 'ID email tidak valid.' });

// Exported only because eslint's no-useless-assignment misses uses inside parameter decorators.
export const emailIdParam = new ZodValidationPipe(emailIdSchema);
export const orderEmailsQuery = new ZodValidationPipe(orderIdRequestSchema);

/**
 * The shop's emails as the admin sees them: those of one order (beside its payment and its order),
 * those that could not be delivered, and a resend. The notifications service answers all three;
 * while it is away they answer 503 like every other service's routes.
 */
@Controller('api/admin/emails')
@UseGuards(AdminGuard)
export class EmailsAdminController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  @Get()
  @ApiDoc({ summary: "An order's emails, oldest first", answer: emailListSchema })
  forOrder(
    @Query(orderEmailsQuery) query: { order_id: string },
    @Req() req: FastifyRequest,
  ): Promise<EmailList> {
    return this.rpc.call(NOTIFICATIONS.forOrder, { orderId: query.order_id }, req.id);
  }

  @Get('undelivered')
  @ApiDoc({
    summary: 'Emails that could not be delivered, newest first',
    description: `Parked after their last attempt, or refused for their address; at most ${UNDELIVERED_EMAILS_LIMIT}.`,
    answer: emailListSchema,
  })
  undelivered(@Req() req: FastifyRequest): Promise<EmailList> {
    return this.rpc.call(NOTIFICATIONS.undelivered, {}, req.id);
  }

  /** The first email stays as it was; the answer is its copy, queued to be sent now. */
  @Post(':id/resend')
  @ApiDoc({
    summary: 'Send an email again, as a new email beside the first',
    answer: { description: 'The new email, queued.', schema: emailRecordSchema },
    errors: [404, 409],
  })
  resend(@Param('id', emailIdParam) id: string, @Req() req: AdminRequest): Promise<EmailRecord> {
    const admin = req.admin;
    if (!admin) throw new HttpError('unauthorized', MESSAGES.unauthorized);
    return this.audit.track(req, 'email.resend', id, () =>
      this.rpc.call(NOTIFICATIONS.resend, { id, requestedBy: admin.username }, req.id),
    );
  }
}
