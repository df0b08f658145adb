import { isOrderId, makeOrderId } from './order-id';

describe('order ids', () => {
  it('dates the id in Jakarta time and uses the given randomness', () => {
    const late = new Date('2026-11-22T18:30:00Z'); // already 23 November in Jakarta
    let i = 0;
    const id = makeOrderId(late, (n) => i++ % n);
    expect(id).toBe('INV-20261123-234567');
    expect(isOrderId(id)).toBe(true);
  });

  it('accepts only letters, digits and dashes up to 50 characters', () => {
    expect(isOrderId('INV-20261122-7K3M9Q')).toBe(true);
    expect(isOrderId('x'.repeat(51))).toBe(false);
    expect(isOrderId("INV'; DROP TABLE")).toBe(false);
    expect(isOrderId('')).toBe(false);
  });
});
