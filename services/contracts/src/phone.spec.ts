import { isWhatsappNumber, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('reads every way a customer types an Indonesian number as one', () => {
    for (const typed of [
      '081234567890',
      '+62 812-3456-7890',
      '62812 3456 7890',
      '0812-3456-7890',
      '812 3456 7890',
    ])
      expect(normalizePhone(typed)).toBe('081234567890');
  });

  it('keeps different numbers different', () => {
    expect(normalizePhone('081234567890')).not.toBe(normalizePhone('081234567891'));
    expect(normalizePhone('+1 415 555 0100')).toBe('14155550100');
  });
});

describe('isWhatsappNumber', () => {
  it('takes Indonesian mobile numbers however typed, and numbers abroad with their country code', () => {
    for (const typed of [
      '081234567890',
      '0812-3456-7890',
      '+62 812-3456-7890',
      '6281298765432',
      '812 3456 7890',
      '0812345678',
      '+65 9123 4567',
      '+1 415 555 0100',
    ])
      expect([typed, isWhatsappNumber(typed)]).toEqual([typed, true]);
  });

  it('refuses what WhatsApp cannot reach', () => {
    for (const typed of [
      '12345678',
      '0212345678',
      '08123',
      '+62 21 1234567',
      '6591234567',
      '08123456789012',
      'bukan nomor',
      '+0 812 3456 7890',
    ])
      expect([typed, isWhatsappNumber(typed)]).toEqual([typed, false]);
  });
});
