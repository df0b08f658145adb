import { Controller, UseGuards } from '@nestjs/common';
import {
  deletedSchema,
  holidayDaySchema,
  holidayInputSchema,
  holidaySchema,
  ORDERING,
} from '@undangan/contracts';
import { z } from 'zod';
import { AdminGuard } from '../auth/admin.guard';
import { route, RouteTable, TableController } from '../rpc/rpc-routes';

/**
 * The holidays the admin keeps (Settings): days that are not working days when an order's
 * promised date is counted. Ordering owns them.
 */
@Controller('api/admin/holidays')
@UseGuards(AdminGuard)
@RouteTable({
  list: route('GET', ORDERING.listHolidays, {
    doc: { summary: 'The holidays, by day', answer: z.array(holidaySchema) },
    request: () => ({}),
  }),
  add: route('POST', ORDERING.addHoliday, {
    body: holidayInputSchema,
    doc: {
      summary: 'Add a holiday',
      description: 'A day already a holiday is refused (409); to rename one, remove it and add it again.',
      answer: holidaySchema,
      errors: [409],
      example: { day: '2026-12-25', name: 'Hari Raya Natal' },
    },
    request: ({ body }) => body,
    audit: { action: 'holiday.add', target: ({ body }) => body.day },
  }),
  remove: route('DELETE :day', ORDERING.removeHoliday, {
    params: { day: holidayDaySchema },
    doc: { summary: 'Remove a holiday', answer: deletedSchema, errors: [404] },
    request: ({ params }) => ({ day: params.day }),
    audit: { action: 'holiday.remove', target: ({ params }) => params.day },
  }),
})
export class HolidaysAdminController extends TableController {}
