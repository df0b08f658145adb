import {
  Deleted,
  Holiday,
  HOLIDAY_MESSAGES,
  holidayDaySchema,
  HolidayInput,
  holidayInputSchema,
} from '@undangan/contracts';
import { parseRpcInput, rpcFailure } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { deleteHoliday, insertHoliday, listHolidays } from './holidays.table';

const dayRequestSchema = z.object({ day: holidayDaySchema });

/**
 * The holidays the admin keeps, for the promised date's working days. The input is checked again
 * here, since ordering owns the table: a day PostgreSQL cannot read would otherwise be a 500.
 */
export class HolidaysService {
  constructor(private readonly dataSource: DataSource) {}

  list(): Promise<Holiday[]> {
    return listHolidays(this.dataSource.manager);
  }

  /** A day already a holiday is refused (409), not renamed: a change of name is a removal and an add. */
  async add(input: HolidayInput): Promise<Holiday> {
    const holiday = parseRpcInput(holidayInputSchema, input);
    const added = await insertHoliday(this.dataSource.manager, holiday);
    if (!added) throw rpcFailure('conflict', HOLIDAY_MESSAGES.exists(holiday.day));
    return added;
  }

  async remove(request: { day: string }): Promise<Deleted> {
    const { day } = parseRpcInput(dayRequestSchema, request);
    if (!(await deleteHoliday(this.dataSource.manager, day)))
      throw rpcFailure('not_found', HOLIDAY_MESSAGES.notFound);
    return { deleted: true };
  }
}
