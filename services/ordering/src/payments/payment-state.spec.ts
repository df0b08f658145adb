import { canTransition, isFinal, midtransStatusOf, statusFromMidtrans } from './payment-state';

describe('payment status machine', () => {
  it('moves only from pending, and never out of a final state', () => {
    expect(canTransition('pending', 'paid')).toBe(true);
    expect(canTransition('pending', 'expired')).toBe(true);
    expect(canTransition('pending', 'pending')).toBe(false);
    expect(canTransition('paid', 'expired')).toBe(false);
    expect(canTransition('paid', 'pending')).toBe(false);
    expect(canTransition('expired', 'paid')).toBe(false);
    expect(isFinal('paid')).toBe(true);
    expect(isFinal('pending')).toBe(false);
  });

  it('reads Midtrans statuses as MIDTRANS.md says', () => {
    expect(statusFromMidtrans('settlement')).toBe('paid');
    expect(statusFromMidtrans('capture', 'accept')).toBe('paid');
    expect(statusFromMidtrans('capture', 'challenge')).toBeUndefined();
    expect(statusFromMidtrans('expire')).toBe('expired');
    expect(statusFromMidtrans('deny')).toBe('failed');
    expect(statusFromMidtrans('cancel')).toBe('failed');
    expect(statusFromMidtrans('refund')).toBeUndefined();
    expect(midtransStatusOf('paid')).toBe('settlement');
    expect(midtransStatusOf('expired')).toBe('expire');
  });
});
