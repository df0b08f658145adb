import { describe, expect, it } from '@jest/globals';
import {
  effectiveDiscount,
  interpretReferralResponse,
  normaliseReferralCode,
  payableTotal,
  referralAppliedMessage,
  referralAppliesTo,
  REFERRAL_MESSAGES,
} from './referral';

describe('normaliseReferralCode', () => {
  it('treats blank input as no code', () => {
    expect(normaliseReferralCode('')).toBeNull();
    expect(normaliseReferralCode('   ')).toBeNull();
    expect(normaliseReferralCode(' HEMAT10 ')).toBe('HEMAT10');
    expect(REFERRAL_MESSAGES.empty).toBe('Silakan masukkan kode referal.');
  });
});

describe('interpretReferralResponse', () => {
  it('computes the discount as floor(subtotal x percentage / 100)', () => {
    expect(interpretReferralResponse(200, { discount_percentage: 10 }, 150_000)).toEqual({
      ok: true,
      percentage: 10,
      discount: 15_000,
    });
    expect(interpretReferralResponse(200, { discount_percentage: 15 }, 99_999)).toEqual({
      ok: true,
      percentage: 15,
      discount: 14_999,
    });
  });

  it('refuses a discount equal to or larger than the subtotal and asks for a reset', () => {
    const expected = {
      ok: false,
      message: 'Diskon tidak dapat lebih besar atau sama dengan subtotal.',
      resetDiscount: true,
    };
    expect(interpretReferralResponse(200, { discount_percentage: 100 }, 150_000)).toEqual(expected);
    expect(interpretReferralResponse(200, { discount_percentage: 150 }, 150_000)).toEqual(expected);
    expect(interpretReferralResponse(200, { discount_percentage: 10 }, 0)).toEqual(expected);
  });

  it('shows the server message for any other status, or the default one', () => {
    expect(interpretReferralResponse(404, { message: 'Kode referal sudah kedaluwarsa.' }, 100_000)).toEqual({
      ok: false,
      message: 'Kode referal sudah kedaluwarsa.',
      resetDiscount: false,
    });
    expect(interpretReferralResponse(400, {}, 100_000)).toEqual({
      ok: false,
      message: 'Kode referal tidak valid.',
      resetDiscount: false,
    });
    expect(interpretReferralResponse(201, { discount_percentage: 10 }, 100_000)).toMatchObject({ ok: false });
    expect(interpretReferralResponse(500, 'Internal Server Error', 100_000)).toMatchObject({
      message: 'Kode referal tidak valid.',
    });
  });

  it('treats a 200 without a usable percentage as an invalid code', () => {
    for (const body of [{}, { discount_percentage: '10' }, { discount_percentage: 0 }, null]) {
      expect(interpretReferralResponse(200, body, 100_000)).toMatchObject({
        ok: false,
        message: 'Kode referal tidak valid.',
      });
    }
  });
});

describe('applied message', () => {
  it('names the code and the percentage', () => {
    expect(referralAppliedMessage('HEMAT10', 10)).toBe(
      'Kode referal HEMAT10 berhasil diterapkan! Anda mendapatkan diskon 10%.',
    );
  });
});

describe('effectiveDiscount and payableTotal', () => {
  it('discards a stored discount of zero or less, or above the subtotal', () => {
    expect(effectiveDiscount(100_000, 0)).toBe(0);
    expect(effectiveDiscount(100_000, -5)).toBe(0);
    expect(effectiveDiscount(100_000, 100_001)).toBe(0);
    expect(effectiveDiscount(100_000, Number.NaN)).toBe(0);
    expect(effectiveDiscount(100_000, 10_000)).toBe(10_000);
    expect(effectiveDiscount(100_000, 100_000)).toBe(100_000);
  });

  it('never goes below zero', () => {
    expect(payableTotal(100_000, 10_000)).toBe(90_000);
    expect(payableTotal(100_000, 100_000)).toBe(0);
    expect(payableTotal(5_000, 10_000)).toBe(0);
  });
});

describe('referralAppliesTo', () => {
  const revision = { revisionId: '6f1d2c3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f' };
  it('offers a code on a cart without revisions', () => {
    expect(referralAppliesTo([{}, {}])).toBe(true);
  });
  it('offers none on a cart that pays a revision, alone or beside other lines', () => {
    expect(referralAppliesTo([revision])).toBe(false);
    expect(referralAppliesTo([{}, revision])).toBe(false);
  });
});
