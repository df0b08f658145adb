import { describe, expect, it } from '@jest/globals';
import { paymentTypeName, workStatusText } from './labels';

describe('paymentTypeName', () => {
  it('names a channel the way an owner says it', () => {
    expect(
      paymentTypeName('bank_transfer', { va_numbers: [{ bank: 'bca', va_number: '1' }], store: null }),
    ).toBe('Transfer Bank - BCA VA');
    expect(paymentTypeName('bank_transfer')).toBe('Transfer Bank (VA)');
    expect(paymentTypeName('cstore', { va_numbers: [], store: 'indomaret' })).toBe('Indomaret');
    expect(paymentTypeName('qris')).toBe('QRIS');
    expect(paymentTypeName('Manual')).toBe('Manual');
    expect(paymentTypeName('bank_baru')).toBe('Bank Baru');
    expect(paymentTypeName(null)).toBeNull();
  });

  it('names the work on an order apart from the payment states', () => {
    expect(workStatusText('pending')?.label).toBe('Belum dikerjakan');
    expect(workStatusText('in_progress')?.label).toBe('Sedang dikerjakan');
    expect(workStatusText('completed')?.label).toBe('Selesai');
  });
});
