import { canGrow, canTransition, midtransStatusOf, targetFromMidtrans } from './payment-state';

describe('payment status machine', () => {
  it('moves out of pending once, and never back to pending', () => {
    expect(canTransition('pending', 'paid')).toBe(true);
    expect(canTransition('pending', 'expired')).toBe(true);
    expect(canTransition('pending', 'pending')).toBe(false);
    expect(canTransition('paid', 'pending')).toBe(false);
    expect(canTransition('failed', 'pending')).toBe(false);
  });

  it('takes late money: failed, expired and rejected payments can still become paid', () => {
    expect(canTransition('failed', 'paid')).toBe(true);
    expect(canTransition('expired', 'paid')).toBe(true);
    expect(canTransition('rejected', 'paid')).toBe(true);
    expect(canTransition('failed', 'expired')).toBe(false);
    expect(canTransition('expired', 'failed')).toBe(false);
  });

  it('lets money go back only after it came in', () => {
    expect(canTransition('paid', 'refunded')).toBe(true);
    expect(canTransition('paid', 'partially_refunded')).toBe(true);
    expect(canTransition('paid', 'charged_back')).toBe(true);
    expect(canTransition('paid', 'reversed')).toBe(true);
    expect(canTransition('partially_refunded', 'refunded')).toBe(true);
    expect(canTransition('refunded', 'charged_back')).toBe(true);
    expect(canTransition('pending', 'refunded')).toBe(false);
    expect(canTransition('failed', 'refunded')).toBe(false);
    expect(canTransition('paid', 'expired')).toBe(false);
    expect(canTransition('paid', 'failed')).toBe(false);
    expect(canTransition('refunded', 'paid')).toBe(false);
    expect(canTransition('reversed', 'paid')).toBe(false);
    expect(canGrow('partially_refunded')).toBe(true);
    expect(canGrow('refunded')).toBe(false);
  });
});

describe('reading Midtrans answers (MIDTRANS.md lifecycle)', () => {
  const read = (body: Record<string, unknown>, current = 'pending' as const, amount = 100_000) =>
    targetFromMidtrans(body, current, amount);

  it('calls paid only settlement and an accepted capture', () => {
    expect(read({ transaction_status: 'settlement' })).toEqual({ status: 'paid' });
    expect(read({ transaction_status: 'capture', fraud_status: 'accept' })).toEqual({ status: 'paid' });
    expect(read({ transaction_status: 'capture', fraud_status: 'challenge' })).toBeUndefined();
    expect(read({ transaction_status: 'authorize' })).toBeUndefined();
    expect(read({ transaction_status: 'something-new' })).toBeUndefined();
  });

  it('reads deny and cancel as a failure before payment and a reversal after it', () => {
    expect(read({ transaction_status: 'deny' })).toEqual({ status: 'failed' });
    expect(read({ transaction_status: 'cancel' })).toEqual({ status: 'failed' });
    expect(targetFromMidtrans({ transaction_status: 'deny' }, 'paid', 90_000)).toEqual({
      status: 'reversed',
      refundedAmount: 90_000,
    });
    expect(targetFromMidtrans({ transaction_status: 'cancel' }, 'paid', 90_000)).toEqual({
      status: 'reversed',
      refundedAmount: 90_000,
    });
    expect(read({ transaction_status: 'expire' })).toEqual({ status: 'expired' });
  });

  it('reads how much went back from refund_amount, or the refunds listed', () => {
    expect(
      targetFromMidtrans({ transaction_status: 'refund', refund_amount: '100000.00' }, 'paid', 100_000),
    ).toEqual({ status: 'refunded', refundedAmount: 100_000 });
    expect(
      targetFromMidtrans(
        { transaction_status: 'partial_refund', refund_amount: '30000.00' },
        'paid',
        100_000,
      ),
    ).toEqual({ status: 'partially_refunded', refundedAmount: 30_000 });
    expect(
      targetFromMidtrans(
        {
          transaction_status: 'partial_refund',
          refunds: [{ refund_amount: '10000.00' }, { refund_amount: '15000.00' }],
        },
        'paid',
        100_000,
      ),
    ).toEqual({ status: 'partially_refunded', refundedAmount: 25_000 });
    expect(targetFromMidtrans({ transaction_status: 'refund' }, 'paid', 100_000)).toEqual({
      status: 'refunded',
      refundedAmount: 100_000,
    });
    expect(targetFromMidtrans({ transaction_status: 'partial_refund' }, 'paid', 100_000)).toBeUndefined();
    expect(
      targetFromMidtrans(
        { transaction_status: 'partial_chargeback', refund_amount: '40000.00' },
        'paid',
        100_000,
      ),
    ).toEqual({ status: 'charged_back', refundedAmount: 40_000 });
    expect(
      targetFromMidtrans({ transaction_status: 'refund', refund_amount: '900000.00' }, 'paid', 100_000),
    ).toEqual({ status: 'refunded', refundedAmount: 100_000 });
  });

  it('tells the storefront a Midtrans-style status', () => {
    expect(midtransStatusOf('paid')).toBe('settlement');
    expect(midtransStatusOf('expired')).toBe('expire');
    expect(midtransStatusOf('refunded')).toBe('refund');
    expect(midtransStatusOf('reversed')).toBe('deny');
  });
});
