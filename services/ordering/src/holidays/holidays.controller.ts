import { ORDERING } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { HolidaysService } from './holidays.service';

/** The holidays the admin keeps: listed, added, removed. */
export const HolidaysController = rpcController('HolidaysController', HolidaysService, (on) => [
  on(ORDERING.listHolidays, (holidays) => holidays.list()),
  on(ORDERING.addHoliday, (holidays, input) => holidays.add(input)),
  on(ORDERING.removeHoliday, (holidays, request) => holidays.remove(request)),
]);
