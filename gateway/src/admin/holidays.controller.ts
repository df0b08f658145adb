import { Body, Controller, Delete, Get, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import {
  deletedSchema,
  HolidayInput,
  holidayDaySchema,
  holidayInputSchema,
  holidaySchema,
  ORDERING,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuditTrail } from '../audit/audit-trail';
import { AdminGuard, AdminRequest } from '../auth/admin.guard';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ApiDoc } from '../openapi/api-doc';
import { ServiceClients } from '../rpc/service-clients';

/**
 * The holidays the admin keeps (Settings): days that are not working days when an order's
 * promised date is counted. Ordering owns them.
 */
@Controller('api/admin/holidays')
@UseGuards(AdminGuard)
export class HolidaysAdminController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  @Get()
  @ApiDoc({ summary: 'The holidays, by day', answer: z.array(holidaySchema) })
  list(@Req() req: FastifyRequest) {
    return this.rpc.call(ORDERING.listHolidays, {}, req.id);
  }

  @Post()
  @ApiDoc({
    summary: 'Add a holiday',
    description: 'A day already a holiday is refused (409); to rename one, remove it and add it again.',
    answer: holidaySchema,
    errors: [409],
    example: { day: '2026-12-25', name: 'Hari Raya Natal' },
  })
  add(@Body(new ZodValidationPipe(holidayInputSchema)) input: HolidayInput, @Req() req: AdminRequest) {
    return this.audit.track(req, 'holiday.add', input.day, () =>
      this.rpc.call(ORDERING.addHoliday, input, req.id),
    );
  }

  @Delete(':day')
  @ApiDoc({ summary: 'Remove a holiday', answer: deletedSchema, errors: [404] })
  remove(@Param('day', new ZodValidationPipe(holidayDaySchema)) day: string, @Req() req: AdminRequest) {
    return this.audit.track(req, 'holiday.remove', day, () =>
      this.rpc.call(ORDERING.removeHoliday, { day }, req.id),
    );
  }
}
