import { Controller, UseGuards } from '@nestjs/common';
import {
  adminRevisionRowSchema,
  adminRevisionsQuerySchema,
  ORDERING,
  revisionUpdateSchema,
} from '@undangan/contracts';
import { z } from 'zod';
import { AdminGuard } from '../auth/admin.guard';
import { route, RouteTable, TableController } from '../rpc/rpc-routes';

const revisionIdSchema = z.uuid({ error: 'Revisi tidak ditemukan.' });

/** The revision queue: what couples asked for, whether paid, and where each stands. */
@Controller('api/admin/revisions')
@UseGuards(AdminGuard)
@RouteTable({
  list: route('GET', ORDERING.revisionQueue, {
    query: adminRevisionsQuerySchema,
    doc: { summary: 'Revisions asked by couples, newest first', answer: z.array(adminRevisionRowSchema) },
    request: ({ query }) => query,
  }),
  update: route('PUT :id', ORDERING.updateRevision, {
    params: { id: revisionIdSchema },
    body: revisionUpdateSchema,
    doc: {
      summary: 'Mark a revision done, put it back in the queue, or withdraw it',
      description: 'A revision still waiting for its payment may only be withdrawn (409 otherwise).',
      answer: adminRevisionRowSchema,
      errors: [404, 409],
      example: { status: 'done' },
    },
    request: ({ params, body }) => ({ id: params.id, input: body }),
    audit: { action: 'revision.update', target: ({ params }) => params.id },
  }),
})
export class RevisionsAdminController extends TableController {}
