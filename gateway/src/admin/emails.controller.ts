import { Controller, UseGuards } from '@nestjs/common';
import {
  NOTIFICATIONS,
  UNDELIVERED_EMAILS_LIMIT,
  emailListSchema,
  emailRecordSchema,
  orderIdRequestSchema,
} from '@undangan/contracts';
import { z } from 'zod';
import { AdminGuard, signedInAdmin } from '../auth/admin.guard';
import { route, RouteTable, TableController } from '../rpc/rpc-routes';

/** The notifications service names its emails by uuid; anything else is refused here, before any call. */
const emailIdSchema = z.uuid({ error: 'ID email tidak valid.' });

/**
 * The shop's emails as the admin sees them: those of one order (beside its payment and its order),
 * those that could not be delivered, and a resend. The notifications service answers all three;
 * while it is away they answer 503 like every other service's routes.
 */
@Controller('api/admin/emails')
@UseGuards(AdminGuard)
@RouteTable({
  forOrder: route('GET', NOTIFICATIONS.forOrder, {
    query: orderIdRequestSchema,
    doc: { summary: "An order's emails, oldest first", answer: emailListSchema },
    request: ({ query }) => ({ orderId: query.order_id }),
  }),
  undelivered: route('GET undelivered', NOTIFICATIONS.undelivered, {
    doc: {
      summary: 'Emails that could not be delivered, newest first',
      description: `Parked after their last attempt, or refused for their address; at most ${UNDELIVERED_EMAILS_LIMIT}.`,
      answer: emailListSchema,
    },
    request: () => ({}),
  }),
  /** The first email stays as it was; the answer is its copy, queued to be sent now. */
  resend: route('POST :id/resend', NOTIFICATIONS.resend, {
    params: { id: emailIdSchema },
    doc: {
      summary: 'Send an email again, as a new email beside the first',
      answer: { description: 'The new email, queued.', schema: emailRecordSchema },
      errors: [404, 409],
    },
    request: ({ params }, req) => ({ id: params.id, requestedBy: signedInAdmin(req).username }),
    audit: { action: 'email.resend', target: ({ params }) => params.id },
  }),
})
export class EmailsAdminController extends TableController {}
