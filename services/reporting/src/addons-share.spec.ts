import { addonsShare } from './revenue-projection';

describe('the add-ons share of what a payment kept (docs/PAYMENTS.md)', () => {
  it('is the add-ons list price scaled by what was kept of the items list total, rounded down', () => {
    // PAYMENTS.md's example: items 149,000 with a 50,000 add-on, 14,900 discount, 34,100 refunded.
    expect(addonsShare(50_000, 149_000 - 14_900 - 34_100, 149_000, 134_100)).toBe(33_557);
    // A 10% discount and nothing refunded: 90% of the add-ons' price.
    expect(addonsShare(50_000, 134_100, 149_000, 134_100)).toBe(45_000);
    expect(addonsShare(50_000, 0, 149_000, 134_100)).toBe(0);
    expect(addonsShare(0, 134_100, 149_000, 134_100)).toBe(0);
  });

  it('is none, never below zero, for a payment that kept less than nothing', () => {
    // A refund and then a chargeback of the same 134,100: twice it went back.
    expect(addonsShare(50_000, 134_100 - 2 * 134_100, 149_000, 134_100)).toBe(0);
  });

  it('takes its share of the amount when the items total is unknown, and stays exact for large sums', () => {
    expect(addonsShare(80_000, 259_000, null, 259_000)).toBe(80_000);
    expect(addonsShare(99_999_999, 99_999_998, 100_000_000, 100_000_000)).toBe(99_999_997);
  });
});
