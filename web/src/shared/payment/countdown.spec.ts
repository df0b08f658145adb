import { describe, expect, it } from '@jest/globals';
import { formatCountdown, readAsLocalTime, remainingMs, WIB_SHIFT_MS } from './countdown';

// 2026-11-22 10:00:00 WIB is 03:00:00 UTC.
const NOW_UTC = Date.UTC(2026, 10, 22, 3, 0, 0);

describe('remainingMs', () => {
  it('counts down to a WIB expiry the same way in every time zone', () => {
    for (const offset of [-420, 0, 300, -540, -330]) {
      expect(remainingMs('2026-11-22 11:30:15', NOW_UTC, offset)).toBe((90 * 60 + 15) * 1000);
    }
  });

  it('follows the rule: local reading of the text minus (now + offset + 7 hours)', () => {
    const offset = -60;
    const expiry = readAsLocalTime('2026-11-22 12:00:00', offset);
    expect(expiry).not.toBeNull();
    expect(remainingMs('2026-11-22 12:00:00', NOW_UTC, offset)).toBe(
      (expiry as number) - (NOW_UTC + offset * 60_000 + WIB_SHIFT_MS),
    );
    expect(WIB_SHIFT_MS).toBe(7 * 3600 * 1000);
  });

  it('takes a time that names its zone as an exact instant', () => {
    for (const offset of [-420, 0, 300]) {
      expect(remainingMs('2026-11-22T04:30:15.000Z', NOW_UTC, offset)).toBe((90 * 60 + 15) * 1000);
      expect(remainingMs('2026-11-22T11:30:15+07:00', NOW_UTC, offset)).toBe((90 * 60 + 15) * 1000);
    }
  });

  it('stops at zero once the time is past, and for unreadable text', () => {
    expect(remainingMs('2026-11-22 09:59:59', NOW_UTC, -420)).toBe(0);
    expect(remainingMs('tomorrow', NOW_UTC, -420)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds, then the time-up text', () => {
    expect(formatCountdown((25 * 3600 + 2 * 60 + 3) * 1000 + 999)).toBe('25 jam 2 menit 3 detik');
    expect(formatCountdown(59_000)).toBe('0 jam 0 menit 59 detik');
    expect(formatCountdown(0)).toBe('Waktu habis');
  });
});
