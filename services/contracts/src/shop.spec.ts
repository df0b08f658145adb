import { SHOP, whatsappLink, whatsappNumber } from './shop';
import { ONE_NUMBER_AS_TYPED } from '../test/typed-phones';

describe('whatsappNumber', () => {
  it('writes every way an Indonesian number is typed as wa.me wants it', () => {
    for (const typed of ONE_NUMBER_AS_TYPED) expect(whatsappNumber(typed)).toBe('6281234567890');
  });

  it("keeps another country's code, and gives nothing for a text without digits", () => {
    expect(whatsappNumber('+1 415 555 0100')).toBe('14155550100');
    expect(whatsappNumber('N/A')).toBe('');
  });
});

describe('whatsappLink', () => {
  it("opens a chat with the shop's own number by default", () => {
    expect(whatsappLink()).toBe(`https://wa.me/${SHOP.whatsappNumber}`);
  });

  it("opens a chat with a customer's number, the message typed in", () => {
    expect(whatsappLink('Halo, pesanan INV-1 & 2?', '0812-3456-7001')).toBe(
      'https://wa.me/6281234567001?text=Halo%2C%20pesanan%20INV-1%20%26%202%3F',
    );
  });
});
