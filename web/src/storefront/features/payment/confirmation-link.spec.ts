import { describe, expect, it } from '@jest/globals';
import { parseKeptLink, readConfirmationLink } from './confirmation-link';

describe('the confirmation link of a manual order', () => {
  const secret = 'k3Jd9QmZr2VxT8bWn4LpYc6HsA1fGe5u';

  it('reads the order id and the secret from the fragment', () => {
    expect(readConfirmationLink(`#order=INV-20261127-7K3M9Q&secret=${secret}`)).toEqual({
      orderId: 'INV-20261127-7K3M9Q',
      orderSecret: secret,
    });
  });

  it('reads nothing from a fragment missing either, or holding something else', () => {
    expect(readConfirmationLink('')).toBeNull();
    expect(readConfirmationLink('#order=INV-20261127-7K3M9Q')).toBeNull();
    expect(readConfirmationLink(`#secret=${secret}`)).toBeNull();
    expect(readConfirmationLink(`#order=<script>&secret=${secret}`)).toBeNull();
    expect(readConfirmationLink('#order=INV-1&secret=short')).toBeNull();
  });
});

describe('the link a tab kept', () => {
  it('is read back as it was kept, and nothing else is', () => {
    const link = { orderId: 'INV-20261127-7K3M9Q', orderSecret: 'k3Jd9QmZr2VxT8bWn4LpYc6HsA1fGe5u' };
    expect(parseKeptLink(JSON.stringify(link))).toEqual(link);
    expect(parseKeptLink(null)).toBeNull();
    expect(parseKeptLink('{')).toBeNull();
    expect(parseKeptLink(JSON.stringify({ orderId: link.orderId }))).toBeNull();
  });
});
