import type { PaymentStatus } from '@undangan/contracts';
import {
  canGrow,
  canTransition,
  lookupStatusOf,
  midtransStatusOf,
  movesFromMidtrans,
  refundStillDue,
} from './payment-state';

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
  const read = (
    body: Record<string, unknown>,
    status: PaymentStatus = 'pending',
    amount = 100_000,
    pageOpen = true,
  ) => movesFromMidtrans(body, { status, amount, pageOpen });

  it('calls paid only settlement and an accepted capture; a pre-authorised or challenged card stays pending', () => {
    expect(read({ transaction_status: 'settlement' })).toEqual([{ status: 'paid' }]);
    expect(read({ transaction_status: 'capture', fraud_status: 'accept' })).toEqual([{ status: 'paid' }]);
    expect(read({ transaction_status: 'capture', fraud_status: 'challenge' })).toEqual([
      { status: 'pending' },
    ]);
    expect(read({ transaction_status: 'authorize', fraud_status: 'accept' })).toEqual([
      { status: 'pending' },
    ]);
    expect(read({ transaction_status: 'something-new' })).toEqual([]);
  });

  it('keeps a denied payment pending while its Snap page can still be paid, and fails it after', () => {
    expect(read({ transaction_status: 'deny' })).toEqual([{ status: 'pending' }]);
    expect(read({ transaction_status: 'deny' }, 'pending', 100_000, false)).toEqual([{ status: 'failed' }]);
    expect(read({ transaction_status: 'cancel' })).toEqual([{ status: 'failed' }]);
    expect(read({ transaction_status: 'failure' })).toEqual([{ status: 'failed' }]);
    expect(read({ transaction_status: 'expire' })).toEqual([{ status: 'expired' }]);
  });

  it('reads deny and cancel of money taken as a reversal, paid first when the shop missed the settlement', () => {
    const reversal = { status: 'reversed', refundedAmount: 90_000 };
    expect(read({ transaction_status: 'deny' }, 'paid', 90_000)).toEqual([reversal]);
    expect(read({ transaction_status: 'cancel' }, 'paid', 90_000)).toEqual([reversal]);
    const reversedSettlement = { transaction_status: 'deny', settlement_time: '2026-11-20 10:00:00' };
    expect(read(reversedSettlement, 'pending', 90_000)).toEqual([{ status: 'paid' }, reversal]);
    expect(read(reversedSettlement, 'expired', 90_000, false)).toEqual([{ status: 'paid' }, reversal]);
  });

  it('counts money that went back before the shop saw it come in: paid, then money back', () => {
    for (const status of ['pending', 'failed', 'expired'] as const) {
      expect(read({ transaction_status: 'refund', refund_amount: '100000.00' }, status)).toEqual([
        { status: 'paid' },
        { status: 'refunded', refundedAmount: 100_000 },
      ]);
      expect(read({ transaction_status: 'partial_chargeback', refund_amount: '30000.00' }, status)).toEqual([
        { status: 'paid' },
        { status: 'charged_back', refundedAmount: 30_000 },
      ]);
    }
  });

  it('reads how much went back from refund_amount, or the refunds listed', () => {
    expect(read({ transaction_status: 'refund', refund_amount: '100000.00' }, 'paid')).toEqual([
      { status: 'refunded', refundedAmount: 100_000 },
    ]);
    expect(read({ transaction_status: 'partial_refund', refund_amount: '30000.00' }, 'paid')).toEqual([
      { status: 'partially_refunded', refundedAmount: 30_000 },
    ]);
    expect(
      read(
        {
          transaction_status: 'partial_refund',
          refunds: [{ refund_amount: '10000.00' }, { refund_amount: '15000.00' }],
        },
        'paid',
      ),
    ).toEqual([{ status: 'partially_refunded', refundedAmount: 25_000 }]);
    expect(read({ transaction_status: 'refund' }, 'paid')).toEqual([
      { status: 'refunded', refundedAmount: 100_000 },
    ]);
    expect(read({ transaction_status: 'partial_refund' }, 'paid')).toEqual([]);
    expect(read({ transaction_status: 'partial_chargeback', refund_amount: '40000.00' }, 'paid')).toEqual([
      { status: 'charged_back', refundedAmount: 40_000 },
    ]);
  });

  describe('money back beyond the amount, as Midtrans reports it', () => {
    const text = (rupiah: number) => `${rupiah}.00`;

    it('a full refund then a full chargeback: twice the amount went back', () => {
      const amount = 99_000;
      const refunded = read({ transaction_status: 'refund', refund_amount: text(amount) }, 'paid', amount);
      expect(refunded).toEqual([{ status: 'refunded', refundedAmount: amount }]);
      const bothBack = { transaction_status: 'chargeback', refund_amount: text(2 * amount) };
      expect(read(bothBack, 'refunded', amount)).toEqual([
        { status: 'charged_back', refundedAmount: 2 * amount },
      ]);
      // The same total read from the records listed, when refund_amount is missing.
      const listed = {
        transaction_status: 'chargeback',
        refunds: [{ refund_amount: text(amount) }, { refund_amount: text(amount) }],
      };
      expect(read(listed, 'refunded', amount)).toEqual([
        { status: 'charged_back', refundedAmount: 2 * amount },
      ]);
    });

    it('a partial refund then a chargeback of the whole amount: the refund and the amount went back', () => {
      const amount = 259_000;
      const refund = 100_000;
      const partly = read(
        { transaction_status: 'partial_refund', refund_amount: text(refund) },
        'paid',
        amount,
      );
      expect(partly).toEqual([{ status: 'partially_refunded', refundedAmount: refund }]);
      const chargeback = { transaction_status: 'chargeback', refund_amount: text(refund + amount) };
      expect(read(chargeback, 'partially_refunded', amount)).toEqual([
        { status: 'charged_back', refundedAmount: refund + amount },
      ]);
    });

    it('still calls a refund of the whole amount or more refunded, and less partially refunded', () => {
      const amount = 100_000;
      expect(read({ transaction_status: 'refund', refund_amount: text(amount + 1) }, 'paid', amount)).toEqual(
        [{ status: 'refunded', refundedAmount: amount + 1 }],
      );
      expect(
        read({ transaction_status: 'partial_refund', refund_amount: text(amount - 1) }, 'paid', amount),
      ).toEqual([{ status: 'partially_refunded', refundedAmount: amount - 1 }]);
    });
  });

  it('tells the customer a denied attempt failed while the payment stays open to pay again', () => {
    expect(lookupStatusOf('pending', 'deny')).toBe('failure');
    expect(lookupStatusOf('pending', 'capture')).toBe('capture');
    expect(lookupStatusOf('pending', null)).toBe('pending');
    expect(lookupStatusOf('reversed', 'deny')).toBe('deny');
  });

  it('tells the storefront a Midtrans-style status', () => {
    expect(midtransStatusOf('paid')).toBe('settlement');
    expect(midtransStatusOf('expired')).toBe('expire');
    expect(midtransStatusOf('refunded')).toBe('refund');
    expect(midtransStatusOf('reversed')).toBe('deny');
  });
});

describe('money still due back for a revision the payment could not pay', () => {
  it('is what a paid payment brought for it, less what a refund already gave back', () => {
    expect(refundStillDue('paid', 20_000, 0)).toBe(20_000);
    expect(refundStillDue('partially_refunded', 20_000, 5_000)).toBe(15_000);
    expect(refundStillDue('partially_refunded', 20_000, 25_000)).toBe(0);
  });

  it('is nothing once the payment keeps no money', () => {
    for (const status of ['rejected', 'refunded', 'charged_back', 'reversed', 'expired'] as const)
      expect(refundStillDue(status, 20_000, 0)).toBe(0);
  });
});
