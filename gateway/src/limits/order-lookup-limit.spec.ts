import { MESSAGES, ORDER_LOOKUP_NOT_FOUND } from '@undangan/contracts';
import { HttpError } from '../http/http-error';
import { ORDER_LOOKUP_LIMITS, ORDER_LOOKUP_LOCKED, OrderLookupLimit } from './order-lookup-limit';
import { MemoryWindowCounts } from './window-counts';

const wrongPhone = () => Promise.reject(new HttpError('not_found', ORDER_LOOKUP_NOT_FOUND));
const rightPhone = () => Promise.resolve('pesanan');

describe('OrderLookupLimit', () => {
  it('refuses every look-up of an order, the right phone included, once its misses reach the limit', async () => {
    const limit = new OrderLookupLimit(new MemoryWindowCounts());
    for (let miss = 0; miss < ORDER_LOOKUP_LIMITS.misses; miss++)
      await expect(limit.guard('INV-1', wrongPhone)).rejects.toMatchObject({ status: 404 });
    await expect(limit.guard('inv-1', rightPhone)).rejects.toMatchObject({
      status: 429,
      message: ORDER_LOOKUP_LOCKED,
    });
    // Another order is not held back by them.
    await expect(limit.guard('INV-2', rightPhone)).resolves.toBe('pesanan');
  });

  it('counts only answers that the order is not the asker’s, and lets the owner through below the limit', async () => {
    const limit = new OrderLookupLimit(new MemoryWindowCounts());
    const otherRefusal = () => Promise.reject(new HttpError('not_found', MESSAGES.notFound));
    for (let i = 0; i < ORDER_LOOKUP_LIMITS.misses * 2; i++)
      await expect(limit.guard('INV-3', otherRefusal)).rejects.toMatchObject({ status: 404 });
    for (let miss = 0; miss < ORDER_LOOKUP_LIMITS.misses - 1; miss++)
      await expect(limit.guard('INV-3', wrongPhone)).rejects.toMatchObject({ status: 404 });
    await expect(limit.guard('INV-3', rightPhone)).resolves.toBe('pesanan');
  });

  it('asks at most the limit of wrong phones when they are sent all at once', async () => {
    const limit = new OrderLookupLimit(new MemoryWindowCounts());
    let asked = 0;
    // Each look-up answers only after every request of the burst has been checked.
    const slowWrongPhone = async () => {
      asked++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new HttpError('not_found', ORDER_LOOKUP_NOT_FOUND);
    };
    const answers = await Promise.allSettled(
      Array.from({ length: ORDER_LOOKUP_LIMITS.misses * 5 }, () => limit.guard('INV-4', slowWrongPhone)),
    );
    expect(asked).toBe(ORDER_LOOKUP_LIMITS.misses);
    const statuses = answers.map((a) => (a.status === 'rejected' ? (a.reason as HttpError).status : 200));
    expect(statuses.filter((s) => s === 404)).toHaveLength(ORDER_LOOKUP_LIMITS.misses);
    expect(statuses.filter((s) => s === 429)).toHaveLength(ORDER_LOOKUP_LIMITS.misses * 4);
  });

  it('gives back the place of a look-up that found the order, however many run at once', async () => {
    const limit = new OrderLookupLimit(new MemoryWindowCounts());
    // More of the couple's own look-ups at once than there are places: each waits for a place.
    const slowRightPhone = () => new Promise<string>((resolve) => setTimeout(() => resolve('pesanan'), 20));
    const many = ORDER_LOOKUP_LIMITS.misses * 3;
    const answers = await Promise.all(
      Array.from({ length: many }, () => limit.guard('INV-5', slowRightPhone)),
    );
    expect(answers).toEqual(Array(many).fill('pesanan'));
    for (let i = 0; i < ORDER_LOOKUP_LIMITS.misses * 3; i++)
      await expect(limit.guard('INV-5', rightPhone)).resolves.toBe('pesanan');
  });
});
