import { MONEY_BACK_STATUSES } from '@undangan/contracts';
import { bankName, MONEY_BACK_STATUS_NAMES, paymentMethodName, storeName } from './payment-labels';

describe('paymentMethodName', () => {
  it.each([
    ['bank_transfer', { bank: 'bca' }, 'Virtual account BCA'],
    ['bank_transfer', { bank: 'BNI' }, 'Virtual account BNI'],
    ['bank_transfer', { bank: 'cimb' }, 'Virtual account CIMB Niaga'],
    ['bank_transfer', {}, 'Virtual account bank'],
    ['permata', {}, 'Virtual account Permata'],
    ['echannel', {}, 'Mandiri Bill'],
    ['cstore', { store: 'indomaret' }, 'Indomaret'],
    ['cstore', { store: 'alfamart' }, 'Alfamart'],
    ['cstore', {}, 'Indomaret atau Alfamart'],
    ['qris', {}, 'QRIS'],
    ['gopay', {}, 'GoPay'],
    ['shopeepay', {}, 'ShopeePay'],
    ['credit_card', {}, 'Kartu kredit'],
    ['Manual', {}, 'Transfer bank manual'],
  ])('says %s %j as %s', (type, channel, words) => {
    expect(paymentMethodName(type, channel)).toBe(words);
  });

  it('never writes a code it does not know', () => {
    expect(paymentMethodName('bri_epay')).toBe('Pembayaran online');
    expect(paymentMethodName('toString')).toBe('Pembayaran online');
  });
});

describe('bankName and storeName', () => {
  it('names a bank it does not know in capitals and a store with a capital', () => {
    expect(bankName('bjb')).toBe('BJB');
    expect(storeName('lawson_station')).toBe('Lawson Station');
  });
});

describe('MONEY_BACK_STATUS_NAMES', () => {
  it('says every status in words', () => {
    expect(Object.keys(MONEY_BACK_STATUS_NAMES).sort()).toEqual([...MONEY_BACK_STATUSES].sort());
    expect(MONEY_BACK_STATUS_NAMES.refunded).toBe('Dana dikembalikan penuh');
    expect(MONEY_BACK_STATUS_NAMES.partially_refunded).toBe('Sebagian dana dikembalikan');
    expect(MONEY_BACK_STATUS_NAMES.charged_back).toContain('bank penerbit kartu');
    expect(MONEY_BACK_STATUS_NAMES.reversed).toContain('dibatalkan oleh penyedia');
  });
});
