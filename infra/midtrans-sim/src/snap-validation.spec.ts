import { validateSnapRequest } from './snap-validation';

const now = new Date('2026-11-22T03:00:00Z');

function body(extra: Record<string, unknown> = {}) {
  return {
    transaction_details: { order_id: 'INV-20261122-7K3M9Q', gross_amount: 90000 },
    item_details: [
      { id: 'p1', price: 50000, quantity: 2, name: 'Paket Basic' },
      { id: 'disc', price: -10000, quantity: 1, name: 'Diskon' },
    ],
    ...extra,
  };
}

function errors(input: unknown): string[] {
  const result = validateSnapRequest(input, now);
  return result.ok ? [] : result.errors;
}

describe('validateSnapRequest', () => {
  it('accepts a discount item and defaults to every channel and 24 hours', () => {
    const result = validateSnapRequest(body(), now);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order.grossAmount).toBe(90000);
    expect(result.order.enabledPayments).toHaveLength(12);
    expect(result.order.expiresAt.toISOString()).toBe('2026-11-23T03:00:00.000Z');
  });

  it('counts expiry from start_time in the unit given', () => {
    const result = validateSnapRequest(
      body({ expiry: { start_time: '2026-11-22 10:00:00 +0700', unit: 'hours', duration: 2 } }),
      now,
    );
    expect(result.ok && result.order.expiresAt.toISOString()).toBe('2026-11-22T05:00:00.000Z');
  });

  it('needs transaction_details', () => {
    expect(errors({})).toEqual(['transaction_details is required']);
    expect(errors(null)).toEqual(['Request body must be a JSON object']);
  });

  it('refuses a zero amount and a sum off by one', () => {
    expect(errors(body({ transaction_details: { order_id: 'A', gross_amount: 0 } }))).toEqual([
      'transaction_details.gross_amount must be greater than 0',
      'transaction_details.gross_amount is not equal to the sum of item_details',
    ]);
    expect(errors(body({ transaction_details: { order_id: 'A', gross_amount: 89999 } }))).toEqual([
      'transaction_details.gross_amount is not equal to the sum of item_details',
    ]);
  });

  it('checks each item and skips the sum when an item is broken', () => {
    expect(errors(body({ item_details: [{ price: 1.5, quantity: 1, name: 'A' }, 'x'] }))).toEqual([
      'item_details[0].price must be an integer',
      'item_details[1] must be an object',
    ]);
  });

  it('checks channels, customer, expiry and callbacks', () => {
    expect(
      errors(
        body({
          enabled_payments: ['paypal'],
          customer_details: { first_name: 'Rina', email: 'not-an-email' },
          expiry: { start_time: '22-11-2026 10:00', unit: 'week', duration: -1 },
          callbacks: { finish: 'not a url' },
        }),
      ),
    ).toEqual([
      'customer_details.email format is invalid',
      'enabled_payments does not contain any active payment channel',
      'expiry.start_time format must be yyyy-MM-dd HH:mm:ss Z',
      'expiry.unit must be one of minute, hour or day',
      'expiry.duration must be an integer greater than 0',
      'callbacks.finish must be a valid URL',
    ]);
  });

  it('keeps known channels in the order given and maps aliases', () => {
    const result = validateSnapRequest(
      body({ enabled_payments: ['qris', 'paypal', 'bca_va', 'other_qris'] }),
      now,
    );
    expect(result.ok && result.order.enabledPayments).toEqual(['other_qris', 'bca_va']);
  });
});
