import { normalizePhone } from './customer';

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
