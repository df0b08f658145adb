import { formatWib, parseStartTime } from './wib-time';

describe('WIB times', () => {
  it('writes UTC+7 without an offset, crossing midnight and the year', () => {
    expect(formatWib(new Date('2026-12-31T17:00:05Z'))).toBe('2027-01-01 00:00:05');
    expect(formatWib(new Date('2026-03-09T01:02:03Z'))).toBe('2026-03-09 08:02:03');
  });

  it('reads Snap start_time with its offset', () => {
    expect(parseStartTime('2026-11-22 14:00:00 +0700')?.toISOString()).toBe('2026-11-22T07:00:00.000Z');
    expect(parseStartTime('2026-11-22 14:00:00 +0000')?.toISOString()).toBe('2026-11-22T14:00:00.000Z');
    expect(parseStartTime('2026-11-22 14:00:00 -0130')?.toISOString()).toBe('2026-11-22T15:30:00.000Z');
  });

  it.each([
    '2026-11-22 14:00:00',
    '2026-11-22T14:00:00 +0700',
    '2026-02-30 10:00:00 +0700',
    '2026-11-22 24:00:00 +0700',
  ])('refuses %s', (text) => {
    expect(parseStartTime(text)).toBeUndefined();
  });
});
