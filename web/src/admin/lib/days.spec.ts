import { describe, expect, it } from '@jest/globals';
import { dayKey, parseDay, rangeFromDays } from './days';

describe('days in the address', () => {
  it('reads back the days it writes, and nothing that is not a day', () => {
    const day = new Date(2026, 10, 24, 15, 30);
    expect(dayKey(day)).toBe('2026-11-24');
    expect(parseDay('2026-11-24')?.getDate()).toBe(24);
    expect(parseDay('2026-02-30')).toBeUndefined();
    expect(parseDay('kemarin')).toBeUndefined();
    expect(rangeFromDays('2026-11-01', '2026-11-30')).toBeDefined();
    expect(rangeFromDays('2026-11-30', '2026-11-01')).toBeUndefined();
  });
});
