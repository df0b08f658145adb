import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getPendingTransactions, type PendingTransaction } from './api/get-pending-transactions';
import { paymentOutcome } from './payment-outcome';

export type TransactionLookupState =
  | { status: 'no-order' }
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; transaction: PendingTransaction };

/** How many times a payment not paid yet is looked up again: after 1 s, 2 s, then every 3 s. */
const MAX_RECHECKS = 10;
const recheckDelayMs = (done: number) => Math.min(done + 1, 3) * 1000;

/**
 * The order's payment as the shop knows it, looked up when the page opens, again after every
 * navigation (the popup's outcome may lead back to the same address) and on retry().
 * `recheckUntilPaid` looks again for a while as long as the payment is not paid: the provider tells
 * the shop of a payment a moment after the popup says it succeeded, so the shop may still say
 * pending, or failed when an earlier attempt had failed.
 */
export function useTransactionLookup(
  orderId: string | null,
  { recheckUntilPaid = false }: { recheckUntilPaid?: boolean } = {},
): {
  state: TransactionLookupState;
  retry: () => void;
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
          const unpaid = transaction && paymentOutcome(transaction.transaction_status) !== 'paid';
          if (recheckUntilPaid && unpaid && rechecks < MAX_RECHECKS) {
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
  }, [orderId, key, attempt, recheckUntilPaid]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
