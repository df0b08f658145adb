import { describe, expect, it } from '@jest/globals';
import { promisedDate, type OrderPromise } from '@undangan/contracts';
import { LATE_NOTICE, promiseSentence, promiseWindow } from './promise-words';

/** The promise as tracking answers it, from the contracts' own rules. */
function promiseFor(
  completedAt: string,
  speed: OrderPromise['speed'],
  holidays: string[] = [],
): OrderPromise {
  const { due, earliest } = promisedDate({ completedAt: new Date(completedAt), speed, holidays });
  return { speed, due_at: due.toISOString(), earliest_at: earliest?.toISOString() ?? null };
}

describe('promiseWindow', () => {
  it("gives a regular order the FAQ's window, in Jakarta days with their weekdays", () => {
    // Sent on Monday 4 January 2027 at 10.00 WIB: the 4th and 7th working days after it.
    const promise = promiseFor('2027-01-04T03:00:00.000Z', 'regular');
    expect(promiseWindow(promise)).toBe('antara Jumat, 8 Januari 2027 dan Rabu, 13 Januari 2027');
  });

  it('reads the last day of a promise as a Jakarta day, though it ends at 23.59 WIB (16.59 UTC)', () => {
    const promise: OrderPromise = {
      speed: 'express',
      due_at: '2027-01-06T16:59:59.999Z',
      earliest_at: null,
    };
    expect(promiseWindow(promise)).toBe('paling lambat Rabu, 6 Januari 2027');
  });

  it('skips the holidays the promise skipped', () => {
    const promise = promiseFor('2027-01-04T03:00:00.000Z', 'express', ['2027-01-05']);
    expect(promiseWindow(promise)).toBe('paling lambat Kamis, 7 Januari 2027');
  });

  it('names the hour for One Day Service, on Jakarta time', () => {
    // 21.30 WIB on Friday: 24 hours on, whatever the day, is Saturday 21.30 WIB.
    const promise = promiseFor('2027-01-08T14:30:00.000Z', 'one-day');
    expect(promiseWindow(promise)).toBe('paling lambat Sabtu, 9 Januari 2027 pukul 21.30 WIB');
  });

  it('gives the last day alone when a regular promise comes without its window', () => {
    const promise: OrderPromise = { speed: 'regular', due_at: '2027-01-13T16:59:59.999Z', earliest_at: null };
    expect(promiseWindow(promise)).toBe('paling lambat Rabu, 13 Januari 2027');
  });
});

describe('promiseSentence', () => {
  it('says the window as a sentence to the couple', () => {
    const promise = promiseFor('2027-01-04T03:00:00.000Z', 'express');
    expect(promiseSentence(promise)).toBe(
      'Undangan Anda kami selesaikan paling lambat Rabu, 6 Januari 2027.',
    );
  });

  it('tells a late order that the shop will call, without blaming anyone', () => {
    expect(LATE_NOTICE).toBe('Pengerjaan melewati tanggal yang dijanjikan; tim kami akan menghubungi Anda.');
  });
});
