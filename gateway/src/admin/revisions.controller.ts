import { Body, Controller, Get, Inject, Param, Put, Query, Req, UseGuards } from '@nestjs/common';
import {
  AdminRevisionRow,
  adminRevisionRowSchema,
  AdminRevisionsQuery,
  adminRevisionsQuerySchema,
  ORDERING,
  RevisionUpdate,
  revisionUpdateSchema,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuditTrail } from '../audit/audit-trail';
import { AdminGuard, AdminRequest } from '../auth/admin.guard';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ApiDoc } from '../openapi/api-doc';
import { ServiceClients } from '../rpc/service-clients';

// Exported only because eslint's no-useless-assignment misses uses inside parameter decorators.
export const revisionId = new ZodValidationPipe(z.uuid({ error: 'Revisi tidak ditemukan.' }));

/** The revision queue: what couples asked for, whether paid, and where each stands. */
@Controller('api/admin/revisions')
@UseGuards(AdminGuard)
export class RevisionsAdminController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  @Get()
  @ApiDoc({ summary: 'Revisions asked by couples, newest first', answer: z.array(adminRevisionRowSchema) })
  list(
    @Query(new ZodValidationPipe(adminRevisionsQuerySchema)) query: AdminRevisionsQuery,
    @Req() req: FastifyRequest,
  ): Promise<AdminRevisionRow[]> {
    return this.rpc.call(ORDERING.revisionQueue, query, req.id);
  }

  @Put(':id')
  @ApiDoc({
    summary: 'Mark a revision done, put it back in the queue, or withdraw it',
    description: 'A revision still waiting for its payment may only be withdrawn (409 otherwise).',
    answer: adminRevisionRowSchema,
    errors: [404, 409],
    example: { status: 'done' },
  })
  update(
    @Param('id', revisionId) id: string,
    @Body(new ZodValidationPipe(revisionUpdateSchema)) input: RevisionUpdate,
    @Req() req: AdminRequest,
  ): Promise<AdminRevisionRow> {
    return this.audit.track(req, 'revision.update', id, () =>
      this.rpc.call(ORDERING.updateRevision, { id, input }, req.id),
    );
  }
}
