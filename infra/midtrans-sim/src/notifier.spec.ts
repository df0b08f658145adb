import { retriesAfter } from './notifier';

describe('Midtrans notification retry rule', () => {
  it.each([
    [200, 0],
    [201, 0],
    [299, 0],
    [301, 0],
    [399, 0],
    [500, 1],
    [503, 4],
    [400, 2],
    [404, 2],
    [401, 5],
    [502, 5],
    [null, 5],
  ])('after an answer of %s retries %s times', (status, retries) => {
    expect(retriesAfter(status)).toBe(retries);
  });
});
