import { Deleted, Holiday, HOLIDAY_MESSAGES, HolidayInput } from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { deleteHoliday, insertHoliday, listHolidays } from './holidays.table';

/**
 * The holidays the admin keeps, for the promised date's working days. The contract's schema
 * (checked by @Handles) refuses a day PostgreSQL cannot read, which would otherwise be a 500.
 */
export class HolidaysService {
  constructor(private readonly dataSource: DataSource) {}

  list(): Promise<Holiday[]> {
    return listHolidays(this.dataSource.manager);
  }

  /** A day already a holiday is refused (409), not renamed: a change of name is a removal and an add. */
  async add(holiday: HolidayInput): Promise<Holiday> {
    const added = await insertHoliday(this.dataSource.manager, holiday);
    if (!added) throw rpcFailure('conflict', HOLIDAY_MESSAGES.exists(holiday.day));
    return added;
  }

  async remove(request: { day: string }): Promise<Deleted> {
    const { day } = request;
    if (!(await deleteHoliday(this.dataSource.manager, day)))
      throw rpcFailure('not_found', HOLIDAY_MESSAGES.notFound);
    return { deleted: true };
  }
}
