import { statusCodeFits } from './provider-sync.service';

describe('statusCodeFits', () => {
  it('accepts the status codes Midtrans signs for each status', () => {
    expect(statusCodeFits('settlement', undefined, '200')).toBe(true);
    expect(statusCodeFits('capture', 'accept', '200')).toBe(true);
    expect(statusCodeFits('pending', undefined, '201')).toBe(true);
    expect(statusCodeFits('expire', undefined, '407')).toBe(true);
    expect(statusCodeFits('expire', undefined, '202')).toBe(true);
    expect(statusCodeFits('deny', undefined, '202')).toBe(true);
    expect(statusCodeFits('capture', 'challenge', '201')).toBe(true);
    expect(statusCodeFits('refund', undefined, '200')).toBe(true);
  });

  it('refuses a signed pending or success code re-labelled with another status', () => {
    expect(statusCodeFits('settlement', undefined, '201')).toBe(false);
    expect(statusCodeFits('capture', 'accept', '202')).toBe(false);
    expect(statusCodeFits('pending', undefined, '200')).toBe(false);
    expect(statusCodeFits('expire', undefined, '201')).toBe(false);
    expect(statusCodeFits('cancel', undefined, '200')).toBe(false);
    expect(statusCodeFits('settlement', undefined, 200)).toBe(false);
  });
});
