import { SlidingWindowLimiter } from './sliding-window-limiter';

describe('SlidingWindowLimiter', () => {
  it('allows the limit within the window, then refuses until the oldest event ages out', () => {
    const limiter = new SlidingWindowLimiter(3, 1000);
    expect([0, 10, 20].map((t) => limiter.take('a', t))).toEqual([true, true, true]);
    expect(limiter.take('a', 500)).toBe(false);
    expect(limiter.retryAfterMs('a', 500)).toBe(500);
    expect(limiter.take('b', 500)).toBe(true);
    expect(limiter.take('a', 1000)).toBe(true);
    expect(limiter.take('a', 1001)).toBe(false);
    expect(limiter.retryAfterMs('a', 1001)).toBe(9);
  });

  it('does not count refused attempts, and forgets a key on reset', () => {
    const limiter = new SlidingWindowLimiter(2, 1000);
    limiter.take('a', 0);
    limiter.take('a', 0);
    for (let t = 1; t < 900; t += 100) expect(limiter.take('a', t)).toBe(false);
    expect(limiter.take('a', 1000)).toBe(true);
    limiter.reset('a');
    expect(limiter.retryAfterMs('a', 1000)).toBe(0);
    expect(limiter.take('a', 1000)).toBe(true);
  });

  it('stays exact over many windows with a high limit', () => {
    const limiter = new SlidingWindowLimiter(500, 100);
    let allowed = 0;
    for (let t = 0; t < 10_000; t++) if (limiter.take('a', t / 10)) allowed++;
    // 1000 ms of 10 events per ms against 500 per 100 ms: exactly 500 in each of ten windows.
    expect(allowed).toBe(5000);
  });

  it('bounds the number of keys, dropping expired keys first', () => {
    const limiter = new SlidingWindowLimiter(1, 1000, 100);
    for (let i = 0; i < 100; i++) limiter.take(`old-${i}`, 0);
    expect(limiter.size).toBe(100);
    limiter.take('new', 5000);
    expect(limiter.size).toBe(1);
    for (let i = 0; i < 1000; i++) limiter.take(`live-${i}`, 6000);
    expect(limiter.size).toBeLessThanOrEqual(100);
    // A key still held keeps its count.
    expect(limiter.take('live-999', 6000)).toBe(false);
  });
});
