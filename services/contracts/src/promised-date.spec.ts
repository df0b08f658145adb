import fc from 'fast-check';
import { jakartaDay, jakartaWallClock } from './jakarta-time';
import {
  isLate,
  isWorkingDay,
  OrderSpeed,
  promiseText,
  ONE_DAY_SERVICE_MS,
  promisedDate,
  REGULAR_EARLIEST_WORKING_DAYS,
  speedOfAddons,
  workingDaysBetween,
  WORKING_DAYS_PROMISED,
} from './promised-date';

/** An instant given as Jakarta's wall clock ("2026-11-23T10:00"), as the shop's team reads it. */
const wib = (wallClock: string) => new Date(`${wallClock}:00.000+07:00`);
/** The last millisecond of a Jakarta calendar day. */
const endOf = (day: string) => new Date(`${day}T23:59:59.999+07:00`);
const dayOf = (instant: Date) => jakartaDay(instant).date;

describe('promisedDate, by example', () => {
  it('counts seven working days after the day the data is complete, and names the fourth as the earliest', () => {
    // Monday 23 November: Tuesday is day 1, the weekend is skipped, Wednesday 2 December is day 7.
    const promise = promisedDate({ completedAt: wib('2026-11-23T10:00'), speed: 'regular', holidays: [] });
    expect(promise.due).toEqual(new Date('2026-12-02T16:59:59.999Z'));
    expect(jakartaWallClock(promise.due)).toBe('2026-12-02T23:59:59.999');
    expect(promise.earliest).toEqual(new Date('2026-11-27T16:59:59.999Z'));
  });

  it('gives Express two working days and no window', () => {
    expect(promisedDate({ completedAt: wib('2026-11-23T08:00'), speed: 'express', holidays: [] })).toEqual({
      due: new Date('2026-11-25T16:59:59.999Z'),
      earliest: null,
    });
  });

  it('counts from the same Monday for data completed on Friday evening or over the weekend', () => {
    const due = (wallClock: string) =>
      promisedDate({ completedAt: wib(wallClock), speed: 'express', holidays: [] }).due;
    const tuesday = new Date('2026-12-01T16:59:59.999Z');
    expect(due('2026-11-27T23:30')).toEqual(tuesday);
    expect(due('2026-11-28T00:30')).toEqual(tuesday);
    expect(due('2026-11-29T20:00')).toEqual(tuesday);
    // Friday 17:30 UTC is already Saturday in Jakarta.
    expect(
      promisedDate({ completedAt: new Date('2026-11-27T17:30:00Z'), speed: 'express', holidays: [] }).due,
    ).toEqual(tuesday);
  });

  it('skips the holidays the admin keeps', () => {
    const holidays = ['2026-12-24', '2026-12-25', '2027-01-01'];
    // Wednesday 23 December: Christmas Eve and Christmas are off: Express counts Monday 28 and Tuesday 29.
    expect(promisedDate({ completedAt: wib('2026-12-23T09:00'), speed: 'express', holidays }).due).toEqual(
      endOf('2026-12-29'),
    );
    // 28, 29, 30, 31 December, then New Year's Day is off: 4, 5, 6 January.
    expect(promisedDate({ completedAt: wib('2026-12-23T09:00'), speed: 'regular', holidays })).toEqual({
      due: endOf('2027-01-06'),
      earliest: endOf('2026-12-31'),
    });
  });

  it('gives One Day Service exactly 24 hours, through nights, weekends and holidays', () => {
    const completedAt = new Date('2026-12-24T20:15:30.250Z');
    expect(promisedDate({ completedAt, speed: 'one-day', holidays: ['2026-12-25'] })).toEqual({
      due: new Date('2026-12-25T20:15:30.250Z'),
      earliest: null,
    });
  });

  it('refuses an instant that is not one', () => {
    expect(() => promisedDate({ completedAt: new Date('nope'), speed: 'regular', holidays: [] })).toThrow(
      RangeError,
    );
  });

  it('is late only after the promise has passed', () => {
    const due = new Date('2026-12-02T16:59:59.999Z');
    expect(isLate(due, due)).toBe(false);
    expect(isLate(due, new Date(due.getTime() + 1))).toBe(true);
  });

  it('counts working days in (from, to]', () => {
    expect(workingDaysBetween('2026-11-23', '2026-11-23', [])).toBe(0);
    expect(workingDaysBetween('2026-11-23', '2026-11-30', [])).toBe(5);
    expect(workingDaysBetween('2026-11-27', '2026-11-30', ['2026-11-30'])).toBe(0);
    expect(workingDaysBetween('2026-11-30', '2026-11-23', [])).toBe(0);
  });
});

describe('speedOfAddons', () => {
  it('finds the seed add-ons and what an admin may add to their names', () => {
    expect(speedOfAddons([])).toBe('regular');
    expect(speedOfAddons(['Split Link', 'Revisi Foto/Musik'])).toBe('regular');
    expect(speedOfAddons(['Express 2 Hari'])).toBe('express');
    expect(speedOfAddons(['EXPRESS (2 hari kerja)'])).toBe('express');
    expect(speedOfAddons(['One Day Service (24 Jam)'])).toBe('one-day');
    expect(speedOfAddons(['One-Day Service'])).toBe('one-day');
  });

  it('lets the faster win when both are bought', () => {
    expect(speedOfAddons(['Express 2 Hari', 'One Day Service (24 Jam)'])).toBe('one-day');
    expect(speedOfAddons(['One Day Service (24 Jam)', 'Express 2 Hari'])).toBe('one-day');
  });

  it('does not read a word that merely contains another', () => {
    expect(speedOfAddons(['Expressive Frame'])).toBe('regular');
    expect(speedOfAddons(['Someone Daydream'])).toBe('regular');
  });
});

describe('promisedDate, as properties', () => {
  const FROM = Date.parse('2024-01-01T00:00:00Z');
  const TO = Date.parse('2031-01-01T00:00:00Z');
  const completedAt = fc.integer({ min: FROM, max: TO }).map((ms) => new Date(ms));
  /** Holidays near the completion day (where they matter), as offsets in days from it. */
  const holidayOffsets = fc.uniqueArray(fc.integer({ min: -3, max: 40 }), { maxLength: 15 });
  const daysAfter = (instant: Date, offsets: number[]) =>
    offsets.map((offset) =>
      new Date(Date.parse(`${dayOf(instant)}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10),
    );
  const countedSpeed = fc.constantFrom('regular' as const, 'express' as const);
  const anySpeed = fc.constantFrom('regular' as const, 'express' as const, 'one-day' as const);
  const scenario = fc
    .record({ completedAt, offsets: holidayOffsets })
    .map(({ completedAt, offsets }) => ({ completedAt, holidays: daysAfter(completedAt, offsets) }));

  it('ends on a working day, at its last millisecond in Jakarta', () => {
    fc.assert(
      fc.property(scenario, countedSpeed, ({ completedAt, holidays }, speed) => {
        const { due, earliest } = promisedDate({ completedAt, speed, holidays });
        for (const end of earliest ? [due, earliest] : [due]) {
          expect(isWorkingDay(dayOf(end), new Set(holidays))).toBe(true);
          expect(jakartaWallClock(end).slice(11)).toBe('23:59:59.999');
        }
      }),
    );
  });

  it('is never before the data was complete, and the window never ends before it starts', () => {
    fc.assert(
      fc.property(scenario, anySpeed, ({ completedAt, holidays }, speed) => {
        const { due, earliest } = promisedDate({ completedAt, speed, holidays });
        expect(due.getTime()).toBeGreaterThan(completedAt.getTime());
        if (earliest) {
          expect(earliest.getTime()).toBeGreaterThan(completedAt.getTime());
          expect(earliest.getTime()).toBeLessThan(due.getTime());
        }
      }),
    );
  });

  it('has exactly N working days after the completion day up to and including the promised day', () => {
    fc.assert(
      fc.property(scenario, countedSpeed, ({ completedAt, holidays }, speed) => {
        const { due, earliest } = promisedDate({ completedAt, speed, holidays });
        expect(workingDaysBetween(dayOf(completedAt), dayOf(due), holidays)).toBe(
          WORKING_DAYS_PROMISED[speed],
        );
        if (earliest)
          expect(workingDaysBetween(dayOf(completedAt), dayOf(earliest), holidays)).toBe(
            REGULAR_EARLIEST_WORKING_DAYS,
          );
      }),
    );
  });

  it('is never made earlier by another holiday', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: -3, max: 40 }), anySpeed, (base, offset, speed) => {
        const [extra] = daysAfter(base.completedAt, [offset]);
        const without = promisedDate({ ...base, speed });
        const withIt = promisedDate({ ...base, holidays: [...base.holidays, extra], speed });
        expect(withIt.due.getTime()).toBeGreaterThanOrEqual(without.due.getTime());
        expect(withIt.earliest?.getTime() ?? 0).toBeGreaterThanOrEqual(without.earliest?.getTime() ?? 0);
      }),
    );
  });

  it('never promises data completed later for an earlier date', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.integer({ min: 0, max: 20 * 86_400_000 }),
        anySpeed,
        ({ completedAt, holidays }, laterByMs, speed) => {
          const later = new Date(completedAt.getTime() + laterByMs);
          const first = promisedDate({ completedAt, speed, holidays });
          const second = promisedDate({ completedAt: later, speed, holidays });
          expect(second.due.getTime()).toBeGreaterThanOrEqual(first.due.getTime());
        },
      ),
    );
  });

  it('gives One Day Service 24 hours exactly, whatever the holidays', () => {
    fc.assert(
      fc.property(scenario, ({ completedAt, holidays }) => {
        const { due, earliest } = promisedDate({ completedAt, speed: 'one-day', holidays });
        expect(due.getTime() - completedAt.getTime()).toBe(ONE_DAY_SERVICE_MS);
        expect(earliest).toBeNull();
      }),
    );
  });
});

describe('promiseText', () => {
  it('says a window, a last day, or a last hour in Jakarta', () => {
    // Data sent Friday 27 November 2026, 15:00 WIB.
    const sentAt = new Date('2026-11-27T08:00:00.000Z');
    const text = (speed: OrderSpeed) => {
      const { due, earliest } = promisedDate({ completedAt: sentAt, speed, holidays: [] });
      return promiseText({ speed, due_at: due.toISOString(), earliest_at: earliest?.toISOString() ?? null });
    };
    expect(text('regular')).toBe('antara Kamis, 3 Desember 2026 dan Selasa, 8 Desember 2026');
    expect(text('express')).toBe('paling lambat Selasa, 1 Desember 2026');
    expect(text('one-day')).toBe('paling lambat Sabtu, 28 November 2026 pukul 15.00 WIB');
  });
});
