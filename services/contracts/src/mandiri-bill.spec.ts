import { isMandiriBill, mandiriBillText, splitMandiriBill } from './mandiri-bill';

describe('a Mandiri bill as the shop keeps it', () => {
  it('reads back the biller code and bill key it was written with', () => {
    expect(splitMandiriBill(mandiriBillText('70012', '123456789012'))).toEqual({
      billerCode: '70012',
      billKey: '123456789012',
    });
  });

  it('keeps a bill key without its biller code as the key alone', () => {
    expect(mandiriBillText(null, '123456789012')).toBe('123456789012');
    expect(splitMandiriBill('123456789012')).toEqual({ billerCode: null, billKey: '123456789012' });
  });

  it('is a Mandiri bill by its payment type or its bank', () => {
    expect(isMandiriBill('echannel', 'x')).toBe(true);
    expect(isMandiriBill('bank_transfer', ' Mandiri ')).toBe(true);
    expect(isMandiriBill('bank_transfer', 'bca')).toBe(false);
  });
});
