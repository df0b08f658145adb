import { Inject, Injectable } from '@nestjs/common';
import { ORDER_LOOKUP_NOT_FOUND } from '@undangan/contracts';
import { HttpError } from '../http/http-error';
import { WindowCounts } from './window-counts';

/** The limit on wrong phones tried against one order; docs/SECURITY.md explains it. */
export const ORDER_LOOKUP_LIMITS = { misses: 10, windowMs: 60 * 60_000 } as const;

export const ORDER_LOOKUP_LOCKED =
  'Terlalu banyak percobaan dengan nomor WhatsApp yang tidak cocok untuk pesanan ini. Silakan coba lagi dalam satu jam, atau hubungi kami melalui WhatsApp.';

/**
 * A couple's order is reached with its id and the phone used at checkout (tracking, receipt,
 * invitation data, photos). The per-client limit on public writes slows one address; this one
 * holds across every address: after ORDER_LOOKUP_LIMITS.misses unknown-order-or-wrong-phone answers
 * for one order id within the window, every look-up of that id is refused (429) until the window
 * has moved on, the right phone included, so the answer tells a guesser nothing more. Counted in
 * the gateway's database (WindowCounts), so it holds across replicas.
 */
@Injectable()
export class OrderLookupLimit {
  constructor(@Inject(WindowCounts) private readonly counts: WindowCounts) {}

  async guard<T>(orderId: string, lookUp: () => Promise<T>): Promise<T> {
    const key = `order-lookup:misses ${orderId.toUpperCase()}`;
    if ((await this.counts.count(key, ORDER_LOOKUP_LIMITS.windowMs)) >= ORDER_LOOKUP_LIMITS.misses)
      throw new HttpError('rate_limited', ORDER_LOOKUP_LOCKED);
    try {
      return await lookUp();
    } catch (err) {
      if (err instanceof HttpError && err.message === ORDER_LOOKUP_NOT_FOUND)
        await this.counts.take(key, {
          limit: ORDER_LOOKUP_LIMITS.misses,
          windowMs: ORDER_LOOKUP_LIMITS.windowMs,
        });
      throw err;
    }
  }
}
