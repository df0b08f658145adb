import { windowCountStores } from '../../test/window-count-stores';

const suite = windowCountStores('gw_window_counts');
beforeAll(suite.setUp);
afterAll(suite.tearDown);

describe.each(suite.stores)('WindowCounts %s', (_name, open) => {
  it('allows the limit within the window, then refuses until the oldest event ages out', async () => {
    const counts = await open();
    const rule = { limit: 3, windowMs: 1000 };
    const take = async (key: string, t: number) => (await counts.take(key, rule, t)).admitted;
    for (const t of [0, 10, 20]) expect(await take('a', t)).toBe(true);
    expect(await counts.take('a', rule, 500)).toEqual({ admitted: false, at: 500, retryAfterMs: 500 });
    expect(await take('b', 500)).toBe(true);
    expect(await take('a', 1000)).toBe(true);
    expect(await counts.take('a', rule, 1001)).toEqual({ admitted: false, at: 1001, retryAfterMs: 9 });
  });

  it('does not count refused attempts, takes one back on request, and forgets a key on reset', async () => {
    const counts = await open();
    const rule = { limit: 2, windowMs: 1000 };
    await counts.take('a', rule, 0);
    const second = await counts.take('a', rule, 0);
    for (let t = 1; t < 900; t += 100) expect((await counts.take('a', rule, t)).admitted).toBe(false);
    expect(await counts.count('a', 1000, 900)).toBe(2);
    await counts.giveBack('a', second);
    expect(await counts.count('a', 1000, 900)).toBe(1);
    expect((await counts.take('a', rule, 900)).admitted).toBe(true);
    expect((await counts.take('a', rule, 1000)).admitted).toBe(true);
    await counts.reset('a');
    expect(await counts.count('a', 1000, 1000)).toBe(0);
    expect((await counts.take('a', rule, 1000)).admitted).toBe(true);
  });

  it('stays exact over many windows with a high limit', async () => {
    const counts = await open();
    const rule = { limit: 500, windowMs: 100 };
    let allowed = 0;
    // 10 events per ms for 1000 ms (in PostgreSQL: 100 ms of them, 1,000 statements).
    const span = _name === 'in memory' ? 10_000 : 1_000;
    for (let i = 0; i < span; i++) if ((await counts.take('a', rule, Math.floor(i / 10))).admitted) allowed++;
    // Against 500 per 100 ms: exactly 500 in each window.
    expect(allowed).toBe((span / 1000) * 500);
  });

  it('refuses a limit or window that is not a positive integer', async () => {
    const counts = await open();
    await expect(counts.take('a', { limit: 0, windowMs: 1000 })).rejects.toThrow(RangeError);
    await expect(counts.take('a', { limit: 1, windowMs: 0.5 })).rejects.toThrow(RangeError);
  });
});
