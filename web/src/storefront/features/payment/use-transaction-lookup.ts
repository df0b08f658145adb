import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getPendingTransactions, type PendingTransaction } from './api/get-pending-transactions';
import { paymentOutcome } from './payment-outcome';

export type TransactionLookupState =
  | { status: 'no-order' }
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; transaction: PendingTransaction };

/** How many times a payment is looked up again while it may still change: after 1 s, 2 s, then every 3 s. */
const MAX_RECHECKS = 10;
const recheckDelayMs = (done: number) => Math.min(done + 1, 3) * 1000;

/**
 * The provider tells the shop of a payment a moment after the popup says it succeeded: the shop may
 * still say pending, or failed when an earlier attempt had failed.
 */
export const notPaidYet = (transaction: PendingTransaction): boolean =>
  paymentOutcome(transaction.transaction_status) !== 'paid';

/**
 * The popup says the customer chose a channel (a bank, QRIS) a moment before the provider tells the
 * shop: until then the shop has no account number or QR code to show.
 */
export const channelNotKnownYet = (transaction: PendingTransaction): boolean =>
  transaction.transaction_status === 'pending' && !transaction.payment_type;

/**
 * The order's payment as the shop knows it, looked up when the page opens, again after every
 * navigation (the popup's outcome may lead back to the same address) and on retry().
 * `recheckWhile` looks again for a while as long as the answer says the payment may still change.
 * `show` puts an answer the page got itself (its Cek Status button) on screen.
 */
export function useTransactionLookup(
  orderId: string | null,
  { recheckWhile }: { recheckWhile?: (transaction: PendingTransaction) => boolean } = {},
): {
  state: TransactionLookupState;
  retry: () => void;
  show: (transaction: PendingTransaction) => void;
} {
  const { key } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TransactionLookupState>(
    orderId ? { status: 'loading' } : { status: 'no-order' },
  );

  // Each look (another order, a return to the page, a retry) starts from loading, shown at once.
  useEffect(() => {
    if (!orderId) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setState({ status: 'no-order' });
      return;
    }
    const controller = new AbortController();
    let timer: number | undefined;
    let rechecks = 0;
    const look = () =>
      getPendingTransactions(orderId, controller.signal)
        .then(([transaction]) => {
          setState(transaction ? { status: 'ready', transaction } : { status: 'missing' });
          if (transaction && recheckWhile?.(transaction) && rechecks < MAX_RECHECKS) {
            timer = window.setTimeout(look, recheckDelayMs(rechecks));
            rechecks += 1;
          }
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Transaction could not be looked up', error);
          // A failed second look leaves the first answer on screen.
          if (rechecks === 0) setState({ status: 'failed' });
        });
    setState({ status: 'loading' });
    void look();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [orderId, key, attempt, recheckWhile]);

  const show = useCallback(
    (transaction: PendingTransaction) => setState({ status: 'ready', transaction }),
    [],
  );
  return { state, retry: () => setAttempt((n) => n + 1), show };
}
