import { describe, expect, it } from '@jest/globals';
import { axisTicks, barWidth, compactRupiah, labelEvery, niceStep } from './chart-scale';

describe('the revenue chart scale', () => {
  it('steps the axis in round amounts up to at least the best month', () => {
    expect(niceStep(0.3e6)).toBe(0.5e6);
    expect(niceStep(2.2e6)).toBe(2.5e6);
    expect(axisTicks(278_100)).toEqual([0, 100_000, 200_000, 300_000]);
    expect(axisTicks(9_419_000)).toEqual([0, 2_500_000, 5_000_000, 7_500_000, 10_000_000]);
    expect(axisTicks(0)).toEqual([0, 250, 500, 750, 1000]);
  });

  it('writes axis values short, the Indonesian way', () => {
    expect(compactRupiah(0)).toBe('Rp 0');
    expect(compactRupiah(250_000)).toBe('Rp 250 rb');
    expect(compactRupiah(1_500_000)).toBe('Rp 1,5 jt');
    expect(compactRupiah(2_000_000_000)).toBe('Rp 2 M');
    expect(compactRupiah(-99_000)).toBe('-Rp 99 rb');
  });

  it('keeps bars between 6 and 48 px and labels apart', () => {
    expect(barWidth(600)).toBe(48);
    expect(barWidth(20)).toBe(12);
    expect(barWidth(8)).toBe(6);
    expect(labelEvery(600)).toBe(1);
    expect(labelEvery(20)).toBe(2);
  });
});
