import { indonesianMobile, isWhatsappNumber, normalizePhone } from './phone';
import { ONE_NUMBER_AS_TYPED } from '../test/typed-phones';

describe('normalizePhone', () => {
  it('reads every way a customer types an Indonesian number as one', () => {
    for (const typed of ONE_NUMBER_AS_TYPED) expect(normalizePhone(typed)).toBe('081234567890');
  });

  it('keeps different numbers different', () => {
    expect(normalizePhone('081234567890')).not.toBe(normalizePhone('081234567891'));
    expect(normalizePhone('+1 415 555 0100')).toBe('14155550100');
  });
});

describe('isWhatsappNumber', () => {
  it.each([
    [
      'takes Indonesian mobile numbers however typed, and numbers abroad with their country code',
      true,
      [
        '081234567890',
        '0812-3456-7890',
        '+62 812-3456-7890',
        '6281298765432',
        '812 3456 7890',
        '0812345678',
        '+65 9123 4567',
        '+1 415 555 0100',
      ],
    ],
    [
      'refuses what WhatsApp cannot reach',
      false,
      [
        '12345678',
        '0212345678',
        '08123',
        '+62 21 1234567',
        '6591234567',
        '08123456789012',
        'bukan nomor',
        '+0 812 3456 7890',
      ],
    ],
  ])('%s', (_, reachable, numbers) => {
    for (const typed of numbers) expect([typed, isWhatsappNumber(typed)]).toEqual([typed, reachable]);
  });
});

describe('indonesianMobile', () => {
  it('writes every way an Indonesian mobile number is typed as 62 and the number', () => {
    for (const typed of ONE_NUMBER_AS_TYPED) expect(indonesianMobile(typed)).toBe('6281234567890');
    expect(indonesianMobile('0812345678')).toBe('62812345678');
    expect(indonesianMobile('81234567890')).toBe('6281234567890');
  });

  it('refuses landlines, numbers abroad and typos', () => {
    for (const typed of [
      '0212345678',
      '+65 9123 4567',
      '+1 415 555 0100',
      '08123',
      '08123456789012',
      'bukan nomor',
      '',
    ])
      expect([typed, indonesianMobile(typed)]).toEqual([typed, null]);
  });
});
