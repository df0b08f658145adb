import { jakartaDay, jakartaMonth, jakartaWallClock } from './jakarta-time';

describe('Jakarta time', () => {
  it('is seven hours ahead of UTC, so a late UTC evening is already the next day', () => {
    expect(jakartaWallClock(new Date('2026-11-30T16:59:59.000Z'))).toBe('2026-11-30T23:59:59.000');
    expect(jakartaWallClock('2026-11-30T17:00:00.000Z')).toBe('2026-12-01T00:00:00.000');
    expect(jakartaMonth('2026-11-30T17:00:00.000Z')).toBe('2026-12');
    expect(jakartaMonth(new Date('2026-11-30T16:59:59.999Z'))).toBe('2026-11');
  });

  it('gives the day and the UTC instant it began', () => {
    expect(jakartaDay(new Date('2026-11-22T18:30:00.000Z'))).toEqual({
      date: '2026-11-23',
      start: new Date('2026-11-22T17:00:00.000Z'),
    });
  });
});
