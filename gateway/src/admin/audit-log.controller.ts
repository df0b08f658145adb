import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { AuditEntry, Page, wholeNumber, auditEntrySchema, pageSchema } from '@undangan/contracts';
import { z } from 'zod';
import { AuditTrail } from '../audit/audit-trail';
import { AdminGuard } from '../auth/admin.guard';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ApiDoc } from '../openapi/api-doc';

export const auditQuerySchema = z.object({
  page: wholeNumber('Halaman', 1, 1_000_000).default(1),
  limit: wholeNumber('Jumlah per halaman', 1, 100).default(20),
});

// Exported only because eslint's no-useless-assignment misses uses inside parameter decorators.
export const auditQuery = new ZodValidationPipe(auditQuerySchema);

/** The admins' changes, newest first. */
@Controller('api/admin/audit-log')
@UseGuards(AdminGuard)
export class AuditLogController {
  constructor(@Inject(AuditTrail) private readonly audit: AuditTrail) {}

  @Get()
  @ApiDoc({ summary: "The admins' changes, newest first", answer: pageSchema(auditEntrySchema), local: true })
  list(@Query(auditQuery) query: { page: number; limit: number }): Promise<Page<AuditEntry>> {
    return this.audit.page(query.page, query.limit);
  }
}
