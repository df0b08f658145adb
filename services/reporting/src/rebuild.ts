import {
  ORDERING,
  PAYMENT_HISTORY_MAX_PAGE,
  PaymentHistoryCursor,
  PaymentHistoryPage,
  PaymentHistoryRequest,
} from '@undangan/contracts';
import type { Logger, RpcClient } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { resetTotals } from './balance-totals.table';
import { clearFacts, lockReadModel } from './payment-facts.table';
import { clearMonths } from './revenue-by-month.table';
import { projectPaymentEvents } from './revenue-projection';

/** Fetches one page of ordering's payment history. */
export type PaymentHistorySource = (request: PaymentHistoryRequest) => Promise<PaymentHistoryPage>;

export interface RebuildResult {
  payments: number;
  events: number;
  pages: number;
}

/** The history as ordering answers it over RPC. */
export function orderingHistory(ordering: RpcClient): PaymentHistorySource {
  return (request) => ordering.call(ORDERING.paymentHistory, request);
}

/**
 * Rebuilds the revenue read model from ordering's history in one transaction: empties it, then
 * replays every payment's events through the same projection the live consumer uses. Until the
 * commit the balance reads the old figures, and a failure anywhere leaves them as they were, so it
 * is never seen half rebuilt.
 *
 * EXCLUSIVE lets readers through while holding off the event consumer; an event it was about to
 * apply lands after the commit, where the projection's status guards make a repeat count once.
 * DELETE rather than TRUNCATE for the same reason: TRUNCATE would lock readers out too.
 */
export async function rebuildRevenue(
  dataSource: DataSource,
  history: PaymentHistorySource,
  options: { pageSize?: number; logger?: Logger } = {},
): Promise<RebuildResult> {
  const pageSize = options.pageSize ?? PAYMENT_HISTORY_MAX_PAGE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAYMENT_HISTORY_MAX_PAGE) {
    throw new RangeError(`pageSize must be an integer in 1..${PAYMENT_HISTORY_MAX_PAGE}`);
  }
  return dataSource.transaction(async (manager) => {
    await lockReadModel(manager);
    await clearFacts(manager);
    await clearMonths(manager);
    await resetTotals(manager);
    const result: RebuildResult = { payments: 0, events: 0, pages: 0 };
    let after: PaymentHistoryCursor | undefined;
    do {
      const page = await history(after ? { after, limit: pageSize } : { limit: pageSize });
      await projectPaymentEvents(page.events, manager);
      result.pages += 1;
      result.payments += page.payments;
      result.events += page.events.length;
      options.logger?.debug({ ...result }, 'history page replayed');
      const next = page.next ?? undefined;
      // A cursor that does not move would replay the same page for ever.
      if (next && (page.payments === 0 || (after && sameCursor(after, next)))) {
        throw new Error('The payment history did not advance; rebuild abandoned');
      }
      after = next;
    } while (after);
    return result;
  });
}

const sameCursor = (a: PaymentHistoryCursor, b: PaymentHistoryCursor) =>
  a.createdAt === b.createdAt && a.orderId === b.orderId;
