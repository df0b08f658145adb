import type { Holiday } from '@undangan/contracts';
import type { EntityManager } from 'typeorm';

/** Every statement about `holidays`: the Jakarta calendar days the admin keeps as holidays. */

// The day leaves PostgreSQL as text: a `date` read into a JS Date would be midnight in the
// server's own time zone, and the day could move.
const HOLIDAY_COLUMNS = `to_char(day, 'YYYY-MM-DD') AS day, name,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** Every holiday, by day. */
export async function listHolidays(manager: EntityManager): Promise<Holiday[]> {
  return manager.query(`SELECT ${HOLIDAY_COLUMNS} FROM holidays ORDER BY day`);
}

/** Records a holiday; undefined when its day already is one. */
export async function insertHoliday(
  manager: EntityManager,
  holiday: { day: string; name: string },
): Promise<Holiday | undefined> {
  const [row] = await manager.query(
    `INSERT INTO holidays (day, name) VALUES ($1::date, $2)
     ON CONFLICT (day) DO NOTHING RETURNING ${HOLIDAY_COLUMNS}`,
    [holiday.day, holiday.name],
  );
  return row;
}

/** Forgets the holiday of a day; false when there was none. */
export async function deleteHoliday(manager: EntityManager, day: string): Promise<boolean> {
  // TypeORM answers a DELETE with its rows and the number of rows it removed.
  const [, removed] = (await manager.query('DELETE FROM holidays WHERE day = $1::date', [day])) as [
    unknown[],
    number,
  ];
  return removed > 0;
}
