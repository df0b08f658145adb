import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { couldRunAsFormula, guardFormula } from '../../../src/guests/spreadsheet';
import { unguardFormula } from '../../../src/guests/spreadsheet/formula-guard';
import { hostileText } from './sheet-fixtures';

describe('the formula guard', () => {
  it.each([
    ['=HYPERLINK("http://x","klik")', `'=HYPERLINK("http://x","klik")`],
    ['+6281234567890', "'+6281234567890"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t'=1"],
    ['\r=1', "'\r'=1"],
    ['Budi;=HYPERLINK("x")', `Budi;'=HYPERLINK("x")`],
    ['Budi; =1+1', "Budi; '=1+1"],
    ['Budi,@x', "Budi,'@x"],
    ['Budi;"=1+1"', `Budi;"'=1+1"`],
    ['Baris satu\n=1+1', "Baris satu\n'=1+1"],
    ['Budi - Ani', 'Budi - Ani'],
    ['Rp 100.000', 'Rp 100.000'],
    ['budi@contoh.id', 'budi@contoh.id'],
  ])('%j is written %j', (text, guarded) => {
    expect(guardFormula(text)).toBe(guarded);
    expect(couldRunAsFormula(text)).toBe(text !== guarded);
    expect(couldRunAsFormula(guarded)).toBe(false);
  });

  it('adds a quote to quotes already before a formula, so reading can take exactly one away', () => {
    expect(guardFormula("'=1")).toBe("''=1");
    expect(guardFormula("Budi; ''+1")).toBe("Budi; '''+1");
    expect(unguardFormula("''=1")).toBe("'=1");
  });

  it('leaves nothing that could start a formula, and reading undoes exactly what writing did', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const guarded = guardFormula(text);
        expect(couldRunAsFormula(guarded)).toBe(false);
        expect(unguardFormula(guarded)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});
