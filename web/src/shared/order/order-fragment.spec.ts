import { describe, expect, it } from '@jest/globals';
import { orderIdFromFragment } from './order-fragment';

describe("an email link's order id", () => {
  it('is read from the fragment', () => {
    expect(orderIdFromFragment('#order=INV-20261127-7K3M9Q')).toBe('INV-20261127-7K3M9Q');
    expect(orderIdFromFragment('#order=INV-20261127-7K3M9Q&secret=x')).toBe('INV-20261127-7K3M9Q');
  });

  it('is nothing when absent or not an order id', () => {
    expect(orderIdFromFragment('')).toBeNull();
    expect(orderIdFromFragment('#order=')).toBeNull();
    expect(orderIdFromFragment('#order=%3Cscript%3E')).toBeNull();
  });
});
