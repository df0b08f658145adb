import { isNewerProofVersion } from './proof-version';

describe('isNewerProofVersion', () => {
  it('takes only a version above the one applied', () => {
    expect(isNewerProofVersion(null, 1)).toBe(true);
    expect(isNewerProofVersion(4, 5)).toBe(true);
    expect(isNewerProofVersion(5, 5)).toBe(false);
    expect(isNewerProofVersion(5, 4)).toBe(false);
  });

  it('takes an event without a version only before any versioned one was applied', () => {
    expect(isNewerProofVersion(null, undefined)).toBe(true);
    expect(isNewerProofVersion(null, null)).toBe(true);
    expect(isNewerProofVersion(1, undefined)).toBe(false);
  });

  it('never takes a version that is not a positive integer', () => {
    for (const bad of ['7', 0, -1, 2.5, Number.NaN, Number.MAX_VALUE, {}])
      expect(isNewerProofVersion(null, bad)).toBe(false);
  });
});
