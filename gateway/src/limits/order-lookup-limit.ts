import { Inject, Injectable } from '@nestjs/common';
import { ORDER_LOOKUP_NOT_FOUND } from '@undangan/contracts';
import { HttpError } from '../http/http-error';
import { Taken, WindowCounts } from './window-counts';

/** The limit on wrong phones tried against one order; docs/SECURITY.md explains it. */
export const ORDER_LOOKUP_LIMITS = { misses: 10, windowMs: 60 * 60_000 } as const;
/** How long a look-up waits for a place held by another still asking, and how often it looks. */
export const ORDER_LOOKUP_WAIT = { ms: 3_000, everyMs: 100 } as const;

export const ORDER_LOOKUP_LOCKED =
  'Terlalu banyak percobaan dengan nomor WhatsApp yang tidak cocok untuk pesanan ini. Silakan coba lagi dalam satu jam, atau hubungi kami melalui WhatsApp.';

/**
 * A couple's order is reached with its id and the phone used at checkout (tracking, receipt,
 * invitation data, photos). The per-client limit on public writes slows one address; this one
 * holds across every address: after ORDER_LOOKUP_LIMITS.misses unknown-order-or-wrong-phone answers
 * for one order id within the window, every look-up of that id is refused (429) until the window
 * has moved on, the right phone included, so the answer tells a guesser nothing more. Counted in
 * the gateway's database (WindowCounts), so it holds across replicas.
 *
 * Counted and decided in one step: every look-up takes a place in the count before it asks, and
 * one that finds the order gives its place back. Parallel guesses therefore meet the limit as
 * sequential ones do: at most ORDER_LOOKUP_LIMITS.misses of them are ever asked within the window,
 * however many are sent at once (checking the count first and recording the miss afterwards let
 * every request of a burst through the check). A look-up that finds no place waits a little
 * (ORDER_LOOKUP_WAIT) for places held by look-ups still asking, which the couple's own requests
 * sent together (photos, a page's reads) give back as they find the order; places kept by misses
 * never come back within the window, so a guess waits and is refused.
 */
@Injectable()
export class OrderLookupLimit {
  constructor(@Inject(WindowCounts) private readonly counts: WindowCounts) {}

  async guard<T>(orderId: string, lookUp: () => Promise<T>): Promise<T> {
    const key = `order-lookup:misses ${orderId.toUpperCase()}`;
    const taken = await this.place(key);
    let missed = false;
    try {
      return await lookUp();
    } catch (err) {
      missed = err instanceof HttpError && err.message === ORDER_LOOKUP_NOT_FOUND;
      throw err;
    } finally {
      if (!missed) await this.counts.giveBack(key, taken);
    }
  }

  /** A place in the count, waited for while look-ups still asking may give theirs back. */
  private async place(key: string): Promise<Taken> {
    const rule = { limit: ORDER_LOOKUP_LIMITS.misses, windowMs: ORDER_LOOKUP_LIMITS.windowMs };
    const until = Date.now() + ORDER_LOOKUP_WAIT.ms;
    for (;;) {
      const taken = await this.counts.take(key, rule);
      if (taken.admitted) return taken;
      if (Date.now() >= until) throw new HttpError('rate_limited', ORDER_LOOKUP_LOCKED);
      await new Promise((resolve) => setTimeout(resolve, ORDER_LOOKUP_WAIT.everyMs));
    }
  }
}
